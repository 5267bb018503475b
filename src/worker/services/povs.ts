import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { Pov, PovSummary } from '../../shared/types'
import type { Db } from '../db/client'
import { type PovRow, povHashtags, povs } from '../db/schema'
import { afterCursor, hashtagFilter, type Page, parseCursor, searchFilter, toPage } from './content-filters'
import { hashtagsJson, parseHashtags } from './hashtag-links'

const povJoin = { table: povHashtags, itemId: povHashtags.povId, hashtagId: povHashtags.hashtagId }
const povHashtagsJson = hashtagsJson(povJoin, povs.id)

const withHashtags = { ...getTableColumns(povs), hashtags: povHashtagsJson }

export function toPov(row: PovRow & { hashtags: string | null }): Pov {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hashtags: parseHashtags(row.hashtags),
  }
}

export function toPovSummary({ content: _content, ...summary }: Pov): PovSummary {
  return summary
}

export interface Visibility {
  /** Staff see drafts; everyone else only published items. */
  includeUnpublished: boolean
}

export interface ContentFilter {
  /** Case-insensitive text in title or description. */
  q?: string
  /** Any-of hashtag ids. */
  hashtag?: number[]
  limit?: number
  /** From a previous page's `nextCursor`. */
  cursor?: string
}

/** Newest first by publish date: one statement whatever the number of items. */
export async function listPovs(db: Db, visibility: Visibility, filter: ContentFilter = {}): Promise<Pov[]> {
  return (await listPovPage(db, visibility, filter)).items
}

/** `listPovs` with the cursor of the next page, for paged callers. */
export async function listPovPage(
  db: Db,
  { includeUnpublished }: Visibility,
  { q, hashtag, limit, cursor }: ContentFilter,
): Promise<Page<Pov>> {
  const query = db
    .select(withHashtags)
    .from(povs)
    .where(
      and(
        includeUnpublished ? undefined : eq(povs.isPublished, true),
        searchFilter(q, 'povs_fts', povs),
        hashtagFilter(hashtag, povJoin, povs.id),
        afterCursor(parseCursor(cursor), povs.publishedDate, povs.id),
      ),
    )
    .orderBy(desc(povs.publishedDate), desc(povs.id))
  const rows = limit === undefined ? await query : await query.limit(limit + 1)
  return toPage(rows, limit, toPov, (row) => `${row.publishedDate}.${row.id}`)
}

export async function getPov(db: Db, id: number, { includeUnpublished }: Visibility): Promise<Pov | null> {
  const [row] = await db
    .select(withHashtags)
    .from(povs)
    .where(and(eq(povs.id, id), includeUnpublished ? undefined : eq(povs.isPublished, true)))
    .limit(1)
  return row ? toPov(row) : null
}
