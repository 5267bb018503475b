/**
 * The optional image, SEO and schedule fields of a content item as the API answers them unset:
 * spread into an item fixture, so each test writes only what it is about.
 */
export const unsetOptionalFields = {
  featuredImage: null,
  featuredImageAlt: null,
  featuredImageDecorative: false,
  featuredImageFocus: null,
  contentImages: {},
  contentWhitepapers: {},
  metaTitle: null,
  metaDescription: null,
  socialImage: null,
  publishAt: null,
  unpublishAt: null,
} as const

/** The key of the one upload in the media library that the editor and preview tests list. */
export const LIBRARY_IMAGE_KEY = '0f1e2d3c-4b5a-4697-8887-766554433221.jpg'

/** That upload as GET /api/media lists it: 1600 × 900, used nowhere yet. */
export const LIBRARY_IMAGE = {
  id: 1,
  url: `${location.origin}/images/${LIBRARY_IMAGE_KEY}`,
  width: 1600,
  height: 900,
  format: 'image/jpeg',
  bytes: 1000,
  fileName: 'team.jpg',
  uploadedAt: '2026-01-02T12:00:00.000Z',
  uploadedBy: null,
  usedBy: [],
  unusedLong: false,
  focus: null,
}
