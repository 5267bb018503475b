import { inArray } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  contactSubmissions,
  jobApplications,
  newsletterSubscriptions,
  whitepaperDownloads,
} from '../../src/worker/db/schema'
import { addDownloadableWhitepaper, addJobOpening, applicationForm } from './content-fixtures'
import { db, fakeZoho } from './zoho-support'

// Where a visit came from: what the app sends with the public forms (only with analytics
// consent, which the browser tests cover) is stored on each row and written into the Zoho lead.

const zoho = fakeZoho('visit-attribution')

const FROM_LINKEDIN = {
  first: { source: 'linkedin', medium: 'social', campaign: 'q1' },
  latest: { source: 'newsletter', medium: 'email', campaign: 'march' },
  referrerHost: 'www.linkedin.com',
  landingPage: '/insights?utm_source=linkedin&utm_medium=social&utm_campaign=q1',
}
const LINES = [
  'First campaign: utm_source=linkedin, utm_medium=social, utm_campaign=q1',
  'Latest campaign: utm_source=newsletter, utm_medium=email, utm_campaign=march',
  'Referred by: www.linkedin.com',
  'Landing page: /insights?utm_source=linkedin&utm_medium=social&utm_campaign=q1',
].join('\n')

let ip = 0
const post = (path: string, body: unknown) => zoho.postJson(path, body)
const contact = (email: string, attribution?: unknown) =>
  post('/api/contact', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    message: 'We would like to modernise our reporting.',
    attribution,
  })

beforeEach(() => zoho.reset())

describe('an enquiry', () => {
  it('keeps where the visit came from, and its lead in Zoho says so below the message', async () => {
    expect((await contact('ada@example.com', FROM_LINKEDIN)).status).toBe(200)
    const [stored] = await db.select().from(contactSubmissions)
    expect(stored?.attribution).toEqual(FROM_LINKEDIN)
    // The browser posts the lead apart (marketing consent); it takes the enquiry's attribution.
    const lead = await post('/api/zoho/create-lead', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      message: 'We would like to modernise our reporting.',
      source: 'Website Contact Form',
      leadSource: 'data-analytics',
    })
    expect(lead.status).toBe(202)
    const [zohoLead] = await zoho.leads()
    expect(zohoLead?.Lead_Source).toBe('Website Contact Form')
    expect(zohoLead?.Description).toContain(
      `We would like to modernise our reporting.\n\nService of interest: Data & Analytics\n\n${LINES}\n\nWebsite enquiry #`,
    )
  })

  it('keeps nothing when the app sends nothing (no analytics consent), and drops a malformed record', async () => {
    await contact('no.consent@example.com')
    await contact('odd@example.com', { landingPage: 'https://elsewhere.example/', first: 'linkedin' })
    const rows = await db
      .select()
      .from(contactSubmissions)
      .where(inArray(contactSubmissions.email, ['no.consent@example.com', 'odd@example.com']))
    expect(rows.map((row) => row.attribution)).toEqual([null, null])
  })

  it('leaves out a landing page on another site, keeping the rest of where the visit came from', async () => {
    const offSite = ['//evil.example/phish', 'https://evil.example', '/\\evil.example', '/\t/evil.example']
    for (const [index, landingPage] of offSite.entries()) {
      await contact(`landed.off${index}@example.com`, { ...FROM_LINKEDIN, landingPage })
    }
    const rows = await db.select().from(contactSubmissions)
    const { landingPage: _, ...rest } = FROM_LINKEDIN
    expect(rows.filter((row) => row.email.startsWith('landed.off')).map((row) => row.attribution)).toEqual([
      rest,
      rest,
      rest,
      rest,
    ])
  })
})

describe('a whitepaper download request, an application and a newsletter request', () => {
  it('each keep it; the download lead carries it to Zoho', async () => {
    const paper = await addDownloadableWhitepaper('Data Quality Playbook')
    const download = await post(`/api/whitepapers/${paper?.id}/downloads`, {
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'ana@example.com',
      company: 'Acme',
      consent: true,
      attribution: FROM_LINKEDIN,
    })
    expect(download.status).toBe(201)
    expect((await db.select().from(whitepaperDownloads))[0]?.attribution).toEqual(FROM_LINKEDIN)
    const [zohoLead] = await zoho.leads()
    expect(zohoLead?.Lead_Source).toBe('Whitepaper Download')
    expect(zohoLead?.Description).toContain(LINES)

    const opening = await addJobOpening({ applyBy: '2099-12-31' })
    const apply = async (attribution: string) => {
      const form = applicationForm({
        firstName: 'Amara',
        lastName: 'Okafor',
        email: 'amara@example.com',
        phone: '+44 20 7946 0958',
        consent: 'on',
        attribution,
      })
      return zoho.fetch(`/api/careers/${opening?.id}/applications`, {
        method: 'POST',
        headers: { 'cf-connecting-ip': `198.51.100.${++ip % 250}` },
        body: form,
      })
    }
    expect((await apply(JSON.stringify(FROM_LINKEDIN))).status).toBe(201)
    // Text that is no JSON record is left out; the application itself is never refused for it.
    expect((await apply('{not json')).status).toBe(201)
    expect(
      (await db.select().from(jobApplications).orderBy(jobApplications.id)).map((row) => row.attribution),
    ).toEqual([FROM_LINKEDIN, null])

    expect(
      (
        await post('/api/newsletter', {
          email: 'reader@example.com',
          consent: true,
          attribution: FROM_LINKEDIN,
        })
      ).status,
    ).toBe(202)
    expect((await db.select().from(newsletterSubscriptions))[0]?.attribution).toEqual(FROM_LINKEDIN)
  })
})
