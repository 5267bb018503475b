import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import app from '../../src/worker/app'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addPov, sendCounted } from './content-fixtures'
import { call, ORIGIN } from './helpers'

// The edge cache keeps a page 60 s fresh and 300 s stale: past that, the next request renders it.
const CACHE_LIFE_MS = 361_000

/** A GET (or `init`'s method) as a browser sends it, after the Worker's waitUntil work is done. */
async function send(path: string, init: RequestInit = {}, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(new URL(path, ORIGIN), init), { ...env, ...vars }, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, headers: response.headers, body }
}

const revalidate = (etag: string | null, init: RequestInit = {}) => ({
  ...init,
  headers: { ...init.headers, 'if-none-match': etag ?? '' },
})

afterEach(() => {
  vi.useRealTimers()
})

describe('Content-Language', () => {
  it("says the page's own language, whatever language the visitor asks for", async () => {
    const page = await send('/about?lang-test', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('<html lang="en">')
    expect(page.headers.get('content-language')).toBe('en')
    // The dates still follow the visitor's language, so caches must keep the variants apart.
    expect(page.headers.get('vary')).toBe('Accept-Language')
  })
})

describe('validators and 304', () => {
  it('answers a revalidation of a page with 304, from a render and from the edge cache', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const first = await sendCounted('/about?etag=1')
    expect([first.status, first.cache]).toEqual([200, 'MISS'])
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/)

    const hit = await sendCounted('/about?etag=1', revalidate(etag))
    expect([hit.status, hit.cache, hit.statements, hit.body]).toEqual([304, 'HIT', 0, ''])
    expect(hit.headers.get('etag')).toBe(etag)
    expect(hit.headers.get('cache-control')).toBe('no-cache')
    expect(hit.headers.get('vary')).toBe('Accept-Language')
    expect(hit.headers.get('content-type')).toBeNull()

    // A client may list several tags, and send its weak tag as a strong one.
    const listed = await sendCounted('/about?etag=1', revalidate(`"nope", ${etag?.slice(2)}`))
    expect(listed.status).toBe(304)
    const head = await sendCounted('/about?etag=1', revalidate(etag, { method: 'HEAD' }))
    expect([head.status, head.cache]).toEqual([304, 'HIT'])
    const plainHead = await sendCounted('/about?etag=1', { method: 'HEAD' })
    expect([plainHead.status, plainHead.headers.get('etag')]).toEqual([200, etag])

    // Past the cached copy's life the page is rendered again, and the same page is still a 304…
    vi.setSystemTime(Date.now() + CACHE_LIFE_MS)
    const rendered = await sendCounted('/about?etag=1', revalidate(etag))
    expect([rendered.status, rendered.cache, rendered.body]).toEqual([304, 'MISS', ''])
    expect(rendered.headers.get('etag')).toBe(etag)
    // …while the copy stored by that render is the page itself, not the 304.
    const after = await sendCounted('/about?etag=1')
    expect([after.status, after.cache, after.body]).toEqual([200, 'HIT', first.body])
    expect(after.headers.get('etag')).toBe(etag)
  })

  it('sends the whole page when the tag names another variant or an older version', async () => {
    const english = await sendCounted('/about?etag=2')
    const german = await sendCounted('/about?etag=2', { headers: { 'accept-language': 'de-DE' } })
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'))
    const stale = await sendCounted(
      '/about?etag=2',
      revalidate(english.headers.get('etag'), { headers: { 'accept-language': 'de-DE' } }),
    )
    expect([stale.status, stale.body]).toEqual([200, german.body])
  })

  it('gives a page a new ETag once its content is edited', async () => {
    const admin = await addStaff({ role: 'admin' })
    const cookie = await cookieFor(admin.id)
    const pov = await addPov({ title: 'Before the edit' })
    const before = await sendCounted(`/povs/${pov.id}`)
    expect(before.status).toBe(200)
    const edited = await call(`/api/povs/${pov.id}`, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...povBody(), title: 'After the edit', isPublished: true }),
    })
    expect(edited.status).toBe(200)
    const after = await sendCounted(`/povs/${pov.id}`, revalidate(before.headers.get('etag')))
    expect(after.status).toBe(200)
    expect(after.body).toContain('After the edit')
    expect(after.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{40}"$/)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
  })

  it('sends Last-Modified, the time of the render, and answers If-Modified-Since from it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // A locale no other test asks for, so this page's copy is rendered here.
    const language = { 'accept-language': 'en-IN' }
    const first = await sendCounted('/about', { headers: language })
    expect([first.status, first.cache]).toEqual([200, 'MISS'])
    const lastModified = first.headers.get('last-modified') ?? ''
    expect(lastModified).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
    expect(Math.abs(Date.parse(lastModified) - Date.now())).toBeLessThan(2000)

    const since = (date: string, extra: Record<string, string> = {}) => ({
      headers: { ...language, 'if-modified-since': date, ...extra },
    })
    const hit = await sendCounted('/about', since(lastModified))
    expect([hit.status, hit.cache, hit.body]).toEqual([304, 'HIT', ''])
    expect(hit.headers.get('last-modified')).toBe(lastModified)
    expect(hit.headers.get('etag')).toBe(first.headers.get('etag'))
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString()
    expect((await sendCounted('/about', since(earlier))).status).toBe(200)
    // If-None-Match, when sent, decides alone.
    expect((await sendCounted('/about', since(lastModified, { 'if-none-match': '"other"' }))).status).toBe(
      200,
    )

    // Rendered again, the page is newer than any copy a client holds: never a 304 from an old date.
    vi.setSystemTime(Date.now() + CACHE_LIFE_MS)
    const again = await sendCounted('/about', since(lastModified))
    expect([again.status, again.cache]).toEqual([200, 'MISS'])
    expect(Date.parse(again.headers.get('last-modified') ?? '')).toBeGreaterThan(Date.parse(lastModified))
  })

  it('gives the chat-widget variant of a page, which differs in its CSP alone, its own ETag', async () => {
    const chat = {
      CHAT_WIDGET_URL: 'https://salesiq.zohopublic.com/widget?wc=siq0123456789abcdef',
      CHAT_WIDGET_CSP: 'script-src https://js.zohocdn.com',
    }
    // A locale no other test asks for: the earlier tests' copies were rendered without the widget
    // (a made-up query shares the page's copy).
    const language = { 'accept-language': 'en-GB' }
    const without = await send('/about?etag=3', { headers: language }, chat)
    const consented = await send(
      '/about?etag=3',
      { headers: { ...language, cookie: 'consent-marketing=1' } },
      chat,
    )
    expect(consented.body).toBe(without.body)
    expect(consented.headers.get('content-security-policy')).not.toBe(
      without.headers.get('content-security-policy'),
    )
    expect(consented.headers.get('etag')).not.toBe(without.headers.get('etag'))
  })

  it.each(['/robots.txt', '/sitemap.xml', '/insights/feed.xml', '/whitepapers/feed.xml'])(
    'answers a revalidation of %s with 304, by ETag or by date',
    async (path) => {
      const first = await sendCounted(path)
      expect(first.status).toBe(200)
      const etag = first.headers.get('etag')
      expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/)
      const again = await sendCounted(path, revalidate(etag))
      expect([again.status, again.body, again.headers.get('etag')]).toEqual([304, '', etag])
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
      const lastModified = first.headers.get('last-modified')
      expect(lastModified).toMatch(/ GMT$/)
      const byDate = await sendCounted(path, { headers: { 'if-modified-since': lastModified ?? '' } })
      expect([byDate.status, byDate.body]).toEqual([304, ''])
    },
  )

  it('leaves the API and form posts without validators', async () => {
    const api = await sendCounted('/api/hashtags')
    expect([api.status, api.headers.get('etag')]).toEqual([200, null])
    const posted = await send('/contact', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Ada',
    })
    expect([posted.status, posted.headers.get('etag')]).toEqual([400, null])
  })
})

describe('API 404s', () => {
  it.each(['/api/no-such-thing', '/api/povs/not-an-id/extra', '/api/hashtags/1/nothing'])(
    'tells every cache not to keep the 404 of %s',
    async (path) => {
      const response = await send(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('no-store')
    },
  )
})

describe('methods', () => {
  it.each([
    ['DELETE', '/', 'GET, HEAD'],
    ['OPTIONS', '/', 'GET, HEAD'],
    ['PUT', '/about', 'GET, HEAD'],
    ['POST', '/about', 'GET, HEAD'],
    ['PATCH', '/no-such-page', 'GET, HEAD'],
    ['DELETE', '/robots.txt', 'GET, HEAD'],
    ['POST', '/sitemap.xml', 'GET, HEAD'],
    ['DELETE', '/favicon.ico', 'GET, HEAD'],
    ['DELETE', '/contact', 'GET, HEAD, POST'],
    ['PUT', '/whitepapers/1', 'GET, HEAD, POST'],
    ['OPTIONS', '/admin', 'GET, HEAD, POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const response = await send(path, { method, headers: { origin: ORIGIN } })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe(allow)
  })

  it.each(['/', '/about', '/robots.txt', '/sitemap.xml', '/no-such-page'])(
    'answers HEAD %s as GET, without a body',
    async (path) => {
      const get = await send(path)
      const head = await send(path, { method: 'HEAD' })
      expect([head.status, head.body]).toEqual([get.status, ''])
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
    },
  )

  it('leaves the API as it was: an unknown method there is its JSON 404', async () => {
    const response = await send('/api/hashtags', { method: 'DELETE', headers: { origin: ORIGIN } })
    expect(response.status).toBe(404)
    expect(JSON.parse(response.body)).toEqual({ error: 'Not found' })
  })
})

describe('one address per page', () => {
  let povId: number
  beforeAll(async () => {
    povId = (await addPov({ title: 'Case and slashes' })).id
  })

  it.each([
    ['/ABOUT', '/about'],
    ['/Services/Data-Analytics', '/services/data-analytics'],
    ['/about//', '/about'],
    ['/about/', '/about'],
    ['/ABOUT//?utm_source=News&Q=Mixed', '/about?utm_source=News&Q=Mixed'],
    ['/services//data-analytics/', '/services/data-analytics'],
    ['/Downloads/AbC123', '/downloads/AbC123'],
    ['/ADMIN/Invite/AbC123', '/admin/invite/AbC123'],
  ])('redirects %s to %s in one 301', async (from, to) => {
    const response = await send(from, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
  })

  it('redirects any case of a content path to the item, which is then served', async () => {
    const response = await send(`/POVS/${povId}`, { redirect: 'manual' })
    expect([response.status, response.headers.get('location')]).toEqual([301, `/povs/${povId}`])
    const page = await send(`/povs/${povId}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain('Case and slashes')
  })

  it.each(['/downloads/AbC123', '/admin/invite/AbC123', '/%C3%A9t%C3%A9'])(
    'leaves %s as it is: a token keeps its case, a percent-escape means the same in either',
    async (path) => {
      const response = await send(path, { redirect: 'manual' })
      expect(response.status).toBe(path.startsWith('/admin') ? 200 : 404)
    },
  )
})

describe('paths with a dot', () => {
  it.each([
    ['/povs/1.5', 'Point of View Not Found'],
    ['/feed.xml', '404 Page Not Found'],
    ['/services/data-analytics.html', '404 Page Not Found'],
    ['/no-such-file.png', '404 Page Not Found'],
  ])('answers %s with the 404 page', async (path, heading) => {
    const page = await send(path)
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(page.body).toMatch(/<meta name="robots" content="noindex"/)
  })

  it('still serves files, and a missing hashed asset as a bare 404 no one keeps', async () => {
    const file = await send('/favicon.ico')
    expect(file.status).toBe(200)
    // With the asset server's own validator.
    expect((await send('/favicon.ico', revalidate(file.headers.get('etag')))).status).toBe(304)
    const asset = await send('/assets/missing-0123abcd.js')
    expect([asset.status, asset.headers.get('cache-control')]).toEqual([404, 'no-store'])
    expect(asset.body).toBe('')
  })
})

describe('a Worker with an invalid configuration', () => {
  it('answers what to do, and names what is wrong only in its log', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { status, body } = await send('/sitemap.xml', {}, { SITE_URL: 'not an address' })
    expect(status).toBe(500)
    expect(JSON.parse(body)).toEqual({
      error:
        'The site is not fully set up: an administrator corrects its configuration (the Worker log names what is missing).',
    })
    expect(body).not.toContain('SITE_URL')
    expect(logged.mock.calls.flat().join(' ')).toContain('SITE_URL')
  })
})
