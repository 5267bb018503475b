import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Pov } from '../../src/shared/content/types/pov'
import type { AppEnv } from '../../src/worker/app-env'
import { parseBookmark } from '../../src/worker/db/client'
import { edgeCacheEntries, povs } from '../../src/worker/db/schema'
import { edgeCache } from '../../src/worker/middleware/edge-cache'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addPov, type CountedResponse, db, sendCounted } from './content-fixtures'

// What a client sees, pinned here rather than imported from the module under test.
const FRESH_MS = 60_000
const STALE_MS = 300_000
const BOOKMARK_COOKIE = '__Host-d1-bookmark'

function json<T>(sent: CountedResponse): T {
  return JSON.parse(sent.body) as T
}

/** Moves the frozen clock forward; `Date` is faked in this isolate, so in the Worker too. */
function advance(ms: number) {
  vi.setSystemTime(Date.now() + ms)
}

let staff: string

beforeAll(async () => {
  const admin = await addStaff({ role: 'admin' })
  staff = await cookieFor(admin.id)
  await addPov({ title: 'Published Before The Tests' })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('anonymous reads', () => {
  it.each(['/api/povs', '/insights', '/api/whitepapers', '/api/whitepapers/cards'])(
    'answers a second GET of %s from the cache, with no D1 statement and the same body',
    async (path) => {
      const first = await sendCounted(path)
      expect(first.status).toBe(200)
      expect(first.cache).toBe('MISS')
      expect(first.statements).toBeGreaterThan(0)

      const second = await sendCounted(path)
      expect(second.status).toBe(200)
      expect(second.cache).toBe('HIT')
      expect(second.statements).toBe(0)
      expect(second.body).toBe(first.body)
      // The route's own policy and headers reach the browser, not the cached copy's.
      for (const name of ['cache-control', 'content-type', 'content-security-policy']) {
        expect(second.headers.get(name)).toBe(first.headers.get(name))
      }
      expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0)
    },
  )

  it('answers HEAD of a cached page from the cache too, without a body', async () => {
    await sendCounted('/insights')
    const head = await sendCounted('/insights', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.cache).toBe('HIT')
    expect(head.statements).toBe(0)
    expect(head.body).toBe('')
  })

  it('keeps 404 pages and sitemap.xml, but no API 404, which no cache may keep', async () => {
    const missing = await sendCounted('/api/povs/999999')
    const again = await sendCounted('/api/povs/999999')
    expect([missing.status, missing.cache, again.cache]).toEqual([404, 'MISS', 'MISS'])
    expect(again.headers.get('cache-control')).toBe('no-store')
    // A page's 404 costs one statement, after the response: its path counted as a missed address.
    for (const [path, statements] of [
      ['/no-such-page', 1],
      ['/sitemap.xml', 0],
    ] as const) {
      const first = await sendCounted(path)
      const second = await sendCounted(path)
      expect([path, first.cache, second.cache, second.statements]).toEqual([path, 'MISS', 'HIT', statements])
      expect(second.status).toBe(first.status)
      expect(second.body).toBe(first.body)
    }
    expect((await sendCounted('/no-such-page')).status).toBe(404)
    expect((await sendCounted('/sitemap.xml')).status).toBe(200)
  })

  it('keys API answers by path and normalized query, never by language', async () => {
    const first = await sendCounted('/api/povs?limit=5&q=before', { headers: { 'accept-language': 'de-DE' } })
    expect(first.cache).toBe('MISS')
    const reordered = await sendCounted('/api/povs?q=before&limit=5', {
      headers: { 'accept-language': 'fr-FR' },
    })
    expect(reordered.cache).toBe('HIT')
    expect(reordered.body).toBe(first.body)
    expect((await sendCounted('/api/povs?q=before&limit=4')).cache).toBe('MISS')
  })

  it('keys HTML pages by the visitor locale from Accept-Language', async () => {
    const german = await sendCounted('/about', { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    const french = await sendCounted('/about', { headers: { 'accept-language': 'fr-FR' } })
    expect([german.cache, french.cache]).toEqual(['MISS', 'MISS'])
    // Same locale, however the header spells it: the same entry.
    const germanAgain = await sendCounted('/about', { headers: { 'accept-language': 'en;q=0.5, de-de' } })
    expect(germanAgain.cache).toBe('HIT')
    expect(germanAgain.body).toBe(german.body)
    expect((await sendCounted('/about', { headers: { 'accept-language': 'fr-FR' } })).cache).toBe('HIT')
    // No header and a malformed one both fall back to en-US.
    expect((await sendCounted('/about')).cache).toBe('MISS')
    const malformed = await sendCounted('/about', { headers: { 'accept-language': ';;q=abc,*,-' } })
    expect([malformed.status, malformed.cache]).toEqual([200, 'HIT'])
  })

  it('keeps a handful of copies, not one per request, for 60 GETs with made-up queries and odd Accept-Language', async () => {
    const rows = async () => (await db.select().from(edgeCacheEntries)).length
    const before = await rows()
    // Tags that date-format as en-US or as de-DE: the pages show nothing else of the language.
    const languages = (i: number) => [
      `en-US-x-r${i}`,
      `zz-${i}`,
      `en;q=0.${(i % 9) + 1}`,
      'en-ZZ',
      `en-u-ca-buddhist, fr;q=0.${(i % 8) + 1}`,
      `!!${i}`,
      'de-AT',
      `de-XX-x-${i}`,
      'de-CH-1996',
      'de',
    ]
    const answers: (number | string | null)[][] = []
    for (let i = 0; i < 60; i++) {
      const random = crypto.randomUUID().slice(0, 8)
      const path = i % 2 ? `/terms-of-use?${random}=${i}` : `/careers?department=Data&utm_source=${random}`
      const sent = await sendCounted(path, { headers: { 'accept-language': languages(i)[i % 10] ?? '' } })
      answers.push([sent.status, sent.cache])
    }
    expect(answers.filter(([status]) => status !== 200)).toEqual([])
    // Two pages, each in two date formats: four renders, the other 56 from the cache.
    expect(answers.filter(([, cache]) => cache === 'MISS')).toHaveLength(4)
    expect((await rows()) - before).toBe(4)
  })

  it('keys HTML pages by whether the visitor has made a cookie choice, which decides the banner', async () => {
    const first = await sendCounted('/contact')
    const decided = await sendCounted('/contact', { headers: { cookie: 'consent-decided=1' } })
    expect([first.cache, decided.cache]).toEqual(['MISS', 'MISS'])
    expect(first.body).toContain('>Accept All<')
    expect(decided.body).not.toContain('>Accept All<')
    const decidedAgain = await sendCounted('/contact', { headers: { cookie: 'consent-decided=1; other=x' } })
    expect([decidedAgain.cache, decidedAgain.body]).toEqual(['HIT', decided.body])
    // Any other value is no choice: the banner's copy.
    const forged = await sendCounted('/contact', { headers: { cookie: 'consent-decided=yes' } })
    expect([forged.cache, forged.body]).toEqual(['HIT', first.body])
  })

  it('shows the next visitor a write at once: its copies here are dropped before it answers', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const pov = await addPov({ title: 'Original Title' })
    const paths = [`/api/povs/${pov.id}`, `/povs/${pov.id}`, '/insights', '/api/povs']
    for (const path of [...paths, '/about', '/api/public/case-studies']) await sendCounted(path)
    for (const path of [...paths, '/about', '/api/public/case-studies'])
      expect((await sendCounted(path)).cache).toBe('HIT')

    const write = (method: string, path: string, body?: unknown) =>
      sendCounted(path, {
        method,
        headers: { cookie: staff, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    const update = await write('PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      title: 'Edited Title',
      isPublished: true,
    })
    expect(update.status).toBe(200)
    // Not a second later: every copy that shows POVs renders afresh, with the edit.
    for (const path of paths) {
      const next = await sendCounted(path)
      expect([path, next.cache, next.body.includes('Edited Title')]).toEqual([path, 'MISS', true])
    }
    // Copies that show no POV keep being served from the cache.
    expect((await sendCounted('/about')).cache).toBe('HIT')
    expect((await sendCounted('/api/public/case-studies')).cache).toBe('HIT')

    expect((await write('DELETE', `/api/povs/${pov.id}`)).status).toBe(200)
    const gone = await sendCounted(`/povs/${pov.id}`)
    expect([gone.status, gone.cache]).toEqual([404, 'MISS'])
    expect((await sendCounted('/insights')).body).not.toContain('Edited Title')
  })

  it('drops the copies of a whitepaper answer when the whitepaper is edited', async () => {
    const write = (method: string, path: string, body: unknown) =>
      sendCounted(path, {
        method,
        headers: { cookie: staff, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const paper = { ...povBody(), title: 'Cached Paper', isPublished: true, documentKey: '' }
    const created = await write('POST', '/api/whitepapers', paper)
    expect(created.status).toBe(201)
    const { id } = json<{ id: number }>(created)
    const paths = [`/api/whitepapers/${id}`, '/api/whitepapers']
    for (const path of paths) await sendCounted(path)
    for (const path of paths) expect((await sendCounted(path)).cache).toBe('HIT')
    expect((await write('PUT', `/api/whitepapers/${id}`, { ...paper, title: 'Edited Paper' })).status).toBe(
      200,
    )
    for (const path of paths) {
      const next = await sendCounted(path)
      expect([path, next.cache, next.body.includes('Edited Paper')]).toEqual([path, 'MISS', true])
    }
  })

  it('serves a draft’s page once it is published, though its 404 was cached', async () => {
    const draft = await addPov({ title: 'Draft Going Live', isPublished: false })
    const path = `/povs/${draft.id}`
    expect((await sendCounted(path)).status).toBe(404)
    expect((await sendCounted(path)).cache).toBe('HIT')
    const publish = await sendCounted(`/api/povs/${draft.id}`, {
      method: 'PUT',
      headers: { cookie: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ ...povBody(), title: 'Draft Going Live', isPublished: true }),
    })
    expect(publish.status).toBe(200)
    const live = await sendCounted(path)
    expect([live.status, live.cache, live.body.includes('Draft Going Live')]).toEqual([200, 'MISS', true])
  })

  it('drops every copy that shows items when a hashtag is renamed, since items show their names', async () => {
    const cases = await sendCounted('/api/public/case-studies')
    expect((await sendCounted('/api/public/case-studies')).cache).toBe('HIT')
    expect(cases.status).toBe(200)
    const created = await sendCounted('/api/hashtags', {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Edge Renamed' }),
    })
    expect(created.status).toBe(201)
    expect((await sendCounted('/api/public/case-studies')).cache).toBe('MISS')
  })

  it('turns a page into its 404 once an unpublished item is older than 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const pov = await addPov({ title: 'Soon Withdrawn' })
    const path = `/povs/${pov.id}`
    const first = await sendCounted(path)
    expect([first.status, first.cache]).toEqual([200, 'MISS'])
    await db.update(povs).set({ isPublished: false }).where(eq(povs.id, pov.id))

    advance(FRESH_MS + 1_000)
    const stale = await sendCounted(path)
    expect([stale.status, stale.cache]).toEqual([200, 'STALE'])
    const refreshed = await sendCounted(path)
    // The one statement counts the 404 as a missed address, after the response.
    expect([refreshed.status, refreshed.cache, refreshed.statements]).toEqual([404, 'HIT', 1])
  })

  it('treats a copy older than 60 + 300 s as a miss', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await sendCounted('/api/hashtags?limit=3')
    advance(FRESH_MS + STALE_MS + 1_000)
    const expired = await sendCounted('/api/hashtags?limit=3')
    expect(expired.cache).toBe('MISS')
    expect(expired.statements).toBeGreaterThan(0)
    expect((await sendCounted('/api/hashtags?limit=3')).cache).toBe('HIT')
  })
})

describe('scheduled publishing', () => {
  const titles = (sent: CountedResponse) => json<Pov[]>(sent).map((pov) => pov.title)
  /** How long a shared cache downstream may keep the answer, stale or not. */
  const sharedLifetime = (sent: CountedResponse) => {
    const policy = sent.headers.get('cache-control') ?? ''
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(policy)?.[1] ?? 0)
    return seconds('s-maxage') + seconds('stale-while-revalidate')
  }

  // Keys no earlier test has stored (sitemap.xml ignores its query).
  it.each(['/api/povs/cards?limit=7', '/insights?q=Twenty', '/sitemap.xml?scheduled'])(
    'keeps no copy of %s past the next publish time, and tells caches downstream the same',
    async (path) => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const pov = await addPov({ title: 'Due In Twenty Seconds', publishAt: new Date(Date.now() + 20_000) })
      const shown = path.startsWith('/sitemap.xml') ? `/povs/${pov.id}<` : 'Due In Twenty Seconds'
      try {
        const first = await sendCounted(path)
        expect(first.cache).toBe('MISS')
        expect(first.body).not.toContain(shown)
        expect(sharedLifetime(first)).toBeLessThanOrEqual(20)

        advance(5_000)
        const hit = await sendCounted(path)
        expect([hit.cache, hit.statements, hit.headers.get('age')]).toEqual(['HIT', 0, '5'])

        advance(15_000)
        const due = await sendCounted(path)
        expect(due.cache).toBe('MISS')
        expect(due.body).toContain(shown)
      } finally {
        await db.delete(povs).where(eq(povs.id, pov.id))
      }
    },
  )

  it('shortens the shared-cache lifetime of an API answer to the time left before the change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const pov = await addPov({ title: 'Leaves In Forty Seconds', unpublishAt: new Date(Date.now() + 40_000) })
    try {
      const first = await sendCounted('/api/povs?limit=50')
      expect(titles(first)).toContain('Leaves In Forty Seconds')
      expect(first.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=10',
      )

      // Served 25 s later with Age 25: a cache downstream may keep it 5 + 10 s more, to the change.
      advance(25_000)
      const hit = await sendCounted('/api/povs?limit=50')
      expect([hit.cache, hit.headers.get('age'), hit.headers.get('cache-control')]).toEqual([
        'HIT',
        '25',
        'public, max-age=0, s-maxage=30, stale-while-revalidate=10',
      ])

      advance(15_000)
      const gone = await sendCounted('/api/povs?limit=50')
      expect(gone.cache).toBe('MISS')
      expect(titles(gone)).not.toContain('Leaves In Forty Seconds')
      expect(gone.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
      )
    } finally {
      await db.delete(povs).where(eq(povs.id, pov.id))
    }
  })
})

describe('what is never cached', () => {
  it('never serves or stores a signed-in staff request, which reads its own write at once', async () => {
    // A visitor has the list in the cache…
    await sendCounted('/api/povs/cards')
    expect((await sendCounted('/api/povs/cards')).cache).toBe('HIT')

    // …staff create a draft and see it, and the list, straight from D1, every time.
    const created = await sendCounted('/api/povs', {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ ...povBody(), title: 'Staff Draft' }),
    })
    expect(created.status).toBe(201)
    const { id } = json<Pov>(created)
    for (let i = 0; i < 2; i += 1) {
      const read = await sendCounted(`/api/povs/${id}`, { headers: { cookie: staff } })
      expect([read.status, read.cache, json<Pov>(read).title]).toEqual([200, 'BYPASS', 'Staff Draft'])
      expect(read.statements).toBeGreaterThan(0)
      expect(read.headers.get('cache-control')).toBe('private, no-store')
    }
    const list = await sendCounted('/api/povs/cards', { headers: { cookie: staff } })
    expect([list.cache, list.statements > 0]).toEqual(['BYPASS', true])
    const page = await sendCounted(`/povs/${id}`, { headers: { cookie: staff } })
    expect([page.status, page.cache]).toEqual([200, 'BYPASS'])

    // A visitor gets the draft's 404, and that 404 was not taken from a staff answer.
    const anonymous = await sendCounted(`/api/povs/${id}`)
    expect([anonymous.status, anonymous.cache]).toEqual([404, 'MISS'])
  })

  it('never stores includeUnpublished requests', async () => {
    for (const path of ['/api/povs?includeUnpublished=true', '/api/case-studies?includeUnpublished=false']) {
      const first = await sendCounted(path)
      const second = await sendCounted(path)
      expect([first.status, first.cache, second.cache]).toEqual([200, 'BYPASS', 'BYPASS'])
      expect(second.statements).toBeGreaterThan(0)
    }
  })

  it('bypasses writes, health, auth, admin, robots.txt and static files', async () => {
    for (const path of ['/api/health', '/api/auth/user', '/admin', '/robots.txt', '/favicon.svg']) {
      await sendCounted(path)
      expect([path, (await sendCounted(path)).cache]).toEqual([path, 'BYPASS'])
    }
    const enquiry = await sendCounted('/api/contact', { method: 'POST', body: '{}' })
    expect(enquiry.cache).toBe('BYPASS')
  })

  it('never stores an answer with Set-Cookie, a status other than 200 and 404, or a private policy', async () => {
    let calls = 0
    const probe = new Hono<AppEnv>()
      .use(
        edgeCache((request, probeEnv, ctx): Response | Promise<Response> =>
          probe.fetch(request, probeEnv, ctx),
        ),
      )
      .get('/with-cookie', (c) => {
        calls += 1
        setCookie(c, 'visitor', 'x')
        return c.text('cookie')
      })
      .get('/private', (c) => {
        calls += 1
        return c.text('private', 200, { 'Cache-Control': 'private, max-age=60' })
      })
      .get('/no-store', (c) => {
        calls += 1
        return c.text('no-store', 200, { 'Cache-Control': 'no-store' })
      })
      .get('/failing', (c) => {
        calls += 1
        return c.text('failing', 503)
      })
      .get('/plain', (c) => {
        calls += 1
        return c.text('plain')
      })
    async function probeGet(path: string) {
      const ctx = createExecutionContext()
      const response = await probe.fetch(new Request(new URL(path, 'http://probe.test')), env, ctx)
      await response.text()
      await waitOnExecutionContext(ctx)
      return response.headers.get('x-cache')
    }
    for (const path of ['/with-cookie', '/private', '/no-store', '/failing']) {
      calls = 0
      expect([path, await probeGet(path), await probeGet(path), calls]).toEqual([path, 'MISS', 'MISS', 2])
    }
    calls = 0
    expect([await probeGet('/plain'), await probeGet('/plain'), calls]).toEqual(['MISS', 'HIT', 1])
  })

  it('serves the request uncached when the cache fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const cache = (caches as unknown as { default: Cache }).default
    vi.spyOn(cache, 'match').mockRejectedValue(new Error('cache unavailable'))
    vi.spyOn(cache, 'put').mockRejectedValue(new Error('cache unavailable'))
    const response = await sendCounted('/api/povs?limit=9')
    expect([response.status, response.cache]).toEqual([200, 'MISS'])
    expect(json<Pov[]>(response).length).toBeGreaterThan(0)
    expect(errors).toHaveBeenCalledTimes(2)
  })
})

describe('D1 bookmark cookie', () => {
  function bookmarkCookie(sent: CountedResponse): string | undefined {
    return sent.headers.getSetCookie().find((cookie) => cookie.startsWith(`${BOOKMARK_COOKIE}=`))
  }

  it('is set on staff responses, with the session cookie attributes, and never on anonymous ones', async () => {
    const staffRead = await sendCounted('/api/auth/user', { headers: { cookie: staff } })
    const cookie = bookmarkCookie(staffRead)
    expect(cookie).toMatch(/^__Host-d1-bookmark=[^;]+;/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)

    for (const path of ['/api/povs', '/api/auth/user', '/about']) {
      expect((await sendCounted(path)).headers.getSetCookie()).toEqual([])
    }
  })

  it('carries a staff member from one request to the next', async () => {
    const created = await sendCounted('/api/povs', {
      method: 'POST',
      headers: { cookie: staff, 'content-type': 'application/json' },
      body: JSON.stringify({ ...povBody(), title: 'Read Back' }),
    })
    const bookmark = bookmarkCookie(created)?.split(';')[0]
    expect(bookmark).toBeDefined()
    const { id } = json<Pov>(created)
    const read = await sendCounted(`/api/povs/${id}`, { headers: { cookie: `${staff}; ${bookmark}` } })
    expect([read.status, json<Pov>(read).title]).toEqual([200, 'Read Back'])
  })

  it("accepts only D1's bookmark shape", () => {
    const real = '00000085-0000024c-00004c6d-8e61117bf38d7adb71b934ebbf891683'
    expect(parseBookmark(real)).toBe(real)
    for (const value of [
      undefined,
      '',
      'first-primary',
      'garbage',
      `${real}-00`,
      `${real};x`,
      real.toUpperCase(),
    ]) {
      expect(parseBookmark(value)).toBeNull()
    }
  })

  it('ignores a malformed bookmark cookie instead of failing', async () => {
    for (const value of ['garbage', '0000-zz', '%00;drop', 'a'.repeat(5000)]) {
      const withStaff = await sendCounted('/api/povs?includeUnpublished=true', {
        headers: { cookie: `${staff}; ${BOOKMARK_COOKIE}=${value}` },
      })
      expect([value.slice(0, 10), withStaff.status]).toEqual([value.slice(0, 10), 200])
      // The bad value is replaced by a real bookmark.
      expect(bookmarkCookie(withStaff)).toMatch(/^__Host-d1-bookmark=[0-9a-f-]+;/)
      const anonymous = await sendCounted('/api/povs', { headers: { cookie: `${BOOKMARK_COOKIE}=${value}` } })
      expect(anonymous.status).toBe(200)
    }
  })
})
