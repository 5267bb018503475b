import { describe, expect, it } from 'vitest'
import { seedCaseStudies, seedPovs } from '../../scripts/seed/content.ts'
import { breadcrumbTrail, jsonLdNode } from '../support/json-ld'
import { baseUrl, browserForFile, openPage } from './support/browser'
import { readPage, readServed } from './support/read-page'

// The head and links that search engines read. That every public route serves the page the app
// then shows is checked in public-routes.test.ts.

const { browser } = browserForFile()

describe('the served HTML', () => {
  it('lists the articles as links a crawler can follow', async () => {
    const insights = await readServed(browser(), '/insights')
    expect(insights.links.filter((href) => href?.startsWith('/povs/')).length).toBeGreaterThan(0)
    const studies = await readServed(browser(), '/case-studies')
    expect(studies.links.filter((href) => /^\/case-studies\/\d+$/.test(href ?? '')).length).toBeGreaterThan(0)
  })
})

describe('the head after client navigation', () => {
  it('follows each page: title, description and canonical of a POV, the list, and a case study', async () => {
    const { context, page } = await openPage(browser(), '/insights')
    expect(await page.title()).toBe('Insights | Crestline Consulting')
    await page.getByRole('button', { name: 'Reject All' }).click()

    // A seeded POV: other test files publish POVs of their own, which may be the newest.
    const cards = page.getByTestId('pov-card')
    const headings = await cards.getByRole('heading').allTextContents()
    const povTitle = headings.find((heading) => seedPovs.some((pov) => pov.title === heading)) ?? ''
    expect(povTitle).not.toBe('')
    await cards
      .filter({ has: page.getByRole('heading', { name: povTitle, exact: true }) })
      .getByRole('link', { name: /Read More/ })
      .click()
    await page.waitForURL(/\/povs\/\d+$/)
    const povUrl = page.url()
    // The seed gives each item its own search title (scripts/seed/content.ts).
    await expect.poll(() => page.title()).toBe(seedPovs.find((pov) => pov.title === povTitle)?.metaTitle)
    const onPov = await readPage(page)
    expect(onPov.canonical).toBe(povUrl)
    const servedPov = await readServed(browser(), new URL(povUrl).pathname)
    expect(onPov.description).toBe(servedPov.description)

    await page.getByRole('link', { name: 'Back to Insights' }).first().click()
    await expect.poll(() => page.title()).toBe('Insights | Crestline Consulting')
    expect((await readPage(page)).canonical).toBe(new URL('/insights', baseUrl()).toString())

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Studies' }).click()
    await expect.poll(() => page.title()).toBe('Case Studies | Crestline Consulting')
    const studies = page.getByTestId('case-study-card')
    await studies.first().waitFor()
    const studyHeadings = await studies.getByRole('heading').allTextContents()
    const studyTitle =
      studyHeadings.find((heading) => seedCaseStudies.some((seeded) => seeded.title === heading)) ?? ''
    expect(studyTitle).not.toBe('')
    const study = studies.filter({ has: page.getByRole('heading', { name: studyTitle, exact: true }) })
    await study.getByRole('heading').getByRole('link').click()
    await page.waitForURL(/\/case-studies\/\d+$/)
    await expect
      .poll(() => page.title())
      .toBe(seedCaseStudies.find((seeded) => seeded.title === studyTitle)?.metaTitle)
    expect((await readPage(page)).canonical).toBe(page.url())
    // The head is the study's: one JSON-LD script, its Article and its place under Case Studies.
    const scripts = page.locator('script[type="application/ld+json"]')
    expect(await scripts.count()).toBe(1)
    const jsonLd = await scripts.textContent()
    expect(jsonLdNode(jsonLd, 'Article')).toMatchObject({ headline: studyTitle })
    expect(breadcrumbTrail(jsonLd)).toEqual([
      ['Home', new URL('/', baseUrl()).toString()],
      ['Case Studies', new URL('/case-studies', baseUrl()).toString()],
      [studyTitle, page.url()],
    ])
    await context.close()
  })

  it('keeps the served title on first load and sets it on client navigation', async () => {
    const { context, page } = await openPage(browser(), '/about')
    expect(await page.title()).toBe('About Us | Crestline Consulting')
    await page.getByRole('button', { name: 'Reject All' }).click()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click()
    await expect.poll(() => page.title()).toBe('Cookie Policy | Crestline Consulting')
    await context.close()
  })
})

describe('what only the Worker answers', () => {
  it('keeps /admin out of the index and serves robots.txt, sitemap.xml and favicon.ico', async () => {
    const admin = await fetch(new URL('/admin', baseUrl()))
    expect(await admin.text()).toContain('<meta name="robots" content="noindex"')
    const robots = await fetch(new URL('/robots.txt', baseUrl()))
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await robots.text()).toContain('Disallow: /admin')
    const sitemap = await fetch(new URL('/sitemap.xml', baseUrl()))
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toContain(`<loc>${new URL('/services/qa-automation', baseUrl())}</loc>`)
    // A real icon, not the app shell that a missing file would fall back to.
    const favicon = await fetch(new URL('/favicon.ico', baseUrl()))
    expect(favicon.headers.get('content-type')).toMatch(/icon/)
  })
})
