/**
 * The content types, each named once. Every other list of type names, their API segments, cache
 * tags, media-library names, toasts, not-found headings, staff sections and words derives from this
 * table; only public routes and migrations spell a type again. A type is this entry, its fields
 * (content/types/<file>.ts), its table (worker/db/schema.ts) and its staff declaration
 * (client/staff/content/types/<file>.ts).
 *
 * - `key`: the name per-item records store (audit log, revisions, preview links, unsaved changes);
 * - `segment`: the collection's API path, `/api/<segment>`, its detail pages' path, `/<segment>/:id`,
 *   and the edge-cache tag of every answer that shows its items;
 * - `table`: the D1 table of its items;
 * - `searchSlot`: its number in the one search index, whose rows are `id × 64 + slot` (1–63; never
 *   changed or reused, as stored rows carry it: see worker/db/search-index-rebuild.ts);
 * - `mediaUser`: how the media library's `usedBy` names it;
 * - `labels`: its name in a sentence, one and many, and as a heading (`title`);
 * - `byline`: the field that says who an item is by (author, client, department), which the staff
 *   list shows and filters by;
 * - `newestBy`: the field lists are ordered by, newest first (a calendar date or `createdAt`);
 * - `reading`: read as an article at `/<segment>/<id>`: offered as further reading beside another,
 *   and its pages' visits counted as reads (the Performance section);
 * - `address`: where an item's public page is: `'item'`, at `/<segment>/<id>`; `'own'`, at its own
 *   `path` field; `'none'` for a type shown on no page of its own.
 *
 * Small and free of imports, as every page's head reads the not-found headings; the words built from
 * the labels for the staff screen are in content/type-words.ts.
 */
export const contentTypes = {
  pov: {
    key: 'pov',
    table: 'povs',
    searchSlot: 1,
    segment: 'povs',
    mediaUser: 'pov',
    labels: { one: 'POV', many: 'POVs', title: 'Point of View' },
    byline: 'author',
    newestBy: 'publishedDate',
    reading: true,
    address: 'item',
  },
  caseStudy: {
    key: 'case_study',
    table: 'case_studies',
    searchSlot: 2,
    segment: 'case-studies',
    mediaUser: 'case-study',
    labels: { one: 'case study', many: 'case studies', title: 'Case Study' },
    byline: 'client',
    newestBy: 'createdAt',
    reading: true,
    address: 'item',
  },
  whitepaper: {
    key: 'whitepaper',
    table: 'whitepapers',
    searchSlot: 3,
    segment: 'whitepapers',
    mediaUser: 'whitepaper',
    labels: { one: 'whitepaper', many: 'whitepapers', title: 'Whitepaper' },
    byline: 'author',
    newestBy: 'publishedDate',
    reading: true,
    address: 'item',
  },
  jobOpening: {
    key: 'job_opening',
    table: 'job_openings',
    searchSlot: 4,
    segment: 'careers',
    mediaUser: 'job-opening',
    labels: { one: 'job opening', many: 'job openings', title: 'Job Opening' },
    byline: 'department',
    newestBy: 'createdAt',
    reading: false,
    address: 'item',
  },
  /**
   * A page built from blocks: the site's own pages at their fixed addresses, and campaign landing
   * pages at `/lp/<slug>`. Its public address is its `path`, not `/pages/<id>`.
   */
  page: {
    key: 'page',
    table: 'pages',
    searchSlot: 5,
    segment: 'pages',
    mediaUser: 'page',
    labels: { one: 'page', many: 'pages', title: 'Page' },
    byline: 'path',
    newestBy: 'createdAt',
    reading: false,
    address: 'own',
  },
} as const

export type ContentTypeEntry = (typeof contentTypes)[keyof typeof contentTypes]
export type ContentTypeName = ContentTypeEntry['key']
export type ContentSegment = ContentTypeEntry['segment']
export type MediaUserType = ContentTypeEntry['mediaUser']

/** Every type, in the order the site and the staff screen show them. */
export const CONTENT_TYPE_LIST = Object.values(contentTypes) as readonly ContentTypeEntry[]
const registered = CONTENT_TYPE_LIST

/** The types read as articles: offered as further reading beside another. */
export type RelatedSegment = Extract<ContentTypeEntry, { reading: true }>['segment']

/** Every type's key, in the order the site and the staff screen show them. */
export const CONTENT_TYPE_NAMES = registered.map((type) => type.key) as [
  ContentTypeName,
  ...ContentTypeName[],
]

export const CONTENT_SEGMENTS = registered.map((type) => type.segment) as [
  ContentSegment,
  ...ContentSegment[],
]

export const MEDIA_USER_TYPES = registered.map((type) => type.mediaUser) as [
  MediaUserType,
  ...MediaUserType[],
]

/** docs/product.md section 2's heading of a detail page whose item is not there. */
export const notFoundHeading = (type: ContentTypeEntry) => `${type.labels.title} Not Found`
