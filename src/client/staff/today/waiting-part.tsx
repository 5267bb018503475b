import { CONTENT_TYPE_LABELS } from '@shared/content/type-words'
import { waitingText } from '@shared/review-messages'
import type { TodayAnswer } from '@shared/schemas/today'
import { localTime } from '@/staff/shared/local-time'
import { StateBadge } from '@/staff/shared/state-badge'
import { ItemLink, TodayPart } from './today-part'

type WaitingItem = TodayAnswer['waiting'][number]

/** The step that put an item on the list, as its line names it. */
const STEP_WORDS: Record<WaitingItem['reviewState'], string> = {
  in_review: waitingText.forAdmins,
  changes_requested: waitingText.forWriter,
  published: waitingText.approved,
  scheduled: waitingText.approved,
}

/**
 * "Waiting for you": for an admin, every item submitted for review; for an editor, their items
 * sent back with changes requested and, for a week, those an admin approved. Newest first, each
 * opening its editor.
 */
export function WaitingPart({ items }: { items: WaitingItem[] }) {
  return (
    <TodayPart title={waitingText.heading} count={items.length} empty={waitingText.empty}>
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
            <ItemLink item={item} className="w-fit text-lg font-semibold" />
            {item.note && <p className="whitespace-pre-wrap break-words text-sm">{item.note}</p>}
          </li>
        ))}
      </ol>
    </TodayPart>
  )
}
