import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import app from '../../src/worker/app'
import { media } from '../../src/worker/db/schema'
import { sniffImage } from '../../src/worker/services/images/sniff'
import { addStaff, cookieFor, db, imageForm, PNG_BYTES } from './auth-fixtures'
import { call, ORIGIN } from './helpers'
import { dimensionsOf, imageFixture, indexOfAscii, magicFormat } from './image-fixtures'

let cookie: string
let editorId: number

beforeAll(async () => {
  const editor = await addStaff({ role: 'editor' })
  editorId = editor.id
  cookie = await cookieFor(editor.id)
})

// Each upload from an address of its own: the per-IP upload limit is not what these tests count.
const uploadHeaders = (headers: Record<string, string> = {}) => ({
  cookie,
  'cf-connecting-ip': `10.14.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ...headers,
})

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  call('/api/upload', { method: 'POST', headers: uploadHeaders(headers), body })

const keyOf = (url: string) => new URL(url).pathname.slice('/images/'.length)

const samples = [
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['avif', 'image/avif'],
] as const

describe('POST /api/upload', () => {
  it.each(samples)(
    'stores a %s untouched under a random key with its type, whatever the name says',
    async (extension, type) => {
      const data = imageFixture(extension)
      const response = await upload(imageForm(data, 'holiday.svg', 'image/svg+xml'))
      expect(response.status).toBe(201)
      const { url } = await response.json<{ url: string }>()
      const parsed = new URL(url)
      expect(parsed.origin).toBe(ORIGIN)
      expect(parsed.pathname).toMatch(new RegExp(`^/images/[0-9a-f-]{36}\\.${extension}$`))
      expect(url).not.toContain('holiday')
      const stored = await env.UPLOADS.get(keyOf(url))
      expect(stored?.httpMetadata?.contentType).toBe(type)
      expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(data)
    },
  )

  it('records width, height, format, size, file name and uploader, and answers them', async () => {
    const photo = imageFixture('photo')
    const response = await upload(imageForm(photo, 'Harbour at dawn.jpg', 'image/jpeg'))
    expect(response.status).toBe(201)
    const body = await response.json<{ url: string; id: number; width: number; height: number }>()
    expect(body).toEqual({ url: expect.any(String), id: expect.any(Number), width: 1000, height: 750 })
    const [row] = await db
      .select()
      .from(media)
      .where(eq(media.key, keyOf(body.url)))
    expect(row).toMatchObject({
      id: body.id,
      width: 1000,
      height: 750,
      format: 'image/jpeg',
      bytes: photo.byteLength,
      fileName: 'Harbour at dawn.jpg',
      uploadedBy: editorId,
    })
    expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000)
  })

  it('cuts the recorded file name to 200 characters', async () => {
    const response = await upload(imageForm(imageFixture('jpg'), `${'n'.repeat(250)}.jpg`, 'image/jpeg'))
    const { url } = await response.json<{ url: string }>()
    const [row] = await db
      .select()
      .from(media)
      .where(eq(media.key, keyOf(url)))
    expect(row?.fileName).toBe('n'.repeat(200))
  })

  it('stores the largest variant, WebP, at most 1920 wide, without the EXIF and GPS of the photo', async () => {
    const photo = imageFixture('photo')
    expect(indexOfAscii(photo, 'Exif')).toBeGreaterThan(0)
    expect(indexOfAscii(photo, 'crestline-exif-secret')).toBeGreaterThan(0)
    const { url } = await (await upload(imageForm(photo, 'photo.jpg', 'image/jpeg'))).json<{ url: string }>()
    const key = keyOf(url)
    const listed = await env.UPLOADS.list({ prefix: `variants/${key}/` })
    expect(listed.objects.map((object) => object.key)).toEqual([`variants/${key}/1000.webp`])
    const variant = new Uint8Array(await (await env.UPLOADS.get(`variants/${key}/1000.webp`))!.arrayBuffer())
    expect(magicFormat(variant)).toBe('webp')
    expect(await dimensionsOf(variant)).toEqual({ width: 1000, height: 750 })
    expect(indexOfAscii(variant, 'Exif')).toBe(-1)
    expect(indexOfAscii(variant, 'crestline-exif-secret')).toBe(-1)
  })

  it('records a photo turned by its EXIF orientation as it is shown, upright', async () => {
    const response = await upload(imageForm(imageFixture('sideways'), 'phone.jpg', 'image/jpeg'))
    const body = await response.json<{ url: string; width: number; height: number }>()
    expect(body).toMatchObject({ width: 300, height: 400 })
    const variant = await env.UPLOADS.get(`variants/${keyOf(body.url)}/300.webp`)
    expect(await dimensionsOf(new Uint8Array(await variant!.arrayBuffer()))).toEqual({
      width: 300,
      height: 400,
    })
  })

  describe('refuses, storing nothing', () => {
    async function refusal(name: Parameters<typeof imageFixture>[0], fileName: string) {
      const before = await env.UPLOADS.list()
      const rowsBefore = await db.$count(media)
      const response = await upload(imageForm(imageFixture(name), fileName, 'image/png'))
      expect((await env.UPLOADS.list()).objects.length).toBe(before.objects.length)
      expect(await db.$count(media)).toBe(rowsBefore)
      return { status: response.status, body: await response.json() }
    }

    it('an image of more than 40 megapixels with 413, whatever its file size', async () => {
      expect(await refusal('hugePng', 'huge.png')).toEqual({
        status: 413,
        body: { error: 'Images larger than 40 megapixels are not accepted' },
      })
    })

    it.each([
      ['a PNG whose header declares more pixels than its data holds', 'lyingPng'],
      ['a JPEG whose header declares more pixels than its data holds', 'lyingJpeg'],
      ['a file with the PNG signature that is no PNG', 'fakePng'],
    ] as const)('%s with 415', async (_, name) => {
      expect(await refusal(name, 'x.png')).toEqual({
        status: 415,
        body: { error: 'The file could not be read as an image, or its dimensions do not match its data' },
      })
    })

    it('any image with 503 on a deployment without the Images binding', async () => {
      const ctx = createExecutionContext()
      const request = new Request(new URL('/api/upload', ORIGIN), {
        method: 'POST',
        headers: { ...uploadHeaders(), origin: ORIGIN },
        body: imageForm(imageFixture('jpg'), 'a.jpg', 'image/jpeg'),
      })
      const before = (await env.UPLOADS.list()).objects.length
      const response = await app.fetch(request, { ...env, IMAGES: undefined }, ctx)
      await waitOnExecutionContext(ctx)
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        error: 'Images cannot be processed right now. Please try again in a few minutes.',
      })
      expect((await env.UPLOADS.list()).objects.length).toBe(before)
    })
  })

  it('refuses SVG, HTML and text with 415 even when they claim to be PNG', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
    for (const text of [svg, '<!doctype html><p>hi', 'just text']) {
      const response = await upload(imageForm(new TextEncoder().encode(text), 'photo.png', 'image/png'))
      expect(response.status).toBe(415)
      expect(await response.json()).toEqual({
        error: 'Only JPEG, PNG, WebP, GIF and AVIF images are accepted',
      })
    }
    expect(sniffImage(new Uint8Array())).toBeNull()
  })

  it('answers 413 past the limit, from Content-Length before reading the body', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(PNG_BYTES)
    const response = await upload(imageForm(big))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Payload too large' })
    // A declared length over the limit is refused without a body being sent in full.
    const declared = await upload('x', {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(5 * 1024 * 1024 * 2),
    })
    expect(declared.status).toBe(413)
  })

  it('accepts an image of exactly the limit', async () => {
    const exact = new Uint8Array(5 * 1024 * 1024)
    exact.set(PNG_BYTES)
    expect((await upload(imageForm(exact))).status).toBe(201)
  })

  it('answers 415 for a non-multipart body and 400 without an image field', async () => {
    const asJson = await upload(JSON.stringify({ image: 'x' }), { 'content-type': 'application/json' })
    expect(asJson.status).toBe(415)
    const form = new FormData()
    form.append('picture', new File([PNG_BYTES], 'a.png'))
    const missing = await upload(form)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      error: 'Invalid request',
      fields: { image: 'Choose an image file to upload' },
    })
  })
})

describe('GET /images/:key', () => {
  it('serves with ETag, nosniff, a sandboxing CSP and immutable caching', async () => {
    const { url } = await (await upload(imageForm(PNG_BYTES))).json<{ url: string }>()
    const response = await call(url)
    expect(response.status).toBe(200)
    // Without AVIF or WebP in Accept, a PNG original's variant is a PNG.
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(magicFormat(new Uint8Array(await response.arrayBuffer()))).toBe('png')
    const again = await call(url, { headers: { 'if-none-match': etag ?? '' } })
    expect(again.status).toBe(304)
  })

  describe('conditional requests (RFC 9110 section 13)', () => {
    let url: string
    let etag: string
    let lastModified: string
    beforeAll(async () => {
      url = (await (await upload(imageForm(PNG_BYTES))).json<{ url: string }>()).url
      const response = await call(url)
      etag = response.headers.get('etag') ?? ''
      lastModified = response.headers.get('last-modified') ?? ''
      await response.arrayBuffer()
    })
    const get = (headers: Record<string, string>, method = 'GET') => call(url, { method, headers })
    const past = 'Sat, 01 Jan 2000 00:00:00 GMT'
    const future = 'Fri, 01 Jan 2100 00:00:00 GMT'

    it('sends the validators: a strong ETag and Last-Modified', () => {
      expect(etag).toMatch(/^"[^"]+"$/)
      expect(new Date(lastModified).toUTCString()).toBe(lastModified)
    })

    it('ignores validators it cannot read and serves the image', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'if-none-match': 'garbage' },
        { 'if-none-match': 'W/garbage, "unterminated' },
        { 'if-modified-since': 'garbage' },
        { 'if-unmodified-since': 'garbage' },
      ]) {
        const response = await get(headers)
        expect(response.status, JSON.stringify(headers)).toBe(200)
        expect(magicFormat(new Uint8Array(await response.arrayBuffer()))).toBe('png')
      }
    })

    it('answers 304 with the validators to a matching If-None-Match, compared weakly', async () => {
      for (const value of [etag, '*', `W/${etag}`, `"other", ${etag}`, `"a",W/${etag} , "b"`]) {
        const response = await get({ 'if-none-match': value })
        expect(response.status, value).toBe(304)
        expect(response.headers.get('etag')).toBe(etag)
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
        expect(await response.text()).toBe('')
      }
      expect((await get({ 'if-none-match': etag }, 'HEAD')).status).toBe(304)
      expect((await get({ 'if-none-match': '"other"' })).status).toBe(200)
    })

    it('answers 304 when not modified since, unless If-None-Match is given and differs', async () => {
      expect((await get({ 'if-modified-since': lastModified })).status).toBe(304)
      expect((await get({ 'if-modified-since': future })).status).toBe(304)
      expect((await get({ 'if-modified-since': past })).status).toBe(200)
      expect((await get({ 'if-none-match': '"other"', 'if-modified-since': future })).status).toBe(200)
    })

    it('answers 412 to a failed If-Match or If-Unmodified-Since', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'if-match': '"other"' },
        { 'if-match': `W/${etag}` },
        { 'if-match': 'garbage' },
        { 'if-unmodified-since': past },
        { 'if-match': '"other"', 'if-none-match': etag },
      ]) {
        const response = await get(headers)
        expect(response.status, JSON.stringify(headers)).toBe(412)
        expect(await response.json()).toEqual({ error: 'Precondition failed' })
      }
    })

    it('serves the image when If-Match or If-Unmodified-Since hold', async () => {
      for (const headers of <Record<string, string>[]>[
        { 'if-match': etag },
        { 'if-match': '*' },
        { 'if-match': `"other", ${etag}` },
        { 'if-unmodified-since': lastModified },
        { 'if-unmodified-since': future },
        // If-Match decides alone when both are present (section 13.2.2).
        { 'if-match': etag, 'if-unmodified-since': past },
      ]) {
        const response = await get(headers)
        expect(response.status, JSON.stringify(headers)).toBe(200)
        await response.arrayBuffer()
      }
      expect((await get({ 'if-match': etag, 'if-none-match': etag })).status).toBe(304)
    })
  })

  it('answers 404 for an unknown key', async () => {
    const missing = await call(`/images/${crypto.randomUUID()}.png`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Not found' })
  })
})
