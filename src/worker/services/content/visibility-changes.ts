import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { CONTENT_TYPES } from './content-types'

/**
 * The next moment, after `now`, at which any published item appears or leaves (its publish or
 * unpublish time), in ms since the epoch; null when none is scheduled. A cached public answer is
 * good until then at most (middleware/edge-cache.ts). One statement over every content table.
 */
const NEVER = Number.MAX_SAFE_INTEGER

export async function nextVisibilityChange(db: Db, now = Date.now()): Promise<number | null> {
  // One scalar subquery per table, the soonest of them by SQLite's many-argument min(): a compound
  // select (union all) would stop working at D1's limit of five terms, one type more than the site
  // had. For an item the sooner of its two times still to come: the publish time when it is ahead,
  // else the unpublish time; a table with none scheduled counts as never.
  const moments = CONTENT_TYPES.map(
    ({ table, columns: { isPublished, publishAt, unpublishAt } }) =>
      sql`coalesce((select min(case when ${publishAt} > ${now} then ${publishAt} when ${unpublishAt} > ${now} then ${unpublishAt} end) from ${table} where ${isPublished} = 1), ${NEVER})`,
  )
  const [row] = await db.all<{ next: number }>(sql`select min(${sql.join(moments, sql`, `)}) as next`)
  return row === undefined || row.next >= NEVER ? null : row.next
}
