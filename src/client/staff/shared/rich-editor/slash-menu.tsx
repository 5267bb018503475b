import { richEditorText } from '@shared/markdown-messages'
import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import { type BlockCommand, type DialogKind, matchingCommands } from './editor-commands'

// The `/` menu: a `/` typed at the start of an empty paragraph lists the blocks, filtered by what
// follows it. Focus stays in the text (the pattern of a combobox's popup): the text box points at
// the highlighted choice with `aria-activedescendant`; the arrows move, Enter picks, Escape closes.

interface SlashQuery {
  /** What follows the slash. */
  text: string
  /** Where the paragraph's text starts, and where the caret is. */
  from: number
  to: number
  /** Where the menu goes: under the paragraph. */
  top: number
}

function slashQueryOf(editor: Editor): SlashQuery | null {
  const { selection } = editor.state
  const { $from } = selection
  if (!selection.empty || $from.parent.type.name !== 'paragraph') return null
  const match = /^\/([\p{L}\p{N} ]{0,30})$/u.exec($from.parent.textContent)
  if (!match || $from.parentOffset !== $from.parent.content.size) return null
  const dom = editor.isInitialized ? editor.view.nodeDOM($from.before()) : null
  const top = dom instanceof HTMLElement ? dom.offsetTop + dom.offsetHeight : 0
  return { text: match[1] ?? '', from: $from.start(), to: $from.pos, top }
}

/** Keys the editor hands the menu first; true when the menu used the key. */
export type SlashKeys = (event: KeyboardEvent) => boolean

export function useSlashMenu(
  editor: Editor,
  commands: BlockCommand[],
  openDialog: (kind: DialogKind) => void,
) {
  const query = useEditorState({ editor, selector: ({ editor: current }) => slashQueryOf(current) })
  // The highlighted choice, for the text it was chosen in: a new filter starts at the first.
  const [highlight, setHighlight] = useState({ text: '', index: 0 })
  // Escape closes the menu until the slash's paragraph changes.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null)
  const open = query !== null && dismissedAt !== query.from
  const choices = open ? matchingCommands(commands, query.text) : []
  const active = highlight.text === query?.text ? Math.min(highlight.index, choices.length - 1) : 0
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`

  useEffect(() => {
    if (query === null) setDismissedAt(null)
  }, [query])

  const pick = (command: BlockCommand) => {
    if (!query) return
    editor.chain().focus().deleteRange({ from: query.from, to: query.to }).run()
    command.run(editor, openDialog)
  }

  // The text box names the list and its highlighted choice while the menu is open.
  useEffect(() => {
    if (!editor.isInitialized) return
    const dom = editor.view.dom
    if (open && choices.length > 0) {
      dom.setAttribute('aria-controls', listId)
      dom.setAttribute('aria-activedescendant', optionId(active))
    } else {
      dom.removeAttribute('aria-controls')
      dom.removeAttribute('aria-activedescendant')
    }
  })

  // Escape closes the menu and nothing else: the editor sits in a dialog that Escape would close,
  // and the dialog listens on the document before the text sees the key, so the menu listens first.
  const from = open ? query.from : null
  useEffect(() => {
    if (from === null || !editor.isInitialized) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key !== 'Escape' ||
        !(event.target instanceof Node) ||
        !editor.view.dom.contains(event.target)
      )
        return
      event.preventDefault()
      event.stopPropagation()
      setDismissedAt(from)
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [editor, from])

  const keys = useRef<SlashKeys>(() => false)
  keys.current = (event) => {
    if (!open || choices.length === 0) return false
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1
      setHighlight({ text: query.text, index: (active + step + choices.length) % choices.length })
      return true
    }
    if (event.key === 'Enter') {
      const chosen = choices[active]
      if (chosen) pick(chosen)
      return true
    }
    return false
  }

  const menu = open ? (
    <div
      className="absolute left-2 z-10 w-64 rounded-md border bg-popover p-1 shadow-md"
      style={{ top: query.top }}
    >
      {choices.length === 0 ? (
        <p className="px-2 py-1.5 text-sm text-muted-foreground">{richEditorText.slashEmpty}</p>
      ) : (
        <div id={listId} role="listbox" aria-label={richEditorText.slashMenu} className="grid">
          {choices.map((command, index) => (
            <div
              key={command.id}
              id={optionId(index)}
              role="option"
              // Focus stays in the text; the text box points here with aria-activedescendant.
              tabIndex={-1}
              aria-selected={index === active}
              className={cn('cursor-pointer rounded px-2 py-1.5 text-sm', index === active && 'bg-muted')}
              onMouseDown={(event) => {
                event.preventDefault()
                pick(command)
              }}
            >
              {command.label}
            </div>
          ))}
        </div>
      )}
    </div>
  ) : null

  return { menu, keys }
}
