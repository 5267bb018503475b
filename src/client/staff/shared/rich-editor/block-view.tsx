import { EMBED_PROVIDER_NAMES, embedOf } from '@shared/markdown/embed'
import { richEditorText } from '@shared/markdown-messages'
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react'
import { Button } from '@/ui/button'
import {
  type BlockNodeOptions,
  type CallToActionAttrs,
  callToActionOf,
  type EmbedAttrs,
} from './content-blocks'

/** What an embed or a call to action shows in the editor: its kind, its text, and its actions. */
export function BlockView({ node, extension, updateAttributes, deleteNode, selected }: ReactNodeViewProps) {
  const { editBlock } = extension.options as BlockNodeOptions
  const isEmbed = node.type.name === 'embed'
  const attrs = node.attrs as EmbedAttrs & CallToActionAttrs
  const provider = isEmbed ? embedOf(attrs.href)?.provider : undefined
  const kind = isEmbed
    ? richEditorText.embedBlock(provider ? EMBED_PROVIDER_NAMES[provider] : richEditorText.embed)
    : callToActionOf(attrs.href) === 'contact'
      ? richEditorText.ctaContact
      : richEditorText.ctaWhitepaper
  const text = isEmbed ? (attrs.title ?? richEditorText.untitled) : attrs.label
  const edit = () =>
    editBlock?.(
      isEmbed
        ? { type: 'embed', attrs: { href: attrs.href, title: attrs.title, thumbnail: attrs.thumbnail } }
        : { type: 'callToAction', attrs: { href: attrs.href, label: attrs.label } },
      (next) => updateAttributes(next),
    )
  return (
    <NodeViewWrapper
      className={`my-2 flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 p-3 ${selected ? 'ring-2 ring-ring' : ''}`}
      data-drag-handle=""
    >
      {isEmbed && attrs.thumbnail && (
        <img src={attrs.thumbnail} alt="" className="h-12 w-20 rounded object-cover" />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5" contentEditable={false}>
        <span className="text-sm font-semibold">{kind}</span>
        <span className="truncate">{text}</span>
        <span className="truncate text-sm text-muted-foreground">{attrs.href}</span>
      </div>
      <div className="flex gap-2" contentEditable={false}>
        {editBlock && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`${richEditorText.edit}: ${kind}`}
            onClick={edit}
          >
            {richEditorText.edit}
          </Button>
        )}
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`${richEditorText.remove}: ${kind}`}
          onClick={() => deleteNode()}
        >
          {richEditorText.remove}
        </Button>
      </div>
    </NodeViewWrapper>
  )
}
