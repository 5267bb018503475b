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
