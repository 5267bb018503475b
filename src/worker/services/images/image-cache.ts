// The edge's copies of image variants (Cache API): one key per variant and format, so that an
// image deleted from the media library can be dropped from the cache of this location at once.

import { IMAGE_WIDTHS } from '../../../shared/image-variants'
import { defaultCache } from '../../lib/default-cache'
import {
  VARIANT_FORMAT_TYPES,
  type VariantFormat,
  type VariantRequest,
  variantObjectKey,
} from './variant-names'

/**
 * The cache key of a variant served at `origin`. The Cache API ignores Vary, so the format is part
 * of the key: a path no route answers. One key per address, whatever the social card's crop: a
 * new focal point drops the copies (forgetCachedImage).
 */
export function imageCacheKey(origin: string, key: string, variant: VariantRequest, format: VariantFormat) {
  const size = variant === 'social' ? { social: 'center' as const } : variant
  return new Request(new URL(`/images/${variantObjectKey(key, size, format)}`, origin))
}

const EVERY_VARIANT: VariantRequest[] = [...IMAGE_WIDTHS.map((width) => ({ width })), 'social']

/**
 * Drops every variant of `key` the edge may hold for each of `origins` (the site's address, and
 * the one the delete came through). Only this location's cache, as the Cache API deletes in one
 * data center: elsewhere the purge API drops the copies by their upload's tag when it is
 * configured (services/cache-purge.ts), else a copy lives out its day (serve-image.ts).
 */
export async function forgetCachedImage(origins: string[], key: string): Promise<void> {
  const cache = defaultCache()
  await Promise.all(
    [...new Set(origins)].flatMap((origin) =>
      EVERY_VARIANT.flatMap((variant) =>
        VARIANT_FORMAT_TYPES.map((format) => cache.delete(imageCacheKey(origin, key, variant, format))),
      ),
    ),
  )
}
