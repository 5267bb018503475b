import { revisionText } from '@shared/revision-messages'
import { lazy, Suspense } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog'
import { Spinner } from '@/ui/spinner'
import type { HistoryProps } from './content-history-panel'

// The history's body (its list, the word diff and the diff library) is fetched when a dialog first
// opens, not with the list. `lazy` loses the type parameters, hence the cast.
const ContentHistory = lazy(() =>
  import('./content-history-panel').then((module) => ({ default: module.ContentHistory })),
) as unknown as typeof import('./content-history-panel').ContentHistory

/**
 * The item's history in a dialog, opened from its row's menu: its saves, what changed, restore.
 * The focus goes back to what had it when the dialog opened (the menu's button).
 */
export function HistoryDialog<Item extends AdminItem, Input extends FieldValues, Payload>({
  open,
  onOpenChange,
  ...props
}: HistoryProps<Item, Input, Payload> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { title } = props.item
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="3xl" className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{revisionText.title(title)}</DialogTitle>
          <DialogDescription>{revisionText.description}</DialogDescription>
        </DialogHeader>
        {open && (
          <Suspense fallback={<Spinner label={revisionText.title(title)} />}>
            <ContentHistory {...props} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  )
}
