import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { CaseStudy } from '../../shared/types'
import type { Db } from '../db/client'
import { type CaseStudyRow, caseStudies, caseStudyHashtags } from '../db/schema'
import { hashtagsJson, parseHashtags } from './hashtag-links'
import type { Visibility } from './povs'

const withHashtags = {
  ...getTableColumns(caseStudies),
  hashtags: hashtagsJson(
    {
      table: caseStudyHashtags,
      itemId: caseStudyHashtags.caseStudyId,
      hashtagId: caseStudyHashtags.hashtagId,
    },
    caseStudies.id,
  ),
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
export async function listCaseStudies(db: Db, { includeUnpublished }: Visibility): Promise<CaseStudy[]> {
  const rows = await db
    .select(withHashtags)
    .from(caseStudies)
    .where(includeUnpublished ? undefined : eq(caseStudies.isPublished, true))
    .orderBy(desc(caseStudies.createdAt), desc(caseStudies.id))
  return rows.map(toCaseStudy)
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
