import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEvent } from '../../src/shared/types'
import {
  auditEvents,
  caseStudies,
  hashtags,
  loginAttempts,
  povs,
  rateLimits,
  sessions,
  users,
} from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { hashPassword } from '../../src/worker/services/passwords'
import {
  addStaff,
  caseStudyBody,
  cookieFor,
  db,
  hashtagBody,
  imageForm,
  login,
  PASSWORD,
  PNG_BYTES,
  povBody,
  sessionCookieFrom,
} from './auth-fixtures'
import { call, freezeClock } from './helpers'

let reader: Awaited<ReturnType<typeof addStaff>>
let readerCookie: string

beforeEach(async () => {
  await db.delete(sessions)
  await db.delete(users)
  await db.delete(rateLimits)
  await db.delete(loginAttempts)
  await db.delete(auditEvents)
  await db.delete(povs)
  await db.delete(caseStudies)
  await db.delete(hashtags)
  reader = await addStaff({ email: 'reader@example.test', role: 'admin' })
  readerCookie = await cookieFor(reader.id)
})

/** The log as an admin reads it through the API, newest first. */
async function auditLog(query = ''): Promise<AuditEvent[]> {
  const response = await call(`/api/admin/audit${query}`, { headers: { cookie: readerCookie } })
  expect(response.status).toBe(200)
  return response.json()
}

/** A staff member's write from the network 198.51.100.0/24. */
function send(cookie: string, method: string, path: string, body?: unknown) {
  return call(path, {
    method,
    headers: {
      cookie,
      'cf-connecting-ip': '198.51.100.23',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('sign-in events', () => {
  it('records a sign-in with the e-mail as typed (lower-cased), the account and the IPv4 /24', async () => {
    const dana = await addStaff({ email: 'dana@example.test', role: 'editor' })
    expect((await login('Dana@Example.test', PASSWORD, '203.0.113.77')).status).toBe(200)
    const [event, ...rest] = await auditLog()
    expect(rest).toEqual([])
    expect(event).toMatchObject({
      action: 'sign_in',
      actor: { id: dana.id, email: 'dana@example.test' },
      target: null,
      network: '203.0.113.0/24',
      detail: null,
    })
    expect(Math.abs(Date.parse(event?.at ?? '') - Date.now())).toBeLessThan(60_000)
  })

  it('records failed sign-ins with their reason, for known and unknown e-mails, which answer alike', async () => {
    const dana = await addStaff({ email: 'dana@example.test' })
    const gone = await addStaff({ email: 'gone@example.test', isActive: false })
    const answers = [
      await login('dana@example.test', 'not the password', '203.0.113.5'),
      await login('Nobody@Example.test', 'not the password', '203.0.113.5'),
      await login('gone@example.test', PASSWORD, '203.0.113.5'),
    ]
    for (const answer of answers) {
      expect(answer.status).toBe(401)
      expect(await answer.json()).toEqual({ error: 'Invalid email or password' })
    }
    expect(
      (await auditLog()).map(({ action, actor, detail, network }) => ({ action, actor, detail, network })),
    ).toEqual([
      {
        action: 'sign_in_failed',
        actor: { id: gone.id, email: 'gone@example.test' },
        detail: { reason: 'inactive_account' },
        network: '203.0.113.0/24',
      },
      {
        action: 'sign_in_failed',
        actor: { id: null, email: 'nobody@example.test' },
        detail: { reason: 'unknown_email' },
        network: '203.0.113.0/24',
      },
      {
        action: 'sign_in_failed',
        actor: { id: dana.id, email: 'dana@example.test' },
        detail: { reason: 'wrong_password' },
        network: '203.0.113.0/24',
      },
    ])
  })

  it('records each attempt refused by a lock as sign_in_locked', async () => {
    freezeClock()
    const boss = await addStaff({ email: 'boss@example.test' })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('boss@example.test', `guess ${attempt}`, '2001:db8:aa:1::5')).status).toBe(401)
    }
    expect((await login('boss@example.test', PASSWORD, '2001:db8:aa:1::6')).status).toBe(429)
    const events = await auditLog()
    expect(events.map(({ action }) => action)).toEqual(['sign_in_locked', ...Array(5).fill('sign_in_failed')])
    expect(events[0]).toMatchObject({
      actor: { id: boss.id, email: 'boss@example.test' },
      network: '2001:db8:aa:1::/64',
      detail: null,
    })
  })

  it('records a sign-out of a session, and nothing for a sign-out without one', async () => {
    const dana = await addStaff({ email: 'dana@example.test' })
    const cookie = sessionCookieFrom(await login('dana@example.test', PASSWORD)) ?? ''
    const out = await call('/api/logout', {
      method: 'POST',
      headers: { cookie, 'cf-connecting-ip': '2001:db8:aa:1::7' },
    })
    expect(out.status).toBe(200)
    expect((await call('/api/logout', { method: 'POST' })).status).toBe(200)
    const events = await auditLog()
    expect(events.map(({ action }) => action)).toEqual(['sign_out', 'sign_in'])
    expect(events[0]).toMatchObject({
      actor: { id: dana.id, email: 'dana@example.test' },
      network: '2001:db8:aa:1::/64',
    })
  })

  it('never stores a password, a session token or a password hash', async () => {
    const secret = 'Quokka-Lantern-7731-Marmalade'
    const hash = await hashPassword(secret)
    await addStaff({ email: 'dana@example.test', passwordHash: hash })
    await login('dana@example.test', `${secret}!`, '203.0.113.9')
    await login('stranger@example.test', secret, '203.0.113.9')
    const signedIn = await login('dana@example.test', secret, '203.0.113.9')
    const cookie = sessionCookieFrom(signedIn) ?? ''
    const token = cookie.split('=')[1] ?? ''
    expect(token).not.toBe('')
    await call('/api/logout', { method: 'POST', headers: { cookie } })
    const { results } = await env.DB.prepare('select * from audit_events').all()
    expect(results.map(({ action }) => action)).toEqual([
      'sign_in_failed',
      'sign_in_failed',
      'sign_in',
      'sign_out',
    ])
    const stored = JSON.stringify(results)
    for (const forbidden of ['Quokka', 'Marmalade', secret.toLowerCase(), token, hash, 'scrypt$']) {
      expect(stored).not.toContain(forbidden)
    }
  })
})

describe('content and upload events', () => {
  it('records POV create, edit, publish, unpublish and delete with title snapshots and changed fields', async () => {
    const pov = { ...povBody(), title: 'Pricing in 2026', isPublished: false }
    const created = await send(readerCookie, 'POST', '/api/povs', pov)
    expect(created.status).toBe(201)
    const { id } = await created.json<{ id: number }>()
    const target = (title: string) => ({ type: 'pov', id: String(id), title })
    const edited = { ...pov, title: 'Pricing in 2027', isPublished: true }
    expect((await send(readerCookie, 'PUT', `/api/povs/${id}`, edited)).status).toBe(200)
    expect((await send(readerCookie, 'PUT', `/api/povs/${id}`, edited)).status).toBe(200)
    expect(
      (await send(readerCookie, 'PUT', `/api/povs/${id}`, { ...edited, isPublished: false })).status,
    ).toBe(200)
    expect((await send(readerCookie, 'DELETE', `/api/povs/${id}`)).status).toBe(200)
    // Neither a missing item nor a refused body leaves an event.
    expect((await send(readerCookie, 'DELETE', `/api/povs/${id}`)).status).toBe(404)
    expect((await send(readerCookie, 'PUT', `/api/povs/${id}`, edited)).status).toBe(404)
    expect((await send(readerCookie, 'POST', '/api/povs', { ...pov, title: '' })).status).toBe(400)

    const events = await auditLog()
    expect(events.map(({ action, target, detail }) => ({ action, target, detail }))).toEqual([
      { action: 'content_deleted', target: target('Pricing in 2027'), detail: null },
      { action: 'content_updated', target: target('Pricing in 2027'), detail: { changed: ['isPublished'] } },
      { action: 'content_unpublished', target: target('Pricing in 2027'), detail: null },
      { action: 'content_updated', target: target('Pricing in 2027'), detail: { changed: [] } },
      {
        action: 'content_updated',
        target: target('Pricing in 2027'),
        detail: { changed: ['title', 'isPublished'] },
      },
      { action: 'content_published', target: target('Pricing in 2027'), detail: null },
      { action: 'content_created', target: target('Pricing in 2026'), detail: null },
    ])
    for (const event of events) {
      expect(event.actor).toEqual({ id: reader.id, email: 'reader@example.test' })
      expect(event.network).toBe('198.51.100.0/24')
    }
  })

  it('records a case study created published as created, then published; and its hashtag edits by name', async () => {
    const editor = await addStaff({ email: 'ed@example.test', role: 'editor' })
    const editorCookie = await cookieFor(editor.id)
    const tag = await send(readerCookie, 'POST', '/api/hashtags', { ...hashtagBody(), name: 'Pricing' })
    const tagId = (await tag.json<{ id: number }>()).id
    const created = await send(editorCookie, 'POST', '/api/case-studies', {
      ...caseStudyBody(),
      title: 'Acme pricing',
      isPublished: true,
    })
    const { id } = await created.json<{ id: number }>()
    const study = { ...caseStudyBody(), title: 'Acme pricing', isPublished: true, hashtags: [tagId] }
    expect((await send(readerCookie, 'PUT', `/api/case-studies/${id}`, study)).status).toBe(200)
    expect(
      (await send(readerCookie, 'PUT', `/api/hashtags/${tagId}`, { ...hashtagBody(), name: 'Price' })).status,
    ).toBe(200)
    expect(
      (await send(readerCookie, 'POST', '/api/hashtags', { ...hashtagBody(), name: 'price' })).status,
    ).toBe(409)
    expect((await send(readerCookie, 'DELETE', `/api/hashtags/${tagId}`)).status).toBe(200)
    expect((await send(readerCookie, 'DELETE', `/api/case-studies/${id}`)).status).toBe(200)

    const events = await auditLog()
    expect(events.map(({ action, actor, target, detail }) => [action, actor.id, target, detail])).toEqual([
      ['content_deleted', reader.id, { type: 'case_study', id: String(id), title: 'Acme pricing' }, null],
      ['hashtag_deleted', reader.id, { type: 'hashtag', id: String(tagId), title: 'Price' }, null],
      [
        'hashtag_updated',
        reader.id,
        { type: 'hashtag', id: String(tagId), title: 'Price' },
        { changed: ['name'] },
      ],
      [
        'content_updated',
        reader.id,
        { type: 'case_study', id: String(id), title: 'Acme pricing' },
        { changed: ['hashtags'] },
      ],
      ['content_published', editor.id, { type: 'case_study', id: String(id), title: 'Acme pricing' }, null],
      ['content_created', editor.id, { type: 'case_study', id: String(id), title: 'Acme pricing' }, null],
      ['hashtag_created', reader.id, { type: 'hashtag', id: String(tagId), title: 'Pricing' }, null],
    ])
  })

  it('records an upload with its key, file name, size and type; a refused file leaves none', async () => {
    const editor = await addStaff({ email: 'ed@example.test', role: 'editor' })
    const editorCookie = await cookieFor(editor.id)
    const upload = (form: FormData) =>
      call('/api/upload', {
        method: 'POST',
        headers: { cookie: editorCookie, 'cf-connecting-ip': '2001:db8:cc:2:1:2:3:4' },
        body: form,
      })
    const stored = await upload(imageForm(PNG_BYTES, 'pixel.png'))
    expect(stored.status).toBe(201)
    const key = new URL((await stored.json<{ url: string }>()).url).pathname.slice('/images/'.length)
    expect((await upload(imageForm(new TextEncoder().encode('<svg/>'), 'x.png'))).status).toBe(415)
    expect(await auditLog()).toEqual([
      expect.objectContaining({
        action: 'upload_created',
        actor: { id: editor.id, email: 'ed@example.test' },
        target: { type: 'upload', id: key, title: 'pixel.png' },
        network: '2001:db8:cc:2::/64',
        detail: { bytes: PNG_BYTES.byteLength, type: 'image/png' },
      }),
    ])
  })
})

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
