import { inArray } from 'drizzle-orm'
import { adminMessages, apiMessages } from '../../../shared/messages'
import type { Db } from '../../db/client'
import { hashtags } from '../../db/schema'
import { HttpError } from '../../lib/http-error'

/** 400 naming the field when a write refers to a hashtag that does not exist. */
export async function assertHashtagsExist(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  const found = await db.select({ id: hashtags.id }).from(hashtags).where(inArray(hashtags.id, unique))
  if (found.length !== unique.length) {
    throw new HttpError(400, apiMessages.invalidRequest, { hashtags: adminMessages.unknownHashtag })
  }
}

/**
 * The ids of the given hashtags that exist, for an insert-select into a join table: a hashtag
 * deleted meanwhile is skipped instead of failing on the foreign key.
 */
export function existingHashtagIds(ids: number[]) {
  return inArray(hashtags.id, [...new Set(ids), 0])
}
