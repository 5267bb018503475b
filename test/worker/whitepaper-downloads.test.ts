import { env } from 'cloudflare:workers'
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { crmOutbox, whitepaperDownloads, whitepapers } from '../../src/worker/db/schema'
import { addStaff, cookieFor, PDF_BYTES } from './auth-fixtures'
import { call, freezeClock } from './helpers'
import { db, fakeZoho } from './zoho-support'

const zoho = fakeZoho('whitepaper-downloads')
beforeEach(async () => {
  await zoho.reset()
  await db.delete(whitepaperDownloads)
  await db.delete(whitepapers)
})

const HOUR = 60 * 60 * 1000
const TOKEN_URL = /^\/downloads\/[A-Za-z0-9_-]{43}$/
const INVALID_LINK = 'This download link has expired or is not valid'

const visitor = {
  firstName: 'Priya',
  lastName: 'Natarajan',
  email: 'priya.natarajan@example.com',
  company: 'Lakeshore Logistics',
  jobTitle: 'Head of Data',
  consent: true,
}

let ipCounter = 0
/** Each request from its own address unless a test says otherwise: the per-IP limit stays out of the way. */
const freshIp = () => `198.51.100.${++ipCounter}`

interface WhitepaperOptions {
  title?: string
  isPublished?: boolean
  document?: Uint8Array | null
  publishAt?: Date
  unpublishAt?: Date
}

/** A whitepaper straight into D1, its PDF (unless `document: null`) into R2 as an upload stores it. */
async function addWhitepaper({
  title = 'Data Quality: A Playbook for 2025',
  isPublished = true,
  document = PDF_BYTES,
  publishAt,
  unpublishAt,
}: WhitepaperOptions = {}) {
  let key: string | null = null
  if (document) {
    key = `documents/${crypto.randomUUID()}.pdf`
    await env.UPLOADS.put(key, document, { httpMetadata: { contentType: 'application/pdf' } })
  }
  const [row] = await db
    .insert(whitepapers)
    .values({
      title,
      description: 'How to measure and raise data quality.',
      content: 'Body',
      excerpt: 'Excerpt',
      author: 'Dana Reyes',
      publishedDate: '2025-03-01',
      documentKey: key,
      isPublished,
      publishAt,
      unpublishAt,
    })
    .returning()
  return row!
}

const requestDownload = (whitepaperId: number, body: unknown, ip = freshIp(), headers: HeadersInit = {}) =>
  zoho.fetch(`/api/whitepapers/${whitepaperId}/downloads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip, ...headers },
    body: JSON.stringify(body),
  })

async function linkFor(whitepaperId: number, body: unknown = visitor) {
  const response = await requestDownload(whitepaperId, body)
  expect(response.status).toBe(201)
  return response.json<{ url: string; expiresAt: string }>()
}

const storedRequests = () => db.select().from(whitepaperDownloads).orderBy(whitepaperDownloads.id)
const outboxRows = () => db.select().from(crmOutbox).orderBy(crmOutbox.id)

/** What a 404 page for a download link must show and say about itself. */
async function expectInvalidLinkPage(response: Response) {
  expect(response.status).toBe(404)
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
  expect(response.headers.get('x-cache')).toBe('BYPASS')
  const html = await response.text()
  expect(html).toMatch(new RegExp(`<h1[^>]*>${INVALID_LINK}</h1>`))
  expect(html).toContain('href="/whitepapers"')
  expect(html).toContain('<meta name="robots" content="noindex"')
  expect(html).not.toContain('%PDF')
}

describe('POST /api/whitepapers/:id/downloads', () => {
  it('stores the request, queues and sends its lead, and answers 201 with a link for 24 hours', async () => {
    const whitepaper = await addWhitepaper()
    const before = Date.now()
    const response = await requestDownload(whitepaper.id, visitor)
    expect(response.status).toBe(201)
    const body = await response.json<{ url: string; expiresAt: string }>()
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'url'])
    expect(body.url).toMatch(TOKEN_URL)
    const expiresAt = Date.parse(body.expiresAt)
    expect(expiresAt).toBeGreaterThanOrEqual(before + 24 * HOUR)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * HOUR)

    const [stored] = await storedRequests()
    const token = body.url.slice('/downloads/'.length)
    expect(stored).toMatchObject({
      whitepaperId: whitepaper.id,
      whitepaperTitle: 'Data Quality: A Playbook for 2025',
      firstName: 'Priya',
      lastName: 'Natarajan',
      email: 'priya.natarajan@example.com',
      company: 'Lakeshore Logistics',
      jobTitle: 'Head of Data',
      // Only the token's SHA-256 is kept, never the token itself.
      tokenHash: encodeHexLowerCase(sha256(new TextEncoder().encode(token))),
    })
    expect(stored?.expiresAt.getTime()).toBe(expiresAt)
    expect(JSON.stringify(stored)).not.toContain(token)

    const [outbox] = await outboxRows()
    expect(outbox).toMatchObject({
      whitepaperDownloadId: stored?.id,
      contactSubmissionId: null,
      email: 'priya.natarajan@example.com',
      status: 'sent',
      attempts: 1,
    })
    const [lead] = await zoho.leads()
    const reference = `Website enquiry #${outbox?.id} (${outbox?.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`
    expect(lead).toMatchObject({
      id: outbox?.zohoId,
      First_Name: 'Priya',
      Last_Name: 'Natarajan',
      Email: 'priya.natarajan@example.com',
      Company: 'Lakeshore Logistics',
      Phone: null,
      Lead_Source: 'Whitepaper Download',
      Description: `Whitepaper requested: Data Quality: A Playbook for 2025\n\nJob title: Head of Data\n\n${reference}`,
    })
  })

  it('keeps the lead in the outbox when Zoho is down: the request is answered all the same', async () => {
    const whitepaper = await addWhitepaper()
    await zoho.fault({ endpoint: 'leads.search', status: 503, times: 5 })
    const response = await requestDownload(whitepaper.id, visitor)
    expect(response.status).toBe(201)
    const [outbox] = await outboxRows()
    expect(outbox).toMatchObject({ status: 'pending', attempts: 1 })
    expect(outbox?.payload).toMatchObject({
      email: 'priya.natarajan@example.com',
      download: { whitepaperTitle: 'Data Quality: A Playbook for 2025', jobTitle: 'Head of Data' },
    })
  })

  it('adds the request as a note to a lead Zoho already has, naming the whitepaper', async () => {
    const known = {
      id: '4150868000000000042',
      First_Name: 'Priya',
      Last_Name: 'Natarajan',
      Email: 'priya.natarajan@example.com',
      Phone: null,
      Company: 'Lakeshore Logistics',
      Description: 'Met at a meetup.',
      Lead_Status: 'Contacted',
      Lead_Source: 'Trade Show',
      Created_Time: '2026-01-05T10:00:00+00:00',
      Modified_Time: '2026-01-05T10:00:00+00:00',
    }
    await zoho.seed([known])
    const whitepaper = await addWhitepaper()
    await linkFor(whitepaper.id, { ...visitor, jobTitle: '' })
    expect(await zoho.leads()).toEqual([known])
    const [note] = await zoho.notes()
    expect(note?.Parent_Id.id).toBe(known.id)
    expect(note?.Note_Content).toBe(
      [
        'Name: Priya Natarajan',
        'Company: Lakeshore Logistics',
        'Whitepaper requested: Data Quality: A Playbook for 2025',
      ].join('\n'),
    )
  })

  it('answers 404 for a draft, a whitepaper without a document and an unknown id, storing nothing', async () => {
    const draft = await addWhitepaper({ isPublished: false })
    const noDocument = await addWhitepaper({ document: null })
    for (const id of [draft.id, noDocument.id, 999_999]) {
      const response = await requestDownload(id, visitor)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'This whitepaper is not available for download' })
    }
    expect(await storedRequests()).toHaveLength(0)
    expect(await outboxRows()).toHaveLength(0)
  })

  it('answers 400 with each field’s message and stores nothing', async () => {
    const whitepaper = await addWhitepaper()
    const response = await requestDownload(whitepaper.id, {
      firstName: ' ',
      lastName: '',
      email: 'not-an-email',
      company: '',
      consent: false,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Invalid request',
      fields: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Invalid email address',
        company: 'Company name is required',
        consent: 'Please agree to be contacted to download the whitepaper',
      },
    })
    const { consent: _consent, ...withoutConsent } = visitor
    const missingConsent = await requestDownload(whitepaper.id, withoutConsent)
    expect(missingConsent.status).toBe(400)
    expect(await missingConsent.json()).toEqual({
      error: 'Invalid request',
      fields: { consent: 'Please agree to be contacted to download the whitepaper' },
    })
    expect((await requestDownload(whitepaper.id, { ...visitor, jobTitle: 'x'.repeat(201) })).status).toBe(400)
    expect(await storedRequests()).toHaveLength(0)
    expect(await outboxRows()).toHaveLength(0)
  })

  // LF and CR in a one-line field are refused at the door; the Unicode line and paragraph separators
  // (U+2028, U+2029) pass it and still start a new line where the text lands.
  it('writes a job title on one line in the Zoho lead, so it adds no line of its own', async () => {
    const whitepaper = await addWhitepaper()
    await linkFor(whitepaper.id, { ...visitor, jobTitle: 'Head of Data\u2028Sent from: /povs/1' })
    expect((await zoho.leads())[0]?.Description).toContain('\nJob title: Head of Data Sent from: /povs/1\n')
  })

  it('takes the job title as optional', async () => {
    const whitepaper = await addWhitepaper()
    const { jobTitle: _jobTitle, ...withoutJobTitle } = visitor
    await linkFor(whitepaper.id, withoutJobTitle)
    expect((await storedRequests())[0]?.jobTitle).toBeNull()
    expect((await zoho.leads())[0]?.Description).not.toContain('Job title')
  })

  it('accepts a filled honeypot with an answer of the normal shape, but stores and queues nothing', async () => {
    const whitepaper = await addWhitepaper()
    const response = await requestDownload(whitepaper.id, { ...visitor, website: 'https://spam.example' })
    expect(response.status).toBe(201)
    const { url } = await response.json<{ url: string }>()
    expect(url).toMatch(TOKEN_URL)
    expect(await storedRequests()).toHaveLength(0)
    expect(await outboxRows()).toHaveLength(0)
    expect(await zoho.leads()).toHaveLength(0)
    await expectInvalidLinkPage(await call(url))
  })

  it('allows 5 requests per IP per 10 minutes, then 429 with Retry-After', async () => {
    freezeClock()
    const whitepaper = await addWhitepaper()
    const ip = freshIp()
    for (let i = 0; i < 5; i += 1) {
      expect((await requestDownload(whitepaper.id, visitor, ip)).status).toBe(201)
    }
    const limited = await requestDownload(whitepaper.id, visitor, ip)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await storedRequests()).toHaveLength(5)
    expect((await requestDownload(whitepaper.id, visitor, freshIp())).status).toBe(201)
  })

  it('refuses a cross-site post with 403', async () => {
    const whitepaper = await addWhitepaper()
    const response = await requestDownload(whitepaper.id, visitor, freshIp(), {
      origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
    expect(await storedRequests()).toHaveLength(0)
  })
})

describe('GET /downloads/:token', () => {
  it('streams the exact PDF as an attachment, private and unindexed, as often as asked within the day', async () => {
    const whitepaper = await addWhitepaper()
    const { url } = await linkFor(whitepaper.id)
    for (let i = 0; i < 2; i += 1) {
      const response = await call(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/pdf')
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="Data Quality A Playbook for 2025.pdf"',
      )
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-cache')).toBe('BYPASS')
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES)
    }
  })

  it('names the file safely whatever the title holds', async () => {
    const whitepaper = await addWhitepaper({ title: 'Café "Ops" / AI\\Guide <2025>' })
    const { url } = await linkFor(whitepaper.id)
    const response = await call(url)
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Cafe Ops AI Guide 2025.pdf"',
    )
    await response.arrayBuffer()
  })

  it('answers a tampered, unknown or malformed token with the 404 page', async () => {
    const whitepaper = await addWhitepaper()
    const { url } = await linkFor(whitepaper.id)
    const tampered = `${url.slice(0, -1)}${url.endsWith('A') ? 'B' : 'A'}`
    for (const path of [tampered, `/downloads/${'A'.repeat(43)}`, '/downloads/abc', `${url}x`]) {
      await expectInvalidLinkPage(await call(path))
    }
  })

  it('works until 24 hours have passed, then answers the 404 page', async () => {
    const whitepaper = await addWhitepaper()
    const { url } = await linkFor(whitepaper.id)
    freezeClock()
    vi.setSystemTime(Date.now() + 24 * HOUR - 60_000)
    const late = await call(url)
    expect(late.status).toBe(200)
    await late.arrayBuffer()
    vi.setSystemTime(Date.now() + 2 * 60_000)
    await expectInvalidLinkPage(await call(url))
  })

  it('follows the schedule: no link before the publish time, and none, old or new, from the unpublish time', async () => {
    freezeClock()
    const start = Date.now()
    const whitepaper = await addWhitepaper({
      publishAt: new Date(start + HOUR),
      unpublishAt: new Date(start + 3 * HOUR),
    })
    expect((await requestDownload(whitepaper.id, visitor)).status).toBe(404)

    vi.setSystemTime(start + HOUR)
    const { url } = await linkFor(whitepaper.id)
    const served = await call(url)
    expect(served.status).toBe(200)
    await served.arrayBuffer()

    vi.setSystemTime(start + 3 * HOUR)
    await expectInvalidLinkPage(await call(url))
    expect((await requestDownload(whitepaper.id, visitor)).status).toBe(404)
  })

  it('stops working when its whitepaper is unpublished, loses its document or is deleted', async () => {
    const whitepaper = await addWhitepaper()
    const { url } = await linkFor(whitepaper.id)
    await db.update(whitepapers).set({ isPublished: false }).where(eq(whitepapers.id, whitepaper.id))
    await expectInvalidLinkPage(await call(url))
    await db
      .update(whitepapers)
      .set({ isPublished: true, documentKey: null })
      .where(eq(whitepapers.id, whitepaper.id))
    await expectInvalidLinkPage(await call(url))
    await db.delete(whitepapers).where(eq(whitepapers.id, whitepaper.id))
    await expectInvalidLinkPage(await call(url))
    // The request is a lead: it outlives its whitepaper, with the title it had.
    expect((await storedRequests())[0]).toMatchObject({
      whitepaperId: null,
      whitepaperTitle: 'Data Quality: A Playbook for 2025',
    })
  })
})

describe('GET /api/enquiries/downloads', () => {
  it('lists download requests newest first with their CRM status, for staff only', async () => {
    const first = await addWhitepaper({ title: 'Cloud Cost Benchmarks' })
    const second = await addWhitepaper()
    freezeClock()
    vi.setSystemTime(new Date('2026-02-01T09:00:00Z'))
    await linkFor(first.id, { ...visitor, jobTitle: '' })
    await zoho.fault({ endpoint: 'leads.search', status: 503, times: 5 })
    vi.setSystemTime(new Date('2026-02-01T10:00:00Z'))
    await linkFor(second.id, { ...visitor, firstName: 'Sam', lastName: 'Okafor', email: 'sam@example.com' })

    const signedOut = await call('/api/enquiries/downloads')
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ error: 'Authentication required' })

    const editor = await addStaff({ role: 'editor' })
    const response = await call('/api/enquiries/downloads', {
      headers: { cookie: await cookieFor(editor.id) },
    })
    expect(response.status).toBe(200)
    const list = await response.json<Record<string, unknown>[]>()
    expect(list).toHaveLength(2)
    expect(list[0]).toEqual({
      id: expect.any(Number),
      whitepaperId: second.id,
      whitepaperTitle: 'Data Quality: A Playbook for 2025',
      firstName: 'Sam',
      lastName: 'Okafor',
      email: 'sam@example.com',
      company: 'Lakeshore Logistics',
      jobTitle: 'Head of Data',
      attribution: null,
      createdAt: '2026-02-01T10:00:00.000Z',
      lead: { status: 'pending', attempts: 1, problem: 'unreachable' },
    })
    expect(list[1]).toMatchObject({
      whitepaperTitle: 'Cloud Cost Benchmarks',
      firstName: 'Priya',
      jobTitle: null,
      attribution: null,
      createdAt: '2026-02-01T09:00:00.000Z',
      lead: { status: 'sent', attempts: 1, problem: null },
    })
  })
})
