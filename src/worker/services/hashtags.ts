import { asc } from 'drizzle-orm'
import type { Hashtag } from '../../shared/types'
import type { Db } from '../db/client'
import { hashtags } from '../db/schema'

/** In creation order, so "the first 8" of the Insights filters are stable. */
export async function listHashtags(db: Db): Promise<Hashtag[]> {
  const rows = await db.select().from(hashtags).orderBy(asc(hashtags.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
