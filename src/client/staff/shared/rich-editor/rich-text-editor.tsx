import type { MarkdownLook } from '@shared/content/fields'
import { LOOK_TOP } from '@shared/markdown/heading-level'
import type { Editor, JSONContent } from '@tiptap/core'
import { EditorContent, useEditor } from '@tiptap/react'
import type * as React from 'react'
import { useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import { CallToActionDialog } from './call-to-action-dialog'
import type { CallToActionAttrs, EditBlock, EmbedAttrs } from './content-blocks'
import { blockCommands, type DialogKind, documentEnd, linkShortcut } from './editor-commands'
import { EditorToolbar } from './editor-toolbar'
import { EmbedDialog } from './embed-dialog'
import { ImageDialog } from './image-dialog'
import { LinkDialog } from './link-dialog'
import { createMarkdownConverter } from './markdown-conversion'
import { markdownExtensions } from './markdown-extensions'
import { cleanPastedHtml } from './paste-cleaning'
import { useSlashMenu } from './slash-menu'

const converter = createMarkdownConverter(markdownExtensions())

type OpenDialog =
  | { kind: 'link' | 'image' }
  | { kind: 'embed'; initial: EmbedAttrs | null; update?: (attrs: EmbedAttrs) => void }
  | { kind: 'callToAction'; initial: CallToActionAttrs | null; update?: (attrs: CallToActionAttrs) => void }

/** The editable element's attributes: a multi-line text box named by the field's label. */
const textAttributes = (labelledBy: string, describedBy: string | undefined, invalid: boolean) => ({
  role: 'textbox',
  'aria-multiline': 'true',
  'aria-labelledby': labelledBy,
  ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  ...(invalid ? { 'aria-invalid': 'true' } : {}),
  class: TEXT_LOOK,
})

// The text's blocks as the page sets them (markdown-content.tsx), so staff see structure as they
// type; headings carry the page's own look (SiteHeading).
const TEXT_LOOK = [
  'min-h-48 space-y-3 px-3 py-2 break-words focus-visible:outline-hidden',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:font-mono [&_pre]:text-sm [&_code]:font-mono',
  '[&_a]:text-primary [&_a]:underline [&_img]:max-h-80 [&_img]:rounded-lg',
  '[&_table]:w-full [&_td]:border [&_th]:border [&_td]:px-2 [&_th]:px-2 [&_th]:text-left',
].join(' ')

export interface RichTextEditorProps {
  /** The Markdown the editor opens with. */
  markdown: string
  /** How the page shows the text: where its headings start. */
  look: MarkdownLook
  /** Called with the new Markdown after each edit, and only then: opening writes nothing. */
  onChange: (markdown: string) => void
  /** Tells the editor the field's text was replaced from outside (a reload, restored changes). */
  subscribe: (listener: (markdown: string) => void) => () => void
  labelledBy: string
  describedBy: string | undefined
  invalid: boolean
  /** Lets the field put the caret in the text, as a click on its label does for a textarea. */
  ref?: React.Ref<RichTextEditorHandle>
}

export interface RichTextEditorHandle {
  focus: () => void
}

/** The visual editor of a Markdown field (loaded only when one shows in visual mode). */
export default function RichTextEditor({
  markdown,
  look,
  onChange,
  subscribe,
  labelledBy,
  describedBy,
  invalid,
  ref,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const written = useRef(markdown)
  const slashKeys = useRef<(event: KeyboardEvent) => boolean>(() => false)
  const editBlock = useRef<EditBlock>(() => {})
  const openDialog = (kind: DialogKind) =>
    setDialog(kind === 'embed' || kind === 'callToAction' ? { kind, initial: null } : { kind })
  const headingTop = LOOK_TOP[look]
  const commands = useMemo(() => blockCommands(headingTop), [headingTop])
  const editor = useEditor({
    extensions: [
      ...markdownExtensions({ editBlock: (block, update) => editBlock.current(block, update), headingTop }),
      linkShortcut(() => openDialog('link')),
      documentEnd,
    ],
    content: converter.toDoc(markdown),
    editorProps: {
      attributes: textAttributes(labelledBy, describedBy, invalid),
      handleKeyDown: (_view, event) => slashKeys.current(event),
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => {
      written.current = converter.toMarkdown(current.getJSON())
      onChange(written.current)
    },
  })

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor])

  // The field's error comes and goes after a submit: the text box's description follows it.
  useEffect(() => {
    if (editor.isInitialized)
      editor.view.setProps({ attributes: textAttributes(labelledBy, describedBy, invalid) })
  }, [editor, labelledBy, describedBy, invalid])

  // A text replaced from outside (not one this editor wrote) is shown anew, without writing back.
  useEffect(
    () =>
      subscribe((next) => {
        if (next === written.current) return
        written.current = next
        editor.commands.setContent(converter.toDoc(next), { emitUpdate: false })
      }),
    [editor, subscribe],
  )

  editBlock.current = (block, update) =>
    setDialog(
      block.type === 'embed'
        ? { kind: 'embed', initial: block.attrs, update }
        : { kind: 'callToAction', initial: block.attrs, update },
    )
  const slash = useSlashMenu(editor, commands, openDialog)
  slashKeys.current = slash.keys.current

  const close = () => {
    setDialog(null)
    editor.commands.focus()
  }
  return (
    <div
      className={cn(
        'relative rounded-md border border-input focus-within:ring-2 focus-within:ring-ring',
        invalid && 'border-destructive',
      )}
    >
      <EditorToolbar editor={editor} commands={commands} openDialog={openDialog} />
      <EditorContent editor={editor} />
      {slash.menu}
      {dialog && <EditorDialogs editor={editor} dialog={dialog} close={close} />}
    </div>
  )
}

/**
 * Puts a block (a figure's paragraph, an embed, a call to action) where the caret is: in place of
 * an empty paragraph, else after the top-level block the caret is in (or the block selected),
 * since these stand on a line of their own in the Markdown.
 */
function insertBlock(editor: Editor, block: JSONContent) {
  const { selection } = editor.state
  const { $from } = selection
  const chain = editor.chain().focus()
  // A selected block (an image, an embed just inserted) stays: the new one goes after it.
  if ($from.depth === 0) return chain.insertContentAt(selection.to, block).run()
  if ($from.depth === 1 && $from.parent.type.name === 'paragraph' && $from.parent.content.size === 0) {
    return chain.insertContentAt({ from: $from.before(1), to: $from.after(1) }, block).run()
  }
  return chain.insertContentAt($from.after(1), block).run()
}

function EditorDialogs({ editor, dialog, close }: { editor: Editor; dialog: OpenDialog; close: () => void }) {
  switch (dialog.kind) {
    case 'link':
      return (
        <LinkDialog
          initial={editor.getAttributes('link').href ?? ''}
          onClose={close}
          onDone={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link')
            ;(href ? chain.setLink({ href }) : chain.unsetLink()).run()
            close()
          }}
        />
      )
    case 'image':
      return (
        <ImageDialog
          onClose={close}
          onDone={(attrs) => {
            // An image alone in its paragraph is a figure on the page.
            insertBlock(editor, { type: 'paragraph', content: [{ type: 'image', attrs }] })
            close()
          }}
        />
      )
    case 'embed':
      return (
        <EmbedDialog
          initial={dialog.initial}
          onClose={close}
          onDone={(attrs) => {
            if (dialog.update) dialog.update(attrs)
            else insertBlock(editor, { type: 'embed', attrs })
            close()
          }}
        />
      )
    case 'callToAction':
      return (
        <CallToActionDialog
          initial={dialog.initial}
          onClose={close}
          onDone={(attrs) => {
            if (dialog.update) dialog.update(attrs)
            else insertBlock(editor, { type: 'callToAction', attrs })
            close()
          }}
        />
      )
  }
}
