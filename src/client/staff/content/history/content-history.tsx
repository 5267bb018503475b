import { revisionText } from '@shared/revision-messages'
import { lazy, Suspense, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { AdminItem } from '@/staff/content/staff-content-type'
import { Button } from '@/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog'
import { Spinner } from '@/ui/spinner'
import HistoryIcon from '~icons/lucide/rotate-ccw-clock'
import type { HistoryProps } from './content-history-panel'

// The history's body (its list, the word diff and the diff library) is fetched when a dialog first
// opens, not with the list. `lazy` loses the type parameters, hence the cast.
const ContentHistory = lazy(() =>
  import('./content-history-panel').then((module) => ({ default: module.ContentHistory })),
) as unknown as typeof import('./content-history-panel').ContentHistory

/** The card's 'History' button and the dialog it opens: the item's saves, what changed, restore. */
export function HistoryButton<Item extends AdminItem, Input extends FieldValues, Payload>(
  props: HistoryProps<Item, Input, Payload>,
) {
  const [open, setOpen] = useState(false)
  const { title } = props.item
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={revisionText.buttonLabel(title)}
          title={revisionText.button}
        >
          <HistoryIcon aria-hidden="true" />
          {revisionText.button}
        </Button>
      </DialogTrigger>
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
