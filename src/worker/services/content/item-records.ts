import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { contentHashtags, contentRevisions, previewLinks, unsavedChanges } from '../../db/schema'
import type { ContentTable, StoredItem } from './content-types'
import { linksOf } from './hashtag-links'
import { unindexItem } from './search-index'

/**
 * The statements that remove what belongs to one item besides its row: its search entry, hashtag
 * links, revisions, share-preview links and anyone's unsaved changes to it. They name the item by type
 * and id rather than by a foreign key, so the item's delete batch runs them.
 */
export function deleteItemRecords(db: Db, type: ContentTable<StoredItem>, itemId: number) {
  const contentType = type.auditType
  return [
    unindexItem(db, type, itemId),
    db.delete(contentHashtags).where(linksOf(contentType, itemId)),
    db
      .delete(contentRevisions)
      .where(and(eq(contentRevisions.contentType, contentType), eq(contentRevisions.itemId, itemId))),
    db
      .delete(previewLinks)
      .where(and(eq(previewLinks.contentType, contentType), eq(previewLinks.itemId, itemId))),
    db
      .delete(unsavedChanges)
      .where(and(eq(unsavedChanges.contentType, contentType), eq(unsavedChanges.itemKey, String(itemId)))),
  ] as const
}
