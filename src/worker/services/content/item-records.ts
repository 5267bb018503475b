import { and, eq, exists, isNull, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import {
  contentHashtags,
  contentNotes,
  contentRevisions,
  previewLinks,
  trash,
  unsavedChanges,
} from '../../db/schema'
import type { ContentTable, StoredItem } from './content-types'
import { linksOf } from './hashtag-links'
import { unindexItem } from './search-index'

// What belongs to one item besides its row names it by type and id rather than by a foreign key,
// so the batch that moves the row to the trash, or deletes it from there, runs these statements.

const ofItem = (
  table: typeof contentRevisions | typeof contentNotes | typeof previewLinks,
  type: ContentTable<StoredItem>,
  itemId: number,
) => and(eq(table.contentType, type.auditType), eq(table.itemId, itemId))

const unsavedOf = (type: ContentTable<StoredItem>, itemId: number) =>
  and(eq(unsavedChanges.contentType, type.auditType), eq(unsavedChanges.itemKey, String(itemId)))

/**
 * When the item goes to the trash: its search entry and hashtag links (the trash entry keeps the
 * hashtag ids), anyone's unsaved changes to it, and its share-preview links, revoked so that a
 * restore does not open them again. Its revisions and notes stay for a restore.
 */
export function leaveItemRecords(db: Db, type: ContentTable<StoredItem>, itemId: number, at: Date) {
  return [
    unindexItem(db, type, itemId),
    db.delete(contentHashtags).where(linksOf(type.auditType, itemId)),
    db.delete(unsavedChanges).where(unsavedOf(type, itemId)),
    db
      .update(previewLinks)
      .set({ revokedAt: at })
      .where(and(ofItem(previewLinks, type, itemId), isNull(previewLinks.revokedAt))),
  ] as const
}

/**
 * When trash entries go for good (those `entries` selects, a condition on `trash`): their items'
 * revisions, notes, preview links and unsaved changes, matched inside the statement, so that an
 * item restored meanwhile keeps them. For the batch that deletes the entries, ahead of that delete.
 */
export function deleteTrashedItemRecords(db: Db, entries: SQL) {
  const trashedItem = (contentType: SQLiteColumn, sameItem: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(trash)
        .where(and(entries, eq(trash.kind, 'content'), sql`${trash.contentType} = ${contentType}`, sameItem)),
    )
  const ofEntry = (table: typeof contentRevisions | typeof contentNotes | typeof previewLinks) =>
    trashedItem(table.contentType, sql`${trash.itemId} = ${table.itemId}`)
  return [
    db.delete(contentRevisions).where(ofEntry(contentRevisions)),
    db.delete(contentNotes).where(ofEntry(contentNotes)),
    db.delete(previewLinks).where(ofEntry(previewLinks)),
    db
      .delete(unsavedChanges)
      .where(
        trashedItem(
          unsavedChanges.contentType,
          sql`cast(${trash.itemId} as text) = ${unsavedChanges.itemKey}`,
        ),
      ),
  ] as const
}
