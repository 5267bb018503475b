import { richEditorText } from '@shared/markdown-messages'
import type { Editor } from '@tiptap/core'

// What the toolbar and the `/` menu can do to the text, named once for both.

/** A dialog the editor opens to insert (or edit) something that needs more than a click. */
export type DialogKind = 'link' | 'image' | 'embed' | 'callToAction'

export interface BlockCommand {
  id: string
  label: string
  /** Words the `/` menu matches besides the label. */
  keywords: string
  /** Whether the block is where the caret is (the toolbar's `aria-pressed`). */
  isActive?: (editor: Editor) => boolean
  run: (editor: Editor, openDialog: (kind: DialogKind) => void) => void
}

const heading = (level: 1 | 2 | 3): BlockCommand => ({
  id: `heading${level}`,
  label: richEditorText.heading(level),
  keywords: `h${level} title`,
  isActive: (editor) => editor.isActive('heading', { level }),
  run: (editor) => editor.chain().focus().toggleHeading({ level }).run(),
})

/** The blocks, in the order the toolbar and the `/` menu show them. */
export const BLOCK_COMMANDS: BlockCommand[] = [
  heading(1),
  heading(2),
  heading(3),
  {
    id: 'bulletList',
    label: richEditorText.bulletList,
    keywords: 'ul bullets unordered',
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    id: 'orderedList',
    label: richEditorText.orderedList,
    keywords: 'ol numbers ordered',
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  {
    id: 'blockquote',
    label: richEditorText.quote,
    keywords: 'blockquote citation',
    isActive: (editor) => editor.isActive('blockquote'),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  {
    id: 'codeBlock',
    label: richEditorText.code,
    keywords: 'pre fence',
    isActive: (editor) => editor.isActive('codeBlock'),
    run: (editor) => editor.chain().focus().toggleCodeBlock().run(),
  },
  {
    id: 'table',
    label: richEditorText.table,
    keywords: 'grid columns rows',
    run: (editor) => editor.chain().focus().insertTable({ rows: 3, cols: 2, withHeaderRow: true }).run(),
  },
  {
    id: 'image',
    label: richEditorText.image,
    keywords: 'picture photo figure',
    run: (_editor, openDialog) => openDialog('image'),
  },
  {
    id: 'embed',
    label: richEditorText.embed,
    keywords: 'video youtube vimeo linkedin',
    run: (_editor, openDialog) => openDialog('embed'),
  },
  {
    id: 'callToAction',
    label: richEditorText.callToAction,
    keywords: 'cta contact talk whitepaper download',
    run: (_editor, openDialog) => openDialog('callToAction'),
  },
]

/** The `/` menu's choices for what was typed after the slash. */
export const matchingCommands = (query: string) => {
  const words = query.trim().toLowerCase()
  return BLOCK_COMMANDS.filter((command) =>
    `${command.label} ${command.keywords}`.toLowerCase().includes(words),
  )
}
