import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { crmOutbox, visitorEvents } from '../../src/worker/db/schema'
import { readConfig } from '../../src/worker/env'
import { saveContactSubmission } from '../../src/worker/services/contact'
import { CONTACT_LINK_WINDOW_MS } from '../../src/worker/services/crm-outbox'
import { addStaff, cookieFor } from './auth-fixtures'
import { freezeClock } from './helpers'
import { db, fakeZoho } from './zoho-support'

const zoho = fakeZoho('endpoints')

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  zoho.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.1', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

const lead = { firstName: 'Lee', lastName: 'Ortiz', email: 'lee.ortiz@example.com', message: 'Hello there' }
const visit = () => ({
  page: '/services',
  referrer: 'https://search.example/',
  userAgent: 'Mozilla/5.0 test',
  timestamp: new Date().toISOString(),
  sessionId: 'session_1732240000000_abc123',
})

beforeEach(async () => {
  await zoho.reset()
  await db.delete(visitorEvents)
})

describe('create-lead input', () => {
  it('answers 400 with field messages and stores nothing', async () => {
    const response = await post('/api/zoho/create-lead', { ...lead, lastName: ' ', email: 'not-an-email' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Invalid request',
      fields: { lastName: 'Last name is required', email: 'Invalid email address' },
    })
    expect(await db.select().from(crmOutbox)).toHaveLength(0)
  })

  it('refuses non-JSON (415), oversized bodies (413), malformed JSON (400) and other sites (403)', async () => {
    const form = await post('/api/zoho/create-lead', 'a=b', {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(415)
    const big = await post('/api/zoho/create-lead', { ...lead, message: 'x'.repeat(64 * 1024) })
    expect(big.status).toBe(413)
    const broken = await post('/api/zoho/create-lead', '{"lastName":')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ error: 'Malformed JSON body' })
    const crossSite = await post('/api/zoho/create-lead', lead, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: 'Cross-site request refused' })
    expect(await db.select().from(crmOutbox)).toHaveLength(0)
  })

  it('is limited to 10 per IP per 10-minute window', async () => {
    freezeClock()
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/zoho/create-lead', { ...lead, email: `l${i}@example.com` })).status).toBe(202)
    }
    const limited = await post('/api/zoho/create-lead', lead)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    expect((await post('/api/zoho/create-lead', lead, { 'cf-connecting-ip': '192.0.2.2' })).status).toBe(202)
  })

  it('fills source and leadSource defaults from the spec', async () => {
    await post('/api/zoho/create-lead', lead)
    const [row] = await db.select().from(crmOutbox)
    expect(row?.payload).toMatchObject({ source: 'Website', leadSource: 'Contact Form', sessionId: '' })
  })
})

describe('linking a lead to its contact submission', () => {
  it('links to the latest submission with the same e-mail made within the window', async () => {
    expect(CONTACT_LINK_WINDOW_MS).toBe(10 * 60 * 1000)
    const base = {
      firstName: 'Lee',
      lastName: 'Ortiz',
      phone: '',
      company: '',
      service: '' as const,
      message: 'A long enough message',
      newsletter: false,
    }
    await saveContactSubmission(db, readConfig(env), { ...base, email: 'someone.else@example.com' })
    const { id } = await saveContactSubmission(db, readConfig(env), {
      ...base,
      email: 'Lee.Ortiz@example.com',
    })
    await post('/api/zoho/create-lead', lead)
    await post('/api/zoho/create-lead', { ...lead, email: 'nobody@example.com' })
    const rows = await db.select().from(crmOutbox).orderBy(crmOutbox.id)
    expect(rows.map((row) => row.contactSubmissionId)).toEqual([id, null])
  })
})

describe('POST /api/zoho/track-visitor', () => {
  it('records the visit locally and answers 204 without calling Zoho', async () => {
    const response = await post('/api/zoho/track-visitor', visit())
    expect(response.status).toBe(204)
    const [event] = await db.select().from(visitorEvents)
    expect(event).toMatchObject({
      page: '/services',
      referrer: 'https://search.example/',
      sessionId: 'session_1732240000000_abc123',
    })
    expect(await zoho.requests()).toHaveLength(0)
  })

  it('never keeps a capability token: no staff or download pages, no query but utm_*', async () => {
    const tracked = async (page: string, referrer: string) => {
      await db.delete(visitorEvents)
      expect((await post('/api/zoho/track-visitor', { ...visit(), page, referrer })).status).toBe(204)
      return (await db.select().from(visitorEvents)).map((event) => [event.page, event.referrer])
    }
    for (const page of ['/admin/invite/inv0token0abc', '/admin', '/Admin/x', '/downloads/dl0token0abc']) {
      expect(await tracked(page, '')).toEqual([])
    }
    expect(
      await tracked(
        '/povs/3?preview=pv0token0abc&utm_source=news&utm_campaign=q4#top',
        'https://www.example.com/povs/3?preview=pv0token1abc&utm_medium=email&x=1',
      ),
    ).toEqual([
      ['/povs/3?utm_source=news&utm_campaign=q4', 'https://www.example.com/povs/3?utm_medium=email'],
    ])
    expect(await tracked('/services', 'https://www.example.com/admin/invite/inv0token2abc')).toEqual([
      ['/services', 'https://www.example.com/'],
    ])
    expect(await tracked('/services', 'javascript:alert(1)')).toEqual([['/services', null]])
    expect(await tracked('/services', '')).toEqual([['/services', null]])
    expect(JSON.stringify(await db.select().from(visitorEvents))).not.toContain('token')
  })

  it('refuses bad input with field messages and other sites with 403', async () => {
    const bad = await post('/api/zoho/track-visitor', {
      ...visit(),
      page: 'no-slash',
      timestamp: 'yesterday',
    })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { fields: Record<string, string> }
    expect(Object.keys(body.fields).sort()).toEqual(['page', 'timestamp'])
    const crossSite = await post('/api/zoho/track-visitor', visit(), { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect(await db.select().from(visitorEvents)).toHaveLength(0)
  })

  it('is limited to 120 per IP per minute', async () => {
    freezeClock()
    const ip = { 'cf-connecting-ip': '192.0.2.77' }
    const statuses = []
    for (let i = 0; i <= 120; i++) statuses.push((await post('/api/zoho/track-visitor', visit(), ip)).status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(120)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('lead status in the admin Enquiries list', () => {
  it('shows each contact submission with its outbox status, attempts and the kind of its last error', async () => {
    const cookie = await cookieFor((await addStaff()).id)
    const contact = {
      firstName: 'Lee',
      lastName: 'Ortiz',
      email: lead.email,
      message: 'A long enough message',
      newsletter: false,
    }
    expect((await post('/api/contact', contact)).status).toBe(200)
    expect((await post('/api/contact', { ...contact, email: 'no.lead@example.com' })).status).toBe(200)
    await zoho.fault({ endpoint: 'leads.search', times: 2, status: 503, raw: '<html>down</html>' })
    await post('/api/zoho/create-lead', lead)
    const response = await zoho.fetch('/api/enquiries', { headers: { cookie } })
    expect(response.status).toBe(200)
    const enquiries = (await response.json()) as { email: string; lead: unknown }[]
    expect(enquiries.find((enquiry) => enquiry.email === 'no.lead@example.com')?.lead).toBeNull()
    expect(enquiries.find((enquiry) => enquiry.email === lead.email)?.lead).toEqual({
      status: 'pending',
      attempts: 1,
      problem: 'unreachable',
    })
  })
})
