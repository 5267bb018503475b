import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '../../db/client'
import { trash } from '../../db/schema'

// A trashed row is kept as JSON of its stored values (times as milliseconds, flags as 0 or 1, texts
// as written) and written back from that JSON by SQL alone, so that what comes back is the row as it
// was, column by column, whatever the type's fields are: no column list to keep in step here.

/** The column names are the schema's own, never input: safe to write as literals. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`)

const columnsOf = (table: SQLiteTable) => Object.values(getTableColumns(table))

/** `json_object(...)` of the row at hand of `table`, every column under its SQL name. */
export function rowJson(table: SQLiteTable): SQL<string> {
  const pairs = columnsOf(table).map(
    (column) =>
      sql`${literal(column.name)}, ${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`,
  )
  return sql<string>`json_object(${sql.join(pairs, sql`, `)})`
}

/**
 * The statement that writes the row in trash entry `entryId`'s snapshot back into `table` under its
 * own id. A column naming a row elsewhere (an uploader's account) comes back null when that row has
 * gone since.
 */
export function restoreRowStatement(db: Db, table: SQLiteTable, entryId: number) {
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
  // Drizzle names every column of the table in its insert-select, in this order.
  return db
    .insert(table)
    .select(sql`select ${sql.join(values, sql`, `)} from ${trash} where ${trash.id} = ${entryId}`)
}
