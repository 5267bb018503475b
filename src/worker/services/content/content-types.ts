import { getTableColumns } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { blankAsNullOf, type FieldEntry, markdownFieldsOf } from '../../../shared/content/fields'
import {
  type ContentSegment,
  type ContentTypeEntry,
  type ContentTypeName,
  contentTypes,
  type MediaUserType,
} from '../../../shared/content/registry'
import { type CaseStudyPayload, caseStudyFields } from '../../../shared/content/types/case-study'
import { type JobOpeningPayload, jobOpeningFields } from '../../../shared/content/types/job-opening'
import { type PagePayload, pageFields } from '../../../shared/content/types/page'
import { articleFields, type PovPayload } from '../../../shared/content/types/pov'
import { type WhitepaperPayload, whitepaperFields } from '../../../shared/content/types/whitepaper'
import {
  type CaseStudyRow,
  caseStudies,
  type JobOpeningRow,
  jobOpenings,
  type PageRow,
  type PovRow,
  pages,
  povs,
  type WhitepaperRow,
  whitepapers,
} from '../../db/schema'
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
 * What a content type declares for the Worker: its tables, its search index and its order.
 * Listing, search, hashtag links, paging, visibility, writes and their audit events come from
 * the core (content-reads.ts, content-writes.ts).
 */
export interface ContentTable<Row extends StoredItem> {
  /** Its name in the audit log. */
  auditType: ContentTypeName
  /** Its number in the search index's rowids (the registry's `searchSlot`). */
  searchSlot: number
  /** Its name in the media library's `usedBy`. */
  mediaUserType: MediaUserType
  /**
   * Where an item's public page is: `${detailPath}/${id}` (sitemap.xml, share-preview links); null
   * when each item has an address of its own, in `columns.path` (a page).
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
  /** The Markdown fields' columns: their text may show uploads, which then count as in use. */
  markdownColumns: SQLiteColumn[]
  /** Who an item is by, as the staff list shows and filters it: author, client or department. */
  byline: SQLiteColumn
  /** Lists are newest first by this column, then by id; `keyOf` is a row's value as a cursor names it. */
  sortBy: { column: SQLiteColumn; keyOf(row: Row): string | number }
}

/** The table and the schema's payload it stores. */
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

const markdownColumns = (table: SQLiteTable, fields: readonly FieldEntry[]) =>
  markdownFieldsOf(fields).map((name) => getTableColumns(table)[name]!)

/** What the registry names: the type's key, its media-library name, its pages and its cache tag. */
const named = (type: ContentTypeEntry) =>
  ({
    auditType: type.key,
    searchSlot: type.searchSlot,
    mediaUserType: type.mediaUser,
    detailPath: `/${type.segment}`,
    cacheTag: type.segment,
  }) as const

export const povType: ContentType<PovRow, PovPayload> = {
  ...named(contentTypes.pov),
  table: povs,
  columns: povs,
  markdownColumns: markdownColumns(povs, articleFields),
  byline: povs.author,
  sortBy: { column: povs.publishedDate, keyOf: (row) => row.publishedDate },
  blankAsNull: [...IMAGE_AND_SEO_FIELDS, ...blankAsNullOf(articleFields)],
}

export const caseStudyType: ContentType<CaseStudyRow, CaseStudyPayload> = {
  ...named(contentTypes.caseStudy),
  table: caseStudies,
  columns: caseStudies,
  markdownColumns: markdownColumns(caseStudies, caseStudyFields),
  byline: caseStudies.client,
  sortBy: { column: caseStudies.createdAt, keyOf: (row) => row.createdAt.getTime() / 1000 },
  blankAsNull: [...IMAGE_AND_SEO_FIELDS, ...blankAsNullOf(caseStudyFields)],
}

export const whitepaperType: ContentType<WhitepaperRow, WhitepaperPayload> = {
  ...named(contentTypes.whitepaper),
  table: whitepapers,
  columns: whitepapers,
  markdownColumns: markdownColumns(whitepapers, whitepaperFields),
  byline: whitepapers.author,
  sortBy: { column: whitepapers.publishedDate, keyOf: (row) => row.publishedDate },
  blankAsNull: [...IMAGE_AND_SEO_FIELDS, ...blankAsNullOf(whitepaperFields)],
}

export const jobOpeningType: ContentType<JobOpeningRow, JobOpeningPayload> = {
  ...named(contentTypes.jobOpening),
  table: jobOpenings,
  columns: jobOpenings,
  markdownColumns: markdownColumns(jobOpenings, jobOpeningFields),
  byline: jobOpenings.department,
  sortBy: { column: jobOpenings.createdAt, keyOf: (row) => row.createdAt.getTime() / 1000 },
  blankAsNull: [...IMAGE_AND_SEO_FIELDS, ...blankAsNullOf(jobOpeningFields)],
}

/**
 * A page (issue 29): at its own address, not `/pages/<id>`; its blocks are JSON text in `content`,
 * searched for the uploads they show as Markdown is.
 */
export const pageType: ContentType<PageRow, PagePayload> = {
  ...named(contentTypes.page),
  detailPath: null,
  table: pages,
  columns: pages,
  markdownColumns: [pages.content],
  byline: pages.path,
  sortBy: { column: pages.createdAt, keyOf: (row) => row.createdAt.getTime() / 1000 },
  blankAsNull: [...IMAGE_AND_SEO_FIELDS, ...blankAsNullOf(pageFields)],
}

/** Every content type, in the order the site and the admin screen show them. */
export const CONTENT_TYPES: ReadonlyArray<ContentTable<StoredItem>> = [
  povType,
  caseStudyType,
  whitepaperType,
  jobOpeningType,
  pageType,
]
