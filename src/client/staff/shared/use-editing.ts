import { adminMessages } from '@shared/messages'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { StaffSearch } from '@/staff/shell/staff-search'
import { toastError } from '@/ui/use-toast'

/**
 * Which item a list's dialog edits, kept in the address (`edit=12`, `edit=new`): none (closed), a
 * new one, or an existing one. Opening and closing are steps in the history, so Back closes the
 * dialog (what was typed is kept, see use-unsaved-changes.ts) and a reload or a shared link opens
 * it again. An address that asks a non-admin to edit is ignored, as they have no edit button.
 */
export function useEditTarget(canEdit: boolean) {
  const edit = useSearch({ strict: false, select: (search: StaffSearch) => search.edit })
  const navigate = useNavigate()
  const go = (next: StaffSearch['edit'], replace = false) =>
    void navigate({ to: '/admin', search: (previous) => ({ ...previous, edit: next }), replace })
  return {
    /** The item to edit, when the address names one this person may edit. */
    id: canEdit && typeof edit === 'number' ? edit : undefined,
    isNew: edit === 'new',
    add: () => go('new'),
    edit: (id: number) => go(id),
    close: () => go(undefined),
    /** The item the address names is not there (deleted meanwhile): say so, and drop it. */
    drop: () => go(undefined, true),
  }
}

/**
 * The dialog's state for an item found by the caller (`item`, once loaded; `gone` when there is
 * none): open for a new item, or once the item to edit is there.
 */
export function useEditing<T>(
  target: ReturnType<typeof useEditTarget>,
  { item, gone }: { item: T | undefined; gone: boolean },
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per missing item, not per render
  useEffect(() => {
    if (!gone) return
    toastError(adminMessages.itemGone)
    target.drop()
  }, [gone])
  const editing = target.id !== undefined
  return {
    id: target.id,
    open: target.isNew || editing,
    /** What the form needs is there: nothing for a new item, the item for an edit. */
    ready: target.isNew || item !== undefined,
    item: editing ? item : undefined,
    add: target.add,
    edit: target.edit,
    close: target.close,
  }
}
