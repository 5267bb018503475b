import { asc, gt } from 'drizzle-orm'
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
