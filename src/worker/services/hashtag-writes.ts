import { and, eq, ne, sql } from 'drizzle-orm'
import { adminMessages } from '../../shared/messages'
import type { HashtagPayload } from '../../shared/schemas/hashtag'
import type { Hashtag } from '../../shared/types'
import type { Db } from '../db/client'
import { type HashtagRow, hashtags } from '../db/schema'
import { HttpError } from '../lib/http-error'

function toHashtag(row: HashtagRow): Hashtag {
  return { ...row, createdAt: row.createdAt.toISOString() }
}

/** Names are unique regardless of case ('#AI' and '#ai' would be the same filter to a reader). */
async function assertNameFree(db: Db, name: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: hashtags.id })
    .from(hashtags)
    .where(
      and(
        eq(sql`lower(${hashtags.name})`, name.toLowerCase()),
        exceptId ? ne(hashtags.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  if (taken) throw new HttpError(409, adminMessages.hashtagNameTaken)
}

const columns = (payload: HashtagPayload) => ({ ...payload, description: payload.description || null })

export async function createHashtag(db: Db, payload: HashtagPayload): Promise<Hashtag> {
  await assertNameFree(db, payload.name)
  const [row] = await db.insert(hashtags).values(columns(payload)).returning()
  if (!row) throw new Error('The hashtag just created could not be read back')
  return toHashtag(row)
}

export async function updateHashtag(db: Db, id: number, payload: HashtagPayload): Promise<Hashtag | null> {
  await assertNameFree(db, payload.name, id)
  const [row] = await db.update(hashtags).set(columns(payload)).where(eq(hashtags.id, id)).returning()
  return row ? toHashtag(row) : null
}

/** Links to POVs, case studies and whitepapers go with it (ON DELETE CASCADE). */
export async function deleteHashtag(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(hashtags).where(eq(hashtags.id, id)).returning({ id: hashtags.id })
  return deleted.length > 0
}
