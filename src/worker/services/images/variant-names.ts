// What one variant of an upload is: its size, its format and where it is kept in R2
// (`variants/<key>/<width>.<ext>`, `variants/<key>/1200x630.<ext>`), beside the untouched original.

import { IMAGE_WIDTHS, type ImageWidth, SOCIAL_IMAGE } from '../../../shared/image-variants'

/** What an address asks for: one of the standard widths, or the social card. */
export type VariantRequest = { width: ImageWidth } | 'social'

/** The formats variants are encoded in, with the extension of their stored copies. */
const VARIANT_FORMATS = {
  'image/avif': 'avif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const
export type VariantFormat = keyof typeof VARIANT_FORMATS
export const VARIANT_FORMAT_TYPES = Object.keys(VARIANT_FORMATS) as VariantFormat[]

/** The largest standard width: what `/images/<key>` without a query serves. */
export const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS) as ImageWidth

/** Where the social card's crop is kept: the side nearest the upload's focal point (image-focus.ts). */
export type CropGravity = 'left' | 'right' | 'top' | 'bottom' | 'center'

/**
 * The size a variant is made at: a width no larger than the original's, or the social card's box
 * cropped towards `gravity`.
 */
export type VariantSize = { width: number } | { social: CropGravity }

export function variantSize(
  request: VariantRequest,
  original: { width: number },
  gravity: CropGravity,
): VariantSize {
  return request === 'social' ? { social: gravity } : { width: Math.min(request.width, original.width) }
}

/**
 * The Images binding's transform for a size. Widths scale down only (the binding's default fit);
 * the social card is cropped to fill its box exactly, as link previews expect 1200x630.
 */
export function variantTransform(size: VariantSize): ImageTransform {
  return 'social' in size
    ? { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, fit: 'cover', gravity: size.social }
    : { width: size.width }
}

/**
 * Where a variant is stored in R2. A social card cropped off centre has its side in the name, so a
 * new focal point makes a new card rather than serving the old crop.
 */
export function variantObjectKey(key: string, size: VariantSize, format: VariantFormat): string {
  const name =
    'social' in size
      ? `${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}${size.social === 'center' ? '' : `-${size.social}`}`
      : String(size.width)
  return `variants/${key}/${name}.${VARIANT_FORMATS[format]}`
}
