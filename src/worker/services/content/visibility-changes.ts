import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { CONTENT_TYPES } from './content-types'

/**
 * The next moment, after `now`, at which any published item appears or leaves (its publish or
 * unpublish time), in ms since the epoch; null when none is scheduled. A cached public answer is
 * good until then at most (middleware/edge-cache.ts). One statement over every content table.
 */
export async function nextVisibilityChange(db: Db, now = Date.now()): Promise<number | null> {
  // One term per table (D1 allows few terms in a compound select). For an item the sooner of its
  // two times still to come: the publish time when it is ahead, else the unpublish time.
  const moments = CONTENT_TYPES.map(
    ({ table, columns: { isPublished, publishAt, unpublishAt } }) =>
      sql`select min(case when ${publishAt} > ${now} then ${publishAt} when ${unpublishAt} > ${now} then ${unpublishAt} end) as at from ${table} where ${isPublished} = 1`,
  )
  const [row] = await db.all<{ next: number | null }>(
    sql`select min(at) as next from (${sql.join(moments, sql` union all `)})`,
  )
  return row?.next ?? null
}
