// GET /images/<key>: one variant of an upload, transformed once, then answered from the edge
// cache or from R2. When the Images binding is missing or fails, the best stored image is served
// for a short while instead: never a 500.

import { IMAGE_CACHE_CONTROL } from '../../../shared/constants'
import { SOCIAL_IMAGE } from '../../../shared/image-variants'
import { apiMessages } from '../../../shared/messages'
import type { Db } from '../../db/client'
import { CACHE_TAG_HEADER, imageCacheTag, zoneCacheTag } from '../../lib/cache-tags'
import { defaultCache } from '../../lib/default-cache'
import { HttpError } from '../../lib/http-error'
import { evaluatePreconditions } from '../../lib/preconditions'
import { isTrashedUpload } from '../trash/trash-uploads'
import { renderVariant } from './engine'
import { imageCacheKey } from './image-cache'
import { socialGravity } from './image-focus'
import { readStored, type StoredImage, storeLargestVariant, storeVariant, variantEtag } from './image-store'
import { findMediaSize, insertMediaStatement, type MediaSize } from './media-record'
import { negotiateFormat } from './negotiate-format'
import { processImage } from './process-image'
import { keyExtension } from './sniff'
import { LARGEST_WIDTH, type VariantRequest, variantObjectKey, variantSize } from './variant-names'

/** A stand-in served while the binding fails: cached briefly, so that the real variant follows soon. */
const FALLBACK_CACHE_CONTROL = 'public, max-age=60'

/**
 * How long the edge cache keeps a variant: a day, not the year browsers get, so that an image
 * deleted from the media library stops being served by the edge soon after where no purge API is
 * configured (the Cache API deletes in one data center at a time); a refill costs one D1 read and
 * one R2 read.
 */
const EDGE_COPY_CACHE_CONTROL = 'public, max-age=86400'

export interface ImageServing {
  bucket: R2Bucket
  /** Absent on a deployment without `[images]` in its configuration. */
  images: ImagesBinding | undefined
  db: Db
  waitUntil: (promise: Promise<unknown>) => void
  /** The site's address, which the edge copies' cache tags carry (lib/cache-tags.ts). */
  siteUrl: string
}

interface ServedImage extends StoredImage {
  lastModified: Date
}

export async function serveImage(
  serving: ImageServing,
  request: Request,
  key: string,
  variant: VariantRequest,
): Promise<Response> {
  const format = negotiateFormat(request.headers.get('accept') ?? undefined, keyExtension(key))
  const cacheKey = imageCacheKey(new URL(request.url).origin, key, variant, format)
  // A cache that fails is no reason to fail the image: it is then made or read as on a miss.
  const cached = await defaultCache()
    .match(cacheKey)
    .catch(() => undefined)
  if (cached) return answer(request, await fromCache(cached), IMAGE_CACHE_CONTROL)

  const record = (await findMediaSize(serving.db, key)) ?? (await recordEarlierUpload(serving, key))
  if (!record) return fallback(serving.bucket, request, key, null)
  const size = variantSize(variant, record, socialGravity(record.focus, record, SOCIAL_IMAGE))
  const objectKey = variantObjectKey(key, size, format)
  let image: StoredImage | null = await readStored(serving.bucket, objectKey)
  if (!image) {
    const original = await serving.bucket.get(key)
    if (!original) throw new HttpError(404, apiMessages.notFound)
    let bytes: ArrayBuffer
    try {
      bytes = await renderVariant(serving.images, original.body, size, format)
    } catch (error) {
      console.error(`[images] transforming ${objectKey} failed; serving a stored image`, error)
      return fallback(serving.bucket, request, key, record)
    }
    image = { bytes, contentType: format, etag: await variantEtag(bytes) }
    serving.waitUntil(storeVariant(serving.bucket, objectKey, image))
  }
  const served = { ...image, lastModified: record.createdAt }
  serving.waitUntil(
    defaultCache().put(cacheKey, cacheCopy(served, zoneCacheTag(serving.siteUrl, imageCacheTag(key)))),
  )
  return answer(request, served, IMAGE_CACHE_CONTROL)
}

/**
 * An upload from before the `media` table has no row there: it is read and checked like a new upload on
 * its first request, so that it gets its dimensions, its largest variant and a place in the media
 * library. Null when it cannot be (no binding, unreadable, too large): it is then served as stored.
 */
async function recordEarlierUpload(serving: ImageServing, key: string): Promise<MediaSize | null> {
  // A trashed upload has no row either, and its original stays in R2 for a restore: not served.
  if (await isTrashedUpload(serving.db, key)) throw new HttpError(404, apiMessages.notFound)
  const original = await serving.bucket.get(key)
  if (!original) throw new HttpError(404, apiMessages.notFound)
  if (!serving.images) return null
  try {
    const processed = await processImage(serving.images, await original.arrayBuffer(), keyExtension(key))
    await storeLargestVariant(serving.bucket, key, processed.largest)
    const { width, height, format } = processed
    const createdAt = original.uploaded
    await insertMediaStatement(serving.db, { key, width, height, format, bytes: original.size, createdAt })
    return { width, height, createdAt, focus: null }
  } catch (error) {
    console.error(`[images] reading the earlier upload ${key} failed; serving it as stored`, error)
    return null
  }
}

/** The largest stored WebP variant, else the original, with a short Cache-Control. */
async function fallback(
  bucket: R2Bucket,
  request: Request,
  key: string,
  record: { width: number } | null,
): Promise<Response> {
  const largest =
    record && variantObjectKey(key, { width: Math.min(LARGEST_WIDTH, record.width) }, 'image/webp')
  const stored = (largest && (await readStored(bucket, largest))) || (await readStored(bucket, key))
  if (!stored) throw new HttpError(404, apiMessages.notFound)
  return answer(request, { ...stored, lastModified: stored.uploaded }, FALLBACK_CACHE_CONTROL)
}

/** The image, 304 or 412 as the request's preconditions decide (RFC 9110 section 13). */
function answer(request: Request, image: ServedImage, cacheControl: string): Response {
  const headers = {
    ETag: image.etag,
    'Last-Modified': image.lastModified.toUTCString(),
    'Cache-Control': cacheControl,
    'Content-Type': image.contentType,
    'Content-Disposition': 'inline',
    Vary: 'Accept',
  }
  const outcome = evaluatePreconditions(request.headers, image)
  if (outcome === 'proceed') return new Response(image.bytes, { headers })
  if (outcome === 'not-modified') return new Response(null, { status: 304, headers })
  throw new HttpError(412, apiMessages.preconditionFailed)
}

/** The edge's copy, tagged by its upload so that deleting the upload purges it everywhere. */
function cacheCopy(image: ServedImage, cacheTag: string): Response {
  return new Response(image.bytes.slice(0), {
    headers: {
      [CACHE_TAG_HEADER]: cacheTag,
      ETag: image.etag,
      'Last-Modified': image.lastModified.toUTCString(),
      'Cache-Control': EDGE_COPY_CACHE_CONTROL,
      'Content-Type': image.contentType,
    },
  })
}

async function fromCache(cached: Response): Promise<ServedImage> {
  return {
    bytes: await cached.arrayBuffer(),
    contentType: cached.headers.get('content-type') ?? 'application/octet-stream',
    etag: cached.headers.get('etag') ?? '',
    lastModified: new Date(cached.headers.get('last-modified') ?? 0),
  }
}
