import type { UnsavedChanges } from '@shared/schemas/unsaved-changes'
import { unsavedChangesText } from '@shared/unsaved-changes-text'
import { localTime } from '@/staff/shared/local-time'
import { Button } from '@/ui/button'

/** The offer at the top of a content dialog that opened with kept changes. */
export function UnsavedChangesOffer({
  offer,
  onRestore,
  onDiscard,
}: {
  offer: UnsavedChanges
  onRestore: () => void
  onDiscard: () => void
}) {
  return (
    <div
      role="status"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p>{unsavedChangesText.found}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          {unsavedChangesText.restore(localTime(offer.savedAt))}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          {unsavedChangesText.discard}
        </Button>
      </div>
    </div>
  )
}
