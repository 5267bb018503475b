import { eq, type SQL, sql } from 'drizzle-orm'
import type { PovPayload } from '../../shared/schemas/pov'
import type { Pov } from '../../shared/types'
import type { Db } from '../db/client'
import { hashtags, povHashtags, povs } from '../db/schema'
import type { AuditActor } from './audit-log'
import { contentAudit, contentChanges } from './content-audit'
import { assertHashtagsExist, existingHashtagIds } from './content-links'
import { getPov } from './povs'

const staff = { includeUnpublished: true }

const audit = (db: Db, actor: AuditActor) =>
  contentAudit(db, actor, 'pov', {
    table: povs,
    id: povs.id,
    title: povs.title,
    isPublished: povs.isPublished,
  })

/** The item id is SQL so that a batch can name the row it has just inserted. */
function linkHashtags(db: Db, itemId: SQL<number>, ids: number[]) {
  return db.insert(povHashtags).select(
    db
      .select({ povId: itemId.as('pov_id'), hashtagId: hashtags.id })
      .from(hashtags)
      .where(existingHashtagIds(ids)),
  )
}

function columns({ hashtags: _ids, featuredImage, ...fields }: PovPayload) {
  return { ...fields, featuredImage: featuredImage || null }
}

/** The POV and its hashtag links in one atomic batch. */
export async function createPov(db: Db, payload: PovPayload, actor: AuditActor): Promise<Pov> {
  await assertHashtagsExist(db, payload.hashtags)
  // Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
  const [[created]] = await db.batch([
    db.insert(povs).values(columns(payload)).returning({ id: povs.id }),
    linkHashtags(db, sql<number>`(select max(${povs.id}) from ${povs})`, payload.hashtags),
    ...audit(db, actor).created(payload.isPublished),
  ])
  const pov = created && (await getPov(db, created.id, staff))
  if (!pov) throw new Error('The POV just created could not be read back')
  return pov
}

/**
 * Replaces fields and hashtag links atomically, with the audit events; null when there is no
 * such POV. The names of the changed fields come from the POV as read just before.
 */
export async function updatePov(
  db: Db,
  id: number,
  payload: PovPayload,
  actor: AuditActor,
): Promise<Pov | null> {
  await assertHashtagsExist(db, payload.hashtags)
  const before = await getPov(db, id, staff)
  if (!before) return null
  const changed = contentChanges(before, columns(payload), payload.hashtags)
  const events = audit(db, actor)
  const [, updated] = await db.batch([
    events.publishing(id, payload.title, payload.isPublished),
    db
      .update(povs)
      .set({ ...columns(payload), updatedAt: new Date() })
      .where(eq(povs.id, id))
      .returning({ id: povs.id }),
    db.delete(povHashtags).where(eq(povHashtags.povId, id)),
    linkHashtags(db, sql<number>`${id}`, payload.hashtags),
    events.updated(id, changed),
  ])
  return updated.length ? getPov(db, id, staff) : null
}

/** Its hashtag links go with it (ON DELETE CASCADE); its audit event is written first, with its title. */
export async function deletePov(db: Db, id: number, actor: AuditActor): Promise<boolean> {
  const [, deleted] = await db.batch([
    audit(db, actor).deleted(id),
    db.delete(povs).where(eq(povs.id, id)).returning({ id: povs.id }),
  ])
  return deleted.length > 0
}
