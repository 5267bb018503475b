import { type HeadingLevel, headingLevel } from '@shared/markdown/heading-level'
import { richEditorText } from '@shared/markdown-messages'
import { type Editor, Extension } from '@tiptap/core'
import { GapCursor } from '@tiptap/pm/gapcursor'
import type { Node as ProseMirrorNode } from '@tiptap/pm/model'

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

/**
 * A heading of Markdown `depth` (the node's `level`), named by the level visitors get: with `#`
 * an h2 under the page title, `##` is 'Heading 3'.
 */
const heading = (depth: 1 | 2 | 3, top: HeadingLevel): BlockCommand => {
  const level = headingLevel(depth, top)
  return {
    id: `heading${level}`,
    label: richEditorText.heading(level),
    keywords: `h${level} title`,
    isActive: (editor) => editor.isActive('heading', { level: depth }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: depth }).run(),
  }
}

/** The blocks after the headings. */
const OTHER_BLOCKS: BlockCommand[] = [
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

/** The blocks, in the order the toolbar and the `/` menu show them, for a text whose `#` is an h`top`. */
export const blockCommands = (top: HeadingLevel): BlockCommand[] => [
  heading(1, top),
  heading(2, top),
  heading(3, top),
  ...OTHER_BLOCKS,
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

/**
 * Ctrl+End (Command+End) reaches the end of a text that ends with a block the caret cannot enter (an
 * embed, a call to action, a rule, a table): the browser would stop before it, so the next block
 * would land above it. The caret becomes a gap cursor after it, where typing or Enter starts a
 * paragraph; nothing is written until then. Elsewhere the key is left to the browser.
 */
export const documentEnd = Extension.create({
  name: 'documentEnd',
  addKeyboardShortcuts: () => ({
    'Mod-End': ({ editor }) => {
      const { doc } = editor.state
      if (!endsShut(doc)) return false
      const gap = new GapCursor(doc.resolve(doc.content.size))
      editor.view.dispatch(editor.state.tr.setSelection(gap).scrollIntoView())
      return true
    },
  }),
})

/** Whether the text's last block ends where no caret can stand: in an atom, or past a table's cell. */
function endsShut(doc: ProseMirrorNode) {
  for (let node = doc.lastChild; node; node = node.lastChild) {
    if (node.isAtom || node.type.spec.isolating) return true
    if (node.inlineContent) return false
  }
  return false
}

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
export const matchingCommands = (commands: BlockCommand[], query: string) => {
  const words = query.trim().toLowerCase()
  return commands.filter((command) => `${command.label} ${command.keywords}`.toLowerCase().includes(words))
}
