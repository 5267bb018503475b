import { eq, ne, type SQL, sql } from 'drizzle-orm'
import { adminMessages } from '../../../shared/messages'
import type { AuditAction } from '../../../shared/schemas/audit'
import { type HashtagPayload, hashtagNameKey } from '../../../shared/schemas/hashtag'
import type { AuditDetail, Hashtag } from '../../../shared/types'
import type { Db } from '../../db/client'
import { type HashtagRow, hashtags } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { type AuditActor, auditStatementFor, changedFields } from '../audit-log'

function toHashtag(row: HashtagRow): Hashtag {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/**
 * Names are unique by their key, regardless of case and spaces ('AI Governance' and 'aigovernance'
 * would be the same filter to a reader). A name stored before names were cleaned may still start
 * with `#` or hold other whitespace, so the stored side is keyed here too.
 */
async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const stored = await db
    .select({ id: hashtags.id, name: hashtags.name })
    .from(hashtags)
    .where(exceptId ? ne(hashtags.id, exceptId) : undefined)
  const key = hashtagNameKey(name)
  if (stored.some((row) => hashtagNameKey(row.name) === key))
    throw new HttpError(409, adminMessages.hashtagNameTaken)
}

const columns = (payload: HashtagPayload) => ({ ...payload, description: payload.description || null })

export async function createHashtag(db: Db, payload: HashtagPayload, actor: AuditActor): Promise<Hashtag> {
  await assertNameFree(db, payload.name)
  // Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
  const newest = eq(hashtags.id, sql`(select max(${hashtags.id}) from ${hashtags})`)
  const [[row]] = await db.batch([
    db.insert(hashtags).values(columns(payload)).returning(),
    event(db, actor, 'hashtag_created', newest),
  ])
  if (!row) throw new Error('The hashtag just created could not be read back')
  return toHashtag(row)
}

/** Null when there is no such hashtag; the changed fields are named from the row read just before. */
export async function updateHashtag(
  db: Db,
  id: number,
  payload: HashtagPayload,
  actor: AuditActor,
): Promise<Hashtag | null> {
  await assertNameFree(db, payload.name, id)
  const [before] = await db.select().from(hashtags).where(eq(hashtags.id, id))
  if (!before) return null
  const changed = changedFields(before, columns(payload))
  const [[row]] = await db.batch([
    db.update(hashtags).set(columns(payload)).where(eq(hashtags.id, id)).returning(),
    event(db, actor, 'hashtag_updated', eq(hashtags.id, id), { changed }),
  ])
  return row ? toHashtag(row) : null
}

/** Links to POVs, case studies and whitepapers go with it (ON DELETE CASCADE). */
export async function deleteHashtag(db: Db, id: number, actor: AuditActor): Promise<boolean> {
  const [, deleted] = await db.batch([
    event(db, actor, 'hashtag_deleted', eq(hashtags.id, id)),
    db.delete(hashtags).where(eq(hashtags.id, id)).returning({ id: hashtags.id }),
  ])
  return deleted.length > 0
}

/** The write's audit event, for its batch; written only if the hashtag is there when it runs. */
function event(db: Db, actor: AuditActor, action: AuditAction, where: SQL, detail?: AuditDetail) {
  return auditStatementFor(
    db,
    actor,
    { action, type: 'hashtag', detail },
    { table: hashtags, where, id: hashtags.id, title: hashtags.name },
  )
}
