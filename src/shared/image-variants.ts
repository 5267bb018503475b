// Responsive images: the widths every uploaded image is served in, and how a page
// names them. One module for the Worker, which makes and serves the variants, and for the pages,
// which list them in `srcset`.

/** The widths of an upload's variants, in CSS pixels of `srcset`; none is ever wider than its original. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** The social-card variant (Open Graph, X): cropped to this box. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

/** Images larger than this are refused at upload (a decompression bomb needs no large file). */
export const IMAGE_MAX_PIXELS = 40_000_000

/**
 * An unused upload older than this (30 days) is marked so in the media library, where an admin
 * moves such uploads to the trash in bulk; nothing deletes them unasked. Long enough for a draft
 * started one week and finished the next to keep its images.
 */
export const UNUSED_UPLOAD_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/**
 * An upload's R2 key: random, with the sniffed extension; the uploader's file name is never used.
 * As a regular-expression source, for the Worker's route and for reading a stored address.
 */
export const IMAGE_KEY_PATTERN =
  '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(?:jpg|png|gif|webp|avif)'

const UPLOAD_PATH = new RegExp(`^/images/(${IMAGE_KEY_PATTERN})$`)

/** A stand-in origin for reading a path as a URL. */
const SITE = 'https://site.invalid'

/**
 * The R2 key of an uploaded image's address (`/images/<key>`, as a path or an absolute URL, with no
 * query), or null for any other address: a static file, another site's image, a variant address.
 */
export function uploadedImageKey(address: string | null | undefined): string | null {
  if (!address || !URL.canParse(address, SITE)) return null
  const url = new URL(address, SITE)
  if (url.search || url.hash) return null
  return UPLOAD_PATH.exec(url.pathname)?.[1] ?? null
}

/** The address of one variant of an uploaded image, on the same origin as `address`. */
export function imageVariantAddress(address: string, variant: { width: ImageWidth } | 'social'): string {
  const query =
    variant === 'social' ? `w=${SOCIAL_IMAGE.width}&h=${SOCIAL_IMAGE.height}` : `w=${variant.width}`
  return `${address}?${query}`
}

/**
 * `srcset` for an uploaded image: the standard widths up to its original's, and the original's
 * own width when it lies between two (named by the next width's address, which the Worker serves
 * at the original's size), so a browser never picks a width the image does not have. Every
 * standard width when the original's is not known.
 */
export function imageSrcSet(address: string, originalWidth?: number): string {
  const candidates = IMAGE_WIDTHS.flatMap((width, index) => {
    if (originalWidth === undefined || width <= originalWidth) return [{ width, shown: width }]
    const below = IMAGE_WIDTHS[index - 1] ?? 0
    return below < originalWidth ? [{ width, shown: originalWidth }] : []
  })
  return candidates
    .map(({ width, shown }) => `${imageVariantAddress(address, { width })} ${shown}w`)
    .join(', ')
}

/** The width of the original of the upload at `address`, from an item's `contentImages`; undefined when unknown. */
export const originalWidthOf = (
  images: Readonly<Record<string, { width: number }>>,
  address: string | null,
): number | undefined => images[uploadedImageKey(address) ?? '']?.width
