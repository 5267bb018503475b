// The featured image's alt text: what every public image of an item says, and which
// items still lack one. Optional on the API (a client of the spec's API sends none); the staff
// form requires it whenever an image is set, unless the image is marked decorative.

import { isImageAddress } from './image-address'

export const IMAGE_ALT_MAX = 250

export const imageAltText = {
  label: 'Image alt text',
  hint: 'What the image shows, for people who cannot see it.',
  decorative: 'Decorative image (no alt text)',
  required: 'Describe the image, or mark it as decorative',
  tooLong: `Alt text must be at most ${IMAGE_ALT_MAX} characters`,
  needed: 'Needs alt text',
} as const

export interface ImageAltSource {
  title: string
  featuredImage: string | null
  featuredImageAlt?: string | null
  featuredImageDecorative?: boolean
}

/** The alt of an item's image: empty when decorative, else its alt text, else (an older item) its title. */
export const imageAlt = (item: ImageAltSource): string =>
  item.featuredImageDecorative ? '' : item.featuredImageAlt?.trim() || item.title

/** An item whose image has neither alt text nor the decorative mark: the staff lists flag it. */
export const needsAltText = (item: ImageAltSource): boolean =>
  isImageAddress(item.featuredImage) && !item.featuredImageDecorative && !item.featuredImageAlt?.trim()
