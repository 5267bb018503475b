import { type Column, or, type SQL, sql } from 'drizzle-orm'

/**
 * Any of `columns` contains `text`, ignoring case (SQLite's lower() folds ASCII letters only). A
 * scan: fine for lists staff read whole, not for the public content search, which has an index.
 * `instr` rather than LIKE: D1 refuses LIKE patterns over 50 bytes, and `instr` takes `%`, `_`
 * and `\` as the characters they are, with nothing to escape.
 */
export function anyContains(columns: readonly (Column | SQL)[], text: string): SQL | undefined {
  const needle = text.toLowerCase()
  return or(...columns.map((column) => sql`instr(lower(${column}), ${needle}) > 0`))
}
