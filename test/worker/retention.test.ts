import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  contactSubmissions,
  crmOutbox,
  newsletterSubscriptions,
  rateLimits,
  sessions,
  visitorEvents,
  whitepaperDownloads,
} from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { db } from './auth-fixtures'
import { call } from './helpers'

// The cron's retention rules, as the privacy notice states them; periods pinned here as literals.
const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2032, 5, 15, 12)

const runCron = () =>
  worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: '*/5 * * * *' }), env)

const enquiry = (id: number, createdAt: number) => ({
  id,
  firstName: 'Lee',
  lastName: 'Park',
  email: `lee${id}@example.test`,
  message: 'Hello',
  createdAt: new Date(createdAt),
})

const download = (id: number, createdAt: number) => ({
  id,
  whitepaperTitle: 'Paper',
  firstName: 'Ana',
  lastName: 'Diaz',
  email: `ana${id}@example.test`,
  company: 'Acme',
  tokenHash: `hash-${id}`,
  expiresAt: new Date(createdAt + 7 * DAY),
  createdAt: new Date(createdAt),
})

const outbox = (id: number, status: 'pending' | 'sent' | 'failed', createdAt: number) => ({
  id,
  email: `lead${id}@example.test`,
  payload: {},
  status,
  nextAttemptAt: new Date(NOW + 365 * DAY),
  createdAt: new Date(createdAt),
  updatedAt: new Date(createdAt),
})

describe('the cron’s retention', () => {
  it('lets go of what no rule keeps, and keeps everything younger', async () => {
    await db.insert(sessions).values([
      { sid: 'expired', sess: { userId: 1, absoluteExpire: NOW } as never, expire: new Date(NOW - 1) },
      {
        sid: 'live',
        sess: { userId: 1, absoluteExpire: NOW + DAY } as never,
        expire: new Date(NOW + 60_000),
      },
    ])
    const nowSeconds = NOW / 1000
    await db.insert(rateLimits).values([
      { key: 'login:spent', windowStart: nowSeconds - 3601, count: 3 },
      { key: 'login:current', windowStart: nowSeconds - 600, count: 3 },
    ])
    await db.insert(visitorEvents).values([
      { sessionId: 's', page: '/old', occurredAt: new Date(NOW - 397 * DAY) },
      { sessionId: 's', page: '/recent', occurredAt: new Date(NOW - 395 * DAY) },
    ])
    await db.insert(whitepaperDownloads).values([download(1, NOW - 397 * DAY), download(2, NOW - 395 * DAY)])
    await db.insert(contactSubmissions).values([enquiry(1, NOW - 1096 * DAY), enquiry(2, NOW - 1094 * DAY)])
    await db.insert(newsletterSubscriptions).values(
      [1096, 1094].map((days, index) => ({
        id: index + 1,
        email: `reader${index}@example.test`,
        source: 'subscribe-box' as const,
        consentText: 'Yes',
        createdAt: new Date(NOW - days * DAY),
      })),
    )
    await db
      .insert(crmOutbox)
      .values([
        outbox(1, 'sent', NOW - 1096 * DAY),
        outbox(2, 'failed', NOW - 1096 * DAY),
        outbox(3, 'pending', NOW - 1096 * DAY),
        outbox(4, 'sent', NOW - 1094 * DAY),
      ])

    await runCron()

    expect((await db.select().from(sessions)).map((row) => row.sid)).toEqual(['live'])
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['login:current'])
    expect((await db.select().from(visitorEvents)).map((row) => row.page)).toEqual(['/recent'])
    expect((await db.select().from(whitepaperDownloads)).map((row) => row.id)).toEqual([2])
    expect((await db.select().from(contactSubmissions)).map((row) => row.id)).toEqual([2])
    expect((await db.select().from(newsletterSubscriptions)).map((row) => row.id)).toEqual([2])
    // A lead that never reached the CRM is kept, however old.
    expect((await db.select().from(crmOutbox)).map((row) => row.id).sort()).toEqual([3, 4])
  })
})

describe('the privacy notice', () => {
  it('says how long drafts, their notes and deleted content are kept', async () => {
    const page = await call('/privacy-notice')
    expect(page.status).toBe(200)
    const text = await page.text()
    expect(text).toContain(
      'Drafts of our own content, and the notes our staff leave on them (with the writer’s name), are kept while the item exists',
    )
    expect(text).toContain('is kept in a trash for 30 days so it can be restored, then deleted for good.')
  })
})
