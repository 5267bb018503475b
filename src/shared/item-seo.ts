// Per-item search and social settings: an optional meta title, meta description and
// social image, each falling back to the item's title, description and featured image.

/** Longer titles and descriptions are cut off in search results. */
export const META_TITLE_MAX = 60
export const META_DESCRIPTION_MAX = 160

export const itemSeoText = {
  legend: 'Search engines and social media',
  hint: 'Left empty, the title, description and featured image are used.',
  // Not 'Meta title' or 'Meta description': the form's own 'Title' and 'Description' fields
  // would then share words with them, and the search engines' names are clearer to editors.
  metaTitle: 'Search result headline',
  metaDescription: 'Search result snippet',
  socialImage: 'Social image URL',
  count: (length: number, max: number) => `${length} / ${max} characters`,
  preview: 'Search result preview',
  metaTitleTooLong: `The headline must be at most ${META_TITLE_MAX} characters`,
  metaDescriptionTooLong: `The snippet must be at most ${META_DESCRIPTION_MAX} characters`,
} as const

export interface ItemSeo {
  metaTitle?: string | null
  metaDescription?: string | null
  socialImage?: string | null
}
