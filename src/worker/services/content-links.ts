import { inArray, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { adminMessages, apiMessages } from '../../shared/messages'
import type { Db } from '../db/client'
import { hashtags } from '../db/schema'
import { HttpError } from '../lib/http-error'

/** 400 naming the field when a write refers to a hashtag that does not exist. */
export async function assertHashtagsExist(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return
  const found = await db.select({ id: hashtags.id }).from(hashtags).where(inArray(hashtags.id, unique))
  if (found.length !== unique.length) {
    throw new HttpError(400, apiMessages.invalidRequest, { hashtags: adminMessages.unknownHashtag })
  }
}

interface LinkTable {
  table: SQLiteTable
  itemId: SQLiteColumn
  hashtagId: SQLiteColumn
}

/**
 * Links an item to hashtags in one statement; the item id is SQL so that a batch can name the
 * row it has just inserted. Selecting from `hashtags` skips an id deleted meanwhile instead of
 * failing on the foreign key.
 */
export function insertLinks(db: Db, link: LinkTable, itemId: SQL, ids: number[]) {
  return db.run(sql`insert into ${link.table} (${sql.identifier(link.itemId.name)}, ${sql.identifier(link.hashtagId.name)})
    select ${itemId}, ${hashtags.id} from ${hashtags} where ${inArray(hashtags.id, [...new Set(ids), 0])}`)
}
