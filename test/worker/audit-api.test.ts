import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEvent } from '../../src/shared/types'
import { auditEvents } from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { readAuditLog, resetWithReader } from './audit-fixtures'
import { addStaff, cookieFor, db, login } from './auth-fixtures'
import { call } from './helpers'

// GET /api/admin/audit: who may read it, its filters and pages; the log's append-only rule and
// its one-year retention.

let reader: Awaited<ReturnType<typeof resetWithReader>>['reader']
let readerCookie: string

beforeEach(async () => {
  ;({ reader, cookie: readerCookie } = await resetWithReader())
})

const auditLog = (query = '') => readAuditLog(readerCookie, query)

describe('GET /api/admin/audit', () => {
  it('answers 401 to anonymous callers and 403 to editors, and is never cached', async () => {
    const anonymous = await call('/api/admin/audit')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'Authentication required' })
    const editor = await addStaff({ role: 'editor' })
    const editorCookie = await cookieFor(editor.id)
    for (const path of ['/api/admin/audit', '/api/admin/audit/actors']) {
      const refused = await call(path, { headers: { cookie: editorCookie } })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ error: 'You do not have permission to do that' })
    }
    const allowed = await call('/api/admin/audit', { headers: { cookie: readerCookie } })
    expect(allowed.status).toBe(200)
    expect(allowed.headers.get('cache-control')).toBe('no-store')
  })

  it('has no way to change or delete an event, and the table refuses updates', async () => {
    await login('nobody@example.test', 'whatever pass')
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const response = await call('/api/admin/audit', { method, headers: { cookie: readerCookie } })
      expect(response.status).toBe(404)
    }
    await expect(env.DB.prepare("update audit_events set action = 'sign_in'").run()).rejects.toThrow(
      /append-only/,
    )
    expect((await auditLog()).map(({ action }) => action)).toEqual(['sign_in_failed'])
  })

  it('lets an update only raise an event’s count, changing nothing else', async () => {
    await db.insert(auditEvents).values({
      at: new Date(Date.UTC(2026, 0, 1)),
      actorEmail: 'nobody@example.test',
      action: 'sign_in_failed',
      network: '203.0.113.0/24',
      detail: { reason: 'unknown_email' },
    })
    const refused = [
      'set at = at + 1, count = count + 1',
      'set id = id + 1000, count = count + 1',
      'set actor_user_id = 1, count = count + 1',
      "set actor_email = 'someone@example.test', count = count + 1",
      'set actor_email = null, count = count + 1',
      "set action = 'sign_in', count = count + 1",
      "set target_type = 'pov', count = count + 1",
      "set target_id = '1', count = count + 1",
      "set target_title = 'A title', count = count + 1",
      "set network = '198.51.100.0/24', count = count + 1",
      'set network = null, count = count + 1',
      'set detail = null, count = count + 1',
      'set count = count',
      'set count = count - 1',
      'set count = 0',
    ]
    for (const change of refused) {
      await expect(env.DB.prepare(`update audit_events ${change}`).run(), change).rejects.toThrow(
        /append-only/,
      )
    }
    await env.DB.prepare('update audit_events set count = count + 4').run()
    expect(await auditLog()).toEqual([
      {
        id: expect.any(Number),
        at: '2026-01-01T00:00:00.000Z',
        actor: { id: null, email: 'nobody@example.test' },
        action: 'sign_in_failed',
        target: null,
        network: '203.0.113.0/24',
        detail: { reason: 'unknown_email' },
        count: 5,
      },
    ])
  })

  it('gives each event its count, 1 for an event that stands for itself', async () => {
    await db.insert(auditEvents).values([
      {
        at: new Date(Date.UTC(2026, 0, 1, 9)),
        action: 'sign_in_failed',
        actorEmail: 'a@example.test',
        count: 7,
      },
      { at: new Date(Date.UTC(2026, 0, 1, 10)), action: 'sign_in', actorEmail: 'b@example.test' },
    ])
    expect((await auditLog()).map(({ actor, count }) => ({ email: actor.email, count }))).toEqual([
      { email: 'b@example.test', count: 1 },
      { email: 'a@example.test', count: 7 },
    ])
  })

  describe('filters and pages', () => {
    const start = Date.UTC(2026, 0, 1)
    const hour = 60 * 60 * 1000
    const kinds = ['sign_in', 'sign_out', 'content_created'] as const

    /** 140 events, two per hour from 2026-01-01 00:00 UTC, alternating between two staff members. */
    async function seed() {
      const other = await addStaff({ email: 'another@example.test' })
      const rows = Array.from({ length: 140 }, (_, i) => ({
        at: new Date(start + Math.floor(i / 2) * hour),
        actorUserId: i % 2 ? reader.id : other.id,
        actorEmail: i % 2 ? 'reader@example.test' : 'another@example.test',
        action: kinds[i % 3] ?? 'sign_in',
      }))
      for (let first = 0; first < rows.length; first += 10) {
        await db.insert(auditEvents).values(rows.slice(first, first + 10))
      }
      const ids = (await db.select({ id: auditEvents.id }).from(auditEvents).orderBy(auditEvents.id)).map(
        ({ id }) => id,
      )
      return { other, rows: rows.map((row, index) => ({ ...row, id: ids[index] ?? 0 })) }
    }

    async function allPages(query: string) {
      const pages: AuditEvent[][] = []
      let cursor: string | null = null
      do {
        const separator = query ? '&' : ''
        const response = await call(
          `/api/admin/audit?${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
          { headers: { cookie: readerCookie } },
        )
        expect(response.status).toBe(200)
        pages.push(await response.json())
        cursor = response.headers.get('x-next-cursor')
      } while (cursor && pages.length < 10)
      return pages
    }

    const newestFirst = (rows: { at: Date; id: number }[]) =>
      [...rows].sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id).map(({ id }) => id)

    it('pages newest first, 50 at a time, with ties in time ordered by id', async () => {
      const { rows } = await seed()
      const pages = await allPages('')
      expect(pages.map((page) => page.length)).toEqual([50, 50, 40])
      expect(pages.flat().map(({ id }) => id)).toEqual(newestFirst(rows))
    })

    it('filters by any of several actions, by person and by UTC day or instant', async () => {
      const { other, rows } = await seed()
      const signInsAndOuts = rows.filter(({ action }) => action !== 'content_created')
      expect((await allPages('action=sign_in&action=sign_out')).flat().map(({ id }) => id)).toEqual(
        newestFirst(signInsAndOuts),
      )
      const byOther = rows.filter(({ actorUserId }) => actorUserId === other.id)
      expect((await allPages(`actor=${other.id}`)).flat().map(({ id }) => id)).toEqual(newestFirst(byOther))
      const secondDay = rows.filter(({ at }) => at.toISOString().startsWith('2026-01-02'))
      expect(secondDay).toHaveLength(48)
      expect((await allPages('from=2026-01-02&to=2026-01-02')).flat().map(({ id }) => id)).toEqual(
        newestFirst(secondDay),
      )
      // Instants with an offset: 02:00 to 03:00 at UTC+2 is 00:00 to 01:00 UTC, both ends included.
      const instants = await allPages(
        `from=${encodeURIComponent('2026-01-01T02:00:00+02:00')}&to=${encodeURIComponent('2026-01-01T03:00:00+02:00')}`,
      )
      expect(instants.flat().map(({ at }) => at)).toEqual([
        '2026-01-01T01:00:00.000Z',
        '2026-01-01T01:00:00.000Z',
        '2026-01-01T00:00:00.000Z',
        '2026-01-01T00:00:00.000Z',
      ])
      const actors = await call('/api/admin/audit/actors', { headers: { cookie: readerCookie } })
      expect(await actors.json()).toEqual([
        { id: other.id, email: 'another@example.test' },
        { id: reader.id, email: 'reader@example.test' },
      ])
    })

    it('answers 400 with the field for a bad filter', async () => {
      const cases: [string, string][] = [
        ['action=drop_table', 'action.0'],
        ['actor=-1', 'actor'],
        ['from=2026-02-30', 'from'],
        ['from=2026-03-02&to=2026-03-01', 'to'],
        ['cursor=abc', 'cursor'],
        ['limit=101', 'limit'],
      ]
      for (const [query, field] of cases) {
        const response = await call(`/api/admin/audit?${query}`, { headers: { cookie: readerCookie } })
        expect(response.status, query).toBe(400)
        const body = await response.json<{ error: string; fields: Record<string, string> }>()
        expect(body.error).toBe('Invalid request')
        expect(Object.keys(body.fields), query).toEqual([field])
      }
    })
  })
})

describe('retention', () => {
  it('keeps events for one year: the cron deletes older ones', async () => {
    const day = 24 * 60 * 60 * 1000
    const now = Date.now()
    await db.insert(auditEvents).values([
      { at: new Date(now - 366 * day), action: 'sign_in', actorEmail: 'old@example.test' },
      { at: new Date(now - 364 * day), action: 'sign_in', actorEmail: 'recent@example.test' },
    ])
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '*/5 * * * *' }), env)
    expect((await auditLog()).map(({ actor }) => actor.email)).toEqual(['recent@example.test'])
  })
})
