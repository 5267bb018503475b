import { and, eq, type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { ContentTypeName } from '../../../shared/content-registry'
import type { Db } from '../../db/client'
import { SEARCH_INDEX } from '../../db/search-index-rebuild'
import type { ContentTable, StoredItem } from './content-types'

// An item's row of the one search index (db/search-index-rebuild.ts) goes in the same batch as the
// item, so no trigger on any type's table keeps the index current and a new type needs no search
// migration.

/**
 * The FTS5 table's columns, for building statements. Declared here rather than in db/schema.ts,
 * from which drizzle-kit would generate a plain table: migration 0023 creates the virtual one.
 */
const contentSearch = sqliteTable(SEARCH_INDEX, {
  contentType: text('content_type').$type<ContentTypeName>().notNull(),
  itemId: integer('item_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
})

/** The item's row of the index, from its row as just written; the id may be SQL naming a row the batch inserted. */
export function indexItem(db: Db, type: ContentTable<StoredItem>, itemId: SQL<number> | number) {
  const { table, columns } = type
  // An insert-select fills the columns by position: type, item, title, description.
  return db
    .insert(contentSearch)
    .select(
      sql`select ${type.auditType}, ${columns.id}, ${columns.title}, ${columns.description} from ${table} where ${columns.id} = ${itemId}`,
    )
}

export const unindexItem = (db: Db, type: ContentTable<StoredItem>, itemId: number) =>
  db
    .delete(contentSearch)
    .where(and(eq(contentSearch.contentType, type.auditType), eq(contentSearch.itemId, itemId)))

/** Item ids of `contentType` whose title or description contains `phrase` (an FTS5 phrase, quoted). */
export const searchHits = (contentType: ContentTypeName, phrase: string) =>
  sql`select ${contentSearch.itemId} from ${contentSearch} where ${contentSearch} match ${phrase} and ${contentSearch.contentType} = ${contentType}`
