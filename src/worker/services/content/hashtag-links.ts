import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ContentTypeName } from '../../../shared/content/registry'
import type { HashtagRef } from '../../../shared/types'
import { contentHashtags, hashtags } from '../../db/schema'

/** The links of the items of one type; with `itemId`, of one item (a column or an id). */
export function linksOf(contentType: ContentTypeName, itemId?: SQLiteColumn | SQL | number): SQL | undefined {
  const ofType = eq(contentHashtags.contentType, contentType)
  if (itemId === undefined) return ofType
  const item = typeof itemId === 'number' ? sql`${itemId}` : itemId
  return and(ofType, sql`${contentHashtags.itemId} = ${item}`)
}

/**
 * A correlated subquery that returns an item's hashtags as a JSON array, so a list and its
 * hashtags come back from one statement (no N+1, no 100-parameter IN lists).
 */
export function hashtagsJson(contentType: ContentTypeName, itemId: SQLiteColumn): SQL<string> {
  return sql<string>`(
    select json_group_array(json_object('id', ${hashtags.id}, 'name', ${hashtags.name}))
    from ${contentHashtags} join ${hashtags} on ${hashtags.id} = ${contentHashtags.hashtagId}
    where ${linksOf(contentType, qualified(itemId))}
  )`
}

/**
 * Drizzle leaves columns unqualified in single-table selects, and inside the subquery an
 * unqualified `"id"` would mean `hashtags.id`: name the outer table explicitly.
 */
export function qualified(column: SQLiteColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`
}

export function parseHashtags(json: string | null): HashtagRef[] {
  if (!json) return []
  return (JSON.parse(json) as HashtagRef[]).sort((a, b) => a.name.localeCompare(b.name))
}
