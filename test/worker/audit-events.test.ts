import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../src/worker/services/passwords'
import { readAuditLog, resetWithReader } from './audit-fixtures'
import {
  addStaff,
  caseStudyBody,
  cookieFor,
  hashtagBody,
  imageForm,
  login,
  PASSWORD,
  PNG_BYTES,
  povBody,
  sessionCookieFrom,
} from './auth-fixtures'
import { call, freezeClock } from './helpers'
import { send } from './staff-fixtures'

// The audit event each action leaves, read back through GET /api/admin/audit.

let reader: Awaited<ReturnType<typeof resetWithReader>>['reader']
let readerCookie: string

beforeEach(async () => {
  ;({ reader, cookie: readerCookie } = await resetWithReader())
})

const auditLog = (query = '') => readAuditLog(readerCookie, query)

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

  it('records the attempts refused by a lock as sign_in_locked, counted like failures', async () => {
    freezeClock()
    const boss = await addStaff({ email: 'boss@example.test' })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('boss@example.test', `guess ${attempt}`, '2001:db8:aa:1::5')).status).toBe(401)
    }
    expect((await login('boss@example.test', PASSWORD, '2001:db8:aa:1::6')).status).toBe(429)
    const events = await auditLog()
    expect(events.map(({ action, count }) => ({ action, count }))).toEqual([
      { action: 'sign_in_locked', count: 1 },
      { action: 'sign_in_failed', count: 5 },
    ])
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
    const hash = await hashPassword(secret, TEST_SCRYPT_PARAMS)
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

  it('records a case study an editor drafted as created, an admin’s publishing of it as published; and its hashtag edits by name', async () => {
    const editor = await addStaff({ email: 'ed@example.test', role: 'editor' })
    const editorCookie = await cookieFor(editor.id)
    const tag = await send(readerCookie, 'POST', '/api/hashtags', { ...hashtagBody(), name: 'Pricing' })
    const tagId = (await tag.json<{ id: number }>()).id
    const created = await send(editorCookie, 'POST', '/api/case-studies', {
      ...caseStudyBody(),
      title: 'Acme pricing',
      isPublished: false,
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
        { changed: ['isPublished', 'hashtags'] },
      ],
      ['content_published', reader.id, { type: 'case_study', id: String(id), title: 'Acme pricing' }, null],
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
