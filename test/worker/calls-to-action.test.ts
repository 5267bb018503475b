import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { contactSubmissions } from '../../src/worker/db/schema'
import { addStaff, cookieFor } from './auth-fixtures'
import { addDownloadableWhitepaper, addPov } from './content-fixtures'
import { sendAs } from './helpers'
import { db, fakeZoho } from './zoho-support'

// A text's 'Talk to us' sends the visitor to /contact naming the article, and the
// enquiry and its Zoho lead say which article it was; 'Download the whitepaper' shows a whitepaper's
// card with its own form.

const zoho = fakeZoho('calls-to-action')
const post = (path: string, body: unknown) => zoho.postJson(path, body)
const contact = (email: string, fromPage?: unknown) =>
  post('/api/contact', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    message: 'We would like to talk about our data platform.',
    fromPage,
  })

beforeEach(() => zoho.reset())

describe("an article's 'Talk to us'", () => {
  it('is a card whose button goes to /contact naming the article', async () => {
    const pov = await addPov({
      title: 'Modern data platforms',
      content:
        'Intro.\n\n[Planning a platform like this?](/contact)\n\nAnd a [plain link](/contact) in a sentence.',
    })
    const html = await (await zoho.fetch(`/povs/${pov.id}`)).text()
    expect(html).toMatch(
      /<aside[^>]*><p[^>]*>Planning a platform like this\?<\/p><p[^>]*>Tell us where you are, and a consultant will reply within one business day\.<\/p><a href="\/contact\?about=%2Fpovs%2F\d+"[^>]*>Talk to us<\/a><\/aside>/,
    )
    expect(html).toContain(`/contact?about=%2Fpovs%2F${pov.id}"`)
    expect(html).toMatch(/a <a href="\/contact"[^>]*>plain link<\/a> in a sentence/)

    const form = await (await zoho.fetch(`/contact?about=%2Fpovs%2F${pov.id}`)).text()
    expect(form).toContain('About: Modern data platforms')
    expect(form).toMatch(new RegExp(`<input type="hidden" name="fromPage" value="/povs/${pov.id}"`))
  })

  it('names no draft on the contact form, and ignores an address that is no article', async () => {
    const draft = await addPov({ title: 'Secret draft title', isPublished: false })
    const form = await (await zoho.fetch(`/contact?about=%2Fpovs%2F${draft.id}`)).text()
    expect(form).not.toContain('Secret draft title')
    expect(form).not.toContain('name="fromPage"')
    const elsewhere = await zoho.fetch('/contact?about=https%3A%2F%2Fevil.example%2F')
    expect(elsewhere.status).toBe(200)
    expect(await elsewhere.text()).not.toContain('About:')
  })

  it('stores the article on the enquiry, shows it to staff and writes it into the Zoho lead', async () => {
    const pov = await addPov({ title: 'Cloud cost control' })
    expect((await contact('grace@example.com', `/povs/${pov.id}`)).status).toBe(200)
    const [stored] = await db
      .select()
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, 'grace@example.com'))
    expect(stored?.fromPage).toBe(`/povs/${pov.id}`)

    const cookie = await cookieFor((await addStaff()).id)
    const listed = (await (await zoho.fetch('/api/enquiries?q=grace', { headers: { cookie } })).json()) as {
      fromPage: unknown
    }[]
    expect(listed[0]?.fromPage).toEqual({ path: `/povs/${pov.id}`, title: 'Cloud cost control' })
    const csv = await (await zoho.fetch('/api/enquiries/export.csv?q=grace', { headers: { cookie } })).text()
    expect(csv).toContain('Sent from')
    expect(csv).toContain(`Cloud cost control (/povs/${pov.id})`)

    const lead = await post('/api/zoho/create-lead', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      message: 'We would like to talk about our data platform.',
      source: 'Website Contact Form',
      leadSource: 'General Inquiry',
    })
    expect(lead.status).toBe(202)
    const [zohoLead] = await zoho.leads()
    expect(zohoLead?.Description).toContain(
      `We would like to talk about our data platform.\n\nService of interest: General Inquiry\n\nSent from: Cloud cost control (/povs/${pov.id})\n\nWebsite enquiry #`,
    )
  })

  it('never refuses an enquiry for a malformed page, and keeps none', async () => {
    expect((await contact('odd.page@example.com', 'javascript:alert(1)')).status).toBe(200)
    expect((await contact('odd.page2@example.com', { path: '/povs/1' })).status).toBe(200)
    const rows = await db.select().from(contactSubmissions)
    expect(rows.filter((row) => row.email.startsWith('odd.page')).map((row) => row.fromPage)).toEqual([
      null,
      null,
    ])
  })
})

describe('a page on another site, given as the page an enquiry was sent from', () => {
  const OFF_SITE = ['//evil.example/phish', 'https://evil.example', '/\\evil.example']

  it('is dropped, so the enquiry, the staff list, the CSV and the Zoho lead name no page', async () => {
    for (const [index, page] of OFF_SITE.entries()) {
      expect((await contact(`off.site${index}@example.com`, page)).status).toBe(200)
    }
    const rows = await db.select().from(contactSubmissions)
    expect(rows.filter((row) => row.email.startsWith('off.site')).map((row) => row.fromPage)).toEqual([
      null,
      null,
      null,
    ])

    const cookie = await cookieFor((await addStaff()).id)
    const listed = (await (
      await zoho.fetch('/api/enquiries?q=off.site', { headers: { cookie } })
    ).json()) as {
      fromPage: unknown
    }[]
    expect(listed.map((enquiry) => enquiry.fromPage)).toEqual([null, null, null])
    const csv = await (
      await zoho.fetch('/api/enquiries/export.csv?q=off.site', { headers: { cookie } })
    ).text()
    expect(csv).not.toContain('evil.example')

    await post('/api/zoho/create-lead', {
      lastName: 'Hopper',
      email: 'off.site0@example.com',
      message: 'We would like to talk about our data platform.',
    })
    const [zohoLead] = await zoho.leads()
    expect(zohoLead?.Description).not.toContain('evil.example')
    expect(zohoLead?.Description).not.toContain('Sent from')
  })

  it('stored before the rule, reaches neither the staff list, the CSV nor the Zoho lead', async () => {
    await db.insert(contactSubmissions).values({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'stored.before@example.com',
      message: 'We would like to talk about our data platform.',
      fromPage: '//evil.example/phish',
    })
    const cookie = await cookieFor((await addStaff()).id)
    const listed = (await (
      await zoho.fetch('/api/enquiries?q=stored.before', { headers: { cookie } })
    ).json()) as {
      fromPage: unknown
    }[]
    expect(listed.map((enquiry) => enquiry.fromPage)).toEqual([null])
    const csv = await (
      await zoho.fetch('/api/enquiries/export.csv?q=stored.before', { headers: { cookie } })
    ).text()
    expect(csv).not.toContain('evil.example')

    await post('/api/zoho/create-lead', {
      lastName: 'Hopper',
      email: 'stored.before@example.com',
      message: 'We would like to talk about our data platform.',
    })
    const [zohoLead] = await zoho.leads()
    expect(zohoLead?.Description).not.toContain('evil.example')
  })
})

describe("a landing page's buttons to /contact", () => {
  it('name the landing page, which the enquiry, the staff list and the Zoho lead then carry', async () => {
    const admin = await cookieFor((await addStaff({ role: 'admin' })).id)
    const created = await sendAs(admin, 'POST', '/api/pages', {
      title: 'Data assessment offer',
      description: 'A two-week data assessment at a fixed price.',
      path: '/lp/data-assessment',
      isPublished: true,
      content: JSON.stringify({
        blocks: [
          {
            id: 'hero',
            type: 'hero',
            heading: 'Know your data in two weeks',
            blurb: 'A fixed-price assessment.',
            buttons: [{ label: 'Book a call', href: '/contact', variant: 'primary' }],
            stats: [],
          },
          {
            id: 'closing',
            type: 'call-to-action',
            heading: 'Ready?',
            text: 'Tell us about your data.',
            buttonLabel: 'Book Now',
          },
        ],
      }),
    })
    expect(created.status).toBe(201)
    const html = await (await zoho.fetch('/lp/data-assessment')).text()
    expect(html).toMatch(/<a[^>]*href="\/contact\?about=%2Flp%2Fdata-assessment"[^>]*>Book a call/)
    expect(html).toMatch(/<a[^>]*href="\/contact\?about=%2Flp%2Fdata-assessment"[^>]*>Book Now/)
    // The site's own pages name no source.
    expect(await (await zoho.fetch('/about')).text()).not.toContain('about=%2F')

    const form = await (await zoho.fetch('/contact?about=%2Flp%2Fdata-assessment')).text()
    expect(form).toContain('About: Data assessment offer')
    expect(form).toMatch(/<input type="hidden" name="fromPage" value="\/lp\/data-assessment"/)

    expect((await contact('landing.reader@example.com', '/lp/data-assessment')).status).toBe(200)
    const listed = (await (
      await zoho.fetch('/api/enquiries?q=landing.reader', { headers: { cookie: admin } })
    ).json()) as { fromPage: unknown }[]
    expect(listed[0]?.fromPage).toEqual({ path: '/lp/data-assessment', title: 'Data assessment offer' })
  })
})

describe("an article's 'Download the whitepaper'", () => {
  it("is the whitepaper's card with its download form, for a whitepaper visitors may read", async () => {
    const paper = await addDownloadableWhitepaper('Data Quality Playbook')
    const pov = await addPov({
      title: 'Why data quality matters',
      content: `Read on.\n\n[Get the playbook](/whitepapers/${paper.id})`,
    })
    const answer = (await (await zoho.fetch(`/api/povs/${pov.id}`)).json()) as { contentWhitepapers: unknown }
    expect(answer.contentWhitepapers).toEqual({
      [paper.id]: {
        title: 'Data Quality Playbook',
        description: 'About Data Quality Playbook',
        featuredImage: null,
      },
    })
    const html = await (await zoho.fetch(`/povs/${pov.id}`)).text()
    expect(html).toContain('>Whitepaper</p>')
    expect(html).toContain(`<a href="/whitepapers/${paper.id}"`)
    expect(html).toContain('About Data Quality Playbook')
    // The whitepaper page's own form, posting to that page, so it works before any script runs.
    expect(html).toMatch(new RegExp(`<form [^>]*action="/whitepapers/${paper.id}" method="post"`))

    // Unpublished by staff, it leaves the article's page at once, though that page was cached.
    const cookie = await cookieFor((await addStaff()).id)
    const bulk = await sendAs(cookie, 'POST', '/api/whitepapers/bulk', {
      action: 'unpublish',
      ids: [paper.id],
    })
    expect(bulk.status).toBe(200)
    const after = await (await zoho.fetch(`/povs/${pov.id}`)).text()
    expect(after).not.toContain('About Data Quality Playbook')
    expect(after).toContain(`<a href="/whitepapers/${paper.id}"`)
    expect(after).toContain('>Get the playbook</a>')
  })
})
