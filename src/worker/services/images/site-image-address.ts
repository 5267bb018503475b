import { inArray } from 'drizzle-orm'
import { isHttpUrl } from '../../../shared/image-address'
import { uploadedImageKey } from '../../../shared/image-variants'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'

const IMAGE_FIELDS = ['featuredImage', 'socialImage'] as const

/**
 * The payload with each image address that names one of this site's uploads by an absolute URL
 * (`http://localhost:6301/images/<key>`, the host the editor happened to use) written as the
 * site's own path, `/images/<key>`, which pages resolve against SITE_URL. An address is this
 * site's upload when the media table holds its key; any other address is kept as sent. Stored
 * rows written before went through the same rule in migration 0017.
 */
export async function withSiteImageAddresses<Payload>(db: Db, payload: Payload): Promise<Payload> {
  if (typeof payload !== 'object' || payload === null) return payload
  const fields = payload as Record<string, unknown>
  const keys = new Map<string, string>()
  for (const field of IMAGE_FIELDS) {
    const address = fields[field]
    const key = typeof address === 'string' && isHttpUrl(address) ? uploadedImageKey(address) : null
    if (key) keys.set(field, key)
  }
  if (keys.size === 0) return payload
  const known = await db
    .select({ key: media.key })
    .from(media)
    .where(inArray(media.key, [...new Set(keys.values())]))
  const uploads = new Set(known.map((row) => row.key))
  const written = { ...fields }
  for (const [field, key] of keys) if (uploads.has(key)) written[field] = `/images/${key}`
  return written as Payload
}
