import { asc, gt, inArray } from 'drizzle-orm'
import type { Hashtag } from '../../../shared/types'
import type { Db } from '../../db/client'
import { hashtags } from '../../db/schema'
import { type Page, toPage } from './content-filters'

export interface HashtagPageQuery {
  limit?: number
  /** The last id of the previous page. */
  cursor?: string
}

/** In creation order, so "the first 8" of the Insights filters are stable. */
export async function listHashtagPage(db: Db, { limit, cursor }: HashtagPageQuery): Promise<Page<Hashtag>> {
  const query = db
    .select()
    .from(hashtags)
    .where(cursor ? gt(hashtags.id, Number(cursor)) : undefined)
    .orderBy(asc(hashtags.id))
  const rows = limit === undefined ? await query : await query.limit(limit + 1)
  return toPage(
    rows,
    limit,
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
    (row) => String(row.id),
  )
}

/** Which of `ids` name a hashtag: a listing's address keeps only those (routes/site.ts). */
export async function existingHashtagIds(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: hashtags.id })
    .from(hashtags)
    .where(inArray(hashtags.id, [...ids]))
  return rows.map((row) => row.id)
}
