import { richEditorText } from '@shared/markdown-messages'
import { type Editor, Extension } from '@tiptap/core'

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

/** The letter that, with Ctrl (Command on Apple systems), opens the link dialog, as the 'Link' button does. */
export const LINK_SHORTCUT = { key: 'K' }

/**
 * Mod-k opens the link dialog where there is something to link: a selection, or the link the caret
 * is in. Elsewhere the key is left to the browser.
 */
export const linkShortcut = (openLink: () => void) =>
  Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts: () => ({
      [`Mod-${LINK_SHORTCUT.key.toLowerCase()}`]: ({ editor }) => {
        if (editor.state.selection.empty && !editor.isActive('link')) return false
        openLink()
        return true
      },
    }),
  })

/** What the toolbar does to the table the caret is in (Tiptap's table commands). */
export interface TableCommand {
  id: string
  label: string
  /** Whether it can be done where the caret is: never outside a table. */
  can: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

/** The table's rows and columns, in the order the toolbar shows them after 'Table'. */
export const TABLE_COMMANDS: TableCommand[] = [
  {
    id: 'addRowBefore',
    label: richEditorText.addRowAbove,
    can: (editor) => editor.can().addRowBefore(),
    run: (editor) => editor.chain().focus().addRowBefore().run(),
  },
  {
    id: 'addRowAfter',
    label: richEditorText.addRowBelow,
    can: (editor) => editor.can().addRowAfter(),
    run: (editor) => editor.chain().focus().addRowAfter().run(),
  },
  {
    id: 'addColumnBefore',
    label: richEditorText.addColumnBefore,
    can: (editor) => editor.can().addColumnBefore(),
    run: (editor) => editor.chain().focus().addColumnBefore().run(),
  },
  {
    id: 'addColumnAfter',
    label: richEditorText.addColumnAfter,
    can: (editor) => editor.can().addColumnAfter(),
    run: (editor) => editor.chain().focus().addColumnAfter().run(),
  },
  {
    id: 'deleteRow',
    label: richEditorText.deleteRow,
    can: (editor) => editor.can().deleteRow(),
    run: (editor) => editor.chain().focus().deleteRow().run(),
  },
  {
    id: 'deleteColumn',
    label: richEditorText.deleteColumn,
    can: (editor) => editor.can().deleteColumn(),
    run: (editor) => editor.chain().focus().deleteColumn().run(),
  },
  {
    id: 'deleteTable',
    label: richEditorText.deleteTable,
    can: (editor) => editor.can().deleteTable(),
    run: (editor) => editor.chain().focus().deleteTable().run(),
  },
]

/** The `/` menu's choices for what was typed after the slash. */
export const matchingCommands = (query: string) => {
  const words = query.trim().toLowerCase()
  return BLOCK_COMMANDS.filter((command) =>
    `${command.label} ${command.keywords}`.toLowerCase().includes(words),
  )
}
