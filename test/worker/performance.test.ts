import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  contactSubmissions,
  pages,
  pageViewsDaily,
  visitorEvents,
  visitSourcesDaily,
  whitepaperDownloads,
} from '../../src/worker/db/schema'
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
    expect(figures.campaigns).toEqual([{ campaign: 'linkedin / q1', visits: 1, leads: 0 }])
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
    expect(figures.campaigns).toEqual([{ campaign: 'linkedin / q1', visits: 1, leads: 0 }])
  })

  it('counts nothing of 40 posts of made-up pages with made-up referrers, and still counts a real page', async () => {
    const before = await report(7)
    const unpublished = await addPov({ title: 'Not out yet', isPublished: false })
    for (let n = 1; n <= 40; n += 1) {
      const page = [
        `/povs/${900000000000000 + n}`,
        `/lp/made-up-slug-${n}?utm_source=spam&utm_campaign=made-up-${n}`,
        `/povs/${unpublished.id}`,
        '/lp/never-published',
      ][n % 4] as string
      const posted = await postJson(
        '/api/zoho/track-visitor',
        {
          page,
          referrer: `https://made-up-${n}.example/`,
          userAgent: 'test',
          timestamp: new Date().toISOString(),
          sessionId: `made-up-${n}`,
        },
        { headers: { 'cf-connecting-ip': `198.51.100.${n}` } },
      )
      expect(posted.status).toBe(204)
    }
    expect(await report(7)).toEqual(before)

    await db.insert(pages).values({
      title: 'Spring offer',
      description: 'A landing page',
      path: '/lp/spring-offer',
      content: JSON.stringify({ blocks: [] }),
      isPublished: true,
    })
    expect((await visit('session-real', '/lp/spring-offer', 'https://news.example/story')).status).toBe(204)
    expect((await visit('session-real', `/povs/${second.id}`)).status).toBe(204)
    const after = await report(7)
    expect(after.pages).toContainEqual({ path: '/lp/spring-offer', views: 1 })
    expect(after.pages).toContainEqual({ path: `/povs/${second.id}`, views: 2 })
    expect(after.referrers).toContainEqual({ host: 'news.example', visits: 1 })
  })

  it('counts at most 100 referring sites a day by name, the rest as (other)', async () => {
    const named = ((await report(7)).referrers as unknown[]).length
    for (let n = 1; n <= 150; n += 1) {
      const posted = await postJson(
        '/api/zoho/track-visitor',
        {
          page: '/',
          referrer: `https://referrer-${n}.example/page`,
          userAgent: 'test',
          timestamp: new Date().toISOString(),
          sessionId: `many-referrers-${n}`,
        },
        { headers: { 'cf-connecting-ip': `192.0.2.${n}` } },
      )
      expect(posted.status).toBe(204)
    }
    const counted = await db.select().from(visitSourcesDaily).where(eq(visitSourcesDaily.kind, 'referrer'))
    expect(counted).toHaveLength(101)
    expect((await report(7)).referrers).toContainEqual({ host: '(other)', visits: 150 - (100 - named) })
  })

  it('counts the leads each campaign brought, from the leads themselves, beside its consented visits', async () => {
    // Visitors who allowed analytics on a campaign's landing page: attributed on their lead, with no
    // visit counted for the campaign.
    const spring = { source: 'newsletter', campaign: 'spring' }
    const enquire = (email: string, attribution: object, ip: string) =>
      postJson(
        '/api/contact',
        {
          firstName: 'Casey',
          lastName: 'Campaign',
          email,
          message: 'We saw your spring offer.',
          attribution,
        },
        { headers: { 'cf-connecting-ip': ip } },
      )
    const sameCampaign = { first: spring, latest: spring, landingPage: '/lp/spring-offer' }
    expect((await enquire('casey@example.com', sameCampaign, '203.0.113.90')).status).toBe(200)
    const thenLinkedin = { first: spring, latest: { source: 'linkedin', campaign: 'q1' }, landingPage: '/' }
    expect((await enquire('drew@example.com', thenLinkedin, '203.0.113.91')).status).toBe(200)
    await db.insert(whitepaperDownloads).values({
      whitepaperTitle: 'Cloud Cost Playbook',
      firstName: 'Eli',
      lastName: 'Download',
      email: 'eli@example.com',
      company: 'Eli Ltd',
      tokenHash: 'campaign-download',
      expiresAt: new Date(Date.now() + DAY),
      attribution: { first: { source: 'newsletter' } },
      createdAt: new Date(),
    })
    // Past the 30-day range, inside the 90-day one.
    await db.insert(contactSubmissions).values({
      firstName: 'Fran',
      lastName: 'Former',
      email: 'fran@example.com',
      message: 'An enquiry from the winter campaign.',
      attribution: { first: { source: 'newsletter', campaign: 'winter' } },
      createdAt: new Date(Date.now() - 40 * DAY),
    })

    expect((await report(30)).campaigns).toEqual([
      { campaign: 'newsletter / spring', visits: 0, leads: 2 },
      { campaign: 'linkedin / q1', visits: 1, leads: 1 },
      { campaign: 'newsletter / (none)', visits: 0, leads: 1 },
    ])
    expect((await report(90)).campaigns).toContainEqual({
      campaign: 'newsletter / winter',
      visits: 0,
      leads: 1,
    })
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
