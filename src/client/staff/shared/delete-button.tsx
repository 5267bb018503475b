import Trash2Icon from '~icons/lucide/trash'
import { ConfirmButton, ConfirmDialog } from './confirm-button'

interface Deletion {
  itemName: string
  onConfirm: () => void
  /** What becomes of it: gone for good unless said otherwise (the trash). */
  afterwards?: string
}

const deleteLabel = (
  <>
    <Trash2Icon aria-hidden="true" />
    Delete
  </>
)

const confirmation = ({ itemName, onConfirm, afterwards = 'This cannot be undone.' }: Deletion) => ({
  label: deleteLabel,
  title: `Delete “${itemName}”?`,
  description: afterwards,
  onConfirm,
})

/**
 * Delete, after a confirmation: a misplaced click should not remove published content. The
 * confirmation says what becomes of it.
 */
export function DeleteButton(deletion: Deletion) {
  return (
    <ConfirmButton
      {...confirmation(deletion)}
      accessibleLabel={`Delete ${deletion.itemName}`}
      hint="Delete"
    />
  )
}

/** The same confirmation for a Delete chosen from a row's menu: open while `open`. */
export function DeleteDialog({
  open,
  onOpenChange,
  returnFocus,
  ...deletion
}: Deletion & { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: () => void }) {
  return (
    <ConfirmDialog
      {...confirmation(deletion)}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
    />
  )
}
