import { and, desc, eq, getTableColumns, gt, isNull, lte, or, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ContentImages, ImageFocus } from '../../../shared/schemas/media'
import type { ContentWhitepapers, HashtagRef } from '../../../shared/types'
import type { Db } from '../../db/client'
import { contentImagesJsonOf, parseContentImages } from '../images/content-images'
import { focusJsonOf, parseFocus } from '../images/image-focus'
import { afterCursor, hashtagFilter, type Page, parseCursor, searchFilter, toPage } from './content-filters'
import type { ContentTable, StoredItem } from './content-types'
import { contentWhitepapersJsonOf, parseContentWhitepapers } from './content-whitepapers'
import { hashtagsJson, parseHashtags, qualified } from './hashtag-links'

export interface Visibility {
  /** Staff see drafts; everyone else only published items. */
  includeUnpublished: boolean
  /** The moment visitors' scheduled items are judged at; now unless a test sets its clock. */
  now?: Date
}

export interface ContentFilter {
  /** Case-insensitive text in title or description. */
  q?: string
  /** Any-of hashtag ids. */
  hashtag?: number[]
  limit?: number
  /** From a previous page's `nextCursor`. */
  cursor?: string
  /** The n-th run of `limit` items (1 = the first); only with `limit`. */
  page?: number
}

/** A stored item as the API sends it: dates as ISO-8601 strings, hashtags by name. */
export type ContentItem<Row> = Omit<Row, 'createdAt' | 'updatedAt' | 'publishAt' | 'unpublishAt'> & {
  createdAt: string
  updatedAt: string
  publishAt: string | null
  unpublishAt: string | null
  hashtags: HashtagRef[]
  featuredImageFocus: ImageFocus | null
  contentImages: ContentImages
  contentWhitepapers: ContentWhitepapers
  // Named again: TypeScript cannot see a generic Row's own keys through Omit.
  version: number
}

/** A list's columns: the table's own, the item's hashtags, its featured image's focal point and its uploads' sizes as JSON. */
export function selection<Row extends StoredItem>(type: ContentTable<Row>) {
  return {
    ...getTableColumns(type.table),
    hashtags: hashtagsJson(type.auditType, type.columns.id),
    featuredImageFocus: focusJsonOf(qualified(type.columns.featuredImage)),
    // Its featured image's too: the pages offer no width wider than an original.
    contentImages: contentImagesJsonOf([type.columns.featuredImage, ...type.markdownColumns].map(qualified)),
    contentWhitepapers: contentWhitepapersJsonOf(type.markdownColumns.map(qualified)),
  }
}

export function toItem<Row extends StoredItem>(
  // A revision's stored item has no focal point of its own: the upload's is read anew.
  row: Row & {
    hashtags: string | null
    featuredImageFocus?: unknown
    contentImages?: unknown
    contentWhitepapers?: unknown
  },
): ContentItem<Row> {
  return {
    ...row,
    featuredImageFocus: parseFocus(row.featuredImageFocus),
    contentImages: parseContentImages(row.contentImages),
    contentWhitepapers: parseContentWhitepapers(row.contentWhitepapers),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    hashtags: parseHashtags(row.hashtags),
  }
}

/**
 * What visitors see, decided at query time (scheduled publishing): published, its
 * publish time (if any) come, its unpublish time (if any) not. An item appears and leaves at those
 * moments with no job and no write; shared/content/publication.ts states the same rule for the pages.
 */
export function publiclyVisible(
  columns: { isPublished: SQLiteColumn; publishAt: SQLiteColumn; unpublishAt: SQLiteColumn },
  now = new Date(),
  /** The published flag's test, which the staff list marks as true for most rows (staff-list.ts). */
  flagged: SQL = eq(columns.isPublished, true),
) {
  return and(
    flagged,
    or(isNull(columns.publishAt), lte(columns.publishAt, now)),
    or(isNull(columns.unpublishAt), gt(columns.unpublishAt, now)),
  )
}

const published = (
  type: Pick<ContentTable<StoredItem>, 'columns'>,
  { includeUnpublished, now }: Visibility,
) => (includeUnpublished ? undefined : publiclyVisible(type.columns, now))

/** Newest first, filtered and paged, with each item's hashtags: one statement whatever the count. */
export async function listContentPage<Row extends StoredItem>(
  db: Db,
  type: ContentTable<Row>,
  visibility: Visibility,
  { q, hashtag, limit, cursor, page = 1 }: ContentFilter = {},
): Promise<Page<ContentItem<Row>>> {
  const after = parseCursor(cursor)
  const query = db
    .select(selection(type))
    .from(type.table)
    .where(
      and(
        published(type, visibility),
        searchFilter(q, type, type.columns),
        hashtagFilter(hashtag, type.auditType, type.columns.id),
        afterCursor(
          // A timestamp column compares as a number (seconds), a date text as text.
          after && {
            key: type.sortBy.column.dataType === 'date' ? Number(after.key) : after.key,
            id: after.id,
          },
          type.sortBy.column,
          type.columns.id,
        ),
      ),
    )
    .orderBy(desc(type.sortBy.column), desc(type.columns.id))
  // The selection is the table's own columns plus hashtags, so each row is a `Row` with them.
  const paged = limit === undefined ? query : query.limit(limit + 1).offset((page - 1) * limit)
  const rows = (await paged) as unknown as Array<Row & { hashtags: string | null }>
  const shown = (row: Row & { hashtags: string | null }) => asVisibleTo(visibility, toItem(row))
  return toPage(rows, limit, shown, (row) => `${type.sortBy.keyOf(row)}.${row.id}`)
}

/** Every item the visibility allows, newest first. */
export async function listContent<Row extends StoredItem>(
  db: Db,
  type: ContentTable<Row>,
  visibility: Visibility,
): Promise<ContentItem<Row>[]> {
  return (await listContentPage(db, type, visibility)).items
}

/** One item, or null when there is none the visibility allows. */
export async function getContent<Row extends StoredItem>(
  db: Db,
  type: ContentTable<Row>,
  id: number,
  visibility: Visibility,
): Promise<ContentItem<Row> | null> {
  const [row] = (await db
    .select(selection(type))
    .from(type.table)
    .where(and(eq(type.columns.id, id), published(type, visibility)))
    .limit(1)) as unknown as Array<Row & { hashtags: string | null }>
  return row ? asVisibleTo(visibility, toItem(row)) : null
}

/**
 * Where an item stands in review and who wrote it are staff matters: a visitor's answer carries
 * null for both. Public reads may be kept by shared caches, whoever asked first, so every read
 * of published items alone leaves them out, a signed-in reader's too.
 */
const forVisitors = <Item>(item: Item): Item => ({ ...item, reviewState: null, createdBy: null })

const asVisibleTo = <Item>({ includeUnpublished }: Visibility, item: Item): Item =>
  includeUnpublished ? item : forVisitors(item)

/** What list cards read: everything but the content. */
export function withoutContent<Item extends { content: string }>({
  content: _content,
  ...summary
}: Item): Omit<Item, 'content'> {
  return summary
}

/** Most types show visitors every column staff read, but for the workflow's (`forVisitors`). */
export const asStored = <Item>(item: Item, forStaff: boolean): Item => (forStaff ? item : forVisitors(item))

/**
 * A whitepaper says whether it has a document; only staff read where the document is stored
 * (visitors get the file through a download link, never by its key).
 */
export function presentWhitepaper<Item extends { documentKey: string | null }>(
  { documentKey, ...item }: Item,
  forStaff: boolean,
): Omit<Item, 'documentKey'> & { hasDocument: boolean; documentKey?: string | null } {
  const shown = { ...item, hasDocument: documentKey !== null, ...(forStaff ? { documentKey } : {}) }
  return forStaff ? shown : forVisitors(shown)
}
