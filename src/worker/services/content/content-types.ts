import { getTableColumns, getTableName, is } from 'drizzle-orm'
import { type SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { blankAsNullOf, type ContentFields, uploadTextFieldsOf } from '../../../shared/content/fields'
import {
  CONTENT_TYPE_LIST,
  type ContentSegment,
  type ContentTypeEntry,
  type ContentTypeName,
  type MediaUserType,
} from '../../../shared/content/registry'
import * as schema from '../../db/schema'
import type { CacheTag } from '../../lib/cache-tags'

/** The columns every content table has, which the core reads and filters by. */
export interface StoredItem {
  id: number
  title: string
  description: string
  isPublished: boolean
  publishAt: Date | null
  unpublishAt: Date | null
  createdAt: Date
  updatedAt: Date
  /** Counts the item's saves; an update may name the one it started from. */
  version: number
}

/**
 * How the Worker stores a content type: its table and the columns the core reads. Listing, search,
 * hashtag links, paging, visibility, writes and their audit events come from the core
 * (content-reads.ts, content-writes.ts); each type's storage is derived from its registry entry,
 * its fields and its table, so a new type needs no line here.
 */
export interface ContentTable<Row extends StoredItem> {
  /** Its name in the audit log. */
  auditType: ContentTypeName
  /** Its API path, `/api/<segment>` (the registry's). */
  segment: ContentSegment
  /** Its number in the search index's rowids (the registry's `searchSlot`). */
  searchSlot: number
  /** Its name in the media library's `usedBy`. */
  mediaUserType: MediaUserType
  /**
   * Where an item's public page is: `${detailPath}/${id}` (sitemap.xml, share-preview links); null
   * when each item has an address of its own, in `columns.path` (a page), or no page at all.
   */
  detailPath: `/${ContentSegment}` | null
  table: SQLiteTable
  columns: {
    id: SQLiteColumn
    title: SQLiteColumn
    description: SQLiteColumn
    isPublished: SQLiteColumn
    /** Scheduled publishing: public from `publishAt` until `unpublishAt`, either unset. */
    publishAt: SQLiteColumn
    unpublishAt: SQLiteColumn
    /** The image addresses the media library counts as uses of an upload. */
    featuredImage: SQLiteColumn
    socialImage: SQLiteColumn
    version: SQLiteColumn
    updatedAt: SQLiteColumn
    /** The item's own address, for a type whose `detailPath` is null. */
    path?: SQLiteColumn
  }
  /** The columns whose text may show uploads (Markdown, a page's blocks): those then count as in use. */
  markdownColumns: SQLiteColumn[]
  /** Who an item is by, as the staff list shows and filters it: author, client or department. */
  byline: SQLiteColumn
  /** Lists are newest first by this column, then by id; `keyOf` is a row's value as a cursor names it. */
  sortBy: { column: SQLiteColumn; keyOf(row: Row): string | number }
}

/** The table and what the type's payload stores. */
export interface ContentType<Row extends StoredItem, Payload extends { hashtags: number[] }>
  extends ContentTable<Row> {
  /** Optional fields a form sends blank, stored as NULL as the seed and the public pages expect. */
  blankAsNull: ReadonlyArray<keyof Payload & string>
  /** The edge cache's tag of every answer that shows items of this type (lib/cache-tags.ts). */
  cacheTag: CacheTag
}

/** Optional fields every content type has: the featured image with its alt text, and the search and social settings. */
const IMAGE_AND_SEO_FIELDS = [
  'featuredImage',
  'featuredImageAlt',
  'metaTitle',
  'metaDescription',
  'socialImage',
] as const

// Every type's fields, from the module that declares them in shared/content/types/: a new type's
// module is found here without a list to add it to.
const declaredFields = new Map(
  Object.values(
    import.meta.glob<ContentFields>('../../../shared/content/types/*.ts', {
      eager: true,
      import: 'contentFields',
    }),
  )
    .filter((declared) => declared !== undefined)
    .map((declared) => [declared.type.key, declared]),
)

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is SQLiteTable =>
  is(value, SQLiteTable),
)

/** The content type's fields and the schema its payload is checked with. */
export function contentFieldsOf(key: ContentTypeName): ContentFields {
  const declared = declaredFields.get(key)
  if (!declared) throw new Error(`No module in shared/content/types/ declares the fields of '${key}'`)
  return declared
}

/** A payload of any type: its own fields, and the hashtags every type has. */
type AnyPayload = { hashtags: number[] } & Record<string, unknown>

function storageOf(type: ContentTypeEntry): ContentType<StoredItem, AnyPayload> {
  const table = TABLES.find((candidate) => getTableName(candidate) === type.table)
  if (!table) throw new Error(`db/schema.ts has no table '${type.table}' for the content type '${type.key}'`)
  const columns: Record<string, SQLiteColumn> = getTableColumns(table)
  const column = (name: string) => {
    const found = columns[name]
    if (!found) throw new Error(`The table '${type.table}' has no column for '${name}'`)
    return found
  }
  const { fields } = contentFieldsOf(type.key)
  return {
    auditType: type.key,
    segment: type.segment,
    searchSlot: type.searchSlot,
    mediaUserType: type.mediaUser,
    detailPath: type.address === 'item' ? `/${type.segment}` : null,
    cacheTag: type.segment,
    table,
    columns: columns as unknown as ContentTable<StoredItem>['columns'],
    markdownColumns: uploadTextFieldsOf(fields).map(column),
    byline: column(type.byline),
    sortBy: {
      column: column(type.newestBy),
      // A calendar date is its own position; a moment is named in whole seconds.
      keyOf: (row) => {
        const value = (row as unknown as Record<string, unknown>)[type.newestBy]
        return value instanceof Date ? value.getTime() / 1000 : String(value)
      },
    },
    blankAsNull: [...IMAGE_AND_SEO_FIELDS, ...blankAsNullOf(fields)],
  }
}

/** Every content type's storage, in the registry's order. */
export const CONTENT_TYPES: ReadonlyArray<ContentType<StoredItem, AnyPayload>> =
  CONTENT_TYPE_LIST.map(storageOf)

/**
 * The storage of the type named `key`. `Row` and `Payload` are what the caller knows of the type
 * (its table's row, its schema's output); the core itself handles any type alike.
 */
export function contentTypeNamed<
  Row extends StoredItem = StoredItem,
  Payload extends { hashtags: number[] } = { hashtags: number[] },
>(key: ContentTypeName): ContentType<Row, Payload> {
  return CONTENT_TYPES.find((type) => type.auditType === key) as unknown as ContentType<Row, Payload>
}

/** The types read as articles at `/<segment>/<id>` (the registry's `reading`). */
export const READING_TYPES = CONTENT_TYPES.filter((type) =>
  CONTENT_TYPE_LIST.some((entry) => entry.key === type.auditType && entry.reading),
)
