import type { ContentTypeName } from '@shared/content/registry'
import { reviewMessages } from '@shared/review-messages'
import { revisionText } from '@shared/revision-messages'
import type { RevisionSummary } from '@shared/schemas/revision'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { NoteList } from '@/staff/content/review/notes-thread'
import { notesQueryOptions } from '@/staff/content/review/review-calls'
import type { AdminContentType, AdminItem } from '@/staff/content/staff-content-type'
import { ConfirmButton } from '@/staff/shared/confirm-button'
import { localTime } from '@/staff/shared/local-time'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Checkbox } from '@/ui/checkbox'
import { Label } from '@/ui/label'
import { Spinner } from '@/ui/spinner'
import RotateCcwIcon from '~icons/lucide/rotate-ccw'
import { restoreRevision, revisionsQueryOptions } from './content-revisions'
import { fieldLabels } from './revision-changes'
import { RevisionComparison } from './revision-comparison'

/**
 * The versions compared: the two selected, older first, or the one selected and the save before
 * it. Until the user selects, the newest save is, so the dialog opens on what the last save did.
 */
function compared(revisions: RevisionSummary[], ids: number[]) {
  const chosen = revisions.filter((revision) => ids.includes(revision.id))
  const [newer, other] = chosen
  if (!newer) return null
  return { newer, older: other ?? revisions[revisions.indexOf(newer) + 1] }
}

export interface HistoryProps<Item extends AdminItem, Input extends FieldValues, Payload> {
  type: AdminContentType<Item, Input, Payload>
  item: Item
  /** Admins only: restoring changes the item (docs/product.md section 6; the API checks it too). */
  canRestore: boolean
}

/** The item's thread beside its saves: who submitted, sent back or approved which version, and why. */
function HistoryNotes({ type, itemId }: { type: ContentTypeName; itemId: number }) {
  const notes = useQuery(notesQueryOptions(type, itemId))
  if (!notes.data?.length) return null
  return (
    <section aria-label={reviewMessages.notesHeading} className="grid gap-2">
      <h3 className="font-semibold">{reviewMessages.notesHeading}</h3>
      <NoteList notes={notes.data} />
    </section>
  )
}

/** The dialog's body: the item's saves, what changed between two, and restore (admins). */
export function ContentHistory<Item extends AdminItem, Input extends FieldValues, Payload>({
  type,
  item,
  canRestore,
}: HistoryProps<Item, Input, Payload>) {
  const id = useId()
  const list = useQuery(revisionsQueryOptions(type.name, item.id))
  const [selected, setSelected] = useState<number[] | null>(null)
  const restore = useAdminMutation({
    mutationFn: (revisionId: number) => restoreRevision(type.name, item.id, revisionId),
    invalidates: [type.staffKey, revisionsQueryOptions(type.name, item.id).queryKey],
    success: revisionText.restored,
    failure: () => revisionText.restoreFailed,
    // The restore is now the newest save: show what it changed.
    onSuccess: () => setSelected(null),
  })
  if (list.isPending) return <Spinner label={revisionText.loading} className="py-6" />
  if (list.isError) return <p role="alert">{revisionText.fetchFailed}</p>
  const revisions = list.data
  const [newest] = revisions
  if (!newest) return <p>{revisionText.empty}</p>
  const timeOf = (revisionId: number) => {
    const revision = revisions.find((other) => other.id === revisionId)
    return revision ? localTime(revision.createdAt) : ''
  }
  const checked = selected ?? [newest.id]
  const pair = compared(revisions, checked)
  const toggle = (revisionId: number, on: boolean) =>
    setSelected(on ? [...checked, revisionId].slice(-2) : checked.filter((other) => other !== revisionId))
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="sr-only">{revisionText.versions}</legend>
        <ol className="grid gap-2" data-testid="revision-list">
          {revisions.map((revision, index) => (
            <li
              key={revision.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
            >
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`${id}-${revision.id}`}
                  checked={checked.includes(revision.id)}
                  onCheckedChange={(on) => toggle(revision.id, on === true)}
                  className="mt-0.5"
                />
                <div className="grid gap-0.5">
                  <Label htmlFor={`${id}-${revision.id}`} weight="normal" leading="text">
                    <time dateTime={revision.createdAt}>{localTime(revision.createdAt)}</time>{' '}
                    {revisionText.byAuthor(revision.author)}
                  </Label>
                  {revision.restoredFrom !== null && (
                    <span className="text-sm text-muted-foreground">
                      {revisionText.restoredFrom(timeOf(revision.restoredFrom))}
                    </span>
                  )}
                </div>
              </div>
              {/* The newest save is the item as it stands: nothing to restore. */}
              {canRestore && index > 0 && (
                <ConfirmButton
                  label={
                    <>
                      <RotateCcwIcon aria-hidden="true" />
                      {revisionText.restore}
                    </>
                  }
                  accessibleLabel={`${revisionText.restore}: ${localTime(revision.createdAt)}`}
                  title={revisionText.restoreTitle(localTime(revision.createdAt))}
                  description={revisionText.restoreDescription}
                  onConfirm={() => restore.mutate(revision.id)}
                  disabled={restore.isPending}
                />
              )}
            </li>
          ))}
        </ol>
      </fieldset>
      <HistoryNotes type={type.name} itemId={item.id} />
      {pair ? (
        <RevisionComparison
          type={type.name}
          itemId={item.id}
          older={pair.older}
          newer={pair.newer}
          labels={fieldLabels(type.fields)}
        />
      ) : (
        <p>{revisionText.nothingSelected}</p>
      )}
    </div>
  )
}
