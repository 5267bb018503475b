import Trash2Icon from '~icons/lucide/trash'
import { ConfirmButton } from './confirm-button'

/** Delete, after a confirmation: a misplaced click should not remove published content. */
export function DeleteButton({ itemName, onConfirm }: { itemName: string; onConfirm: () => void }) {
  return (
    <ConfirmButton
      label={
        <>
          <Trash2Icon aria-hidden="true" />
          Delete
        </>
      }
      accessibleLabel={`Delete ${itemName}`}
      title={`Delete “${itemName}”?`}
      description="This cannot be undone."
      onConfirm={onConfirm}
    />
  )
}
