import { contentTypes } from '../../shared/content/registry.ts'

// The full-text index of every content type's titles and descriptions (migration 0023): an FTS5
// table with its own copy of the text. A row's rowid names its item: the item's id × 64 plus its
// type's `searchSlot` (the registry). So a search keeps one type's hits, and a save finds its item's
// row, by rowid alone, as fast as the per-type indexes did, without reading the stored text. The
// content core writes an item's row in the item's save batch (services/content/search-index.ts).
// Free of the Worker's types, as the scripts import it.

export const SEARCH_INDEX = 'content_search'

/** How many types the rowids leave room for: slots 1–63. */
export const SEARCH_SLOTS = 64

const slots = Object.values(contentTypes).map((type) => type.searchSlot)
if (new Set(slots).size !== slots.length || slots.some((slot) => slot < 1 || slot >= SEARCH_SLOTS))
  throw new Error(`Each content type needs its own searchSlot from 1 to ${SEARCH_SLOTS - 1}: ${slots}`)

/**
 * The index made anew from every type's rows, as SQL statements: for scripts, which write rows
 * around the content core (the seed, a restore, the benchmarks), and after editing rows by hand.
 * Every type's table stores `id`, `title` and `description` (db/schema.ts).
 */
export function rebuildSearchIndexSql(): string {
  return [
    `DELETE FROM ${SEARCH_INDEX};`,
    ...Object.values(contentTypes).map(
      (type) =>
        `INSERT INTO ${SEARCH_INDEX} (rowid, title, description) SELECT id * ${SEARCH_SLOTS} + ${type.searchSlot}, title, description FROM ${type.table};`,
    ),
  ].join('\n')
}
