import { createContext, useContext } from 'react'
import type { Path } from './draft-document'

/** Finds what to focus once the change has rendered, inside the editor's element. */
export type FocusTarget = (root: HTMLElement) => HTMLElement | null | undefined

/** What every field of the editor needs from the block list around it. */
interface Editor {
  /** Puts `value` at `path` in the document (undefined removes it) and writes the document back. */
  edit(path: Path, value: unknown): void
  /** The message to show at `path`, if any. */
  issueAt(path: Path): string | undefined
  /** Says `message` in the editor's polite live region. */
  announce(message: string): void
  focusAfterRender(target: FocusTarget): void
}

export const EditorContext = createContext<Editor | null>(null)

export function useEditor(): Editor {
  const editor = useContext(EditorContext)
  if (!editor) throw new Error('useEditor outside BlocksField')
  return editor
}

/** The element a field's control carries, so that a change can find it again to focus it. */
export const pathAttribute = (path: Path) => ({ 'data-path': path.join('.') })

/** The control of the field at `key` ('blocks.2.heading'). */
export const byPathKey =
  (key: string): FocusTarget =>
  (root) =>
    root.querySelector<HTMLElement>(`[data-path="${key}"]`)

/** The first control inside the element marked `data-item` with `owner` (a block's key or an item's path). */
export const firstControlOf =
  (owner: string): FocusTarget =>
  (root) =>
    root.querySelector<HTMLElement>(`[data-item="${owner}"] :is(input, textarea, select, [role="checkbox"])`)

/** A button of `owner` ('up', 'down', 'remove', 'toggle'), if it can be pressed. */
export const actionOf =
  (owner: string, action: string): FocusTarget =>
  (root) =>
    root.querySelector<HTMLElement>(`[data-action="${owner}:${action}"]:not(:disabled)`)

/** The first of `targets` that finds something. */
export const firstOf =
  (...targets: FocusTarget[]): FocusTarget =>
  (root) => {
    for (const target of targets) {
      const element = target(root)
      if (element) return element
    }
    return undefined
  }
