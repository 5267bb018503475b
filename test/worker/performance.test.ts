import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { pageViewsDaily, visitorEvents } from '../../src/worker/db/schema'
import { addStaff, cookieFor } from './auth-fixtures'
import { addPov, db } from './content-fixtures'
import { call, postJson } from './helpers'

// The Performance section's figures, from the visits a consenting browser posts and the
// leads it sends; counted per day as visits arrive, read per range.

const DAY = 24 * 60 * 60 * 1000
let cookie: string

const visit = (sessionId: string, page: string, referrer = '') =>
  postJson(
    '/api/zoho/track-visitor',
    { page, referrer, userAgent: 'test', timestamp: new Date().toISOString(), sessionId },
    { headers: { 'cf-connecting-ip': '203.0.113.77' } },
  )

const report = async (days: number) => {
  const response = await call(`/api/performance?days=${days}`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.json<Record<string, unknown>>()
}

let first: { id: number }
let second: { id: number }

beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'editor' })).id)
  first = await addPov({ title: 'Read by the lead and another' })
  second = await addPov({ title: 'Read by the lead only' })
  const fromLinkedin = 'https://www.linkedin.com/feed/'
  for (const page of [
    '/insights?utm_source=linkedin&utm_campaign=q1',
    `/povs/${first.id}`,
    `/povs/${second.id}`,
  ]) {
    expect((await visit('session-lead', page, fromLinkedin)).status).toBe(204)
  }
  expect((await visit('session-other', `/povs/${first.id}`)).status).toBe(204)
  const enquiry = await postJson(
    '/api/contact',
    {
      firstName: 'Robin',
      lastName: 'Reader',
      email: 'robin@example.com',
      message: 'We read two of your articles.',
      attribution: {
        sessionId: 'session-lead',
        landingPage: '/insights?utm_source=linkedin&utm_campaign=q1',
      },
    },
    { headers: { 'cf-connecting-ip': '203.0.113.78' } },
  )
  expect(enquiry.status).toBe(200)
  // A day long past the 30-day range, still inside the 90-day one.
  await db.insert(pageViewsDaily).values({
    day: new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10),
    path: '/about',
    views: 50,
  })
})

describe('GET /api/performance', () => {
  it('counts views per page and article, referring sites once a session, and campaigns', async () => {
    const figures = await report(30)
    expect(figures.pages).toEqual([
      { path: `/povs/${first.id}`, views: 2 },
      { path: '/insights', views: 1 },
      { path: `/povs/${second.id}`, views: 1 },
    ])
    expect(figures.articles).toEqual([
      { path: `/povs/${first.id}`, title: 'Read by the lead and another', views: 2 },
      { path: `/povs/${second.id}`, title: 'Read by the lead only', views: 1 },
    ])
    expect(figures.referrers).toEqual([{ host: 'www.linkedin.com', visits: 1 }])
    expect(figures.campaigns).toEqual([{ campaign: 'linkedin / q1', visits: 1 }])
  })

  it('shows what each lead read before it asked, and ranks articles by the leads that read them', async () => {
    const figures = await report(30)
    expect(figures.leads).toMatchObject([
      {
        kind: 'enquiry',
        name: 'Robin Reader',
        pagesRead: ['/insights', `/povs/${first.id}`, `/povs/${second.id}`],
      },
    ])
    expect(figures.articlesByLeads).toEqual([
      { path: `/povs/${first.id}`, title: 'Read by the lead and another', leads: 1 },
      { path: `/povs/${second.id}`, title: 'Read by the lead only', leads: 1 },
    ])
  })

  it('reads the range asked for: 90 days reach further back than 30', async () => {
    expect((await report(30)).pages).not.toContainEqual({ path: '/about', views: 50 })
    expect((await report(90)).pages).toContainEqual({ path: '/about', views: 50 })
  })

  it('logs a visit to a path that is no page of the site, but counts it nowhere', async () => {
    for (const page of ['/made-up-page', '/povs/not-a-number', '/povs/1/extra?utm_source=spam']) {
      expect((await visit('session-junk', page, 'https://spam.example/')).status).toBe(204)
    }
    const logged = await db.select().from(visitorEvents).where(eq(visitorEvents.sessionId, 'session-junk'))
    expect(logged).toHaveLength(3)
    const counted = await db
      .select()
      .from(pageViewsDaily)
      .where(inArray(pageViewsDaily.path, ['/made-up-page', '/povs/not-a-number', '/povs/1/extra']))
    expect(counted).toEqual([])
    const figures = await report(7)
    expect(figures.referrers).toEqual([{ host: 'www.linkedin.com', visits: 1 }])
    expect(figures.campaigns).toEqual([{ campaign: 'linkedin / q1', visits: 1 }])
  })

  it('says how long each part took on the server (Server-Timing)', async () => {
    const response = await call('/api/performance?days=7', { headers: { cookie } })
    expect(response.headers.get('server-timing')).toMatch(
      /^totals;dur=\d+\.\d, journeys;dur=\d+\.\d, titles;dur=\d+\.\d$/,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers staff only, and only for 7, 30 or 90 days', async () => {
    expect((await call('/api/performance?days=30')).status).toBe(401)
    const odd = await call('/api/performance?days=14', { headers: { cookie } })
    expect(odd.status).toBe(400)
  })
})
