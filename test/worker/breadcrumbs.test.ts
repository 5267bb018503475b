import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { breadcrumbTrail, jsonLdNode } from '../support/json-ld'
import { addStaff, cookieFor } from './auth-fixtures'
import { addCaseStudy, addPov } from './content-fixtures'
import { crawl } from './crawl'
import { postJson } from './helpers'

// Inner pages say where they sit under Home as a schema.org BreadcrumbList, in the page's one
// JSON-LD script: beside an article's or report's own description, as a graph under one context.

const url = (path: string) => new URL(path, env.SITE_URL).toString()

beforeAll(() => {
  // Every crawl comes after the edge cache's window (crawl.ts).
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterAll(() => {
  vi.useRealTimers()
})

/** The page's one JSON-LD document, its context and what its graph holds. */
async function described(path: string) {
  const page = await crawl(path)
  expect(page.response.status).toBe(200)
  expect(page.jsonLdScripts).toBe(1)
  const document = JSON.parse(page.jsonLd ?? '{}') as Record<string, unknown>
  return { page, document, trail: breadcrumbTrail(page.jsonLd) }
}

describe('BreadcrumbList on detail pages, beside the Article or Report', () => {
  it('a POV: Home › Insights › its title', async () => {
    const pov = await addPov({ title: 'Breadcrumbs for a point of view' })
    const { document, trail } = await described(`/povs/${pov.id}`)
    expect(document['@context']).toBe('https://schema.org')
    expect((document['@graph'] as { '@type': string }[]).map((node) => node['@type'])).toEqual([
      'Article',
      'BreadcrumbList',
    ])
    expect(jsonLdNode(JSON.stringify(document), 'Article')).toMatchObject({
      headline: 'Breadcrumbs for a point of view',
    })
    expect(trail).toEqual([
      ['Home', url('/')],
      ['Insights', url('/insights')],
      ['Breadcrumbs for a point of view', url(`/povs/${pov.id}`)],
    ])
  })

  it('a case study: Home › Case Studies › its title', async () => {
    const study = await addCaseStudy({ title: 'Breadcrumbs for a case study' })
    const { page, trail } = await described(`/case-studies/${study.id}`)
    expect(jsonLdNode(page.jsonLd, 'Article')).toMatchObject({ headline: 'Breadcrumbs for a case study' })
    expect(trail).toEqual([
      ['Home', url('/')],
      ['Case Studies', url('/case-studies')],
      ['Breadcrumbs for a case study', url(`/case-studies/${study.id}`)],
    ])
  })

  it('a whitepaper: Home › Whitepapers › its title', async () => {
    const cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
    const created = await postJson(
      '/api/whitepapers',
      {
        title: 'Breadcrumbs for a whitepaper',
        description: 'Where a report sits',
        content: 'Text',
        excerpt: 'Excerpt',
        author: 'Dana Reyes',
        publishedDate: '2025-05-01',
        isPublished: true,
        hashtags: [],
      },
      { headers: { cookie } },
    )
    expect(created.status).toBe(201)
    const { id } = await created.json<{ id: number }>()
    const { page, trail } = await described(`/whitepapers/${id}`)
    expect(jsonLdNode(page.jsonLd, 'Report')).toMatchObject({ headline: 'Breadcrumbs for a whitepaper' })
    expect(trail).toEqual([
      ['Home', url('/')],
      ['Whitepapers', url('/whitepapers')],
      ['Breadcrumbs for a whitepaper', url(`/whitepapers/${id}`)],
    ])
  })
})

describe('BreadcrumbList on the other inner pages', () => {
  it('a service page: Home › Services › the service', async () => {
    const { document, trail } = await described('/services/platform-engineering')
    // The trail alone: one node, the context beside it.
    expect(document).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' })
    expect(trail).toEqual([
      ['Home', url('/')],
      ['Services', url('/services')],
      ['Platform Engineering', url('/services/platform-engineering')],
    ])
  })

  it.each([
    ['/about', 'About Us'],
    ['/services', 'Services'],
    ['/insights', 'Insights'],
    ['/insights?page=2', 'Insights'],
    ['/whitepapers', 'Whitepapers'],
    ['/case-studies', 'Case Studies'],
    ['/careers', 'Careers'],
    ['/contact', "Let's Connect"],
    ['/sitemap', 'Sitemap'],
    ['/privacy-notice', 'Privacy Notice'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/terms-of-use', 'Terms of Use'],
  ])('%s: Home › %s', async (path, name) => {
    const { trail } = await described(path)
    expect(trail).toEqual([
      ['Home', url('/')],
      [name, url(path.split('?')[0] as string)],
    ])
  })

  it('none on the home page (it describes the company and the site) or a missing page', async () => {
    const { page } = await described('/')
    expect(jsonLdNode(page.jsonLd, 'BreadcrumbList')).toBeUndefined()
    expect(jsonLdNode(page.jsonLd, 'WebSite')).toBeDefined()
    const missing = await crawl('/no-such-page')
    expect(missing.response.status).toBe(404)
    expect(missing.jsonLdScripts).toBe(0)
  })
})
