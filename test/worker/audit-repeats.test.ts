import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuditEvent } from '../../src/shared/types'
import { auditEvents } from '../../src/worker/db/schema'
import { appendOrCountAudit } from '../../src/worker/services/audit-log'
import { readAuditLog, resetWithReader } from './audit-fixtures'
import { addStaff, cookieFor, db, login, PASSWORD } from './auth-fixtures'
import { freezeClock } from './helpers'

// Failed sign-ins repeated for one e-mail from one network within an hour are one audit event
// with a count, so anonymous traffic cannot flood the log.

let reader: Awaited<ReturnType<typeof resetWithReader>>['reader']

beforeEach(async () => {
  ;({ reader } = await resetWithReader())
})

const MINUTE = 60 * 1000
const T0 = Date.UTC(2026, 2, 3, 9, 0, 0)

/** The log read with a fresh session: the clock moves further than a session's idle life. */
async function auditLog() {
  return readAuditLog(await cookieFor(reader.id))
}

const summary = ({ action, actor, network, detail, count, at }: AuditEvent) => ({
  action,
  email: actor.email,
  network,
  reason: detail?.reason ?? null,
  count,
  at,
})

describe('repeated failed sign-ins', () => {
  it('counts 20 wrong passwords for one e-mail from one network within an hour in one event', async () => {
    freezeClock()
    const dana = await addStaff({ email: 'dana@example.test' })
    for (let attempt = 0; attempt < 20; attempt += 1) {
      vi.setSystemTime(T0 + attempt * 3 * MINUTE)
      // Addresses of one /24: one network to the log, and none of them reaches its own lock.
      const answer = await login('dana@example.test', `guess ${attempt}`, `203.0.113.${attempt + 10}`)
      expect(answer.status).toBe(401)
    }
    const events = await auditLog()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      action: 'sign_in_failed',
      actor: { id: dana.id, email: 'dana@example.test' },
      network: '203.0.113.0/24',
      detail: { reason: 'wrong_password' },
      count: 20,
      at: '2026-03-03T09:00:00.000Z',
    })
  })

  it('starts a new event for another network, e-mail or reason, and an hour after its first attempt', async () => {
    freezeClock()
    await addStaff({ email: 'dana@example.test' })
    const fail = async (minutes: number, email: string, ip: string) => {
      vi.setSystemTime(T0 + minutes * MINUTE)
      expect((await login(email, 'not the password', ip)).status).toBe(401)
    }
    await fail(0, 'dana@example.test', '203.0.113.5')
    await fail(1, 'dana@example.test', '198.51.100.5')
    await fail(2, 'Dana@Example.TEST', '203.0.113.6')
    await fail(3, 'erin@example.test', '203.0.113.5')
    await addStaff({ email: 'erin@example.test' })
    await fail(4, 'erin@example.test', '203.0.113.7')
    await fail(59.99, 'dana@example.test', '203.0.113.8')
    await fail(60, 'dana@example.test', '203.0.113.9')
    await fail(61, 'dana@example.test', '203.0.113.10')
    expect((await auditLog()).map(summary)).toEqual([
      {
        action: 'sign_in_failed',
        email: 'dana@example.test',
        network: '203.0.113.0/24',
        reason: 'wrong_password',
        count: 2,
        at: '2026-03-03T10:00:00.000Z',
      },
      {
        action: 'sign_in_failed',
        email: 'erin@example.test',
        network: '203.0.113.0/24',
        reason: 'wrong_password',
        count: 1,
        at: '2026-03-03T09:04:00.000Z',
      },
      {
        action: 'sign_in_failed',
        email: 'erin@example.test',
        network: '203.0.113.0/24',
        reason: 'unknown_email',
        count: 1,
        at: '2026-03-03T09:03:00.000Z',
      },
      {
        action: 'sign_in_failed',
        email: 'dana@example.test',
        network: '198.51.100.0/24',
        reason: 'wrong_password',
        count: 1,
        at: '2026-03-03T09:01:00.000Z',
      },
      {
        action: 'sign_in_failed',
        email: 'dana@example.test',
        network: '203.0.113.0/24',
        reason: 'wrong_password',
        count: 3,
        at: '2026-03-03T09:00:00.000Z',
      },
    ])
  })

  it('counts the attempts a lock refuses in one sign_in_locked event', async () => {
    freezeClock()
    vi.setSystemTime(T0)
    const boss = await addStaff({ email: 'boss@example.test' })
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login('boss@example.test', `guess ${attempt}`, '2001:db8:aa:1::5')).status).toBe(401)
    }
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      vi.setSystemTime(T0 + attempt * MINUTE)
      expect((await login('boss@example.test', PASSWORD, `2001:db8:aa:1::${attempt + 5}`)).status).toBe(429)
    }
    const events = await auditLog()
    expect(events.map(summary)).toEqual([
      {
        action: 'sign_in_locked',
        email: 'boss@example.test',
        network: '2001:db8:aa:1::/64',
        reason: null,
        count: 3,
        at: '2026-03-03T09:01:00.000Z',
      },
      {
        action: 'sign_in_failed',
        email: 'boss@example.test',
        network: '2001:db8:aa:1::/64',
        reason: 'wrong_password',
        count: 5,
        at: '2026-03-03T09:00:00.000Z',
      },
    ])
    expect(events[0]?.actor).toEqual({ id: boss.id, email: 'boss@example.test' })
  })

  it('counts racing failures into one event, none lost', async () => {
    freezeClock()
    vi.setSystemTime(T0)
    const race = (ips: string[]) =>
      Promise.all(ips.map((ip) => login('nobody@example.test', 'not the password', ip)))
    expect((await race(['203.0.113.21', '203.0.113.22'])).map(({ status }) => status)).toEqual([401, 401])
    expect((await auditLog()).map(({ action, count }) => ({ action, count }))).toEqual([
      { action: 'sign_in_failed', count: 2 },
    ])
    const burst = Array.from({ length: 8 }, (_, index) => `203.0.113.${index + 30}`)
    expect((await race(burst)).every(({ status }) => status === 401)).toBe(true)
    expect((await auditLog()).map(({ action, count }) => ({ action, count }))).toEqual([
      { action: 'sign_in_failed', count: 10 },
    ])
  })

  it('counts attempts recorded at the same moment into one event, even the first two', async () => {
    const actor = { userId: null, email: 'nobody@example.test', network: '203.0.113.0/24' }
    const attempt = () =>
      appendOrCountAudit(
        db,
        actor,
        { action: 'sign_in_failed', detail: { reason: 'unknown_email' } },
        new Date(T0),
      )
    await Promise.all([attempt(), attempt()])
    const rows = await db.select({ count: auditEvents.count }).from(auditEvents)
    expect(rows).toEqual([{ count: 2 }])
    await Promise.all(Array.from({ length: 6 }, attempt))
    expect(await db.select({ count: auditEvents.count }).from(auditEvents)).toEqual([{ count: 8 }])
  })

  it('keeps every successful sign-in as an event of its own', async () => {
    freezeClock()
    vi.setSystemTime(T0)
    await addStaff({ email: 'dana@example.test' })
    for (const ip of ['203.0.113.5', '203.0.113.6']) {
      expect((await login('dana@example.test', PASSWORD, ip)).status).toBe(200)
    }
    expect((await auditLog()).map(({ action, count }) => ({ action, count }))).toEqual([
      { action: 'sign_in', count: 1 },
      { action: 'sign_in', count: 1 },
    ])
  })
})
