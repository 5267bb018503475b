import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PurgeCall, PurgeFault } from '../../scripts/fake-cloudflare/state.ts'
import app from '../../src/worker/app'
import { cachePurges, media, trash } from '../../src/worker/db/schema'
import { ConfigError, readConfig } from '../../src/worker/env'
import worker from '../../src/worker/index'
import { addStaff, caseStudyBody, cookieFor, PNG_BYTES, povBody } from './auth-fixtures'
import { addCaseStudy, addHashtag, addPov, countingD1, db } from './content-fixtures'
import { ORIGIN } from './helpers'

// Writes reach every location: each write has Cloudflare's purge API drop the copies showing what
// it changed, by cache tag, against the fake API of scripts/fake-cloudflare. Pinned here, not
// imported from the code under test: the fake's zone and token, the wait before a write's purge
// (5 s), the backoff (1, 2, 4 … min) and the 8 attempts.

const ZONE = 'f0e1d2c3b4a5968778695a4b3c2d1e0f'
const TOKEN = 'fake-cache-purge-token'
const SETTLE_MS = 5000
const MINUTE = 60_000
const API = `${env.FAKE_CLOUDFLARE_ORIGIN}/t/cache-purge`

/** The Worker of a site at www.crestline.example whose zone's cache is purged through the fake. */
const purgeEnv = {
  ...env,
  SITE_URL: 'https://www.crestline.example',
  CACHE_PURGE_ZONE_ID: ZONE,
  CACHE_PURGE_TOKEN: TOKEN,
  CACHE_PURGE_API_URL: `${API}/client/v4`,
}

const fake = {
  control: async (path: string, body?: unknown) => {
    const response = await fetch(`${API}/__fake/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return response.json()
  },
  reset: () => fake.control('reset', {}),
  fault: (...faults: PurgeFault[]) => fake.control('fault', faults),
  calls: () => fake.control('calls') as Promise<PurgeCall[]>,
  /** The tags of each call, in order. */
  tagsPerCall: async () => (await fake.calls()).map((call) => call.tags),
}

const pending = () => db.select().from(cachePurges).orderBy(cachePurges.tag)

interface Sent {
  response: Response
  /** Settles the request's waitUntil work: moves the faked timers past the purge's wait first. */
  done: () => Promise<void>
}

/** A request to the app as a browser sends it; its waitUntil work is left to `done`. */
async function start(path: string, init: RequestInit = {}, workerEnv: Env = purgeEnv): Promise<Sent> {
  const headers = new Headers(init.headers)
  if (init.method && !['GET', 'HEAD'].includes(init.method)) headers.set('origin', ORIGIN)
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }), workerEnv, ctx)
  return {
    response,
    done: async () => {
      await vi.advanceTimersByTimeAsync(SETTLE_MS)
      await waitOnExecutionContext(ctx)
    },
  }
}

/** A request and all its waitUntil work. */
async function send(path: string, init: RequestInit = {}, workerEnv: Env = purgeEnv): Promise<Response> {
  const sent = await start(path, init, workerEnv)
  await sent.response.clone().arrayBuffer()
  await sent.done()
  return sent.response
}

let admin: string

const write = (method: string, path: string, body?: unknown, workerEnv: Env = purgeEnv) =>
  send(
    path,
    {
      method,
      headers: { cookie: admin, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    workerEnv,
  )

const cron = (scheduledTime: number, workerEnv: Env = purgeEnv) =>
  worker.scheduled(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }), workerEnv)

let adminId: number

beforeAll(async () => {
  adminId = (await addStaff({ email: 'purge.admin@example.test', role: 'admin' })).id
})

beforeEach(async () => {
  // A session of its own: the cron of an earlier test, run hours ahead, drops expired ones.
  admin = await cookieFor(adminId)
  // Only setTimeout: the purge's wait is moved on by hand, every date stays real.
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  await fake.reset()
  await db.delete(cachePurges)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('every kind of write purges exactly the tags it changed', () => {
  const povs = 'www.crestline.example/povs'
  const caseStudies = 'www.crestline.example/case-studies'
  const whitepapers = 'www.crestline.example/whitepapers'
  const hashtags = 'www.crestline.example/hashtags'
  const careers = 'www.crestline.example/careers'
  const pages = 'www.crestline.example/pages'

  /** Runs the write, then expects one call with `tags`, answered 200, and nothing left pending. */
  async function expectPurge(run: () => Promise<Response>, status: number, tags: string[]) {
    await fake.reset()
    const response = await run()
    expect(response.status).toBe(status)
    const calls = await fake.calls()
    expect(calls.map(({ zone, tags, authorized, status }) => ({ zone, tags, authorized, status }))).toEqual([
      { zone: ZONE, tags, authorized: true, status: 200 },
    ])
    expect(await pending()).toEqual([])
  }

  it('creating an item', async () => {
    await expectPurge(() => write('POST', '/api/povs', povBody()), 201, [povs])
  })

  it('editing an item', async () => {
    const item = await addCaseStudy({ title: 'Edited Case' })
    await expectPurge(
      () => write('PUT', `/api/case-studies/${item.id}`, { ...caseStudyBody(), title: 'Edited Case 2' }),
      200,
      [caseStudies],
    )
  })

  it('publishing and unpublishing an item', async () => {
    const created = await write('POST', '/api/whitepapers', { ...povBody(), documentKey: '' })
    const { id } = await created.json<{ id: number }>()
    const body = { ...povBody(), title: 'Going Live', documentKey: '' }
    await expectPurge(() => write('PUT', `/api/whitepapers/${id}`, { ...body, isPublished: true }), 200, [
      whitepapers,
    ])
    await expectPurge(() => write('PUT', `/api/whitepapers/${id}`, { ...body, isPublished: false }), 200, [
      whitepapers,
    ])
  })

  it('changing an item’s schedule', async () => {
    const item = await addPov({ title: 'Rescheduled' })
    const publishAt = new Date(Date.now() + 60 * MINUTE).toISOString()
    await expectPurge(
      () => write('PUT', `/api/povs/${item.id}`, { ...povBody(), isPublished: true, publishAt }),
      200,
      [povs],
    )
  })

  it('deleting an item', async () => {
    const item = await addCaseStudy({ title: 'Deleted Case' })
    await expectPurge(() => write('DELETE', `/api/case-studies/${item.id}`), 200, [caseStudies])
  })

  it('any hashtag change: every kind of content shows its hashtags’ names', async () => {
    const tag = await addHashtag('purge-renamed')
    await expectPurge(
      () =>
        write('PUT', `/api/hashtags/${tag.id}`, { name: 'purge-renamed-2', type: 'topic', description: '' }),
      200,
      [careers, caseStudies, hashtags, pages, povs, whitepapers],
    )
  })

  it('restoring a revision', async () => {
    const created = await write('POST', '/api/povs', { ...povBody(), title: 'First Words' })
    const { id } = await created.json<{ id: number }>()
    await write('PUT', `/api/povs/${id}`, { ...povBody(), title: 'Second Words' })
    const history = await send(`/api/povs/${id}/revisions`, { headers: { cookie: admin } })
    // Newest first: the last is the item as created.
    const first = (await history.json<{ id: number }[]>()).at(-1)
    expect(first).toBeDefined()
    await expectPurge(() => write('POST', `/api/povs/${id}/revisions/${first?.id}/restore`), 200, [povs])
  })

  it('deleting an image: its variants, tagged by its upload', async () => {
    const key = '0f6c3a52-6d1b-4c55-9a43-3b1c9e2d7a10.png'
    await env.UPLOADS.put(key, PNG_BYTES)
    await env.UPLOADS.put(`variants/${key}/320.webp`, PNG_BYTES, {
      httpMetadata: { contentType: 'image/webp' },
    })
    const [row] = await db
      .insert(media)
      .values({
        key,
        width: 4000,
        height: 3000,
        format: 'image/png',
        bytes: 68,
        fileName: 'purge.png',
        createdAt: new Date(),
      })
      .returning()
    // A visitor's copy of a variant, as stored in this location.
    const image = await send(`/images/${key}?w=320`, { headers: { accept: 'image/webp' } })
    expect(image.status).toBe(200)
    const copy = await (caches as unknown as { default: Cache }).default.match(
      `${ORIGIN}/images/variants/${key}/320.webp`,
    )
    expect(copy?.headers.get('cache-tag')).toBe(`www.crestline.example/image/${key}`)

    await expectPurge(() => write('DELETE', `/api/media/${row?.id}`), 204, [
      `www.crestline.example/image/${key}`,
    ])
  })

  it('the cron deleting an upload that has been in the trash over 30 days', async () => {
    const key = '7d2e9b14-3c8a-4f61-b0d5-92a4e6c1f803.png'
    await env.UPLOADS.put(key, PNG_BYTES)
    const [upload] = await db
      .insert(media)
      .values({
        key,
        width: 10,
        height: 10,
        format: 'image/png',
        bytes: 68,
        fileName: 'unused.png',
        createdAt: new Date(Date.now() - 31 * 24 * 60 * MINUTE),
      })
      .returning()
    // An unused upload is never deleted unasked: only once it has been in the trash for 30 days.
    await cron(Date.now())
    expect(await env.UPLOADS.head(key)).not.toBeNull()
    expect((await write('DELETE', `/api/media/${upload!.id}`)).status).toBe(204)
    await db
      .update(trash)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * MINUTE) })
      .where(eq(trash.itemId, upload!.id))
    await fake.reset()
    await cron(Date.now())
    expect(await fake.tagsPerCall()).toEqual([[`www.crestline.example/image/${key}`]])
    expect(await pending()).toEqual([])
  })

  it('a failed write purges nothing', async () => {
    const response = await write('PUT', '/api/povs/999999', povBody())
    expect(response.status).toBe(404)
    expect(await fake.calls()).toEqual([])
    expect(await pending()).toEqual([])
  })
})

describe('the tags purged are those the stored copies carry', () => {
  it('an API read and a page: their Cache-Tag names the site and what they show', async () => {
    await addPov({ title: 'Tagged Copy' })
    const cache = (caches as unknown as { default: Cache }).default
    const read = await send('/api/povs?limit=3')
    expect(read.headers.get('x-cache')).toBe('MISS')
    const copy = await cache.match(`${ORIGIN}/api/povs?limit=3`)
    expect(copy?.headers.get('cache-tag')).toBe('www.crestline.example/povs,www.crestline.example/hashtags')

    const page = await send('/about')
    expect(page.headers.get('x-cache')).toBe('MISS')
    const pageCopy = await cache.match(`${ORIGIN}/about?__variant=en-US`)
    // About is a stored page, whose answer carries its hashtags' names as every item's does.
    expect(pageCopy?.headers.get('cache-tag')).toBe(
      'www.crestline.example/pages,www.crestline.example/hashtags',
    )
  })
})

describe('without a zone configured', () => {
  it('calls nothing, records nothing and logs nothing, as before', async () => {
    const errors = vi.spyOn(console, 'error')
    const response = await write('POST', '/api/povs', povBody(), env)
    expect(response.status).toBe(201)
    const item = await addPov({ title: 'Unpurged' })
    expect((await write('DELETE', `/api/povs/${item.id}`, undefined, env)).status).toBe(200)
    await cron(Date.now() + 10 * MINUTE, env)
    expect(await fake.calls()).toEqual([])
    expect(await pending()).toEqual([])
    expect(errors).not.toHaveBeenCalled()
  })
})

describe('the record and the fast path', () => {
  it('records the tags before the write answers, and sends them in its waitUntil', async () => {
    const item = await addPov({ title: 'Recorded First' })
    const sent = await start(`/api/povs/${item.id}`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...povBody(), isPublished: true }),
    })
    expect(sent.response.status).toBe(200)
    // Were the waitUntil cut now, the cron would still find this.
    expect(await pending()).toMatchObject([{ tag: 'www.crestline.example/povs', attempts: 0, version: 1 }])
    expect(await fake.calls()).toEqual([])
    await sent.done()
    expect(await fake.tagsPerCall()).toEqual([['www.crestline.example/povs']])
    expect(await pending()).toEqual([])
  })

  it('costs a write one D1 statement before it answers and three after', async () => {
    const statements = async (workerEnv: Env) => {
      const counter = countingD1(env.DB)
      const item = await addPov({ title: 'Counted' })
      const sent = await start(
        `/api/povs/${item.id}`,
        {
          method: 'PUT',
          headers: { cookie: admin, 'content-type': 'application/json' },
          body: JSON.stringify({ ...povBody(), isPublished: true }),
        },
        { ...workerEnv, DB: counter.binding },
      )
      expect(sent.response.status).toBe(200)
      const answered = counter.count()
      await sent.done()
      return { answered, after: counter.count() - answered }
    }
    const without = await statements(env)
    const withPurge = await statements(purgeEnv)
    expect(withPurge).toEqual({ answered: without.answered + 1, after: without.after + 3 })
  })

  it('coalesces a burst of writes into one call with each tag once', async () => {
    const items = await Promise.all([1, 2, 3, 4].map((n) => addPov({ title: `Burst ${n}` })))
    const study = await addCaseStudy({ title: 'Burst Case' })
    const writes: Sent[] = []
    for (const item of items) {
      writes.push(
        await start(`/api/povs/${item.id}`, {
          method: 'PUT',
          headers: { cookie: admin, 'content-type': 'application/json' },
          body: JSON.stringify({ ...povBody(), isPublished: true }),
        }),
      )
    }
    writes.push(
      await start(`/api/case-studies/${study.id}`, {
        method: 'DELETE',
        headers: { cookie: admin },
      }),
    )
    expect(writes.map((sent) => sent.response.status)).toEqual([200, 200, 200, 200, 200])
    expect(await pending()).toMatchObject([
      { tag: 'www.crestline.example/case-studies', version: 1 },
      { tag: 'www.crestline.example/povs', version: 4 },
    ])
    await Promise.all(writes.map((sent) => sent.done()))
    expect(await fake.tagsPerCall()).toEqual([
      ['www.crestline.example/case-studies', 'www.crestline.example/povs'],
    ])
    expect(await pending()).toEqual([])
  })

  it('sends again a tag a write asked for while the call for it was under way', async () => {
    const [first, second] = await Promise.all([addPov({ title: 'Racing 1' }), addPov({ title: 'Racing 2' })])
    await fake.fault({
      delayMs: 300,
      status: 200,
      body: { success: true, errors: [], messages: [], result: {} },
    })
    const put = (id: number) =>
      start(`/api/povs/${id}`, {
        method: 'PUT',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ ...povBody(), isPublished: true }),
      })
    const early = await put(first!.id)
    const earlyDone = early.done()
    await vi.waitFor(async () => expect(await fake.calls()).toHaveLength(1), { timeout: 5000, interval: 20 })
    // The first call has left, and may reach Cloudflare before this write's change is in D1.
    const late = await put(second!.id)
    await Promise.all([earlyDone, late.done()])
    expect(await fake.tagsPerCall()).toEqual([['www.crestline.example/povs'], ['www.crestline.example/povs']])
    expect(await pending()).toEqual([])
  })
})

describe('failures are retried by the cron', () => {
  it('keeps a failed purge pending and the cron sends it once its backoff has passed', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await fake.fault({ status: 500 })
    const item = await addPov({ title: 'Retried' })
    const failedAt = Date.now()
    const response = await write('PUT', `/api/povs/${item.id}`, { ...povBody(), isPublished: true })
    expect(response.status).toBe(200)
    const [row] = await pending()
    expect(row).toMatchObject({ tag: 'www.crestline.example/povs', attempts: 1, claimedUntil: null })
    expect(row?.lastError).toMatch(/purge_cache answered 500: 10000 fault/)
    expect(row?.nextAttemptAt).toBeGreaterThanOrEqual(failedAt + MINUTE)
    expect(row?.nextAttemptAt).toBeLessThan(Date.now() + MINUTE + 1000)
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/^cache purge of 1 tag\(s\) failed \(attempt 1 of 8/),
    )

    // Within the first minute: not due yet.
    await cron(failedAt + 30_000)
    expect(await fake.calls()).toHaveLength(1)
    await cron(row!.nextAttemptAt)
    expect(await fake.tagsPerCall()).toEqual([['www.crestline.example/povs'], ['www.crestline.example/povs']])
    expect((await fake.calls()).map((call) => call.status)).toEqual([500, 200])
    expect(await pending()).toEqual([])
  })

  it('backs off 1, 2, 4 … minutes and gives up, logged, after 8 attempts', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await fake.fault({ status: 503, times: 8 })
    const item = await addCaseStudy({ title: 'Never Purged' })
    expect((await write('DELETE', `/api/case-studies/${item.id}`)).status).toBe(200)
    const waits: number[] = []
    let attemptedAt = Date.now()
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      const [row] = await pending()
      expect(row?.attempts).toBe(attempt - 1)
      waits.push(Math.round((row!.nextAttemptAt - attemptedAt) / MINUTE))
      attemptedAt = row!.nextAttemptAt
      await cron(attemptedAt)
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64])
    expect(await fake.calls()).toHaveLength(8)
    expect(await pending()).toEqual([])
    expect(errors).toHaveBeenLastCalledWith(
      'cache purge given up after 8 attempts: www.crestline.example/case-studies',
    )
    await cron(Date.now() + 24 * 60 * MINUTE)
    expect(await fake.calls()).toHaveLength(8)
  })

  it('treats a refused token as a failure, and a success envelope only as success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const item = await addPov({ title: 'Wrong Token' })
    const wrongToken = { ...purgeEnv, CACHE_PURGE_TOKEN: 'not-the-token' }
    const response = await write(
      'PUT',
      `/api/povs/${item.id}`,
      { ...povBody(), isPublished: true },
      wrongToken,
    )
    expect(response.status).toBe(200)
    expect((await fake.calls()).map(({ authorized, status }) => ({ authorized, status }))).toEqual([
      { authorized: false, status: 403 },
    ])
    expect((await pending())[0]?.lastError).toMatch(/403: 10000 Authentication error/)

    await fake.fault({ status: 200, body: { success: false, errors: [{ code: 1134, message: 'busy' }] } })
    await cron(Date.now() + 2 * MINUTE)
    expect((await pending())[0]).toMatchObject({
      attempts: 2,
      lastError: expect.stringMatching(/200: 1134 busy/),
    })
    await cron(Date.now() + 5 * MINUTE)
    expect(await pending()).toEqual([])
  })

  it('splits what is pending into calls of at most 100 tags', async () => {
    const now = Date.now()
    const tags = Array.from(
      { length: 150 },
      (_, n) => `www.crestline.example/image/${String(n).padStart(3, '0')}.png`,
    )
    for (let start = 0; start < tags.length; start += 20) {
      await db
        .insert(cachePurges)
        .values(tags.slice(start, start + 20).map((tag) => ({ tag, requestedAt: now, nextAttemptAt: now })))
    }
    await cron(now)
    const calls = await fake.tagsPerCall()
    expect(calls.map((call) => call.length)).toEqual([100, 50])
    expect(calls[0]?.[0]).toBe('www.crestline.example/image/000.png')
    expect(calls[1]?.[49]).toBe('www.crestline.example/image/149.png')
    expect(await pending()).toEqual([])
  })

  it('leaves a row another sender holds to that sender', async () => {
    const now = Date.now()
    await db.insert(cachePurges).values({
      tag: 'www.crestline.example/povs',
      requestedAt: now,
      nextAttemptAt: now,
      claimedUntil: now + 30_000,
    })
    await cron(now)
    expect(await fake.calls()).toEqual([])
    await cron(now + 30_000)
    expect(await fake.tagsPerCall()).toEqual([['www.crestline.example/povs']])
    expect(
      await db.select().from(cachePurges).where(eq(cachePurges.tag, 'www.crestline.example/povs')),
    ).toEqual([])
  })
})

describe('configuration', () => {
  /** The configuration of the test Worker with `vars` in place of its own. */
  const configWith = (vars: Record<string, string>) =>
    readConfig({ ...env, CACHE_PURGE_ZONE_ID: '', CACHE_PURGE_TOKEN: '', ...vars } as Env)

  it('takes a zone id and a token together, or neither', () => {
    expect(configWith({}).CACHE_PURGE_API_URL).toBe('https://api.cloudflare.com/client/v4')
    expect(() => configWith({ CACHE_PURGE_ZONE_ID: ZONE })).toThrow(
      /CACHE_PURGE_TOKEN: must be set with CACHE_PURGE_ZONE_ID/,
    )
    expect(() => configWith({ CACHE_PURGE_TOKEN: TOKEN })).toThrow(
      /CACHE_PURGE_ZONE_ID: must be set with CACHE_PURGE_TOKEN/,
    )
    expect(() => configWith({ CACHE_PURGE_ZONE_ID: 'example.com', CACHE_PURGE_TOKEN: TOKEN })).toThrow(
      ConfigError,
    )
  })

  it('sends the token over https, or over http only to this machine', () => {
    const api = (url: string) => configWith({ CACHE_PURGE_API_URL: url }).CACHE_PURGE_API_URL
    expect(() => api('http://api.cloudflare.com/client/v4')).toThrow(
      /CACHE_PURGE_API_URL: must be an https:\/\/ URL/,
    )
    expect(api('http://127.0.0.1:4291/client/v4')).toBe('http://127.0.0.1:4291/client/v4')
    expect(api('https://api.example.net/v4')).toBe('https://api.example.net/v4')
  })
})
