import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import app from '../../src/worker/app'
import { media } from '../../src/worker/db/schema'
import { addStaff, cookieFor, db, imageForm } from './auth-fixtures'
import { call, ORIGIN } from './helpers'
import { dimensionsOf, imageFixture, indexOfAscii, magicFormat } from './image-fixtures'

// Real transforms throughout: Miniflare runs the Images binding with sharp.

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
const WEBP_ONLY = 'image/webp,*/*'
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=60'

let cookie: string

beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'editor' })).id)
})

/** Uploads a fixture through the API; its key. */
async function uploaded(name: Parameters<typeof imageFixture>[0] = 'photo'): Promise<string> {
  const response = await call('/api/upload', {
    method: 'POST',
    headers: { cookie, 'cf-connecting-ip': `10.15.${Math.floor(Math.random() * 250)}.1` },
    body: imageForm(imageFixture(name), `${name}.jpg`, 'image/jpeg'),
  })
  expect(response.status).toBe(201)
  return new URL((await response.json<{ url: string }>()).url).pathname.slice('/images/'.length)
}

/** A GET that waits for the work the Worker hands to waitUntil (storing variants), as time would. */
async function get(path: string, headers: Record<string, string> = {}, bindings: Partial<Env> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(new URL(path, ORIGIN), { headers }),
    { ...env, ...bindings },
    ctx,
  )
  const bytes = new Uint8Array(await response.arrayBuffer())
  await waitOnExecutionContext(ctx)
  return { status: response.status, headers: response.headers, bytes }
}

const stored = async (objectKey: string) => {
  const object = await env.UPLOADS.get(objectKey)
  return object && new Uint8Array(await object.arrayBuffer())
}

describe('GET /images/:key?w=…', () => {
  let key: string
  beforeAll(async () => {
    key = await uploaded('photo')
  })

  it.each([320, 640, 960])('serves %i wide, narrower than the 1000x750 original', async (width) => {
    const response = await get(`/images/${key}?w=${width}`, { accept: CHROME_ACCEPT })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(magicFormat(response.bytes)).toBe('avif')
    expect(await dimensionsOf(response.bytes)).toEqual({ width, height: (width * 3) / 4 })
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    // The same features denied as on the pages, should a browser ever open the file as a document.
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    )
  })

  it.each([
    [CHROME_ACCEPT, 'avif', 'image/avif'],
    ['image/webp,image/avif', 'avif', 'image/avif'],
    ['image/avif;q=0.5, image/webp', 'webp', 'image/webp'],
    ['image/avif;q=0,image/webp', 'webp', 'image/webp'],
    [WEBP_ONLY, 'webp', 'image/webp'],
    // Wildcards promise nothing: a browser without AVIF sends them too.
    ['image/*,*/*;q=0.8', 'jpeg', 'image/jpeg'],
    ['', 'jpeg', 'image/jpeg'],
  ])('negotiates the format from Accept %j: %s', async (accept, magic, type) => {
    const response = await get(`/images/${key}?w=320`, accept ? { accept } : {})
    expect(response.headers.get('content-type')).toBe(type)
    expect(magicFormat(response.bytes)).toBe(magic)
    expect(response.headers.get('vary')).toBe('Accept')
  })

  it('gives each format of a width its own entity tag', async () => {
    const avif = await get(`/images/${key}?w=640`, { accept: CHROME_ACCEPT })
    const webp = await get(`/images/${key}?w=640`, { accept: WEBP_ONLY })
    expect(avif.headers.get('etag')).not.toBe(webp.headers.get('etag'))
  })

  it('never serves wider than the original: 1280, 1920 and no query are all 1000 wide', async () => {
    for (const query of ['?w=1280', '?w=1920', '']) {
      const response = await get(`/images/${key}${query}`, { accept: WEBP_ONLY })
      expect(response.status, query).toBe(200)
      expect(await dimensionsOf(response.bytes), query).toEqual({ width: 1000, height: 750 })
    }
    // No query: the largest variant the upload stored, not the original.
    const largest = await get(`/images/${key}`, { accept: WEBP_ONLY })
    expect(largest.bytes).toEqual(await stored(`variants/${key}/1000.webp`))
  })

  it('serves the social card cropped to 1200x630', async () => {
    const response = await get(`/images/${key}?w=1200&h=630`, { accept: CHROME_ACCEPT })
    expect(response.status).toBe(200)
    expect(magicFormat(response.bytes)).toBe('avif')
    expect(await dimensionsOf(response.bytes)).toEqual({ width: 1200, height: 630 })
    expect(await stored(`variants/${key}/1200x630.avif`)).toEqual(response.bytes)
  })

  it('carries none of the EXIF (GPS included) of the original in any variant or format', async () => {
    expect(indexOfAscii(imageFixture('photo'), 'crestline-exif-secret')).toBeGreaterThan(0)
    for (const accept of [CHROME_ACCEPT, WEBP_ONLY, '']) {
      for (const query of ['?w=320', '?w=640', '?w=960', '?w=1280', '?w=1920', '?w=1200&h=630', '']) {
        const { bytes } = await get(`/images/${key}${query}`, { accept })
        expect(indexOfAscii(bytes, 'Exif'), `${accept} ${query}`).toBe(-1)
        expect(indexOfAscii(bytes, 'crestline-exif-secret'), `${accept} ${query}`).toBe(-1)
      }
    }
  })

  it('answers 304 to a matching If-None-Match, with the validators and Vary', async () => {
    const first = await get(`/images/${key}?w=960`, { accept: WEBP_ONLY })
    const etag = first.headers.get('etag') ?? ''
    const again = await get(`/images/${key}?w=960`, { accept: WEBP_ONLY, 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('vary')).toBe('Accept')
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE)
    // The other format is another representation: the tag does not match it.
    expect((await get(`/images/${key}?w=960`, { accept: CHROME_ACCEPT, 'if-none-match': etag })).status).toBe(
      200,
    )
  })

  it.each([
    ['?w=500', { w: 'Choose w=320, 640, 960, 1280 or 1920, or w=1200&h=630 for the social card' }],
    ['?w=abc', { w: 'Choose w=320, 640, 960, 1280 or 1920, or w=1200&h=630 for the social card' }],
    ['?w=1200', { w: 'Choose w=320, 640, 960, 1280 or 1920, or w=1200&h=630 for the social card' }],
    ['?w=640&h=630', { w: 'Choose w=320, 640, 960, 1280 or 1920, or w=1200&h=630 for the social card' }],
    ['?w=1200&h=600', { h: 'Only the social card has a height: w=1200&h=630' }],
    ['?w=320&w=640', { w: 'Choose w=320, 640, 960, 1280 or 1920, or w=1200&h=630 for the social card' }],
    ['?w=320&format=png', { format: 'Unknown parameter: images take only w (and h for the social card)' }],
  ])('refuses %s with 400', async (query, fields) => {
    const response = await get(`/images/${key}${query}`)
    expect(response.status).toBe(400)
    expect(JSON.parse(new TextDecoder().decode(response.bytes))).toEqual({ error: 'Invalid request', fields })
  })

  it('answers 404 for an unknown key, with or without a width', async () => {
    for (const query of ['', '?w=320']) {
      const response = await get(`/images/${crypto.randomUUID()}.jpg${query}`)
      expect(response.status).toBe(404)
      expect(JSON.parse(new TextDecoder().decode(response.bytes))).toEqual({ error: 'Not found' })
    }
  })
})

describe('a variant is transformed once', () => {
  it('is stored in R2 by its first request, then served from R2 or the cache, never made again', async () => {
    const key = await uploaded('photo')
    const first = await get(`/images/${key}?w=640`, { accept: CHROME_ACCEPT })
    const etag = first.headers.get('etag')
    expect(await stored(`variants/${key}/640.avif`)).toEqual(first.bytes)
    // Were the variant made again now, it would fail: the original is no longer an image.
    await env.UPLOADS.put(key, 'no longer an image')
    const second = await get(`/images/${key}?w=640`, { accept: CHROME_ACCEPT })
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).toBe(etag)
    expect(second.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(second.bytes).toEqual(first.bytes)
    // And from the edge cache alone once R2 has lost it.
    await env.UPLOADS.delete(`variants/${key}/640.avif`)
    const third = await get(`/images/${key}?w=640`, { accept: CHROME_ACCEPT })
    expect(third.headers.get('etag')).toBe(etag)
    expect(third.bytes).toEqual(first.bytes)
  })

  it('serves a variant stored in R2 without the cache, with the same entity tag', async () => {
    const key = await uploaded('photo')
    await env.UPLOADS.put(key, 'no longer an image')
    // Never requested, so not in the cache: the WebP the upload stored, from R2.
    const response = await get(`/images/${key}?w=1920`, { accept: WEBP_ONLY })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(response.bytes).toEqual(await stored(`variants/${key}/1000.webp`))
    const again = await get(`/images/${key}?w=1920`, { accept: WEBP_ONLY })
    expect(again.headers.get('etag')).toBe(response.headers.get('etag'))
  })
})

describe('when the transform fails or the binding is missing', () => {
  it('serves the stored largest WebP variant, briefly cached, never a 500', async () => {
    const key = await uploaded('photo')
    await env.UPLOADS.put(key, 'corrupt in storage')
    const response = await get(`/images/${key}?w=320`, { accept: CHROME_ACCEPT })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe(SHORT)
    expect(response.bytes).toEqual(await stored(`variants/${key}/1000.webp`))
    // Nothing was stored for the variant that could not be made.
    expect(await env.UPLOADS.head(`variants/${key}/320.avif`)).toBeNull()
  })

  it('serves the original when no variant was ever stored', async () => {
    const key = `${crypto.randomUUID()}.png`
    await env.UPLOADS.put(key, 'corrupt in storage', { httpMetadata: { contentType: 'image/png' } })
    const response = await get(`/images/${key}?w=640`, { accept: CHROME_ACCEPT })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe(SHORT)
    expect(new TextDecoder().decode(response.bytes)).toBe('corrupt in storage')
  })

  it('serves stored variants as usual and the largest in place of the rest without the binding', async () => {
    const key = await uploaded('photo')
    const withoutBinding = { IMAGES: undefined } as unknown as Partial<Env>
    const largest = await get(`/images/${key}`, { accept: WEBP_ONLY }, withoutBinding)
    expect(largest.status).toBe(200)
    expect(largest.headers.get('cache-control')).toBe(IMMUTABLE)
    const other = await get(`/images/${key}?w=320`, { accept: CHROME_ACCEPT }, withoutBinding)
    expect(other.status).toBe(200)
    expect(other.headers.get('cache-control')).toBe(SHORT)
    expect(other.bytes).toEqual(largest.bytes)
  })
})

describe('an upload from before the media table', () => {
  it('is read on its first request: recorded without an uploader, its largest variant stored', async () => {
    const key = `${crypto.randomUUID()}.jpg`
    const photo = imageFixture('photo')
    const original = await env.UPLOADS.put(key, photo, { httpMetadata: { contentType: 'image/jpeg' } })
    const response = await get(`/images/${key}?w=640`, { accept: WEBP_ONLY })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(await dimensionsOf(response.bytes)).toEqual({ width: 640, height: 480 })
    const [row] = await db.select().from(media).where(eq(media.key, key))
    expect(row).toMatchObject({
      width: 1000,
      height: 750,
      format: 'image/jpeg',
      bytes: photo.byteLength,
      fileName: null,
      uploadedBy: null,
      createdAt: original!.uploaded,
    })
    expect(magicFormat((await stored(`variants/${key}/1000.webp`))!)).toBe('webp')
  })
})
