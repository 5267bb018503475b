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

/** The size a variant is made at: a width no larger than the original's, or the social card's box. */
export type VariantSize = { width: number } | 'social'

export function variantSize(request: VariantRequest, originalWidth: number): VariantSize {
  return request === 'social' ? 'social' : { width: Math.min(request.width, originalWidth) }
}

/**
 * The Images binding's transform for a size. Widths scale down only (the binding's default fit);
 * the social card is cropped to fill its box exactly, as link previews expect 1200x630.
 */
export function variantTransform(size: VariantSize): ImageTransform {
  return size === 'social'
    ? { width: SOCIAL_IMAGE.width, height: SOCIAL_IMAGE.height, fit: 'cover' }
    : { width: size.width }
}

/** Where a variant is stored in R2. */
export function variantObjectKey(key: string, size: VariantSize, format: VariantFormat): string {
  const name = size === 'social' ? `${SOCIAL_IMAGE.width}x${SOCIAL_IMAGE.height}` : String(size.width)
  return `variants/${key}/${name}.${VARIANT_FORMATS[format]}`
}
