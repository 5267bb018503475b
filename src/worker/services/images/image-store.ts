// Uploads in R2: the untouched original at `<key>` and its variants under `variants/<key>/`.

import { IMAGE_TYPES, type ImageExtension } from './sniff'
import { variantObjectKey } from './variant-names'

/** One stored image as served: its bytes and validators. */
export interface StoredImage {
  bytes: ArrayBuffer
  contentType: string
  /** A strong entity tag, quotes included. */
  etag: string
}

/** A new upload's key: random, with the sniffed extension (IMAGE_KEY_PATTERN). */
export function newImageKey(extension: ImageExtension): string {
  return `${crypto.randomUUID()}.${extension}`
}

export async function storeOriginal(
  bucket: R2Bucket,
  key: string,
  bytes: ArrayBuffer,
  extension: ImageExtension,
): Promise<void> {
  await bucket.put(key, bytes, { httpMetadata: { contentType: IMAGE_TYPES[extension] } })
}

/**
 * A variant's entity tag, from its bytes: the answer that made it and every later answer from R2
 * or the cache carry the same tag, though the first is sent before the variant is stored.
 */
export async function variantEtag(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return `"${Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')}"`
}

export async function storeVariant(bucket: R2Bucket, objectKey: string, variant: StoredImage): Promise<void> {
  await bucket.put(objectKey, variant.bytes, {
    httpMetadata: { contentType: variant.contentType },
    customMetadata: { etag: variant.etag },
  })
}

/** A stored variant or original with the time it was stored, or null when there is none. */
export async function readStored(
  bucket: R2Bucket,
  objectKey: string,
): Promise<(StoredImage & { uploaded: Date }) | null> {
  const object = await bucket.get(objectKey)
  if (!object) return null
  return {
    bytes: await object.arrayBuffer(),
    contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
    etag: object.customMetadata?.etag ?? object.httpEtag,
    uploaded: object.uploaded,
  }
}

/** Stores the WebP variant an upload's check made, so that it is never transformed again. */
export async function storeLargestVariant(
  bucket: R2Bucket,
  key: string,
  largest: { width: number; bytes: ArrayBuffer },
): Promise<void> {
  await storeVariant(bucket, variantObjectKey(key, { width: largest.width }, 'image/webp'), {
    bytes: largest.bytes,
    contentType: 'image/webp',
    etag: await variantEtag(largest.bytes),
  })
}
