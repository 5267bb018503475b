import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { LOGIN_IP_LIMIT, LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES } from '../../src/shared/constants'
import { authMessages } from '../../src/shared/messages'
import { rateLimits, sessions, users } from '../../src/worker/db/schema'
import { hashPassword, SCRYPT_PARAMS } from '../../src/worker/services/passwords'
import { sessionIdFromToken } from '../../src/worker/services/sessions'
import { addStaff, cookieFor, db, login, PASSWORD, sessionCookieFrom } from './auth-fixtures'
import { call, freezeClock, postJson } from './helpers'

beforeEach(async () => {
  await db.delete(sessions)
  await db.delete(users)
  await db.delete(rateLimits)
})

const currentUser = async (cookie?: string) => {
  const response = await call('/api/auth/user', { headers: cookie ? { cookie } : {} })
  return {
    status: response.status,
    body: await response.json(),
    cacheControl: response.headers.get('cache-control'),
  }
}

describe('POST /api/login', () => {
  it('signs in with a fresh __Host- cookie: HttpOnly, Secure, SameSite=Lax, Path=/', async () => {
    const user = await addStaff({ email: 'dana@example.test', role: 'admin' })
    const response = await login('Dana@Example.test', PASSWORD)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({
      id: user.id,
      email: 'dana@example.test',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      role: 'admin',
    })
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|sid|token/i)
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^__Host-sid=[a-z2-7]{32};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('Secure')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).not.toContain('Domain')
    const cookie = sessionCookieFrom(response) ?? ''
    const token = cookie.split('=')[1] ?? ''
    // Only the digest is stored.
    const [row] = await db.select().from(sessions)
    expect(row?.sid).toBe(sessionIdFromToken(token))
    expect((await currentUser(cookie)).body).toMatchObject({ id: user.id, role: 'admin' })
  })

  it('gives the same answer for an unknown e-mail, a wrong password and an inactive account', async () => {
    await addStaff({ email: 'known@example.test' })
    await addStaff({ email: 'gone@example.test', isActive: false })
    const answers = await Promise.all([
      login('nobody@example.test', PASSWORD),
      login('known@example.test', 'wrong password here'),
      login('gone@example.test', PASSWORD),
    ])
    for (const response of answers) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: authMessages.invalidCredentials })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect(authMessages.invalidCredentials).toBe('Invalid email or password')
  })

  it('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
    const user = await addStaff({ email: 'target@example.test' })
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await login('target@example.test', `wrong ${attempt}`)).status).toBe(401)
    }
    const locked = await login('target@example.test', PASSWORD)
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ error: authMessages.accountLocked })
    const retryAfter = Number(locked.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(LOGIN_LOCKOUT_MS / 1000 - 60)
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LOCKOUT_MS / 1000)
    expect([LOGIN_MAX_FAILURES, LOGIN_LOCKOUT_MS]).toEqual([5, 900_000])
    // The lock is kept in D1; once it has passed, the right password works and clears it.
    await db
      .update(users)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id))
    expect((await login('target@example.test', PASSWORD)).status).toBe(200)
    const [after] = await db.select().from(users).where(eq(users.id, user.id))
    expect(after).toMatchObject({ failedLoginCount: 0, lockedUntil: null })
  })

  it('resets the failure count on success', async () => {
    const user = await addStaff({ email: 'oops@example.test' })
    await login('oops@example.test', 'wrong password 1')
    await login('oops@example.test', 'wrong password 2')
    const [before] = await db.select().from(users).where(eq(users.id, user.id))
    expect(before?.failedLoginCount).toBe(2)
    expect((await login('oops@example.test', PASSWORD)).status).toBe(200)
    const [after] = await db.select().from(users).where(eq(users.id, user.id))
    expect(after?.failedLoginCount).toBe(0)
  })

  it('limits attempts per IP with 429 and Retry-After', async () => {
    freezeClock()
    const ip = '203.0.113.9'
    for (let attempt = 0; attempt < LOGIN_IP_LIMIT; attempt += 1) {
      expect((await login(`x${attempt}@example.test`, 'whatever pass', ip)).status).toBe(401)
    }
    const limited = await login('y@example.test', 'whatever pass', ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await login('y@example.test', 'whatever pass', '203.0.113.10')).status).toBe(401)
  })

  it('issues a new token on every login and ends the session the browser held before', async () => {
    await addStaff({ email: 'rotate@example.test' })
    const first = sessionCookieFrom(await login('rotate@example.test', PASSWORD)) ?? ''
    const second = sessionCookieFrom(
      await postJson(
        '/api/login',
        { email: 'rotate@example.test', password: PASSWORD },
        { headers: { cookie: first, 'cf-connecting-ip': '198.51.100.7' } },
      ),
    )
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await currentUser(first)).body).toBeNull()
    expect((await currentUser(second)).body).toMatchObject({ email: 'rotate@example.test' })
    expect(await db.select().from(sessions)).toHaveLength(1)
  })

  it('rehashes the password when the stored parameters are older', async () => {
    const weak = await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 })
    const user = await addStaff({ email: 'old@example.test', passwordHash: weak })
    expect((await login('old@example.test', PASSWORD)).status).toBe(200)
    const [after] = await db.select().from(users).where(eq(users.id, user.id))
    expect(after?.passwordHash).not.toBe(weak)
    expect(
      after?.passwordHash.startsWith(`scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$`),
    ).toBe(true)
    expect((await login('old@example.test', PASSWORD)).status).toBe(200)
  })

  it('answers 400 with field messages for a malformed body and 415 for a non-JSON one', async () => {
    const missing = await postJson('/api/login', { email: 'not-an-email' })
    expect(missing.status).toBe(400)
    expect((await missing.json<{ fields: Record<string, string> }>()).fields).toMatchObject({
      email: 'Invalid email address',
    })
    const form = await call('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.c&password=x',
    })
    expect(form.status).toBe(415)
  })
})

describe('GET /api/auth/user and POST /api/logout', () => {
  it('answers null without a session, never cached', async () => {
    expect(await currentUser()).toEqual({ status: 200, body: null, cacheControl: 'no-store' })
  })

  it('logout deletes the session row, clears the cookie, and the old cookie is then refused', async () => {
    const user = await addStaff()
    const cookie = await cookieFor(user.id)
    const response = await call('/api/logout', { method: 'POST', headers: { cookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/__Host-sid=;.*Max-Age=0/)
    expect(await db.select().from(sessions)).toHaveLength(0)
    expect((await currentUser(cookie)).body).toBeNull()
    const replay = await call('/api/povs', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: authMessages.unauthenticated })
  })

  it('refuses an idle-expired or absolutely expired session and deletes its row', async () => {
    const user = await addStaff()
    const idle = await cookieFor(user.id)
    await db.update(sessions).set({ expire: new Date(Date.now() - 1) })
    expect((await currentUser(idle)).body).toBeNull()
    const absolute = await cookieFor(user.id)
    const token = absolute.split('=')[1] ?? ''
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, sessionIdFromToken(token)))
    await db
      .update(sessions)
      .set({ sess: { ...row!.sess, absoluteExpire: Date.now() - 1 } })
      .where(eq(sessions.sid, sessionIdFromToken(token)))
    expect((await currentUser(absolute)).body).toBeNull()
    expect(await db.select().from(sessions)).toHaveLength(0)
  })
})
