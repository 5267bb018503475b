import { contentTypes } from '../../shared/content-registry.ts'

// The full-text index of every content type's titles and descriptions (migration 0023): an FTS5
// table whose rows name their item by type and id, with its own copy of the text. The content core
// writes an item's row in the item's save batch (services/content/search-index.ts). Free of the
// Worker's types, as the scripts import it.

export const SEARCH_INDEX = 'content_search'

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
        `INSERT INTO ${SEARCH_INDEX} (content_type, item_id, title, description) SELECT '${type.key}', id, title, description FROM ${type.table};`,
    ),
  ].join('\n')
}
