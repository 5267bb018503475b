import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuditEvent } from '../../src/shared/types'
import { pendingSignIns, recoveryCodes, siteSettings, userTwoFactor } from '../../src/worker/db/schema'
import { readAuditLog, resetWithReader } from './audit-fixtures'
import { addStaff, cookieFor, db, login, PASSWORD, povBody, sessionCookieFrom } from './auth-fixtures'
import { call, freezeClock, postJson } from './helpers'

// TOTP computed here independently of the Worker's library: RFC 6238 with WebCrypto's HMAC-SHA-1,
// from the key the set-up answer shows, as an authenticator app would.
function base32Bytes(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  }
  const bytes = bits.match(/.{8}/g) ?? []
  return Uint8Array.from(bytes, (byte) => Number.parseInt(byte, 2))
}

async function totp(secret: string, at = Date.now()): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    base32Bytes(secret),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  const counter = new DataView(new ArrayBuffer(8))
  counter.setBigUint64(0, BigInt(Math.floor(at / 1000 / 30)))
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter.buffer))
  const offset = (mac[19] ?? 0) & 0x0f
  const value = new DataView(mac.buffer, offset, 4).getUint32(0) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}

/** Moves the frozen clock on by one 30-second step, so a fresh code is due. */
const nextStep = () => vi.setSystemTime(Date.now() + 30_000)

const json = (cookie: string, method: string, path: string, body?: unknown) =>
  call(path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const pendingCookieFrom = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').match(/__Secure-pending-sign-in=[^;]+/)?.[0]

/** Sets up the user's second factor through the API; returns the key and the recovery codes. */
async function enrol(cookie: string) {
  const setup = await json(cookie, 'POST', '/api/account/two-factor/setup', { password: PASSWORD })
  expect(setup.status).toBe(200)
  const { secret } = (await setup.json()) as { secret: string }
  const confirm = await json(cookie, 'POST', '/api/account/two-factor/confirm', { code: await totp(secret) })
  expect(confirm.status).toBe(200)
  const { recoveryCodes: codes } = (await confirm.json()) as { recoveryCodes: string[] }
  return { secret, codes }
}

let client = 0
/** A client address of its own, so per-IP limits and throttle counts of other steps stay apart. */
const nextIp = () => {
  client += 1
  return `198.51.${100 + Math.floor(client / 250)}.${client % 250}`
}

interface Pending {
  cookie: string
  ip: string
}

/** The password step for a user with a second factor: the pending cookie it hands out. */
async function passwordStep(email: string, ip = nextIp()): Promise<Pending> {
  const response = await login(email, PASSWORD, ip)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({ twoFactorRequired: true })
  const cookie = pendingCookieFrom(response)
  expect(cookie).toBeDefined()
  return { cookie: cookie ?? '', ip }
}

/** The second step, from the client that took the first. */
const secondStep = (pending: Pending, code: string) =>
  postJson(
    '/api/login/two-factor',
    { code },
    { headers: { cookie: pending.cookie, 'cf-connecting-ip': pending.ip } },
  )

const actions = (events: AuditEvent[]) => events.map((event) => event.action)

let reader: Awaited<ReturnType<typeof resetWithReader>>
beforeEach(async () => {
  reader = await resetWithReader()
  for (const table of [pendingSignIns, recoveryCodes, userTwoFactor, siteSettings]) await db.delete(table)
})

describe('enrolment', () => {
  it('needs the current password, and a code of the new key to confirm', async () => {
    freezeClock()
    const user = await addStaff({ email: 'enrol@example.test', role: 'editor' })
    const cookie = await cookieFor(user.id)
    expect((await postJson('/api/account/two-factor/setup', { password: PASSWORD })).status).toBe(401)
    const wrong = await json(cookie, 'POST', '/api/account/two-factor/setup', { password: 'not my password' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      error: 'Incorrect password',
      fields: { password: 'Incorrect password' },
    })

    const setup = await json(cookie, 'POST', '/api/account/two-factor/setup', { password: PASSWORD })
    expect(setup.status).toBe(200)
    expect(setup.headers.get('cache-control')).toBe('no-store')
    const { secret, uri } = (await setup.json()) as { secret: string; uri: string }
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const [label, query] = uri.split('?')
    expect(label).toBe('otpauth://totp/Crestline%20Consulting:enrol%40example.test')
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      issuer: 'Crestline Consulting',
      algorithm: 'SHA1',
      secret,
      period: '30',
      digits: '6',
    })
    // Not on until confirmed.
    expect(await (await json(cookie, 'GET', '/api/account/two-factor')).json()).toMatchObject({
      enabled: false,
    })

    const other = (await totp(secret)) === '000000' ? '111111' : '000000'
    const refused = await json(cookie, 'POST', '/api/account/two-factor/confirm', { code: other })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      error: 'Invalid authentication code',
      fields: { code: 'Invalid authentication code' },
    })
    const confirm = await json(cookie, 'POST', '/api/account/two-factor/confirm', {
      code: await totp(secret),
    })
    expect(confirm.status).toBe(200)
    const { recoveryCodes: codes } = (await confirm.json()) as { recoveryCodes: string[] }
    expect(codes).toHaveLength(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
    expect(new Set(codes).size).toBe(10)
    const status = await (await json(cookie, 'GET', '/api/account/two-factor')).json()
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false })

    // Stored: the key server side (never sent again), the recovery codes only as digests.
    const stored = await db.select().from(recoveryCodes)
    expect(stored.map((row) => row.codeHash)).not.toContain(codes[0]?.replace('-', ''))
    expect(JSON.stringify(status)).not.toContain(secret)
  })

  it('keeps the old key working until a re-enrolment is confirmed, then only the new one', async () => {
    freezeClock()
    const user = await addStaff({ email: 'again@example.test' })
    const cookie = await cookieFor(user.id)
    const first = await enrol(cookie)
    nextStep()
    const setup = await json(cookie, 'POST', '/api/account/two-factor/setup', { password: PASSWORD })
    const { secret: second } = (await setup.json()) as { secret: string }
    // Unconfirmed: signing in still takes the first key.
    expect(
      (await secondStep(await passwordStep('again@example.test'), await totp(first.secret))).status,
    ).toBe(200)
    nextStep()
    const confirm = await json(cookie, 'POST', '/api/account/two-factor/confirm', {
      code: await totp(second),
    })
    expect(confirm.status).toBe(200)
    nextStep()
    const old = await secondStep(await passwordStep('again@example.test'), await totp(first.secret))
    expect(old.status).toBe(401)
    // The first set's recovery codes are gone too.
    const oldCode = await secondStep(await passwordStep('again@example.test'), first.codes[0] ?? '')
    expect(oldCode.status).toBe(401)
    expect((await secondStep(await passwordStep('again@example.test'), await totp(second))).status).toBe(200)
    const [enabled] = await readAuditLog(reader.cookie, '?action=two_factor_enabled')
    expect(enabled?.detail).toEqual({ replaced: true })
  })

  it('ends a set-up after 5 wrong codes, so an open session cannot guess its way to the codes', async () => {
    freezeClock()
    const user = await addStaff({ email: 'open@example.test' })
    const cookie = await cookieFor(user.id)
    const setup = await json(cookie, 'POST', '/api/account/two-factor/setup', { password: PASSWORD })
    const { secret } = (await setup.json()) as { secret: string }
    const right = await totp(secret)
    const guesses = ['000001', '000002', '000003', '000004', '000005', '000006'].filter(
      (code) => code !== right,
    )
    for (const guess of guesses.slice(0, 4)) {
      const wrong = await json(cookie, 'POST', '/api/account/two-factor/confirm', { code: guess })
      expect(wrong.status).toBe(400)
      expect(await wrong.json()).toMatchObject({ error: 'Invalid authentication code' })
    }
    const fifth = await json(cookie, 'POST', '/api/account/two-factor/confirm', { code: guesses[4] })
    expect(fifth.status).toBe(409)
    expect(await fifth.json()).toEqual({ error: 'Too many wrong codes. Start the set-up again.' })
    // The key is gone: its right code no longer finishes the set-up, and no recovery codes come out.
    const late = await json(cookie, 'POST', '/api/account/two-factor/confirm', { code: right })
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({ error: 'Start the set-up again' })
    expect(await (await json(cookie, 'GET', '/api/account/two-factor')).json()).toMatchObject({
      enabled: false,
    })
    expect(actions(await readAuditLog(reader.cookie, '?action=two_factor_setup_failed'))).toEqual([
      'two_factor_setup_failed',
    ])
    // A new set-up (with the password again) gets five codes of its own.
    expect((await enrol(cookie)).codes).toHaveLength(10)
  })
})

describe('signing in with a second factor', () => {
  it('answers the password step without a session, then opens it for a valid code', async () => {
    freezeClock()
    const user = await addStaff({ email: 'two@example.test', role: 'editor' })
    const { secret } = await enrol(await cookieFor(user.id))
    nextStep()
    const ip = nextIp()
    const response = await login('Two@Example.test', PASSWORD, ip)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ twoFactorRequired: true })
    expect(sessionCookieFrom(response)).toBeUndefined()
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^__Secure-pending-sign-in=[a-z2-7]{32};/)
    expect(setCookie).toContain('Max-Age=300')
    expect(setCookie).toContain('Path=/api/login')
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('Secure')
    expect(setCookie).toContain('SameSite=Strict')
    // Only the token's digest is stored.
    const token = pendingCookieFrom(response)?.split('=')[1] ?? ''
    expect((await db.select().from(pendingSignIns)).map((row) => row.id)).not.toContain(token)

    const done = await secondStep({ cookie: pendingCookieFrom(response) ?? '', ip }, await totp(secret))
    expect(done.status).toBe(200)
    expect(await done.json()).toMatchObject({ id: user.id, email: 'two@example.test', role: 'editor' })
    expect(done.headers.get('set-cookie')).toMatch(/__Secure-pending-sign-in=;.*Max-Age=0/)
    const session = sessionCookieFrom(done) ?? ''
    expect(session).toMatch(/^__Host-sid=/)
    const me = await call('/api/auth/user', { headers: { cookie: session } })
    expect(await me.json()).toMatchObject({ id: user.id })
    const [signIn] = await readAuditLog(reader.cookie, '?action=sign_in')
    expect(signIn).toMatchObject({
      actor: { id: user.id, email: 'two@example.test' },
      detail: { method: 'totp' },
    })
  })

  it('refuses a wrong code, and a valid code replayed within its window', async () => {
    freezeClock()
    const user = await addStaff({ email: 'replay@example.test' })
    const { secret } = await enrol(await cookieFor(user.id))
    nextStep()
    const pending = await passwordStep('replay@example.test')
    const code = await totp(secret)
    const wrong = await secondStep(pending, code === '123456' ? '654321' : '123456')
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({ error: 'Invalid authentication code' })
    expect(sessionCookieFrom(wrong)).toBeUndefined()
    // The pending sign-in survives a typo.
    expect((await secondStep(pending, code)).status).toBe(200)

    // The same code again, 10 seconds later (still inside its step), on a fresh password step.
    vi.setSystemTime(Date.now() + 10_000)
    const replay = await secondStep(await passwordStep('replay@example.test'), code)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: 'Invalid authentication code' })
    // Two requests racing with one new code: exactly one wins.
    nextStep()
    const fresh = await totp(secret)
    const racers = [await passwordStep('replay@example.test'), await passwordStep('replay@example.test')]
    const raced = await Promise.all(racers.map((pending) => secondStep(pending, fresh)))
    expect(raced.map((response) => response.status).sort()).toEqual([200, 401])

    const failed = await readAuditLog(reader.cookie, '?action=two_factor_failed')
    expect(failed).toHaveLength(3)
    expect(failed[0]).toMatchObject({ actor: { id: user.id }, detail: { method: 'totp' } })
    const log = JSON.stringify(await readAuditLog(reader.cookie))
    expect(log).not.toContain(code)
    expect(log).not.toContain(secret)
  })

  it('takes at most 5 codes per pending sign-in, then asks for the password again', async () => {
    freezeClock()
    const user = await addStaff({ email: 'guess@example.test' })
    const { secret } = await enrol(await cookieFor(user.id))
    nextStep()
    const pending = await passwordStep('guess@example.test')
    const right = await totp(secret)
    const guesses = ['000001', '000002', '000003', '000004', '000005', '000006'].filter(
      (code) => code !== right,
    )
    for (const guess of guesses.slice(0, 4)) {
      const wrong = await secondStep(pending, guess)
      expect(wrong.status).toBe(401)
      expect(await wrong.json()).toEqual({ error: 'Invalid authentication code' })
    }
    const fifth = await secondStep(pending, guesses[4] ?? '')
    expect(fifth.status).toBe(401)
    expect(await fifth.json()).toEqual({
      error: 'Too many wrong codes. Enter your e-mail and password again.',
    })
    expect(fifth.headers.get('set-cookie')).toMatch(/__Secure-pending-sign-in=;.*Max-Age=0/)
    // Gone: not even the right code opens it now.
    const after = await secondStep(pending, right)
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({
      error: 'Your sign-in has expired. Enter your e-mail and password again.',
    })
    expect(await readAuditLog(reader.cookie, '?action=two_factor_failed')).toHaveLength(5)
    // The password again, from the same network, and the right code signs in.
    expect((await secondStep(await passwordStep('guess@example.test', pending.ip), right)).status).toBe(200)
  })

  it('evaluates 5 of 8 codes racing against one pending sign-in', async () => {
    freezeClock()
    const user = await addStaff({ email: 'race@example.test' })
    const { secret } = await enrol(await cookieFor(user.id))
    nextStep()
    const right = await totp(secret)
    const pending = await passwordStep('race@example.test')
    // Eight, with the password step nine: within the login form's 10 requests a minute per network.
    const guesses = Array.from({ length: 9 }, (_, index) => String(100000 + index)).filter(
      (code) => code !== right,
    )
    const answers = await Promise.all(guesses.slice(0, 8).map((guess) => secondStep(pending, guess)))
    expect(answers.every((answer) => answer.status === 401)).toBe(true)
    expect(await readAuditLog(reader.cookie, '?action=two_factor_failed')).toHaveLength(5)
  })

  it('binds a pending sign-in to the network of its password step', async () => {
    freezeClock()
    const user = await addStaff({ email: 'roam@example.test' })
    const { secret } = await enrol(await cookieFor(user.id))
    nextStep()
    const right = await totp(secret)
    const pending = await passwordStep('roam@example.test', '2001:db8:1:1::1')
    // Twenty other IPv6 /64s, each with the pending cookie: refused before any code is checked.
    for (let network = 2; network <= 21; network += 1) {
      const elsewhere = await secondStep({ cookie: pending.cookie, ip: `2001:db8:1:${network}::1` }, right)
      expect(elsewhere.status).toBe(401)
      expect(await elsewhere.json()).toEqual({
        error: 'Your sign-in has expired. Enter your e-mail and password again.',
      })
    }
    expect(await readAuditLog(reader.cookie, '?action=two_factor_failed')).toEqual([])
    // Another address in the same /64 is the same network.
    expect((await secondStep({ cookie: pending.cookie, ip: '2001:db8:1:1::9' }, right)).status).toBe(200)
  })

  it('closes the account’s code step after 10 wrong codes an hour from 20 networks, and tells the user', async () => {
    freezeClock()
    const user = await addStaff({ email: 'target@example.test' })
    const { secret } = await enrol(await cookieFor(user.id))
    nextStep()
    const at = Date.now()
    const right = await totp(secret)
    const wrong = right === '111111' ? '222222' : '111111'
    const answers: number[] = []
    // Twenty IPv6 /64s, each with a password step of its own and one code: ten wrong, then the right one.
    for (let network = 1; network <= 20; network += 1) {
      const pending = await passwordStep('target@example.test', `2001:db8:2:${network}::1`)
      answers.push((await secondStep(pending, network <= 10 ? wrong : right)).status)
    }
    expect(answers).toEqual([...Array(10).fill(401), ...Array(10).fill(429)])
    expect(await readAuditLog(reader.cookie, '?action=two_factor_failed')).toHaveLength(10)
    const lockEvents = await readAuditLog(reader.cookie, '?action=two_factor_locked')
    expect(lockEvents).toEqual([
      expect.objectContaining({
        actor: { id: user.id, email: 'target@example.test' },
        network: '2001:db8:2:11::/64',
      }),
    ])
    const refused = await secondStep(await passwordStep('target@example.test', '2001:db8:3:1::1'), right)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: 'Too many wrong authentication codes have been entered for this account. Try again in an hour.',
    })
    expect(Number(refused.headers.get('retry-after'))).toBe(3600)
    expect(refused.headers.get('set-cookie')).toMatch(/__Secure-pending-sign-in=;.*Max-Age=0/)

    // An hour later the user signs in and is told; the notice stays until dismissed.
    vi.setSystemTime(at + 60 * 60 * 1000 + 30_000)
    const done = await secondStep(await passwordStep('target@example.test'), await totp(secret))
    expect(done.status).toBe(200)
    const session = sessionCookieFrom(done) ?? ''
    const me = async () => (await call('/api/auth/user', { headers: { cookie: session } })).json()
    expect(await me()).toMatchObject({ twoFactorLockNotice: new Date(at).toISOString() })
    const dismissed = await json(session, 'DELETE', '/api/account/two-factor/lock-notice')
    expect(dismissed.status).toBe(200)
    expect(await me()).not.toHaveProperty('twoFactorLockNotice')
  })

  it('takes each recovery code once', async () => {
    freezeClock()
    const user = await addStaff({ email: 'lost@example.test' })
    const cookie = await cookieFor(user.id)
    const { codes } = await enrol(cookie)
    const code = codes[3] ?? ''
    // As typed by a person: upper case, spaces around.
    const done = await secondStep(await passwordStep('lost@example.test'), ` ${code.toUpperCase()} `)
    expect(done.status).toBe(200)
    expect(sessionCookieFrom(done)).toBeDefined()
    const again = await secondStep(await passwordStep('lost@example.test'), code)
    expect(again.status).toBe(401)
    expect(await again.json()).toEqual({ error: 'Invalid authentication code' })
    expect(await (await json(cookie, 'GET', '/api/account/two-factor')).json()).toMatchObject({
      recoveryCodesLeft: 9,
    })
    const log = await readAuditLog(
      reader.cookie,
      '?action=recovery_code_used&action=two_factor_failed&action=sign_in',
    )
    expect(actions(log)).toEqual(['two_factor_failed', 'recovery_code_used', 'sign_in'])
    expect(log[0]?.detail).toEqual({ method: 'recovery_code' })
    expect(log[2]?.detail).toEqual({ method: 'recovery_code' })
    expect(JSON.stringify(log)).not.toContain(code)
  })

  it('uses a pending sign-in once, and not after 5 minutes', async () => {
    freezeClock()
    const user = await addStaff({ email: 'pending@example.test' })
    const { secret } = await enrol(await cookieFor(user.id))
    nextStep()
    const pending = await passwordStep('pending@example.test')
    expect((await secondStep(pending, await totp(secret))).status).toBe(200)
    nextStep()
    const reused = await secondStep(pending, await totp(secret))
    expect(reused.status).toBe(401)
    expect(await reused.json()).toEqual({
      error: 'Your sign-in has expired. Enter your e-mail and password again.',
    })

    nextStep()
    const late = await passwordStep('pending@example.test')
    vi.setSystemTime(Date.now() + 5 * 60 * 1000)
    const expired = await secondStep(late, await totp(secret))
    expect(expired.status).toBe(401)
    expect(await expired.json()).toEqual({
      error: 'Your sign-in has expired. Enter your e-mail and password again.',
    })
    const none = await postJson(
      '/api/login/two-factor',
      { code: await totp(secret) },
      { headers: { 'cf-connecting-ip': nextIp() } },
    )
    expect(none.status).toBe(401)
    const malformed = await secondStep(late, 'abc')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({
      error: 'Invalid request',
      fields: { code: 'Enter the 6-digit code or a recovery code' },
    })
  })
})

describe('removal and reset', () => {
  it('removes with the current password; then the password alone signs in', async () => {
    freezeClock()
    const user = await addStaff({ email: 'remove@example.test' })
    const cookie = await cookieFor(user.id)
    await enrol(cookie)
    const wrong = await json(cookie, 'DELETE', '/api/account/two-factor', { password: 'nope nope nope' })
    expect(wrong.status).toBe(400)
    expect((await json(cookie, 'DELETE', '/api/account/two-factor', { password: PASSWORD })).status).toBe(200)
    expect(await (await json(cookie, 'GET', '/api/account/two-factor')).json()).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    })
    const direct = await login('remove@example.test', PASSWORD)
    expect(direct.status).toBe(200)
    expect(sessionCookieFrom(direct)).toBeDefined()
    expect(actions(await readAuditLog(reader.cookie, '?action=two_factor_disabled'))).toEqual([
      'two_factor_disabled',
    ])
  })

  it('lets an admin reset a staff member’s second factor; others get 403', async () => {
    freezeClock()
    const user = await addStaff({ email: 'phone-lost@example.test', role: 'editor' })
    const cookie = await cookieFor(user.id)
    await enrol(cookie)
    const byEditor = await json(cookie, 'DELETE', `/api/admin/staff/${user.id}/two-factor`)
    expect(byEditor.status).toBe(403)
    expect(await byEditor.json()).toEqual({ error: 'You do not have permission to do that' })
    const staffState = async () => {
      const list = (await (await json(reader.cookie, 'GET', '/api/admin/staff')).json()) as {
        members: { id: number; twoFactorEnabled: boolean }[]
      }
      return list.members.find((member) => member.id === user.id)?.twoFactorEnabled
    }
    expect(await staffState()).toBe(true)
    const reset = await json(reader.cookie, 'DELETE', `/api/admin/staff/${user.id}/two-factor`)
    expect(reset.status).toBe(200)
    expect(await staffState()).toBe(false)
    expect((await json(reader.cookie, 'DELETE', `/api/admin/staff/${user.id}/two-factor`)).status).toBe(409)
    expect((await json(reader.cookie, 'DELETE', '/api/admin/staff/999999/two-factor')).status).toBe(404)
    expect(sessionCookieFrom(await login('phone-lost@example.test', PASSWORD))).toBeDefined()
    const [event] = await readAuditLog(reader.cookie, '?action=two_factor_reset')
    expect(event).toMatchObject({
      actor: { id: reader.reader.id, email: 'reader@example.test' },
      target: { type: 'user', id: String(user.id), title: 'phone-lost@example.test' },
    })
  })
})

describe('requiring two factors of every staff member', () => {
  const setting = (cookie: string, required: boolean) =>
    json(cookie, 'PUT', '/api/admin/settings/two-factor', { required })

  it('is an admin setting, and the admin must have a second factor first', async () => {
    freezeClock()
    const editor = await addStaff({ role: 'editor' })
    const editorCookie = await cookieFor(editor.id)
    const byEditor = await setting(editorCookie, true)
    expect(byEditor.status).toBe(403)
    expect(await byEditor.json()).toEqual({ error: 'You do not have permission to do that' })
    expect((await json(editorCookie, 'GET', '/api/admin/settings/two-factor')).status).toBe(403)
    const early = await setting(reader.cookie, true)
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      error: 'Set up two-factor authentication for your own account first',
    })
    await enrol(reader.cookie)
    const on = await setting(reader.cookie, true)
    expect(on.status).toBe(200)
    expect(await on.json()).toEqual({ required: true })
    expect(await (await json(reader.cookie, 'GET', '/api/admin/settings/two-factor')).json()).toEqual({
      required: true,
    })
    const [event] = await readAuditLog(reader.cookie, '?action=settings_changed')
    expect(event).toMatchObject({
      actor: { id: reader.reader.id },
      detail: { setting: 'require_two_factor', value: true },
    })
  })

  it('restricts a session without a second factor to setting one up, and refuses removal', async () => {
    freezeClock()
    await enrol(reader.cookie)
    expect((await setting(reader.cookie, true)).status).toBe(200)
    await addStaff({ email: 'late@example.test', role: 'admin' })
    const signedIn = await login('late@example.test', PASSWORD)
    expect(signedIn.status).toBe(200)
    const cookie = sessionCookieFrom(signedIn) ?? ''
    expect(await (await call('/api/auth/user', { headers: { cookie } })).json()).toMatchObject({
      email: 'late@example.test',
      twoFactorSetupRequired: true,
    })
    const refusals = [
      await json(cookie, 'POST', '/api/povs', povBody()),
      await json(cookie, 'GET', '/api/admin/audit'),
      await json(cookie, 'GET', '/api/enquiries'),
      await json(cookie, 'PUT', '/api/admin/settings/two-factor', { required: false }),
    ]
    for (const response of refusals) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'Set up two-factor authentication before you continue' })
    }
    // Enrolment works in the restricted session and lifts the restriction at once.
    expect(await (await json(cookie, 'GET', '/api/account/two-factor')).json()).toMatchObject({
      enabled: false,
      required: true,
    })
    nextStep()
    await enrol(cookie)
    expect((await json(cookie, 'POST', '/api/povs', povBody())).status).toBe(201)
    const me = await (await call('/api/auth/user', { headers: { cookie } })).json()
    expect(me).not.toHaveProperty('twoFactorSetupRequired')
    const removal = await json(cookie, 'DELETE', '/api/account/two-factor', { password: PASSWORD })
    expect(removal.status).toBe(409)
    expect(await removal.json()).toEqual({
      error: 'Two-factor authentication is required for every staff member and cannot be removed',
    })
    // A restricted session can still sign out.
    expect((await call('/api/logout', { method: 'POST', headers: { cookie } })).status).toBe(200)
  })
})
