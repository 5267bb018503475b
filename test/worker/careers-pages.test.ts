import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { JobOpening } from '../../src/shared/content/types/job-opening'
import { breadcrumbTrail, jsonLdNode } from '../support/json-ld'
import { addStaff, cookieFor, jobOpeningBody } from './auth-fixtures'
import { addHashtag } from './content-fixtures'
import { crawl } from './crawl'
import { call } from './helpers'

// The careers pages as a crawler, or a visitor without JavaScript, receives them: the
// open positions by department with their filters in the address, and each opening's page with
// its JobPosting. Texts are pinned as literals.

const siteUrl = env.SITE_URL
const url = (path: string) => new URL(path, siteUrl).toString()

let cookie: string

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})
afterAll(() => {
  vi.useRealTimers()
})

async function addOpening(fields: Record<string, unknown>): Promise<JobOpening> {
  const response = await call('/api/careers', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ ...jobOpeningBody(), ...fields }),
  })
  expect(response.status).toBe(201)
  return response.json<JobOpening>()
}

/** The page's text between tags, in one line. */
const textOf = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

let dataEngineer: JobOpening
let analyst: JobOpening
let platform: JobOpening
let remote: JobOpening
let draft: JobOpening
let closed: JobOpening

beforeAll(async () => {
  const tag = await addHashtag('CareersTag')
  dataEngineer = await addOpening({
    title: 'Data Engineer',
    department: 'Data & Analytics',
    location: 'Berlin',
    hashtags: [tag.id],
  })
  analyst = await addOpening({
    title: 'Analytics Engineer',
    department: 'Data & Analytics',
    location: 'London',
  })
  platform = await addOpening({
    title: 'Platform Engineer',
    department: 'Platform Engineering',
    location: 'London',
    workplace: 'on_site',
    salaryMin: 65000,
    salaryMax: 80000,
    salaryCurrency: 'GBP',
  })
  remote = await addOpening({
    title: 'QA Automation Engineer',
    department: 'Quality Engineering',
    location: 'Europe',
    workplace: 'remote',
    employmentType: 'CONTRACTOR',
    salaryMin: null,
    salaryMax: null,
    salaryCurrency: null,
  })
  draft = await addOpening({ title: 'Secret Architect', department: 'Hidden Department', isPublished: false })
  closed = await addOpening({ title: 'Closed Consultant', department: 'Consulting', applyBy: '2020-03-31' })
})

describe('/careers', () => {
  it('lists the open positions by department, departments and titles A to Z, without drafts or closed ones', async () => {
    const page = await crawl('/careers')
    expect(page.response.status).toBe(200)
    expect(page.title).toBe('Careers | Crestline Consulting')
    expect(page.h1).toBe('Careers')
    expect(page.canonical).toBe(url('/careers'))
    expect(page.robots).toBeUndefined()
    const headings = [...page.root.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])
    expect(headings).toEqual(['Data &amp; Analytics', 'Platform Engineering', 'Quality Engineering'])
    const titles = [...page.root.matchAll(/<h4[^>]*><a [^>]*>([^<]*)<\/a><\/h4>/g)].map((match) => match[1])
    expect(titles).toEqual([
      'Analytics Engineer',
      'Data Engineer',
      'Platform Engineer',
      'QA Automation Engineer',
    ])
    for (const opening of [dataEngineer, analyst, platform, remote])
      expect(page.links).toContain(`/careers/${opening.id}`)
    const text = textOf(page.root.slice(0, page.root.indexOf('</main>')))
    expect(text).not.toContain('Secret Architect')
    expect(text).not.toContain('Closed Consultant')
    expect(text).toContain('Europe · Remote · Contract')
    expect(text).toContain('London · On site · Full time')
    expect(text).toContain('Apply by 12/31/2099')
  })

  it('narrows the list by department and location in the address, any letter case, and is not indexed then', async () => {
    const page = await crawl('/careers?department=data+%26+analytics&location=LONDON')
    expect(page.response.status).toBe(200)
    expect(page.robots).toBe('noindex')
    expect(page.canonical).toBe(url('/careers'))
    const titles = [...page.root.matchAll(/<h4[^>]*><a [^>]*>([^<]*)<\/a><\/h4>/g)].map((match) => match[1])
    expect(titles).toEqual(['Analytics Engineer'])
    // The filters are links to the addresses they make (the other filter kept), so they work
    // without JavaScript; each offers only what the other leaves.
    const filters = page.links.filter((href) => href?.startsWith('/careers?'))
    expect(filters).toEqual([
      '/careers?location=LONDON',
      '/careers?department=Data+%26+Analytics&amp;location=LONDON',
      '/careers?department=Platform+Engineering&amp;location=LONDON',
      '/careers?department=data+%26+analytics',
      '/careers?department=data+%26+analytics&amp;location=Berlin',
      '/careers?department=data+%26+analytics&amp;location=London',
    ])
    expect(page.root).toMatch(/<a [^>]*aria-current="page"[^>]*>Data &amp; Analytics<\/a>/)
  })

  it('keeps its filters in one order, department then location, in its links and its address', async () => {
    const byLocation = await crawl('/careers?location=London')
    const filters = byLocation.links.filter((href) => href?.startsWith('/careers?'))
    expect(filters).toContain('/careers?department=Data+%26+Analytics&amp;location=London')
    expect(filters.filter((href = '') => /location=.*department=/.test(href))).toEqual([])
    const reversed = await call('/careers?location=London&department=Data+%26+Analytics', {
      redirect: 'manual',
    })
    expect([reversed.status, reversed.headers.get('location')]).toEqual([
      301,
      '/careers?department=Data+%26+Analytics&location=London',
    ])
  })

  it('says so when the filters match nothing', async () => {
    const page = await crawl('/careers?department=Sales')
    expect(page.response.status).toBe(200)
    expect(textOf(page.root)).toContain('No open positions match these filters.')
    expect(page.links).toContain('/careers')
  })
})

describe('/careers/:id', () => {
  it('shows the facts, the description and the lists, with the JobPosting of a hybrid role and its country', async () => {
    const page = await crawl(`/careers/${dataEngineer.id}`)
    expect(page.response.status).toBe(200)
    expect(page.title).toBe('Data Engineer | Crestline Consulting')
    expect(page.h1).toBe('Data Engineer')
    expect(page.canonical).toBe(url(`/careers/${dataEngineer.id}`))
    const text = textOf(page.root)
    for (const fact of [
      'Data & Analytics',
      'Berlin',
      'Hybrid',
      'Full time',
      'Salary €60,000 – €75,000 a year',
      'Apply by 12/31/2099',
      'Responsibilities Design pipelines Coach teams',
      'Requirements Five years of SQL German or English',
      '#CareersTag',
      'Apply for This Position',
    ])
      expect(text).toContain(fact)
    expect(page.root).toContain('You will <strong>design</strong> pipelines.')
    expect(page.root).toContain('<section id="apply"')

    const posting = jsonLdNode(page.jsonLd, 'JobPosting')
    expect(posting).toMatchObject({
      title: 'Data Engineer',
      datePosted: dataEngineer.createdAt.slice(0, 10),
      validThrough: '2099-12-31T23:59:59Z',
      employmentType: 'FULL_TIME',
      directApply: true,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Crestline Consulting',
        sameAs: url('/'),
        logo: url('/favicon.svg'),
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 60000, maxValue: 75000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Crestline Consulting', value: String(dataEngineer.id) },
    })
    expect(posting?.description).toBe(
      '<p>Build data platforms with our clients.</p><p>You will <strong>design</strong> pipelines.</p>' +
        '<h3>Responsibilities</h3><ul><li>Design pipelines</li><li>Coach teams</li></ul>' +
        '<h3>Requirements</h3><ul><li>Five years of SQL</li><li>German or English</li></ul>',
    )
    expect(posting).not.toHaveProperty('jobLocationType')
    expect(breadcrumbTrail(page.jsonLd)).toEqual([
      ['Home', url('/')],
      ['Careers', url('/careers')],
      ['Data Engineer', url(`/careers/${dataEngineer.id}`)],
    ])
  })

  it('describes a remote role by the countries where applicants may live, and gives no salary when none is set', async () => {
    const page = await crawl(`/careers/${remote.id}`)
    const posting = jsonLdNode(page.jsonLd, 'JobPosting')
    expect(posting).toMatchObject({
      employmentType: 'CONTRACTOR',
      jobLocationType: 'TELECOMMUTE',
    })
    // 'Europe' is the EU and EEA states, Switzerland and the United Kingdom, each by its ISO code.
    const europe =
      'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH GB'
    expect(posting?.applicantLocationRequirements).toEqual(
      europe.split(' ').map((name) => ({ '@type': 'Country', name })),
    )
    expect(posting).not.toHaveProperty('jobLocation')
    expect(posting).not.toHaveProperty('baseSalary')
    expect(textOf(page.root)).not.toContain('Salary')
  })

  it('says when applications closed, and offers no way to apply', async () => {
    const page = await crawl(`/careers/${closed.id}`)
    expect(page.response.status).toBe(200)
    const text = textOf(page.root)
    expect(text).toContain('Applications for this position closed on 3/31/2020.')
    expect(text).not.toContain('Apply for This Position')
    expect(text).not.toContain('Apply Now')
    expect(jsonLdNode(page.jsonLd, 'JobPosting')).toMatchObject({ validThrough: '2020-03-31T23:59:59Z' })
  })

  it('is a 404 headed Job Opening Not Found for a draft or an unknown id', async () => {
    for (const path of [`/careers/${draft.id}`, '/careers/424242']) {
      const page = await crawl(path)
      expect(page.response.status).toBe(404)
      expect(page.robots).toBe('noindex')
      expect(page.h1).toBe('Job Opening Not Found')
      expect(page.html).not.toContain('Secret Architect')
      expect(page.links).toContain('/careers')
    }
  })
})

describe('sitemap.xml', () => {
  it('lists /careers and every published opening, drafts left out', async () => {
    const xml = await (await call('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toContain(url('/careers'))
    expect(locs).toContain(url(`/careers/${dataEngineer.id}`))
    expect(locs).not.toContain(url(`/careers/${draft.id}`))
  })
})
