import type { ContentTypeName } from '@shared/content/registry'
import { revisionText } from '@shared/revision-messages'
import type { RevisionSummary } from '@shared/schemas/revision'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useId } from 'react'
import { localTime } from '@/staff/shared/local-time'
import { Spinner } from '@/ui/spinner'
import { revisionQueryOptions } from './content-revisions'
import { revisionChanges } from './revision-changes'
import { WholeChange } from './whole-change'

// The diff library comes with this chunk, fetched only when a long text has changed.
const WordDiff = lazy(() => import('./word-diff').then((module) => ({ default: module.WordDiff })))

/** 'What changed' from `older` (none for an item's first version) to `newer`, field by field. */
export function RevisionComparison({
  type,
  itemId,
  older,
  newer,
  labels,
}: {
  type: ContentTypeName
  itemId: number
  older: RevisionSummary | undefined
  newer: RevisionSummary
  labels: Record<string, string>
}) {
  const headingId = useId()
  const before = useQuery({ ...revisionQueryOptions(type, itemId, older?.id ?? 0), enabled: !!older })
  const after = useQuery(revisionQueryOptions(type, itemId, newer.id))
  const loading = after.isPending || (!!older && before.isPending)
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="revision-changes">
      <h3 id={headingId} className="text-lg font-semibold">
        {revisionText.changesHeading}
      </h3>
      {older ? (
        <p className="text-sm text-muted-foreground">
          {revisionText.comparing(localTime(older.createdAt), localTime(newer.createdAt))}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{revisionText.firstVersion}</p>
      )}
      {loading && <Spinner label={revisionText.loadingChanges} className="py-6" />}
      {after.isError || before.isError ? (
        <p role="alert">{revisionText.fetchFailed}</p>
      ) : (
        older &&
        before.data &&
        after.data && <FieldChanges before={before.data.item} after={after.data.item} labels={labels} />
      )}
    </section>
  )
}

/** The fields that differ from `before` to `after`, long texts word by word. */
export function FieldChanges({
  before,
  after,
  labels,
}: {
  before: Record<string, unknown>
  after: Record<string, unknown>
  labels: Record<string, string>
}) {
  const changes = revisionChanges(before, after, labels)
  if (changes.length === 0) return <p className="text-sm">{revisionText.noChanges}</p>
  return (
    <ul className="grid gap-4">
      {changes.map((change) => (
        <li key={change.field} className="grid gap-1">
          <h4 className="text-sm font-semibold">{change.label}</h4>
          {change.long ? (
            <Suspense fallback={<WholeChange before={change.before} after={change.after} />}>
              <WordDiff before={change.before} after={change.after} />
            </Suspense>
          ) : (
            <WholeChange before={change.before} after={change.after} />
          )}
        </li>
      ))}
    </ul>
  )
}
