/**
 * The content types, each named once (issue 27). Every other list of type names, their API
 * segments, cache tags, media-library names, toasts, not-found headings and staff-screen words
 * derives from this table; only routes and migrations spell a type again.
 *
 * - `key`: the name per-item records store (audit log, revisions, preview links, unsaved changes);
 * - `segment`: the collection's API path, `/api/<segment>`, its detail pages' path, `/<segment>/:id`,
 *   and the edge-cache tag of every answer that shows its items;
 * - `table`: the D1 table of its items;
 * - `searchSlot`: its number in the one search index, whose rows are `id × 64 + slot` (1–63; never
 *   changed or reused, as stored rows carry it: see worker/db/search-index-rebuild.ts);
 * - `mediaUser`: how the media library's `usedBy` names it;
 * - `labels`: its name in a sentence, one and many, and as a heading (`title`).
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
  },
  caseStudy: {
    key: 'case_study',
    table: 'case_studies',
    searchSlot: 2,
    segment: 'case-studies',
    mediaUser: 'case-study',
    labels: { one: 'case study', many: 'case studies', title: 'Case Study' },
  },
  whitepaper: {
    key: 'whitepaper',
    table: 'whitepapers',
    searchSlot: 3,
    segment: 'whitepapers',
    mediaUser: 'whitepaper',
    labels: { one: 'whitepaper', many: 'whitepapers', title: 'Whitepaper' },
  },
  jobOpening: {
    key: 'job_opening',
    table: 'job_openings',
    searchSlot: 4,
    segment: 'careers',
    mediaUser: 'job-opening',
    labels: { one: 'job opening', many: 'job openings', title: 'Job Opening' },
  },
  /**
   * A page built from blocks (issue 29): the site's own pages at their fixed addresses, and campaign
   * landing pages at `/lp/<slug>`. Its public address is its `path`, not `/pages/<id>`.
   */
  page: {
    key: 'page',
    table: 'pages',
    searchSlot: 5,
    segment: 'pages',
    mediaUser: 'page',
    labels: { one: 'page', many: 'pages', title: 'Page' },
  },
} as const

export type ContentTypeEntry = (typeof contentTypes)[keyof typeof contentTypes]
export type ContentTypeName = ContentTypeEntry['key']
export type ContentSegment = ContentTypeEntry['segment']
export type MediaUserType = ContentTypeEntry['mediaUser']

const registered = Object.values(contentTypes) as ContentTypeEntry[]

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

/** SPEC.md section 2's heading of a detail page whose item is not there. */
export const notFoundHeading = (type: ContentTypeEntry) => `${type.labels.title} Not Found`
