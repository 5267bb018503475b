import { eq, type SQL, sql } from 'drizzle-orm'
import type { CaseStudyPayload } from '../../shared/schemas/case-study'
import type { CaseStudy } from '../../shared/types'
import type { Db } from '../db/client'
import { caseStudies, caseStudyHashtags, hashtags } from '../db/schema'
import { getCaseStudy } from './case-studies'
import { assertHashtagsExist, existingHashtagIds } from './content-links'

const staff = { includeUnpublished: true }

/** The item id is SQL so that a batch can name the row it has just inserted. */
function linkHashtags(db: Db, itemId: SQL<number>, ids: number[]) {
  return db.insert(caseStudyHashtags).select(
    db
      .select({ caseStudyId: itemId.as('case_study_id'), hashtagId: hashtags.id })
      .from(hashtags)
      .where(existingHashtagIds(ids)),
  )
}

/** Optional texts left blank are stored as NULL, as the seed and the public pages expect. */
function columns({
  hashtags: _ids,
  featuredImage,
  projectDuration,
  teamSize,
  technologies,
  ...fields
}: CaseStudyPayload) {
  return {
    ...fields,
    featuredImage: featuredImage || null,
    projectDuration: projectDuration || null,
    teamSize: teamSize || null,
    technologies: technologies || null,
  }
}

/** The case study and its hashtag links in one atomic batch. */
export async function createCaseStudy(db: Db, payload: CaseStudyPayload): Promise<CaseStudy> {
  await assertHashtagsExist(db, payload.hashtags)
  // Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
  const [[created]] = await db.batch([
    db.insert(caseStudies).values(columns(payload)).returning({ id: caseStudies.id }),
    linkHashtags(db, sql<number>`(select max(${caseStudies.id}) from ${caseStudies})`, payload.hashtags),
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
    linkHashtags(db, sql<number>`${id}`, payload.hashtags),
  ])
  return updated.length ? getCaseStudy(db, id, staff) : null
}

/** Its hashtag links go with it (ON DELETE CASCADE). */
export async function deleteCaseStudy(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ id: caseStudies.id })
  return deleted.length > 0
}
