import { and, eq, gt, lte, or } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { ScheduledItem } from '../../../shared/schemas/today'
import type { Db } from '../../db/client'
import { CONTENT_TYPES } from '../content/content-types'

/** How far ahead "Scheduled this week" looks. */
const SCHEDULE_AHEAD_MS = 7 * 24 * 60 * 60 * 1000

interface ScheduleRow {
  id: number
  title: string
  publishAt: Date | null
  unpublishAt: Date | null
}

/**
 * Published items of every type that go public or leave the site after `now` and within the next
 * week, soonest first; an item doing both in the week is listed for each.
 */
export async function scheduledThisWeek(db: Db, now: Date): Promise<ScheduledItem[]> {
  const until = new Date(now.getTime() + SCHEDULE_AHEAD_MS)
  const statements = CONTENT_TYPES.map(({ table, columns }) =>
    db
      .select({
        id: columns.id,
        title: columns.title,
        publishAt: columns.publishAt,
        unpublishAt: columns.unpublishAt,
      })
      .from(table)
      .where(
        and(
          eq(columns.isPublished, true),
          or(
            and(gt(columns.publishAt, now), lte(columns.publishAt, until)),
            and(gt(columns.unpublishAt, now), lte(columns.unpublishAt, until)),
          ),
        ),
      ),
  )
  const results = (await db.batch(
    statements as unknown as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
  )) as unknown as ScheduleRow[][]
  const inWeek = (at: Date | null): at is Date => at !== null && at > now && at <= until
  return results
    .flatMap((rows, index) => {
      const type = CONTENT_TYPES[index]!.auditType
      return rows.flatMap((row) =>
        (['publish', 'unpublish'] as const).flatMap((change) => {
          const at = change === 'publish' ? row.publishAt : row.unpublishAt
          return inWeek(at) ? [{ type, id: row.id, title: row.title, change, at: at.toISOString() }] : []
        }),
      )
    })
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
}
