import { eq, sql } from 'drizzle-orm'
import type { CaseStudyPayload } from '../../shared/schemas/case-study'
import type { CaseStudy } from '../../shared/types'
import type { Db } from '../db/client'
import { caseStudies, caseStudyHashtags } from '../db/schema'
import { getCaseStudy } from './case-studies'
import { assertHashtagsExist, insertLinks } from './content-links'

const links = {
  table: caseStudyHashtags,
  itemId: caseStudyHashtags.caseStudyId,
  hashtagId: caseStudyHashtags.hashtagId,
}
const staff = { includeUnpublished: true }

function columns({ hashtags: _ids, featuredImage, ...fields }: CaseStudyPayload) {
  return { ...fields, featuredImage: featuredImage || null }
}

/** The case study and its hashtag links in one atomic batch. */
export async function createCaseStudy(db: Db, payload: CaseStudyPayload): Promise<CaseStudy> {
  await assertHashtagsExist(db, payload.hashtags)
  // Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
  const [[created]] = await db.batch([
    db.insert(caseStudies).values(columns(payload)).returning({ id: caseStudies.id }),
    insertLinks(db, links, sql`(select max(${caseStudies.id}) from ${caseStudies})`, payload.hashtags),
  ])
  const study = created && (await getCaseStudy(db, created.id, staff))
  if (!study) throw new Error('The case study just created could not be read back')
  return study
}

/** Replaces fields and hashtag links atomically; null when there is no such case study. */
export async function updateCaseStudy(
  db: Db,
  id: number,
  payload: CaseStudyPayload,
): Promise<CaseStudy | null> {
  await assertHashtagsExist(db, payload.hashtags)
  const [updated] = await db.batch([
    db
      .update(caseStudies)
      .set({ ...columns(payload), updatedAt: new Date() })
      .where(eq(caseStudies.id, id))
      .returning({ id: caseStudies.id }),
    db.delete(caseStudyHashtags).where(eq(caseStudyHashtags.caseStudyId, id)),
    insertLinks(db, links, sql`${id}`, payload.hashtags),
  ])
  return updated.length ? getCaseStudy(db, id, staff) : null
}

/** Its hashtag links go with it (ON DELETE CASCADE). */
export async function deleteCaseStudy(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ id: caseStudies.id })
  return deleted.length > 0
}
