import { eq, type SQL, sql } from 'drizzle-orm'
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { SEARCH_INDEX, SEARCH_SLOTS } from '../../db/search-index-rebuild'
import type { ContentTable, StoredItem } from './content-types'

// An item's row of the one search index (db/search-index-rebuild.ts) goes in the same batch as the
// item, so no trigger on any type's table keeps the index current and a new type needs no search
// migration.

/**
 * The FTS5 table's columns, for building statements. Declared here rather than in db/schema.ts,
 * from which drizzle-kit would generate a plain table: migration 0023 creates the virtual one.
 */
const contentSearch = sqliteTable(SEARCH_INDEX, {
  rowid: integer('rowid').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
})

type Searched = ContentTable<StoredItem>

/** The item's row of the index, from its row as just written; the id may be SQL naming a row the batch inserted. */
export function indexItem(db: Db, type: Searched, itemId: SQL<number> | number) {
  const { table, columns } = type
  // An insert-select fills the columns by position: rowid, title, description.
  return db
    .insert(contentSearch)
    .select(
      sql`select ${columns.id} * ${sql.raw(String(SEARCH_SLOTS))} + ${type.searchSlot}, ${columns.title}, ${columns.description} from ${table} where ${columns.id} = ${itemId}`,
    )
}

export const unindexItem = (db: Db, type: Searched, itemId: number) =>
  db.delete(contentSearch).where(eq(contentSearch.rowid, itemId * SEARCH_SLOTS + type.searchSlot))

/** Ids of the type's items whose title or description contains `phrase` (an FTS5 phrase, quoted). */
export const searchHits = (type: Pick<Searched, 'searchSlot'>, phrase: string) => {
  const slots = sql.raw(String(SEARCH_SLOTS))
  return sql`select ${contentSearch.rowid} / ${slots} from ${contentSearch} where ${contentSearch} match ${phrase} and ${contentSearch.rowid} % ${slots} = ${type.searchSlot}`
}
