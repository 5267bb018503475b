import { beforeEach, describe, expect, it } from 'vitest'
import type { AccountSession, ApiErrorBody } from '../../src/shared/types'
import { describeUserAgent } from '../../src/worker/lib/user-agent'
import { readAuditLog } from './audit-fixtures'
import { addStaff, cookieFor, login, PASSWORD, sessionCookieFrom } from './auth-fixtures'
import { freezeClock, postJson } from './helpers'
import { resetStaff, send, whoIs } from './staff-fixtures'

// A signed-in staff member's own account: PUT /api/account/password,
// GET /api/account/sessions, DELETE /api/account/sessions/:id.

const NEW_PASSWORD = 'plum orchard lantern 42'
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let reader: string

beforeEach(async () => {
  await resetStaff()
  reader = await cookieFor((await addStaff({ email: 'reader@example.test', role: 'admin' })).id)
})

/** Signs in through the API from `ip` with `userAgent`; the session cookie. */
async function signIn(email: string, ip: string, userAgent: string, password = PASSWORD) {
  const response = await postJson(
    '/api/login',
    { email, password },
    { headers: { 'cf-connecting-ip': ip, 'user-agent': userAgent } },
  )
  expect(response.status).toBe(200)
  return sessionCookieFrom(response) ?? ''
}

const changePassword = (cookie: string, body: Record<string, string>) =>
  send(cookie, 'PUT', '/api/account/password', {
    currentPassword: PASSWORD,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...body,
  })

async function sessionsOf(cookie: string): Promise<AccountSession[]> {
  const response = await send(cookie, 'GET', '/api/account/sessions')
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return response.json()
}

describe('changing one’s password', () => {
  it('needs the current password, follows the policy, ends the other sessions and keeps this one', async () => {
    const dana = await addStaff({ email: 'dana@example.test', role: 'editor' })
    const here = await signIn('dana@example.test', '203.0.113.4', FIREFOX)
    const elsewhere = await signIn('dana@example.test', '198.51.100.4', SAFARI)

    const wrong = await changePassword(here, { currentPassword: 'not my password' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      error: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    })
    const weak = await changePassword(here, {
      password: 'dana-rules-everything',
      confirmPassword: 'dana-rules-everything',
    })
    expect(weak.status).toBe(400)
    expect(((await weak.json()) as ApiErrorBody).fields).toEqual({
      password: 'Password must not contain the name of your e-mail address',
    })
    const differ = await changePassword(here, { confirmPassword: 'another long phrase' })
    expect(((await differ.json()) as ApiErrorBody).fields).toEqual({
      confirmPassword: 'The two passwords differ',
    })
    expect(await whoIs(elsewhere)).toMatchObject({ id: dana.id })

    const changed = await changePassword(here, {})
    expect(changed.status).toBe(200)
    expect(await whoIs(here)).toMatchObject({ id: dana.id })
    expect(await whoIs(elsewhere)).toBeNull()
    expect((await login('dana@example.test', PASSWORD)).status).toBe(401)
    expect((await login('dana@example.test', NEW_PASSWORD)).status).toBe(200)

    const events = (await readAuditLog(reader)).filter((event) => event.action === 'password_changed')
    expect(events).toEqual([
      expect.objectContaining({
        actor: { id: dana.id, email: 'dana@example.test' },
        target: { type: 'user', id: String(dana.id), title: 'dana@example.test' },
        network: '198.51.100.0/24',
      }),
    ])
    const log = JSON.stringify(await readAuditLog(reader))
    expect(log).not.toContain(NEW_PASSWORD)
    expect(log).not.toContain(PASSWORD)
  })

  it('charges a wrong current password to the sign-in throttle of the e-mail and network', async () => {
    freezeClock()
    const dana = await cookieFor((await addStaff({ email: 'dana@example.test' })).id)
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await changePassword(dana, { currentPassword: `guess ${attempt}` })).status).toBe(400)
    }
    // The sixth is refused unchecked, the right password included, for the throttle's 15 minutes.
    const locked = await changePassword(dana, {})
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ error: 'Too many failed attempts. Try again later.' })
    expect(locked.headers.get('retry-after')).toBe('900')
    // The same lock as five wrong passwords at the login form: signing in from there is refused too.
    const signIn = await login('dana@example.test', PASSWORD, '198.51.100.23')
    expect(signIn.status).toBe(429)
    // From another network the password still works.
    expect((await login('dana@example.test', PASSWORD, '203.0.113.9')).status).toBe(200)
  })

  it('is limited per client network too, across accounts, since each attempt checks a password', async () => {
    freezeClock()
    const dana = await cookieFor((await addStaff({ email: 'dana@example.test' })).id)
    const erin = await cookieFor((await addStaff({ email: 'erin@example.test' })).id)
    for (const cookie of [dana, erin]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await changePassword(cookie, { currentPassword: `guess ${attempt}` })).status).toBe(400)
      }
    }
    const limited = await changePassword(erin, {})
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' })
  })

  it('answers 401 when signed out and 403 to a cross-site request', async () => {
    expect((await changePassword('', {})).status).toBe(401)
    const dana = await cookieFor((await addStaff({ email: 'dana@example.test' })).id)
    const crossSite = await send(dana, 'PUT', '/api/account/password', {}, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
  })
})

describe('one’s sessions', () => {
  it('lists the live sessions with browser, network prefix, last activity, and this device first', async () => {
    await addStaff({ email: 'dana@example.test', role: 'editor' })
    const phone = await signIn('dana@example.test', '2001:db8:aa:1::5', SAFARI)
    const laptop = await signIn('dana@example.test', '203.0.113.4', FIREFOX)
    const list = await sessionsOf(laptop)
    expect(list.map(({ browser, network, current }) => ({ browser, network, current }))).toEqual([
      { browser: 'Firefox on Windows', network: '203.0.113.0/24', current: true },
      { browser: 'Safari on iOS', network: '2001:db8:aa:1::/64', current: false },
    ])
    for (const session of list) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/)
      expect(Math.abs(Date.parse(session.lastActiveAt) - Date.now())).toBeLessThan(60_000)
    }
    // Neither the cookie's token nor the database key is shown.
    const text = JSON.stringify(list)
    for (const cookie of [phone, laptop]) expect(text).not.toContain(cookie.split('=')[1])
    expect((await sessionsOf(phone))[0]).toMatchObject({ browser: 'Safari on iOS', current: true })
  })

  it('ends another of one’s sessions and records it; someone else’s session is 404', async () => {
    const dana = await addStaff({ email: 'dana@example.test', role: 'editor' })
    await addStaff({ email: 'lee@example.test', role: 'editor' })
    const laptop = await signIn('dana@example.test', '203.0.113.4', FIREFOX)
    const phone = await signIn('dana@example.test', '203.0.113.5', SAFARI)
    const lee = await signIn('lee@example.test', '203.0.113.6', FIREFOX)
    const [leeSession] = await sessionsOf(lee)
    const refused = await send(laptop, 'DELETE', `/api/account/sessions/${leeSession?.id}`)
    expect(refused.status).toBe(404)
    expect(await refused.json()).toEqual({ error: 'No such session' })
    expect(await whoIs(lee)).not.toBeNull()

    const phoneSession = (await sessionsOf(laptop)).find((session) => !session.current)
    const ended = await send(laptop, 'DELETE', `/api/account/sessions/${phoneSession?.id}`)
    expect(ended.status).toBe(200)
    expect(await ended.json()).toEqual({ current: false })
    expect(await whoIs(phone)).toBeNull()
    expect(await sessionsOf(laptop)).toHaveLength(1)
    expect((await send(laptop, 'DELETE', `/api/account/sessions/${phoneSession?.id}`)).status).toBe(404)

    const event = (await readAuditLog(reader)).find((entry) => entry.action === 'session_ended')
    expect(event).toMatchObject({
      actor: { id: dana.id, email: 'dana@example.test' },
      target: { type: 'session', id: phoneSession?.id, title: 'Safari on iOS' },
    })
  })

  it('ending this very session signs out here', async () => {
    await addStaff({ email: 'dana@example.test', role: 'editor' })
    const laptop = await signIn('dana@example.test', '203.0.113.4', FIREFOX)
    const [current] = await sessionsOf(laptop)
    const ended = await send(laptop, 'DELETE', `/api/account/sessions/${current?.id}`)
    expect(await ended.json()).toEqual({ current: true })
    expect(ended.headers.get('set-cookie')).toMatch(/__Host-sid=;.*Max-Age=0/)
    expect(await whoIs(laptop)).toBeNull()
  })

  it('answers 401 when signed out and 400 to a malformed id', async () => {
    expect((await send('', 'GET', '/api/account/sessions')).status).toBe(401)
    expect((await send('', 'DELETE', `/api/account/sessions/${'a'.repeat(32)}`)).status).toBe(401)
    expect((await send(reader, 'DELETE', '/api/account/sessions/zzz')).status).toBe(400)
  })
})

describe('browser names in the session list', () => {
  it('names the family and system of common browsers, and says so when it cannot', () => {
    const cases: [string | null, string][] = [
      [FIREFOX, 'Firefox on Windows'],
      [SAFARI, 'Safari on iOS'],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari on macOS',
      ],
      ['curl/8.5.0', 'Unknown browser'],
      [null, 'Unknown browser'],
    ]
    for (const [userAgent, name] of cases) expect(describeUserAgent(userAgent)).toBe(name)
  })
})
