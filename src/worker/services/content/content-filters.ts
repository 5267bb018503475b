import { inArray, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ContentTypeName } from '../../../shared/content/registry'
import { contentHashtags } from '../../db/schema'
import { linksOf } from './hashtag-links'
import { searchHits } from './search-index'

// Building blocks of the content lists (content/content-reads.ts): search, hashtag filter and keyset
// pages, all inside the list's one statement.

/** Trigram FTS needs three characters; shorter searches fall back to a substring test. */
const FTS_MIN_LENGTH = 3

/**
 * Case-insensitive "appears in title or description" (docs/product.md section 5), through the search
 * index.
 */
export function searchFilter(
  q: string | undefined,
  type: { searchSlot: number },
  columns: { id: SQLiteColumn; title: SQLiteColumn; description: SQLiteColumn },
): SQL | undefined {
  // FTS5 reads its query up to the first NUL and would find the phrase's quote unterminated.
  // The search box is one line of text, so a control character in `q` is never meant: dropped.
  const text = q?.replace(/\p{Cc}/gu, '').trim()
  if (!text) return undefined
  if ([...text].length >= FTS_MIN_LENGTH) {
    // One quoted phrase: the user's text is matched literally, never parsed as FTS syntax.
    const phrase = `"${text.replaceAll('"', '""')}"`
    return sql`${columns.id} in (${searchHits(type, phrase)})`
  }
  const needle = text.toLowerCase()
  return sql`(instr(lower(${columns.title}), ${needle}) > 0 or instr(lower(${columns.description}), ${needle}) > 0)`
}

/** Any-of: the item carries at least one of the given hashtags. */
export function hashtagFilter(
  ids: number[] | undefined,
  contentType: ContentTypeName,
  itemId: SQLiteColumn,
): SQL | undefined {
  if (!ids?.length) return undefined
  return sql`exists (select 1 from ${contentHashtags} where ${linksOf(contentType, itemId)} and ${inArray(contentHashtags.hashtagId, ids)})`
}

/** A keyset cursor `sortKey.id` for lists ordered by (sortKey desc, id desc). */
export function parseCursor(cursor: string | undefined): { key: string; id: number } | undefined {
  if (!cursor) return undefined
  const dot = cursor.lastIndexOf('.')
  return { key: cursor.slice(0, dot), id: Number(cursor.slice(dot + 1)) }
}

export function afterCursor(
  cursor: { key: string | number; id: number } | undefined,
  sortColumn: SQLiteColumn,
  idColumn: SQLiteColumn,
): SQL | undefined {
  if (!cursor) return undefined
  return sql`(${sortColumn} < ${cursor.key} or (${sortColumn} = ${cursor.key} and ${idColumn} < ${cursor.id}))`
}

export interface Page<T> {
  items: T[]
  /** Present when more items follow. */
  nextCursor?: string
}

/** Rows fetched with `limit + 1`: the extra row only says whether a next page exists. */
export function toPage<Row, T>(
  rows: Row[],
  limit: number | undefined,
  map: (row: Row) => T,
  cursorOf: (row: Row) => string,
): Page<T> {
  if (limit === undefined || rows.length <= limit) return { items: rows.map(map) }
  const shown = rows.slice(0, limit)
  const last = shown[shown.length - 1] as Row
  return { items: shown.map(map), nextCursor: cursorOf(last) }
}
