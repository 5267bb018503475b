import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loginAttempts, rateLimits, sessions, users } from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { hashPassword, TEST_SCRYPT_PARAMS } from '../../src/worker/services/passwords'
import { sessionIdFromToken } from '../../src/worker/services/sessions'
import { addStaff, cookieFor, db, login, PASSWORD, sessionCookieFrom } from './auth-fixtures'
import { call, freezeClock, postJson } from './helpers'

beforeEach(async () => {
  await db.delete(sessions)
  await db.delete(users)
  await db.delete(rateLimits)
  await db.delete(loginAttempts)
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
      expect(await response.json()).toEqual({ error: 'Invalid email or password' })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('locks an e-mail for 15 minutes after 5 failures from one network, even for the right password', async () => {
    freezeClock()
    await addStaff({ email: 'target@example.test' })
    const ip = '203.0.113.21'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('target@example.test', `wrong ${attempt}`, ip)).status).toBe(401)
    }
    const locked = await login('target@example.test', PASSWORD, ip)
    expect(locked.status).toBe(429)
    expect(await locked.json()).toEqual({ error: 'Too many failed attempts. Try again later.' })
    expect(Number(locked.headers.get('retry-after'))).toBe(900)
    vi.setSystemTime(Date.now() + 899_000)
    expect((await login('target@example.test', PASSWORD, ip)).status).toBe(429)
    // The lock ends by itself; then the right password works.
    vi.setSystemTime(Date.now() + 1000)
    expect((await login('target@example.test', PASSWORD, ip)).status).toBe(200)
  })

  it('starts the count again after a successful sign-in', async () => {
    freezeClock()
    await addStaff({ email: 'oops@example.test' })
    const ip = '203.0.113.22'
    for (const round of [1, 2]) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login('oops@example.test', `wrong ${round}.${attempt}`, ip)).status).toBe(401)
      }
      expect((await login('oops@example.test', PASSWORD, ip)).status).toBe(200)
    }
  })

  it('checks at most 5 passwords of a concurrent burst, so the burst cannot outrun the lock', async () => {
    freezeClock()
    await addStaff({ email: 'burst@example.test' })
    const ip = '203.0.113.23'
    const burst = await Promise.all(
      Array.from({ length: 9 }, (_, attempt) => login('burst@example.test', `wrong ${attempt}`, ip)),
    )
    expect(burst.map((response) => response.status).sort()).toEqual([
      401, 401, 401, 401, 401, 429, 429, 429, 429,
    ])
    for (const response of burst.filter(({ status }) => status === 429)) {
      expect(await response.json()).toEqual({ error: 'Too many failed attempts. Try again later.' })
    }
    expect((await login('burst@example.test', PASSWORD, ip)).status).toBe(429)
  })

  it('answers an unknown, a known and an inactive e-mail alike at every step, the lock included', async () => {
    freezeClock()
    await addStaff({ email: 'staff-real@example.test' })
    await addStaff({ email: 'staff-gone@example.test', isActive: false })
    const steps = (email: string, ip: string) =>
      Array.from({ length: 7 }).reduce<Promise<unknown[]>>(async (earlier, _, attempt) => {
        const answers = await earlier
        const response = await login(email, `wrong ${attempt}`, ip)
        return [...answers, [response.status, await response.json(), response.headers.get('retry-after')]]
      }, Promise.resolve([]))
    const [real, gone, unknown] = await Promise.all([
      steps('staff-real@example.test', '198.51.100.31'),
      steps('staff-gone@example.test', '198.51.100.32'),
      steps('nobody-here@example.test', '198.51.100.33'),
    ])
    expect(real).toEqual(unknown)
    expect(gone).toEqual(unknown)
    expect(unknown.slice(4, 6)).toEqual([
      [401, { error: 'Invalid email or password' }, null],
      [429, { error: 'Too many failed attempts. Try again later.' }, '900'],
    ])
  })

  it('does not let failures from one network lock the account for its owner on another', async () => {
    freezeClock()
    await addStaff({ email: 'boss@example.test' })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('boss@example.test', `guess ${attempt}`, '203.0.113.66')).status).toBe(401)
    }
    expect((await login('boss@example.test', PASSWORD, '203.0.113.66')).status).toBe(429)
    expect((await login('boss@example.test', PASSWORD, '198.51.100.8')).status).toBe(200)
  })

  it('counts the failures of every address of an IPv6 /64 together', async () => {
    freezeClock()
    await addStaff({ email: 'six@example.test' })
    for (let host = 1; host <= 5; host += 1) {
      expect((await login('six@example.test', `guess ${host}`, `2001:db8:bb:1::${host}`)).status).toBe(401)
    }
    const rotated = await login('six@example.test', PASSWORD, '2001:0DB8:00BB:0001:ffff:ffff:ffff:ffff')
    expect(rotated.status).toBe(429)
    expect(await rotated.json()).toEqual({ error: 'Too many failed attempts. Try again later.' })
    expect((await login('six@example.test', PASSWORD, '2001:db8:bb:2::1')).status).toBe(200)
  })

  it('forgets counts that have lapsed when the cron runs', async () => {
    await login('typo@example.test', 'wrong password', '203.0.113.90')
    await login('recent@example.test', 'wrong password', '203.0.113.90')
    await db
      .update(loginAttempts)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(loginAttempts.email, 'typo@example.test'))
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }), env)
    expect((await db.select().from(loginAttempts)).map(({ email }) => email)).toEqual(['recent@example.test'])
  })

  it('still signs in with a password longer than new passwords may be, up to 1,024 characters', async () => {
    const long = 'x'.repeat(1024)
    await addStaff({ email: 'long@example.test', passwordHash: await hashPassword(long, TEST_SCRYPT_PARAMS) })
    expect((await login('long@example.test', long)).status).toBe(200)
    expect((await login('long@example.test', `${long}x`)).status).toBe(400)
  })

  it('limits attempts per IP with 429 and Retry-After', async () => {
    freezeClock()
    const ip = '203.0.113.9'
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(`x${attempt}@example.test`, 'whatever pass', ip)).status).toBe(401)
    }
    const limited = await login('y@example.test', 'whatever pass', ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await login('y@example.test', 'whatever pass', '203.0.113.10')).status).toBe(401)
  })

  it('limits IPv6 clients per /64, whatever the spelling of the address', async () => {
    freezeClock()
    for (let host = 1; host <= 10; host += 1) {
      const response = await login(
        `v6-${host}@example.test`,
        'whatever pass',
        `2001:db8:aa:1::${host.toString(16)}`,
      )
      expect(response.status).toBe(401)
    }
    const limited = await login('v6@example.test', 'whatever pass', '2001:0db8:00aa:0001:8000:0:0:1')
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    expect((await login('v6@example.test', 'whatever pass', '2001:db8:aa:2::1')).status).toBe(401)
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

  it('rehashes the password when the stored parameters differ from the configured ones', async () => {
    // The suite's configuration sets PASSWORD_HASH_COST = "test": N = 1024, r = 8, p = 1.
    const weak = await hashPassword(PASSWORD, { N: 2 ** 9, r: 8, p: 1 })
    const user = await addStaff({ email: 'old@example.test', passwordHash: weak })
    expect((await login('old@example.test', PASSWORD)).status).toBe(200)
    const [after] = await db.select().from(users).where(eq(users.id, user.id))
    expect(after?.passwordHash).not.toBe(weak)
    expect(after?.passwordHash.startsWith('scrypt$1024$8$1$')).toBe(true)
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
    expect(await replay.json()).toEqual({ error: 'Authentication required' })
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
