import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { contentHashtags, hashtags, type TrashRow, trash } from '../../db/schema'
import { type AuditActor, auditStatementFor } from '../audit-log'
import type { ContentTable, StoredItem } from '../content/content-types'
import { leaveItemRecords } from '../content/item-records'
import { indexItem } from '../content/search-index'
import { restoreRowStatement, rowJson } from './trash-snapshot'

/**
 * The statements that move one item to the trash, for its delete's batch (or a bulk delete's): the
 * audit event while its title can still be read, the trash entry with the row and its hashtag ids,
 * the delete itself (third, returning the id when there was an item), and what goes with the row
 * (item-records.ts). Its revisions and notes stay where they are until the entry is deleted for good.
 */
export function trashContentStatements(
  db: Db,
  type: ContentTable<StoredItem>,
  id: number,
  actor: AuditActor,
  at = new Date(),
) {
  const { table, columns } = type
  const byId = eq(columns.id, id)
  // A subquery's result loses its JSON subtype: json() makes it an array again, not a text.
  const hashtagIds = sql`json((select json_group_array(${contentHashtags.hashtagId}) from ${contentHashtags} where ${contentHashtags.contentType} = ${type.auditType} and ${contentHashtags.itemId} = ${id}))`
  return [
    auditStatementFor(
      db,
      actor,
      { action: 'content_trashed', type: type.auditType },
      { table, where: byId, id: columns.id, title: columns.title },
      at,
    ),
    // An insert-select fills trash's columns by position: id, kind, content type, item, title, snapshot, by, at.
    db
      .insert(trash)
      .select(
        sql`select null, 'content', ${type.auditType}, ${columns.id}, ${columns.title}, json_object('row', ${rowJson(table)}, 'hashtags', ${hashtagIds}), ${actor.userId}, ${at.getTime()} from ${table} where ${byId}`,
      ),
    db.delete(table).where(byId).returning({ id: columns.id }),
    ...leaveItemRecords(db, type, id, at),
  ] as const
}

/**
 * Writes a trashed item back under its own id with the hashtags that still exist, and its search
 * entry, and removes the entry, in one batch. False when the entry went meanwhile (another restore).
 * A UNIQUE failure (a page whose address another page now has) rolls it all back and is thrown.
 */
export async function restoreContent(
  db: Db,
  type: ContentTable<StoredItem>,
  entry: TrashRow,
  actor: AuditActor,
): Promise<boolean> {
  const { table, columns } = type
  const snapshot = sql`(select ${trash.snapshot} from ${trash} where ${trash.id} = ${entry.id})`
  const [, , , , removed] = await db.batch([
    restoreRowStatement(db, table, entry.id),
    // Filled by position: type, item, hashtag.
    db
      .insert(contentHashtags)
      .select(
        sql`select ${type.auditType}, ${entry.itemId}, ${hashtags.id} from ${hashtags} where ${hashtags.id} in (select value from json_each(${snapshot}, '$.hashtags'))`,
      ),
    indexItem(db, type, entry.itemId),
    auditStatementFor(
      db,
      actor,
      { action: 'content_restored', type: type.auditType },
      { table, where: eq(columns.id, entry.itemId), id: columns.id, title: columns.title },
    ),
    db.delete(trash).where(eq(trash.id, entry.id)).returning({ id: trash.id }),
  ])
  return removed.length > 0
}
