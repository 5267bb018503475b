import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cacheTagWrites } from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { dropCachedCopies } from '../../src/worker/services/content-cache'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addPov, db, sendCounted } from './content-fixtures'

// A render that read D1 before a write and stores its copy after the write dropped this
// location's copies must not leave that old copy to be served.

/**
 * A D1 binding that holds the first statement matching `sql` until `release` is called: `after` it
 * ran (the request has read and waits with those rows) or `before` it runs. `reached` settles once
 * the request is held there.
 */
function holding(target: D1Database, sql: RegExp, at: 'before' | 'after') {
  let reach!: () => void
  let release!: () => void
  const reached = new Promise<void>((resolve) => {
    reach = resolve
  })
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = false
  const run = async <T>(query: string, execute: () => Promise<T>): Promise<T> => {
    if (held || !sql.test(query)) return execute()
    held = true
    if (at === 'before') {
      reach()
      await released
      return execute()
    }
    const rows = await execute()
    reach()
    await released
    return rows
  }
  const binding = wrapStatements(target, run)
  return { binding, reached, release }
}

/** A D1 binding on which every statement matching `sql` fails. */
function failing(target: D1Database, sql: RegExp) {
  return wrapStatements(target, (query, execute) =>
    sql.test(query) ? Promise.reject(new Error('D1 unavailable')) : execute(),
  )
}

type Runner = <T>(query: string, execute: () => Promise<T>) => Promise<T>

/** `target`, its sessions included, with every statement's execution passed through `run`. */
function wrapStatements(target: D1Database, run: Runner): D1Database {
  const statement = (inner: D1PreparedStatement, query: string): D1PreparedStatement =>
    new Proxy(inner, {
      get(object, key) {
        const value = Reflect.get(object, key, object)
        if (typeof value !== 'function') return value
        if (key === 'bind') return (...args: unknown[]) => statement(value.apply(object, args), query)
        if (key === 'all' || key === 'raw' || key === 'first' || key === 'run')
          return (...args: unknown[]) => run(query, () => value.apply(object, args))
        return value.bind(object)
      },
    })
  const database = <T extends object>(inner: T): T =>
    new Proxy(inner, {
      get(object, key) {
        const value = Reflect.get(object, key, object)
        if (typeof value !== 'function') return value
        if (key === 'prepare') return (query: string) => statement(value.call(object, query), query)
        if (key === 'withSession') return (...args: unknown[]) => database(value.apply(object, args))
        return value.bind(object)
      },
    })
  return database(target)
}

const POV_READ = /\bfrom\s+"povs"/i
const INDEX_ROW = /^insert into "edge_cache_entries"/i

let staff: string

beforeAll(async () => {
  const admin = await addStaff({ role: 'admin' })
  staff = await cookieFor(admin.id)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const edit = (id: number, title: string) =>
  sendCounted(`/api/povs/${id}`, {
    method: 'PUT',
    headers: { cookie: staff, 'content-type': 'application/json' },
    body: JSON.stringify({ ...povBody(), title, isPublished: true }),
  })

describe('a render that read D1 before a write', () => {
  it.each([
    ['/api/povs?limit=40', (id: number) => `/api/povs?limit=40&race=${id}`],
    ['/povs/:id', (id: number) => `/povs/${id}`],
    ['/insights', (id: number) => `/insights?race=${id}`],
  ])('does not leave its old copy of %s to the next visitor', async (label, pathOf) => {
    // Titles of their own: /insights lists the other cases' items too.
    const before = `Before The Write To ${label}`
    const after = `After The Write To ${label}`
    const pov = await addPov({ title: before })
    const path = pathOf(pov.id)
    const held = holding(env.DB, POV_READ, 'after')
    const racing = sendCounted(path, {}, held.binding)
    await held.reached

    // The write lands while the read is held between its D1 read and its store.
    const written = await edit(pov.id, after)
    expect(written.status).toBe(200)
    held.release()
    const raced = await racing
    // The race happened: that visitor was answered from the data read before the write.
    expect([raced.status, raced.cache, raced.body.includes(before)]).toEqual([200, 'MISS', true])

    const next = await sendCounted(path)
    expect([next.status, next.cache, next.body.includes(after), next.body.includes(before)]).toEqual([
      200,
      'MISS',
      true,
      false,
    ])
  })

  it('does not leave it either when the write comes between its copy being put and indexed', async () => {
    const pov = await addPov({ title: 'Put Before The Write' })
    const path = `/api/povs/${pov.id}`
    const held = holding(env.DB, INDEX_ROW, 'before')
    const racing = sendCounted(path, {}, held.binding)
    await held.reached

    // Its copy is in the cache but not in the index, so the write's drop cannot find it.
    expect((await edit(pov.id, 'Put After The Write')).status).toBe(200)
    held.release()
    expect((await racing).body).toContain('Put Before The Write')

    const next = await sendCounted(path)
    expect([next.cache, next.body.includes('Put After The Write')]).toEqual(['MISS', true])
  })
})

describe('renders after a write', () => {
  it('keeps the copy of a render that began after the write, not one in its millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const pov = await addPov({ title: 'Written At A Frozen Instant' })
    const path = `/api/povs/${pov.id}`
    expect((await edit(pov.id, 'Written At A Frozen Instant')).status).toBe(200)

    // Same millisecond as the write: it may have read before it, so it is served, not kept.
    expect((await sendCounted(path)).cache).toBe('MISS')
    expect((await sendCounted(path)).cache).toBe('MISS')

    vi.setSystemTime(Date.now() + 1)
    expect((await sendCounted(path)).cache).toBe('MISS')
    const hit = await sendCounted(path)
    expect([hit.cache, hit.statements, hit.body.includes('Written At A Frozen Instant')]).toEqual([
      'HIT',
      0,
      true,
    ])
  })

  it('keeps no copy whose index row could not be written, since no write could drop it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const path = '/api/hashtags?limit=43'
    const first = await sendCounted(path, {}, failing(env.DB, INDEX_ROW))
    expect([first.status, first.cache]).toEqual([200, 'MISS'])
    expect(errors).toHaveBeenCalledTimes(1)
    expect((await sendCounted(path)).cache).toBe('MISS')
    expect((await sendCounted(path)).cache).toBe('HIT')
  })
})

describe('what the check costs', () => {
  it('keeps a miss of an API read at three D1 statements: the read, the next scheduled change, the index row', async () => {
    const miss = await sendCounted('/api/hashtags?limit=41')
    expect([miss.cache, miss.statements]).toEqual(['MISS', 3])
    const hit = await sendCounted('/api/hashtags?limit=41')
    expect([hit.cache, hit.statements]).toEqual(['HIT', 0])
  })
})

describe('write stamps', () => {
  it('never move back when a write stamps with an earlier clock', async () => {
    await dropCachedCopies(db, ['whitepapers'], 2_000)
    await dropCachedCopies(db, ['whitepapers'], 1_000)
    expect(await db.select().from(cacheTagWrites).where(eq(cacheTagWrites.tag, 'whitepapers'))).toEqual([
      { tag: 'whitepapers', writtenAt: 2_000 },
    ])
  })
})

describe('the cron', () => {
  it('forgets write stamps older than a copy’s 6 minutes, and keeps younger ones', async () => {
    const now = Date.UTC(2032, 5, 15, 12)
    await db.delete(cacheTagWrites)
    await db.insert(cacheTagWrites).values([
      { tag: 'povs', writtenAt: now - 360_001 },
      { tag: 'hashtags', writtenAt: now - 359_000 },
    ])
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '*/5 * * * *' }), env)
    expect(await db.select().from(cacheTagWrites)).toEqual([{ tag: 'hashtags', writtenAt: now - 359_000 }])
  })
})
