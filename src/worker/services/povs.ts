import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { Pov } from '../../shared/types'
import type { Db } from '../db/client'
import { type PovRow, povHashtags, povs } from '../db/schema'
import { hashtagsJson, parseHashtags } from './hashtag-links'

const povHashtagsJson = hashtagsJson(
  { table: povHashtags, itemId: povHashtags.povId, hashtagId: povHashtags.hashtagId },
  povs.id,
)

const withHashtags = { ...getTableColumns(povs), hashtags: povHashtagsJson }

export function toPov(row: PovRow & { hashtags: string | null }): Pov {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hashtags: parseHashtags(row.hashtags),
  }
}

export interface Visibility {
  /** Staff see drafts; everyone else only published items. */
  includeUnpublished: boolean
}

/** Newest first by publish date: one statement whatever the number of items. */
export async function listPovs(db: Db, { includeUnpublished }: Visibility): Promise<Pov[]> {
  const rows = await db
    .select(withHashtags)
    .from(povs)
    .where(includeUnpublished ? undefined : eq(povs.isPublished, true))
    .orderBy(desc(povs.publishedDate), desc(povs.id))
  return rows.map(toPov)
}

export async function getPov(db: Db, id: number, { includeUnpublished }: Visibility): Promise<Pov | null> {
  const [row] = await db
    .select(withHashtags)
    .from(povs)
    .where(and(eq(povs.id, id), includeUnpublished ? undefined : eq(povs.isPublished, true)))
    .limit(1)
  return row ? toPov(row) : null
}
