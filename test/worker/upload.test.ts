import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_TYPES, sniffImage } from '../../src/worker/services/images'
import { addStaff, cookieFor, imageForm, PNG_BYTES } from './auth-fixtures'
import { call, ORIGIN } from './helpers'

let cookie: string

beforeAll(async () => {
  const editor = await addStaff({ role: 'editor' })
  cookie = await cookieFor(editor.id)
})

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  call('/api/upload', { method: 'POST', headers: { cookie, ...headers }, body })

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  )

const samples: [keyof typeof IMAGE_TYPES, Uint8Array][] = [
  ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
  ['png', PNG_BYTES],
  ['gif', bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0])],
  ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ['avif', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'mif1')],
]

describe('POST /api/upload', () => {
  it.each(samples)(
    'stores a %s under a random key with its type, whatever the name says',
    async (extension, data) => {
      const response = await upload(imageForm(data, 'holiday.svg', 'image/svg+xml'))
      expect(response.status).toBe(201)
      const { url } = await response.json<{ url: string }>()
      const parsed = new URL(url)
      expect(parsed.origin).toBe(ORIGIN)
      expect(parsed.pathname).toMatch(new RegExp(`^/images/[0-9a-f-]{36}\\.${extension}$`))
      expect(url).not.toContain('holiday')
      const stored = await env.UPLOADS.get(parsed.pathname.slice('/images/'.length))
      expect(stored?.httpMetadata?.contentType).toBe(IMAGE_TYPES[extension])
      expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(data)
    },
  )

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
  it('serves the stored type with ETag, nosniff, a sandboxing CSP and immutable caching', async () => {
    const { url } = await (await upload(imageForm(PNG_BYTES))).json<{ url: string }>()
    const response = await call(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES)
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
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES)
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
