/** What every content form has. */
export interface PublishingValues {
  featuredImage?: string
  featuredImageAlt?: string | null
  featuredImageDecorative?: boolean | null
  metaTitle?: string | null
  metaDescription?: string | null
  socialImage?: string | null
  /** Every content type has these; the search result preview shows them. */
  title?: string
  description?: string
  hashtags?: number[]
  isPublished?: boolean
  /** The publish and unpublish times: ISO-8601 instants, blank for none. */
  publishAt?: string | null
  unpublishAt?: string | null
}
