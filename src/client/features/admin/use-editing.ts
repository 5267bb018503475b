import { useState } from 'react'

/** Which item a list's dialog edits: none (closed), a new one, or an existing one. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<{ item?: T } | null>(null)
  return {
    open: editing !== null,
    item: editing?.item,
    add: () => setEditing({}),
    edit: (item: T) => setEditing({ item }),
    close: () => setEditing(null),
  }
}
