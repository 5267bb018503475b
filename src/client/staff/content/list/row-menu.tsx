import { sharePreviewText } from '@shared/preview-text'
import { reviewMessages, trashMessages } from '@shared/review-messages'
import { revisionText } from '@shared/revision-messages'
import { staffListText as text } from '@shared/staff-list-text'
import { type RefObject, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { HistoryDialog } from '@/staff/content/history/content-history'
import { useReviewStep } from '@/staff/content/review/use-review-step'
import { SharePreviewDialog } from '@/staff/content/share-preview/share-preview-dialog'
import type { AdminContentType, AdminItem } from '@/staff/content/staff-content-type'
import { DeleteDialog } from '@/staff/shared/delete-button'
import { type MenuEntry, MenuItem, MenuPopup } from '@/ui/menu-popup'
import LinkIcon from '~icons/lucide/link'
import HistoryIcon from '~icons/lucide/rotate-ccw-clock'
import Trash2Icon from '~icons/lucide/trash'
import UndoIcon from '~icons/lucide/undo-2'

export interface RowMenuProps<Item extends AdminItem, Input extends FieldValues, Payload> {
  type: AdminContentType<Item, Input, Payload>
  item: Item
  /** Admins only: restoring a version changes the item. */
  canRestore: boolean
  /** The writer's own item in review, which they may take back to Draft. */
  withdraw: boolean
  /** Present where the person may delete the item; it goes to the trash. */
  onDelete?: () => void
}

type Dialog = 'share' | 'history' | 'delete'

/**
 * A content row's menu of its other actions (Withdraw submission, Share preview, History, Delete)
 * and the dialogs they open, which give the focus back to the menu's button as they close. It
 * stays once its button first opened it, holding the dialog and the withdrawal under way.
 */
export function RowMenu<Item extends AdminItem, Input extends FieldValues, Payload>({
  type,
  item,
  canRestore,
  withdraw,
  onDelete,
  entry,
  menuId,
  buttonId,
  button,
  onClose,
}: RowMenuProps<Item, Input, Payload> & {
  /** Open, with the item to focus first, or closed. */
  entry: MenuEntry | null
  menuId: string
  buttonId: string
  button: RefObject<HTMLButtonElement | null>
  onClose: (refocus: boolean) => void
}) {
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const step = useReviewStep(type, item.id)
  const choose = (action: () => void) => () => {
    onClose(true)
    action()
  }
  const show = (name: Dialog) => (open: boolean) => setDialog(open ? name : null)
  return (
    <>
      {entry && (
        <MenuPopup id={menuId} buttonId={buttonId} anchor={button} entry={entry} onClose={onClose}>
          {withdraw && (
            <MenuItem disabled={step.busy} onSelect={choose(() => step.take({ action: 'withdraw' }))}>
              <UndoIcon aria-hidden="true" />
              {reviewMessages.withdraw}
            </MenuItem>
          )}
          {type.pagePath && (
            <MenuItem onSelect={choose(() => setDialog('share'))}>
              <LinkIcon aria-hidden="true" />
              {sharePreviewText.button}
            </MenuItem>
          )}
          <MenuItem onSelect={choose(() => setDialog('history'))}>
            <HistoryIcon aria-hidden="true" />
            {revisionText.button}
          </MenuItem>
          {onDelete && (
            <MenuItem destructive onSelect={choose(() => setDialog('delete'))}>
              <Trash2Icon aria-hidden="true" />
              {text.delete}
            </MenuItem>
          )}
        </MenuPopup>
      )}
      {type.pagePath && (
        <SharePreviewDialog
          type={type.name}
          item={item}
          open={dialog === 'share'}
          onOpenChange={show('share')}
        />
      )}
      <HistoryDialog
        type={type}
        item={item}
        canRestore={canRestore}
        open={dialog === 'history'}
        onOpenChange={show('history')}
      />
      {onDelete && (
        <DeleteDialog
          itemName={item.title}
          onConfirm={onDelete}
          afterwards={trashMessages.goesToTrash}
          open={dialog === 'delete'}
          onOpenChange={show('delete')}
          returnFocus={() => button.current?.focus()}
        />
      )}
    </>
  )
}
