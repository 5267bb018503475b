import { CONTENT_TYPE_LIST } from '@shared/content/registry'
import { CONTENT_TYPE_LABELS } from '@shared/content/type-words'
import { waitingText } from '@shared/review-messages'
import type { WaitingItem } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ListSection } from '@/staff/shared/list-section'
import { localTime } from '@/staff/shared/local-time'
import { StateBadge } from '@/staff/shared/state-badge'
import { waitingQueryOptions } from '@/staff/shared/waiting-queries'

/** The step that put an item on the list, as its line names it. */
const STEP_WORDS: Record<WaitingItem['reviewState'], string> = {
  in_review: waitingText.forAdmins,
  changes_requested: waitingText.forWriter,
  published: waitingText.approved,
  scheduled: waitingText.approved,
}

const segmentOf = (item: WaitingItem) => CONTENT_TYPE_LIST.find((type) => type.key === item.type)?.segment

/**
 * "Waiting for you" (`/admin/review`): for an admin, every item submitted for review; for an
 * editor, their items sent back with changes requested and, for a week, those an admin approved.
 * Newest first, each opening its editor.
 */
export function WaitingList() {
  const waiting = useQuery(waitingQueryOptions())
  const items = waiting.data ?? []
  return (
    <ListSection
      title={waitingText.heading}
      count={items.length}
      isPending={waiting.isPending}
      error={waiting.isError ? waitingText.failed : null}
    >
      {items.length === 0 ? (
        <p>{waitingText.empty}</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item) => (
            <li key={`${item.type}/${item.id}`} className="grid gap-2 rounded-lg border p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{CONTENT_TYPE_LABELS[item.type]}</span>
                <StateBadge state={item.reviewState} />
                <span>
                  {STEP_WORDS[item.reviewState]}
                  {': '}
                  {waitingText.since(item.by, localTime(item.since))}
                </span>
              </div>
              <Link
                to="/admin/$type/$id"
                params={{ type: segmentOf(item) ?? '', id: String(item.id) }}
                className="w-fit text-lg font-semibold break-words text-accent underline-offset-4 hover:underline"
              >
                {item.title}
              </Link>
              {item.note && <p className="whitespace-pre-wrap break-words text-sm">{item.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </ListSection>
  )
}
