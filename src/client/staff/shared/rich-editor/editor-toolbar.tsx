import { richEditorText } from '@shared/markdown-messages'
import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import type * as React from 'react'
import { useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import BetweenHorizontalEndIcon from '~icons/lucide/between-horizontal-end'
import BetweenHorizontalStartIcon from '~icons/lucide/between-horizontal-start'
import BetweenVerticalEndIcon from '~icons/lucide/between-vertical-end'
import BetweenVerticalStartIcon from '~icons/lucide/between-vertical-start'
import BoldIcon from '~icons/lucide/bold'
import CodeXmlIcon from '~icons/lucide/code-xml'
import Columns2Icon from '~icons/lucide/columns-2'
import Grid2x2XIcon from '~icons/lucide/grid-2x2-x'
import Heading2Icon from '~icons/lucide/heading-2'
import Heading3Icon from '~icons/lucide/heading-3'
import Heading4Icon from '~icons/lucide/heading-4'
import Heading5Icon from '~icons/lucide/heading-5'
import ImageIcon from '~icons/lucide/image'
import ItalicIcon from '~icons/lucide/italic'
import LinkIcon from '~icons/lucide/link'
import ListIcon from '~icons/lucide/list'
import ListOrderedIcon from '~icons/lucide/list-ordered'
import MegaphoneIcon from '~icons/lucide/megaphone'
import QuoteIcon from '~icons/lucide/quote'
import Redo2Icon from '~icons/lucide/redo-2'
import Rows2Icon from '~icons/lucide/rows-2'
import SquarePlayIcon from '~icons/lucide/square-play'
import TableIcon from '~icons/lucide/table'
import Undo2Icon from '~icons/lucide/undo-2'
import { type BlockCommand, type DialogKind, LINK_SHORTCUT, TABLE_COMMANDS } from './editor-commands'

interface ToolbarButton {
  id: string
  label: string
  /** The button's icon; the label is its accessible name (and its tooltip). */
  face: React.ReactNode
  /** `aria-pressed` for what toggles: marks and blocks. */
  pressed?: boolean
  disabled?: boolean
  /** The key that does the same in the text, as `aria-keyshortcuts` and in the tooltip. */
  shortcut?: { keys: string; shown: string }
  run: () => void
}

// Icons only: each button's name is its label, which axe wants visible text to be part of. A
// heading's is the level visitors get (an article's three, or a section's).
const FACES: Record<string, React.ReactNode> = {
  heading2: <Heading2Icon />,
  heading3: <Heading3Icon />,
  heading4: <Heading4Icon />,
  heading5: <Heading5Icon />,
  bulletList: <ListIcon />,
  orderedList: <ListOrderedIcon />,
  blockquote: <QuoteIcon />,
  codeBlock: <CodeXmlIcon />,
  table: <TableIcon />,
  image: <ImageIcon />,
  embed: <SquarePlayIcon />,
  callToAction: <MegaphoneIcon />,
  addRowBefore: <BetweenHorizontalStartIcon />,
  addRowAfter: <BetweenHorizontalEndIcon />,
  addColumnBefore: <BetweenVerticalStartIcon />,
  addColumnAfter: <BetweenVerticalEndIcon />,
  deleteRow: <Rows2Icon />,
  deleteColumn: <Columns2Icon />,
  deleteTable: <Grid2x2XIcon />,
}

// ProseMirror reads `Mod` as Command on Apple systems and Control elsewhere; the tooltip says the same.
const APPLE = typeof navigator !== 'undefined' && /Mac|iP(hone|[oa]d)/.test(navigator.platform)
const LINK_KEYS = APPLE
  ? { keys: `Meta+${LINK_SHORTCUT.key}`, shown: `⌘${LINK_SHORTCUT.key}` }
  : { keys: `Control+${LINK_SHORTCUT.key}`, shown: `Ctrl+${LINK_SHORTCUT.key}` }

/**
 * The formatting toolbar: one tab stop, the arrow keys (and Home, End) moving between its buttons
 * (WAI-ARIA toolbar pattern); marks and blocks say whether they are on with `aria-pressed`.
 */
export function EditorToolbar({
  editor,
  commands,
  openDialog,
}: {
  editor: Editor
  /** The blocks it inserts, as the `/` menu lists them. */
  commands: BlockCommand[]
  openDialog: (kind: DialogKind) => void
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      link: current.isActive('link'),
      blocks: Object.fromEntries(commands.map((command) => [command.id, command.isActive?.(current)])),
      // Outside a table, none of its commands can be done: the buttons stay, disabled, as undo's does.
      table: Object.fromEntries(TABLE_COMMANDS.map((command) => [command.id, command.can(current)])),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  })
  const buttons: ToolbarButton[] = [
    ...commands.slice(0, 3).map((command) => ({
      id: command.id,
      label: command.label,
      face: FACES[command.id],
      pressed: state.blocks[command.id] ?? false,
      run: () => command.run(editor, openDialog),
    })),
    {
      id: 'bold',
      label: richEditorText.bold,
      face: <BoldIcon />,
      pressed: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      id: 'italic',
      label: richEditorText.italic,
      face: <ItalicIcon />,
      pressed: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      id: 'link',
      label: richEditorText.link,
      face: <LinkIcon />,
      pressed: state.link,
      shortcut: LINK_KEYS,
      run: () => openDialog('link'),
    },
    ...commands.slice(3).flatMap((command) => [
      {
        id: command.id,
        label: command.label,
        face: FACES[command.id],
        pressed: command.isActive ? (state.blocks[command.id] ?? false) : undefined,
        run: () => command.run(editor, openDialog),
      },
      // The table's rows and columns, beside the button that inserts it.
      ...(command.id === 'table'
        ? TABLE_COMMANDS.map((edit) => ({
            id: edit.id,
            label: edit.label,
            face: FACES[edit.id],
            disabled: !state.table[edit.id],
            run: () => edit.run(editor),
          }))
        : []),
    ]),
    {
      id: 'undo',
      label: richEditorText.undo,
      face: <Undo2Icon />,
      disabled: !state.canUndo,
      run: () => editor.chain().focus().undo().run(),
    },
    {
      id: 'redo',
      label: richEditorText.redo,
      face: <Redo2Icon />,
      disabled: !state.canRedo,
      run: () => editor.chain().focus().redo().run(),
    },
  ]
  const [current, setCurrent] = useState(0)
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const moveTo = (index: number) => {
    const next = (index + buttons.length) % buttons.length
    setCurrent(next)
    refs.current[next]?.focus()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: -1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    moveTo(target)
  }
  return (
    <div
      role="toolbar"
      aria-label={richEditorText.toolbar}
      className="flex flex-wrap gap-1 border-b p-1"
      onKeyDown={onKeyDown}
    >
      {buttons.map((button, index) => (
        <button
          key={button.id}
          ref={(element) => {
            refs.current[index] = element
          }}
          type="button"
          title={
            button.shortcut ? richEditorText.withShortcut(button.label, button.shortcut.shown) : button.label
          }
          aria-label={button.label}
          aria-keyshortcuts={button.shortcut?.keys}
          aria-pressed={button.pressed}
          // A disabled button stays focusable (aria-disabled), so the arrows never skip a place.
          aria-disabled={button.disabled || undefined}
          tabIndex={index === current ? 0 : -1}
          onFocus={() => setCurrent(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => !button.disabled && button.run()}
          className={cn(
            'inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 text-sm hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
            button.pressed && 'bg-muted text-foreground ring-1 ring-border',
            button.disabled && 'opacity-50',
          )}
        >
          <span aria-hidden="true" className="[&_svg]:size-4">
            {button.face}
          </span>
        </button>
      ))}
    </div>
  )
}
