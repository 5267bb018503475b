import type { ContentTypeName } from '@shared/content/registry'
import { sharePreviewText as text } from '@shared/preview-text'
import { lazy, Suspense } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Spinner } from '@/ui/spinner'
import type { SharedItem } from './share-preview-panel'

// The dialog's body comes when it first opens, not with the list.
const SharePreviewPanel = lazy(() =>
  import('./share-preview-panel').then((module) => ({ default: module.SharePreviewPanel })),
)

/**
 * 'Share preview', opened from an item's row menu: a dialog that makes a link showing the item to
 * someone without an account, and lists the item's live links to revoke.
 */
export function SharePreviewDialog({
  type,
  item,
  open,
  onOpenChange,
}: {
  type: ContentTypeName
  item: SharedItem
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{text.dialogTitle(item.title)}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner label={text.dialogTitle(item.title)} />}>
          <SharePreviewPanel type={type} item={item} />
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
