import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { crmOutbox, newsletterSubscriptions } from '../../src/worker/db/schema'
import { addStaff, cookieFor } from './auth-fixtures'
import { countOf, db, fakeZoho } from './zoho-support'

// The newsletter: a request is stored, queued in the outbox and delivered to a Zoho
// Campaigns list (the fake's), whose confirmation mail does the double opt-in. Texts pinned as literals.

const zoho = fakeZoho('newsletter')
const CHECK_INBOX = 'Check your inbox to confirm your subscription'
const CONSENT = 'Yes, send me the Crestline Consulting newsletter by email. I can unsubscribe at any time.'
const DAY_MS = 24 * 60 * 60 * 1000

let ip = 0
const post = (path: string, body: unknown) =>
  zoho.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': `198.51.100.${++ip % 250}` },
    body: JSON.stringify(body),
  })
const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
  post('/api/newsletter', { email, consent: true, ...extra })

const requests = () => db.select().from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id)
const outbox = () => db.select().from(crmOutbox).orderBy(crmOutbox.id)

beforeEach(() => zoho.reset())

describe('POST /api/newsletter', () => {
  it('stores the request with its consent line, and Zoho Campaigns mails the confirmation at once', async () => {
    const response = await subscribe('mia.chen@example.com')
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: CHECK_INBOX })
    const [request] = await requests()
    expect(request).toMatchObject({
      email: 'mia.chen@example.com',
      source: 'subscribe-box',
      consentText: CONSENT,
    })
    const [row] = await outbox()
    expect(row).toMatchObject({
      kind: 'subscription',
      newsletterSubscriptionId: request?.id,
      status: 'sent',
      attempts: 1,
      lastError: null,
    })
    expect(await zoho.subscribers()).toMatchObject([
      { email: 'mia.chen@example.com', source: 'subscribe-box', status: 'unconfirmed', confirmationMails: 1 },
    ])
    expect(countOf(await zoho.requests(), 'campaigns.subscribe')).toBe(1)
  })

  it('mails one confirmation a day per address, however often it is asked for, with the same answer', async () => {
    for (const email of ['sam@example.com', 'SAM@example.com', 'sam@example.com']) {
      const response = await subscribe(email)
      expect(await response.json()).toEqual({ message: CHECK_INBOX })
    }
    expect(await requests()).toHaveLength(3)
    expect(await outbox()).toHaveLength(1)
    expect((await zoho.subscribers())[0]?.confirmationMails).toBe(1)
  })

  it('counts spellings of one mailbox as one address for that day: case, +tags, and Gmail dots and domains', async () => {
    const spellings = [
      'victim@gmail.com',
      'victim+a@gmail.com',
      'victim+b@gmail.com',
      'v.ictim@gmail.com',
      'victim@googlemail.com',
      'Victim+News@GoogleMail.com',
    ]
    for (const email of spellings) {
      const response = await subscribe(email)
      expect(response.status).toBe(202)
      expect(await response.json()).toEqual({ message: CHECK_INBOX })
    }
    // Each request is kept as typed; one confirmation mail is queued.
    expect((await requests()).map((request) => request.email)).toEqual([
      'victim@gmail.com',
      'victim+a@gmail.com',
      'victim+b@gmail.com',
      'v.ictim@gmail.com',
      'victim@googlemail.com',
      'Victim+News@GoogleMail.com',
    ])
    expect(await outbox()).toHaveLength(1)
    // Elsewhere a +tag goes too, but dots stay: they can name another mailbox there.
    for (const email of ['ana+x@example.org', 'ANA@example.org', 'a.na@example.org']) await subscribe(email)
    expect((await outbox()).map((row) => row.email)).toEqual([
      'victim@gmail.com',
      'ana+x@example.org',
      'a.na@example.org',
    ])
  })

  it('asks again after a day; a contact who has confirmed is told so by Zoho, and nothing is mailed', async () => {
    await subscribe('lee@example.com')
    await zoho.confirmSubscriber('lee@example.com')
    await db.update(crmOutbox).set({ createdAt: new Date(Date.now() - DAY_MS - 60_000) })
    await subscribe('lee@example.com')
    const rows = await outbox()
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent'])
    expect(await zoho.subscribers()).toMatchObject([
      { email: 'lee@example.com', status: 'confirmed', confirmationMails: 1 },
    ])
  })

  it('keeps a request while Zoho Campaigns is down and delivers it when the cron runs after it is back', async () => {
    await zoho.fault({
      endpoint: 'campaigns.subscribe',
      status: 503,
      raw: '<html>Service Unavailable</html>',
      times: 1,
    })
    const response = await subscribe('ops@example.com')
    expect(response.status).toBe(202)
    const [waiting] = await outbox()
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'ZohoUnavailableError: Zoho Campaigns answered 503',
    })
    expect(await zoho.subscribers()).toEqual([])

    await zoho.cron((waiting?.nextAttemptAt.getTime() ?? 0) + 1000)
    const [delivered] = await outbox()
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    expect(await zoho.subscribers()).toMatchObject([{ email: 'ops@example.com', confirmationMails: 1 }])
  })

  it('gives up at once on an address Zoho refuses, and keeps retrying while the list key is wrong', async () => {
    await zoho.fault({
      endpoint: 'campaigns.subscribe',
      status: 200,
      body: { status: 'error', code: '2004', message: 'Invalid contact email address.' },
    })
    await subscribe('refused@example.com')
    const [refused] = await outbox()
    expect(refused).toMatchObject({ status: 'failed', attempts: 1 })
    expect(refused?.lastError).toContain('Zoho Campaigns refused the address (2004')

    await zoho.reset()
    const response = await zoho.fetch(
      '/api/newsletter',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.251' },
        body: JSON.stringify({ email: 'list@example.com', consent: true }),
      },
      { ZOHO_CAMPAIGNS_LIST_KEY: 'no-such-list' },
    )
    expect(response.status).toBe(202)
    const [misconfigured] = await outbox()
    expect(misconfigured).toMatchObject({ status: 'pending', attempts: 1 })
    expect(misconfigured?.lastError).toContain('Zoho Campaigns does not know the list key (2501')
  })

  it('refuses a request without consent or with a malformed address, with field messages, and stores nothing', async () => {
    const noConsent = await post('/api/newsletter', { email: 'x@example.com', consent: false })
    expect(noConsent.status).toBe(400)
    expect(await noConsent.json()).toMatchObject({
      fields: { consent: 'Please agree to receive the newsletter' },
    })
    const badEmail = await post('/api/newsletter', { email: 'not-an-address', consent: true })
    expect(badEmail.status).toBe(400)
    expect(await badEmail.json()).toMatchObject({ fields: { email: 'Please enter a valid email address' } })
    const form = await zoho.fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=x@example.com',
    })
    expect(form.status).toBe(415)
    expect(await requests()).toEqual([])
  })

  it('answers a filled honeypot like anyone, and keeps and sends nothing', async () => {
    const response = await subscribe('bot@example.com', { website: 'https://spam.example' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ message: CHECK_INBOX })
    expect(await requests()).toEqual([])
    expect(await zoho.subscribers()).toEqual([])
  })
})

describe("the contact form's newsletter box", () => {
  const enquiry = (email: string, newsletter: boolean) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    message: 'We would like to modernise our reporting.',
    newsletter,
  })

  it('feeds the same path when ticked, and nothing when not', async () => {
    expect((await post('/api/contact', enquiry('ticked@example.com', true))).status).toBe(200)
    expect((await post('/api/contact', enquiry('unticked@example.com', false))).status).toBe(200)
    expect(await requests()).toMatchObject([
      { email: 'ticked@example.com', source: 'contact-form', consentText: CONSENT },
    ])
    expect(await outbox()).toMatchObject([{ kind: 'subscription', status: 'sent' }])
    expect(await zoho.subscribers()).toMatchObject([{ email: 'ticked@example.com', source: 'contact-form' }])
  })
})

describe('GET /api/newsletter', () => {
  it('shows staff every request with its delivery, newest first; nobody else', async () => {
    await zoho.fault({ endpoint: 'campaigns.subscribe', status: 503, raw: 'down', times: 1 })
    await subscribe('first@example.com')
    await subscribe('second@example.com')
    expect((await zoho.fetch('/api/newsletter')).status).toBe(401)
    const cookie = await cookieFor((await addStaff({ role: 'editor' })).id)
    const response = await zoho.fetch('/api/newsletter', { headers: { cookie } })
    expect(response.status).toBe(200)
    const list =
      await response.json<{ email: string; source: string; delivery: { status: string } | null }[]>()
    expect(list.map((item) => [item.email, item.source, item.delivery?.status])).toEqual([
      ['second@example.com', 'subscribe-box', 'sent'],
      ['first@example.com', 'subscribe-box', 'pending'],
    ])
  })

  it('leaves subscriptions out of the CRM outbox list in the CRM tab', async () => {
    await zoho.fault({ endpoint: 'campaigns.subscribe', status: 503, raw: 'down', times: 1 })
    await subscribe('pending@example.com')
    const cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
    const response = await zoho.fetch('/api/zoho/outbox', { headers: { cookie } })
    expect(await response.json()).toEqual({ data: [] })
    expect(await db.select().from(crmOutbox).where(eq(crmOutbox.status, 'pending'))).toHaveLength(1)
  })
})
