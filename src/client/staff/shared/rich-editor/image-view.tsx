import { richEditorText } from '@shared/markdown-messages'
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react'
import type * as React from 'react'
import { cn } from '@/lib/utils'
import type { ImageAttrs } from './content-blocks'

/**
 * An image in the text with its caption under it, as the page shows a figure: the caption (the
 * image's Markdown title) is a text box of its own, reached with Tab from the text and named
 * 'Caption (optional)', typed in place. Enter there goes back to the text, after the image.
 */
export function ImageView({ node, editor, getPos, updateAttributes, selected }: ReactNodeViewProps) {
  const { src, alt, title } = node.attrs as ImageAttrs
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // Enter would send the form the text is in.
    if (event.key !== 'Enter') return
    event.preventDefault()
    const position = getPos()
    if (position !== undefined)
      editor
        .chain()
        .focus(position + node.nodeSize)
        .run()
  }
  return (
    <NodeViewWrapper as="span" className="inline-grid max-w-full gap-1 align-top" contentEditable={false}>
      <img src={src} alt={alt} className={cn('max-h-80 rounded-lg', selected && 'ring-2 ring-ring')} />
      <input
        type="text"
        value={title ?? ''}
        aria-label={richEditorText.caption}
        placeholder={richEditorText.caption}
        onChange={(event) => updateAttributes({ title: event.target.value || null })}
        onKeyDown={onKeyDown}
        className="w-full min-w-48 rounded border border-transparent bg-transparent px-1 text-sm text-muted-foreground placeholder:text-muted-foreground/70 hover:border-input focus-visible:border-input focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      />
    </NodeViewWrapper>
  )
}
