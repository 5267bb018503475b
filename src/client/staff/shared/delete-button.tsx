import Trash2Icon from '~icons/lucide/trash'
import { ConfirmButton } from './confirm-button'

/**
 * Delete, after a confirmation: a misplaced click should not remove published content. The
 * confirmation says what becomes of it: gone for good, unless `afterwards` says otherwise (the trash).
 */
export function DeleteButton({
  itemName,
  onConfirm,
  afterwards = 'This cannot be undone.',
}: {
  itemName: string
  onConfirm: () => void
  afterwards?: string
}) {
  return (
    <ConfirmButton
      label={
        <>
          <Trash2Icon aria-hidden="true" />
          Delete
        </>
      }
      accessibleLabel={`Delete ${itemName}`}
      hint="Delete"
      title={`Delete “${itemName}”?`}
      description={afterwards}
      onConfirm={onConfirm}
    />
  )
}
