import { getTableName, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { HashtagRef } from '../../../shared/types'
import { hashtags } from '../../db/schema'

interface JoinTable {
  table: SQLiteTable
  itemId: SQLiteColumn
  hashtagId: SQLiteColumn
}

/**
 * A correlated subquery that returns an item's hashtags as a JSON array, so a list and its
 * hashtags come back from one statement (no N+1, no 100-parameter IN lists).
 */
export function hashtagsJson(join: JoinTable, itemId: SQLiteColumn): SQL<string> {
  return sql<string>`(
    select json_group_array(json_object('id', ${hashtags.id}, 'name', ${hashtags.name}))
    from ${join.table} join ${hashtags} on ${hashtags.id} = ${join.hashtagId}
    where ${join.itemId} = ${qualified(itemId)}
  )`
}

/**
 * Drizzle leaves columns unqualified in single-table selects, and inside the subquery an
 * unqualified `"id"` would mean `hashtags.id`: name the outer table explicitly.
 */
function qualified(column: SQLiteColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}

export function parseHashtags(json: string | null): HashtagRef[] {
  if (!json) return []
  return (JSON.parse(json) as HashtagRef[]).sort((a, b) => a.name.localeCompare(b.name))
}
