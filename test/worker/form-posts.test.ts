import { env } from 'cloudflare:workers'
import { desc, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { contactSubmissions, crmOutbox, whitepaperDownloads, whitepapers } from '../../src/worker/db/schema'
import { PDF_BYTES } from './auth-fixtures'
import { db } from './content-fixtures'
import { call, freezeClock } from './helpers'
import { fakeZoho } from './zoho-support'

// A browser's own post of a public form (before the app runs, or without JavaScript) goes to the
// form's page as application/x-www-form-urlencoded and is answered with that page.

let ipCounter = 0
/** Each post from its own address unless a test says otherwise: the per-IP limit stays out of the way. */
const freshIp = () => `192.0.2.${++ipCounter}`

const postForm = (path: string, fields: Record<string, string>, ip = freshIp(), headers: HeadersInit = {}) =>
  call(path, {
    method: 'POST',
    // A redirect is what the test is to see, not to follow.
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': ip, ...headers },
    body: new URLSearchParams(fields).toString(),
  })

/** The page's text as a reader gets it: no tags, entities decoded. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

/** The opening tag of the page's form that posts to `action`. */
const formTag = (html: string, action: string) =>
  html.match(new RegExp(`<form[^>]*action="${action}"[^>]*>`))?.[0]

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: 'Analytical Engines',
  service: 'data-analytics',
  message: 'We would like to modernise our reporting.',
  website: '',
  newsletter: 'on',
}

const storedEnquiries = () => db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.id))

describe('the contact form without JavaScript', () => {
  it('is served as a POST to its own page, its button enabled', async () => {
    const html = await (await call('/contact')).text()
    const form = formTag(html, '/contact')
    expect(form).toContain('method="post"')
    const button = html.match(/<button[^>]*type="submit"[^>]*>\s*Send Message/)?.[0]
    expect(button).toBeDefined()
    expect(button).not.toContain('disabled=""')
    // A native checkbox: a scripted one cannot be ticked, nor is it sent, without the app.
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="newsletter"/)
  })

  it('stores the enquiry and answers with the page and the confirmation', async () => {
    const before = (await storedEnquiries()).length
    const response = await postForm('/contact', contact)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const text = textOf(await response.text())
    expect(text).toContain('Message Sent Successfully!')
    expect(text).toContain("Thank you for reaching out. We'll get back to you within one business day.")
    const rows = await storedEnquiries()
    expect(rows).toHaveLength(before + 1)
    expect(rows[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: 'Analytical Engines',
      service: 'data-analytics',
      message: 'We would like to modernise our reporting.',
      newsletter: true,
    })
  })

  it('stores an unticked newsletter box as no', async () => {
    const { newsletter: _unticked, ...fields } = contact
    expect((await postForm('/contact', fields)).status).toBe(200)
    expect((await storedEnquiries())[0]).toMatchObject({ newsletter: false })
  })

  it('answers invalid fields with 400, the field messages and what was typed, storing nothing', async () => {
    const before = (await storedEnquiries()).length
    const response = await postForm('/contact', {
      ...contact,
      firstName: ' ',
      email: 'ada@',
      message: 'Too short',
    })
    expect(response.status).toBe(400)
    const html = await response.text()
    const text = textOf(html)
    expect(text).toContain('First name is required')
    expect(text).toContain('Invalid email address')
    expect(text).toContain('Message must be at least 10 characters')
    expect(text).not.toContain('Message Sent Successfully!')
    expect(html).toMatch(
      /<input[^>]*name="lastName"[^>]*value="Lovelace"|<input[^>]*value="Lovelace"[^>]*name="lastName"/,
    )
    expect(html).toMatch(/<input[^>]*value="ada@"/)
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>Too short<\/textarea>/)
    expect(html).toMatch(/<option value="data-analytics"[^>]*selected=""/)
    expect(html.match(/<input[^>]*name="newsletter"[^>]*>/)?.[0]).toContain('checked=""')
    expect(await storedEnquiries()).toHaveLength(before)
  })

  it('is refused from another site, as the API is', async () => {
    const before = (await storedEnquiries()).length
    const response = await postForm('/contact', contact, freshIp(), {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    })
    expect(response.status).toBe(403)
    expect(textOf(await response.text())).toContain('Cross-site request refused')
    expect(await storedEnquiries()).toHaveLength(before)
  })

  it('shares the API rate limit: the sixth post in ten minutes gets 429 with Retry-After', async () => {
    freezeClock()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await postForm('/contact', contact, ip)).status).toBe(200)
    const refused = await postForm('/contact', contact, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(textOf(await refused.text())).toContain('Too many requests. Please try again later.')
  })

  it('takes only a browser form body', async () => {
    const response = await call('/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify({ firstName: 'Ada' }),
    })
    expect(response.status).toBe(415)
  })
})

const zoho = fakeZoho('form-posts')
const visitor = {
  firstName: 'Priya',
  lastName: 'Natarajan',
  email: 'priya.natarajan@example.com',
  company: 'Lakeshore Logistics',
  jobTitle: 'Head of Data',
  website: '',
  consent: 'on',
}

async function addWhitepaper() {
  const key = `documents/${crypto.randomUUID()}.pdf`
  await env.UPLOADS.put(key, PDF_BYTES, { httpMetadata: { contentType: 'application/pdf' } })
  const [row] = await db
    .insert(whitepapers)
    .values({
      title: 'Data Quality: A Playbook for 2025',
      description: 'How to measure and raise data quality.',
      content: 'Body',
      excerpt: 'Excerpt',
      author: 'Dana Reyes',
      publishedDate: '2025-03-01',
      documentKey: key,
      isPublished: true,
    })
    .returning()
  return row!
}

const postDownload = (whitepaperId: number, fields: Record<string, string>) =>
  zoho.fetch(`/whitepapers/${whitepaperId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': freshIp() },
    body: new URLSearchParams(fields).toString(),
  })

describe('the whitepaper download form without JavaScript', () => {
  beforeEach(async () => {
    await zoho.reset()
  })

  it('is served as a POST to its own page', async () => {
    const whitepaper = await addWhitepaper()
    const html = await (await call(`/whitepapers/${whitepaper.id}`)).text()
    expect(formTag(html, `/whitepapers/${whitepaper.id}`)).toContain('method="post"')
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="consent"/)
  })

  it('stores the request, queues its lead and shows the download link', async () => {
    const whitepaper = await addWhitepaper()
    const response = await postDownload(whitepaper.id, visitor)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(textOf(html)).toContain('Your download is ready')
    const link = html.match(
      /<a[^>]*href="(\/downloads\/[A-Za-z0-9_-]{43})"[^>]*>Download the whitepaper<\/a>/,
    )?.[1]
    expect(link).toBeDefined()
    const [stored] = await db
      .select()
      .from(whitepaperDownloads)
      .where(eq(whitepaperDownloads.whitepaperId, whitepaper.id))
    expect(stored).toMatchObject({
      firstName: 'Priya',
      company: 'Lakeshore Logistics',
      jobTitle: 'Head of Data',
    })
    const [lead] = await db.select().from(crmOutbox).where(eq(crmOutbox.whitepaperDownloadId, stored!.id))
    expect(lead).toMatchObject({ email: 'priya.natarajan@example.com' })
    const pdf = await call(link!)
    expect(pdf.status).toBe(200)
  })

  it('without the agreement answers 400 with its message and what was typed, storing nothing', async () => {
    const whitepaper = await addWhitepaper()
    const { consent: _unticked, ...fields } = visitor
    const response = await postDownload(whitepaper.id, fields)
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain('Please agree to be contacted to download the whitepaper')
    expect(html).toMatch(/<input[^>]*value="Lakeshore Logistics"/)
    expect(textOf(html)).not.toContain('Your download is ready')
    const rows = await db
      .select()
      .from(whitepaperDownloads)
      .where(eq(whitepaperDownloads.whitepaperId, whitepaper.id))
    expect(rows).toHaveLength(0)
  })
})

describe('the staff sign-in form before the app runs', () => {
  it('posted by the browser is not read but answered with the page again', async () => {
    const response = await postForm('/admin', {
      email: 'staff@example.com',
      password: 'correct horse battery',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin')
  })
})
