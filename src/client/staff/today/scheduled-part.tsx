import type { ScheduledItem } from '@shared/schemas/today'
import { todayText } from '@shared/today-messages'
import { localTime } from '@/staff/shared/local-time'
import { ItemLink, TodayLine, TodayPart } from './today-part'

/** Published items that go public or leave the site in the next 7 days, soonest first, in local time. */
export function ScheduledPart({ items }: { items: ScheduledItem[] }) {
  return (
    <TodayPart title={todayText.scheduledHeading} count={items.length} empty={todayText.scheduledEmpty}>
      <ul className="grid gap-2">
        {items.map((item) => (
          <TodayLine key={`${item.type}/${item.id}/${item.change}`} link={<ItemLink item={item} />}>
            {(item.change === 'publish' ? todayText.publishes : todayText.unpublishes)(localTime(item.at))}
          </TodayLine>
        ))}
      </ul>
    </TodayPart>
  )
}
