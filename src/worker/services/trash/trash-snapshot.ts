import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { trash } from '../../db/schema'

// A trashed row is kept as JSON of its stored values (times as milliseconds, flags as 0 or 1, texts
// as written) and written back from that JSON by SQL alone, so that what comes back is the row as it
// was, column by column, whatever the type's fields are: no column list to keep in step here.

/** The column names are the schema's own, never input: safe to write as literals. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`)

const columnsOf = (table: SQLiteTable) => Object.values(getTableColumns(table))

/** `("a", "b")` for an insert: drizzle would write each column qualified by its table, which SQLite refuses there. */
export const columnList = (...columns: SQLiteColumn[]) =>
  sql`(${sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  )})`

/** `json_object(...)` of the row at hand of `table`, every column under its SQL name. */
export function rowJson(table: SQLiteTable): SQL<string> {
  const pairs = columnsOf(table).map(
    (column) => sql`${literal(column.name)}, ${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`,
  )
  return sql<string>`json_object(${sql.join(pairs, sql`, `)})`
}

/**
 * Writes the row in trash entry `entryId`'s snapshot back into `table` under its own id. A column
 * naming a row elsewhere (an uploader's account) comes back null when that row has gone since.
 */
export function restoreRowStatement(table: SQLiteTable, entryId: number) {
  const references = new Map(
    getTableConfig(table).foreignKeys.map((key) => {
      const { columns, foreignColumns } = key.reference()
      return [columns[0]!.name, foreignColumns[0]!] as const
    }),
  )
  const columns = columnsOf(table)
  const values = columns.map((column) => {
    const stored = sql`json_extract(${trash.snapshot}, ${literal(`$.row.${column.name}`)})`
    const target = references.get(column.name)
    if (!target) return stored
    const targetTable = sql.identifier(getTableName(target.table))
    return sql`(select ${sql.identifier(target.name)} from ${targetTable} where ${sql.identifier(target.name)} = ${stored})`
  })
  return sql`insert into ${table} ${columnList(...columns)} select ${sql.join(values, sql`, `)} from ${trash} where ${trash.id} = ${entryId}`
}
