import { adminMessages } from '@shared/messages'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { toastError } from '@/hooks/use-toast'
import type { StaffSearch } from './staff-search'

/**
 * Which item a list's dialog edits, kept in the address (`edit=12`, `edit=new`): none (closed), a
 * new one, or an existing one. Opening and closing are steps in the history, so Back closes the
 * dialog (what was typed is kept, see use-unsaved-changes.ts) and a reload or a shared link opens
 * it again. An address naming an item the list does not have (deleted meanwhile) says so and
 * drops it; one that asks a non-admin to edit is ignored, as they have no edit button.
 */
export function useEditing<T extends { id: number }>(
  items: T[],
  { loaded, canEdit }: { loaded: boolean; canEdit: boolean },
) {
  const edit = useSearch({ strict: false, select: (search: StaffSearch) => search.edit })
  const navigate = useNavigate()
  const go = (next: StaffSearch['edit'], replace = false) =>
    void navigate({ to: '/admin', search: (previous) => ({ ...previous, edit: next }), replace })
  const wanted = canEdit && typeof edit === 'number' ? edit : undefined
  const item = wanted === undefined ? undefined : items.find((entry) => entry.id === wanted)
  const gone = loaded && wanted !== undefined && item === undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per missing item, not per render
  useEffect(() => {
    if (!gone) return
    toastError(adminMessages.itemGone)
    go(undefined, true)
  }, [gone])
  return {
    open: edit === 'new' || item !== undefined,
    item,
    add: () => go('new'),
    edit: (chosen: T) => go(chosen.id),
    close: () => go(undefined),
  }
}
