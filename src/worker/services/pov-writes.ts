import { eq, sql } from 'drizzle-orm'
import type { PovPayload } from '../../shared/schemas/pov'
import type { Pov } from '../../shared/types'
import type { Db } from '../db/client'
import { povHashtags, povs } from '../db/schema'
import { assertHashtagsExist, insertLinks } from './content-links'
import { getPov } from './povs'

const links = { table: povHashtags, itemId: povHashtags.povId, hashtagId: povHashtags.hashtagId }
const staff = { includeUnpublished: true }

function columns({ hashtags: _ids, featuredImage, ...fields }: PovPayload) {
  return { ...fields, featuredImage: featuredImage || null }
}

/** The POV and its hashtag links in one atomic batch. */
export async function createPov(db: Db, payload: PovPayload): Promise<Pov> {
  await assertHashtagsExist(db, payload.hashtags)
  // Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
  const [[created]] = await db.batch([
    db.insert(povs).values(columns(payload)).returning({ id: povs.id }),
    insertLinks(db, links, sql`(select max(${povs.id}) from ${povs})`, payload.hashtags),
  ])
  const pov = created && (await getPov(db, created.id, staff))
  if (!pov) throw new Error('The POV just created could not be read back')
  return pov
}

/** Replaces fields and hashtag links atomically; null when there is no such POV. */
export async function updatePov(db: Db, id: number, payload: PovPayload): Promise<Pov | null> {
  await assertHashtagsExist(db, payload.hashtags)
  const [updated] = await db.batch([
    db
      .update(povs)
      .set({ ...columns(payload), updatedAt: new Date() })
      .where(eq(povs.id, id))
      .returning({ id: povs.id }),
    db.delete(povHashtags).where(eq(povHashtags.povId, id)),
    insertLinks(db, links, sql`${id}`, payload.hashtags),
  ])
  return updated.length ? getPov(db, id, staff) : null
}

/** Its hashtag links go with it (ON DELETE CASCADE). */
export async function deletePov(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(povs).where(eq(povs.id, id)).returning({ id: povs.id })
  return deleted.length > 0
}
