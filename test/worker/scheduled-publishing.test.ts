import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Pov } from '../../src/shared/content/types/pov'
import app from '../../src/worker/app'
import { getContent, listContent } from '../../src/worker/services/content/content-reads'
import { contentTypeNamed } from '../../src/worker/services/content/content-types'

const povType = contentTypeNamed('pov')

import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addPov, db } from './content-fixtures'
import { ORIGIN } from './helpers'

// A published item is public from its publish time until its unpublish time, decided
// when it is read. `Date` is faked in this isolate, so in the Worker under test too: the clock
// moves, and no cron runs and nothing is written in between.

let adminId: number

beforeAll(async () => {
  adminId = (await addStaff({ role: 'admin' })).id
})

afterEach(() => {
  vi.useRealTimers()
})

interface Sent {
  status: number
  body: string
  cache: string | null
}

/** One request to the app, its waitUntil work (the edge cache's store) included. */
async function send(path: string, init: RequestInit = {}): Promise<Sent> {
  const headers = new Headers(init.headers)
  if (init.method && !['GET', 'HEAD'].includes(init.method)) headers.set('origin', ORIGIN)
  if (typeof init.body === 'string') headers.set('content-type', 'application/json')
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }), env, ctx)
  const body = await response.text()
  await waitOnExecutionContext(ctx)
  return { status: response.status, body, cache: response.headers.get('x-cache') }
}

// A session started now: moving the clock by hours would otherwise end it (15 minutes idle).
const asAdmin = async () => ({ cookie: await cookieFor(adminId) })

const write = async (method: 'POST' | 'PUT', path: string, body: unknown) =>
  send(path, { method, headers: await asAdmin(), body: JSON.stringify(body) })

const iso = (ms: number) => new Date(ms).toISOString()

/** Where a visitor would find the item: list, cards, search, its API read, its page, the sitemap. */
async function visitorSees(pov: Pov, word: string) {
  const list = JSON.parse((await send('/api/povs')).body) as Pov[]
  const cards = JSON.parse((await send('/api/povs/cards')).body) as Pov[]
  const found = JSON.parse((await send(`/api/povs?q=${word}`)).body) as Pov[]
  return {
    list: list.some((item) => item.id === pov.id),
    cards: cards.some((item) => item.id === pov.id),
    search: found.some((item) => item.id === pov.id),
    read: (await send(`/api/povs/${pov.id}`)).status,
    page: (await send(`/povs/${pov.id}`)).status,
    sitemap: (await send('/sitemap.xml')).body.includes(`/povs/${pov.id}<`),
  }
}

const everywhere = { list: true, cards: true, search: true, read: 200, page: 200, sitemap: true }
const nowhere = { list: false, cards: false, search: false, read: 404, page: 404, sitemap: false }

describe('scheduled publishing', () => {
  it('shows an item from its publish time until its unpublish time, with no cron run and no write', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const word = `zephyrine${start}`
    const created = await write('POST', '/api/povs', {
      ...povBody(),
      title: `Scheduled ${word}`,
      isPublished: true,
      publishAt: iso(start + 3_600_000),
      unpublishAt: iso(start + 7_200_000),
    })
    expect(created.status).toBe(201)
    const pov = JSON.parse(created.body) as Pov
    expect(pov).toMatchObject({ publishAt: iso(start + 3_600_000), unpublishAt: iso(start + 7_200_000) })

    expect(await visitorSees(pov, word)).toEqual(nowhere)
    // Staff see it throughout, with its times.
    const staffRead = await send(`/api/povs/${pov.id}`, { headers: await asAdmin() })
    expect(JSON.parse(staffRead.body)).toMatchObject({ id: pov.id, publishAt: iso(start + 3_600_000) })

    vi.setSystemTime(start + 3_600_000)
    expect(await visitorSees(pov, word)).toEqual(everywhere)

    vi.setSystemTime(start + 7_200_000)
    expect(await visitorSees(pov, word)).toEqual(nowhere)
    expect((await send(`/api/povs/${pov.id}`, { headers: await asAdmin() })).status).toBe(200)
  })

  it('leaves a draft a draft whatever its publish time', async () => {
    const created = await write('POST', '/api/povs', {
      ...povBody(),
      isPublished: false,
      publishAt: iso(Date.now() - 60_000),
    })
    const pov = JSON.parse(created.body) as Pov
    expect((await send(`/api/povs/${pov.id}`)).status).toBe(404)
  })

  it('does not serve a cached list past a publish time: the copy is a miss from that moment', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const created = await write('POST', '/api/povs', {
      ...povBody(),
      isPublished: true,
      publishAt: iso(start + 20_000),
    })
    const pov = JSON.parse(created.body) as Pov
    const ids = (sent: Sent) => (JSON.parse(sent.body) as Pov[]).map((item) => item.id)

    // A render in the write's own millisecond is served but not kept: it may have read before it.
    vi.setSystemTime(start + 1)
    const first = await send('/api/povs/cards?limit=100')
    expect(ids(first)).not.toContain(pov.id)
    const cached = await send('/api/povs/cards?limit=100')
    expect(cached.cache).toBe('HIT')

    // Still inside the cache's 60 fresh seconds, but past the publish time.
    vi.setSystemTime(start + 20_000)
    const after = await send('/api/povs/cards?limit=100')
    expect(after.cache).toBe('MISS')
    expect(ids(after)).toContain(pov.id)
  })

  it('keeps the stored times when a client of the spec sends none, and clears them when sent blank', async () => {
    const publishAt = iso(Date.now() + 86_400_000)
    const created = await write('POST', '/api/povs', { ...povBody(), isPublished: true, publishAt })
    const pov = JSON.parse(created.body) as Pov
    const {
      publishAt: _p,
      unpublishAt: _u,
      ...specFields
    } = { ...povBody(), publishAt: null, unpublishAt: null }
    const kept = await write('PUT', `/api/povs/${pov.id}`, {
      ...specFields,
      title: 'Renamed',
      isPublished: true,
    })
    expect(JSON.parse(kept.body)).toMatchObject({ title: 'Renamed', publishAt })
    const cleared = await write('PUT', `/api/povs/${pov.id}`, {
      ...specFields,
      isPublished: true,
      publishAt: '',
    })
    expect(JSON.parse(cleared.body)).toMatchObject({ publishAt: null, unpublishAt: null })
    expect((await send(`/api/povs/${pov.id}`)).status).toBe(200)
  })

  it('refuses a time that is not an instant, and an unpublish time not after the publish time', async () => {
    const bad = await write('POST', '/api/case-studies', {
      title: 'Scheduling errors',
      description: 'd',
      content: 'c',
      excerpt: 'e',
      client: 'Client',
      industry: 'Retail',
      challenge: 'ch',
      solution: 'so',
      results: 'r',
      featuredImage: '',
      hashtags: [],
      publishAt: 'next Tuesday',
    })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).fields).toEqual({ publishAt: 'Enter a date and time' })

    const at = Date.now() + 86_400_000
    const reversed = await write('POST', '/api/whitepapers', {
      ...povBody(),
      publishAt: iso(at),
      unpublishAt: iso(at),
    })
    expect(reversed.status).toBe(400)
    expect(JSON.parse(reversed.body).fields).toEqual({ unpublishAt: 'Unpublish at must be after Publish at' })
  })

  it('judges visibility at the clock a read is given', async () => {
    const at = Date.now() + 3 * 86_400_000
    const pov = await addPov({ title: 'Judged at a given clock', publishAt: new Date(at) })
    const visitors = (now: number) => ({ includeUnpublished: false, now: new Date(now) })
    const listed = async (now: number) =>
      (await listContent(db, povType, visitors(now))).some((item) => item.id === pov.id)
    expect([await listed(at - 1), await listed(at)]).toEqual([false, true])
    expect(await getContent(db, povType, pov.id, visitors(at - 1))).toBeNull()
    expect((await getContent(db, povType, pov.id, visitors(at)))?.id).toBe(pov.id)
  })
})
