import type { ContentTypeMessages } from './messages'

/**
 * The content types, each named once (issue 27). Every other list of type names, their API
 * segments, cache tags, media-library names, toasts, not-found headings and staff-screen words
 * derives from this table; only routes and migrations spell a type again.
 *
 * - `key`: the name per-item records store (audit log, revisions, preview links, unsaved changes);
 * - `segment`: the collection's API path, `/api/<segment>`, its detail pages' path, `/<segment>/:id`,
 *   and the edge-cache tag of every answer that shows its items;
 * - `mediaUser`: how the media library's `usedBy` names it;
 * - `labels`: its name in a sentence, one and many, and as a heading (`title`).
 *
 * Small and free of imports with code, as every page's head reads the not-found headings.
 */
export const contentTypes = {
  pov: {
    key: 'pov',
    segment: 'povs',
    mediaUser: 'pov',
    labels: { one: 'POV', many: 'POVs', title: 'Point of View' },
  },
  caseStudy: {
    key: 'case_study',
    segment: 'case-studies',
    mediaUser: 'case-study',
    labels: { one: 'case study', many: 'case studies', title: 'Case Study' },
  },
  whitepaper: {
    key: 'whitepaper',
    segment: 'whitepapers',
    mediaUser: 'whitepaper',
    labels: { one: 'whitepaper', many: 'whitepapers', title: 'Whitepaper' },
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

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)
const titled = (words: string) => words.split(' ').map(capitalized).join(' ')

/** SPEC.md section 8's toasts of a type, in the wording the spec gives POVs and case studies. */
export function contentTypeMessages({ labels: { one, many } }: ContentTypeEntry): ContentTypeMessages {
  return {
    created: `${capitalized(one)} created successfully`,
    updated: `${capitalized(one)} updated successfully`,
    deleted: `${capitalized(one)} deleted successfully`,
    createFailed: `Failed to create ${one}`,
    updateFailed: `Failed to update ${one}`,
    deleteFailed: `Failed to delete ${one}`,
    fetchFailed: `Failed to fetch ${many}`,
  }
}

/** SPEC.md section 2's heading of a detail page whose item is not there. */
export const notFoundHeading = (type: ContentTypeEntry) => `${type.labels.title} Not Found`

/** A type's name where it starts a line: 'Case study', 'POV'. */
const typeLabel = (type: ContentTypeEntry) => capitalized(type.labels.one)

/** Each type's name where it starts a line, by its key: the audit log's targets. */
export const CONTENT_TYPE_LABELS = Object.fromEntries(
  registered.map((type) => [type.key, typeLabel(type)]),
) as Record<ContentTypeName, string>

/** The type the media library lists a use by, where it starts a line. */
export const mediaUserLabel = (mediaUser: MediaUserType) => {
  const type = registered.find((entry) => entry.mediaUser === mediaUser)
  return type ? typeLabel(type) : mediaUser
}

/** The staff screen's words for a type: its tab's name and its buttons. */
export function staffLabels({ labels: { one, many } }: ContentTypeEntry) {
  return {
    many: titled(many),
    add: `Add ${titled(one)}`,
    create: `Create ${titled(one)}`,
    edit: `Edit ${titled(one)}`,
    update: `Update ${titled(one)}`,
  }
}
