import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { CaseStudy } from '../../shared/types'
import type { Db } from '../db/client'
import { type CaseStudyRow, caseStudies, caseStudyHashtags } from '../db/schema'
import { afterCursor, hashtagFilter, type Page, parseCursor, searchFilter, toPage } from './content-filters'
import { hashtagsJson, parseHashtags } from './hashtag-links'
import type { ContentFilter, Visibility } from './povs'

const caseStudyJoin = {
  table: caseStudyHashtags,
  itemId: caseStudyHashtags.caseStudyId,
  hashtagId: caseStudyHashtags.hashtagId,
}

const withHashtags = {
  ...getTableColumns(caseStudies),
  hashtags: hashtagsJson(caseStudyJoin, caseStudies.id),
}

export function toCaseStudy(row: CaseStudyRow & { hashtags: string | null }): CaseStudy {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hashtags: parseHashtags(row.hashtags),
  }
}

/** Newest first: one statement whatever the number of items. */
export async function listCaseStudies(
  db: Db,
  visibility: Visibility,
  filter: ContentFilter = {},
): Promise<CaseStudy[]> {
  return (await listCaseStudyPage(db, visibility, filter)).items
}

/** `listCaseStudies` with the cursor of the next page, for paged callers. */
export async function listCaseStudyPage(
  db: Db,
  { includeUnpublished }: Visibility,
  { q, hashtag, limit, cursor }: ContentFilter,
): Promise<Page<CaseStudy>> {
  const after = parseCursor(cursor)
  const query = db
    .select(withHashtags)
    .from(caseStudies)
    .where(
      and(
        includeUnpublished ? undefined : eq(caseStudies.isPublished, true),
        searchFilter(q, 'case_studies_fts', caseStudies),
        hashtagFilter(hashtag, caseStudyJoin, caseStudies.id),
        afterCursor(after && { key: Number(after.key), id: after.id }, caseStudies.createdAt, caseStudies.id),
      ),
    )
    .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
  const rows = limit === undefined ? await query : await query.limit(limit + 1)
  return toPage(rows, limit, toCaseStudy, (row) => `${row.createdAt.getTime() / 1000}.${row.id}`)
}

export async function getCaseStudy(
  db: Db,
  id: number,
  { includeUnpublished }: Visibility,
): Promise<CaseStudy | null> {
  const [row] = await db
    .select(withHashtags)
    .from(caseStudies)
    .where(and(eq(caseStudies.id, id), includeUnpublished ? undefined : eq(caseStudies.isPublished, true)))
    .limit(1)
  return row ? toCaseStudy(row) : null
}
