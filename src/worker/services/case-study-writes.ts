import { eq, type SQL, sql } from 'drizzle-orm'
import type { CaseStudyPayload } from '../../shared/schemas/case-study'
import type { CaseStudy } from '../../shared/types'
import type { Db } from '../db/client'
import { caseStudies, caseStudyHashtags, hashtags } from '../db/schema'
import type { AuditActor } from './audit-log'
import { getCaseStudy } from './case-studies'
import { contentAudit, contentChanges } from './content-audit'
import { assertHashtagsExist, existingHashtagIds } from './content-links'

const staff = { includeUnpublished: true }

const audit = (db: Db, actor: AuditActor) =>
  contentAudit(db, actor, 'case_study', {
    table: caseStudies,
    id: caseStudies.id,
    title: caseStudies.title,
    isPublished: caseStudies.isPublished,
  })

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
export async function createCaseStudy(
  db: Db,
  payload: CaseStudyPayload,
  actor: AuditActor,
): Promise<CaseStudy> {
  await assertHashtagsExist(db, payload.hashtags)
  // Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
  const [[created]] = await db.batch([
    db.insert(caseStudies).values(columns(payload)).returning({ id: caseStudies.id }),
    linkHashtags(db, sql<number>`(select max(${caseStudies.id}) from ${caseStudies})`, payload.hashtags),
    ...audit(db, actor).created(payload.isPublished),
  ])
  const study = created && (await getCaseStudy(db, created.id, staff))
  if (!study) throw new Error('The case study just created could not be read back')
  return study
}

/**
 * Replaces fields and hashtag links atomically, with the audit events; null when there is no
 * such case study. The names of the changed fields come from the case study as read just before.
 */
export async function updateCaseStudy(
  db: Db,
  id: number,
  payload: CaseStudyPayload,
  actor: AuditActor,
): Promise<CaseStudy | null> {
  await assertHashtagsExist(db, payload.hashtags)
  const before = await getCaseStudy(db, id, staff)
  if (!before) return null
  const changed = contentChanges(before, columns(payload), payload.hashtags)
  const events = audit(db, actor)
  const [, updated] = await db.batch([
    events.publishing(id, payload.title, payload.isPublished),
    db
      .update(caseStudies)
      .set({ ...columns(payload), updatedAt: new Date() })
      .where(eq(caseStudies.id, id))
      .returning({ id: caseStudies.id }),
    db.delete(caseStudyHashtags).where(eq(caseStudyHashtags.caseStudyId, id)),
    linkHashtags(db, sql<number>`${id}`, payload.hashtags),
    events.updated(id, changed),
  ])
  return updated.length ? getCaseStudy(db, id, staff) : null
}

/** Its hashtag links go with it (ON DELETE CASCADE); its audit event is written first, with its title. */
export async function deleteCaseStudy(db: Db, id: number, actor: AuditActor): Promise<boolean> {
  const [, deleted] = await db.batch([
    audit(db, actor).deleted(id),
    db.delete(caseStudies).where(eq(caseStudies.id, id)).returning({ id: caseStudies.id }),
  ])
  return deleted.length > 0
}
