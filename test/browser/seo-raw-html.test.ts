import { STATIC_PUBLIC_PATHS } from '@shared/routes'
import type { Browser, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCaseStudies, seedPovs } from '../../scripts/seed/content.ts'
import { baseUrl, launchBrowserPerFile, openPage, waitForApp } from './support/browser'

const { browser } = launchBrowserPerFile()

/** What a reader gets from the page: its visible text and the addresses of its links. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const parts = Array.from(document.querySelectorAll('header, #main, footer'))
    return {
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees is the rendered text, hidden parts excluded.
      text: parts.map((part) => (part as HTMLElement).innerText.replace(/\s+/g, ' ').trim()).join(' | '),
      links: parts.flatMap((part) =>
        Array.from(part.querySelectorAll('a[href]'), (a) => a.getAttribute('href')),
      ),
      title: document.title,
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    }
  })
}

/** The page as served: JavaScript off, so nothing but the Worker's HTML is read. */
async function readServed(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(path)
  const served = { status: response?.status(), ...(await readPage(page)) }
  await context.close()
  return served
}

let detailPaths: string[] = []
beforeAll(async () => {
  const [pov] = (await (await fetch(new URL('/api/povs', baseUrl()))).json()) as { id: number }[]
  const [study] = (await (await fetch(new URL('/api/public/case-studies', baseUrl()))).json()) as {
    id: number
  }[]
  detailPaths = [`/povs/${pov?.id}`, `/case-studies/${study?.id}`]
})

/** Remembers the h1 and cookie banner the server sent, before any of the page's scripts can run. */
function rememberServedNodes() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') {
      Object.assign(window, {
        servedHeading: document.querySelector('h1'),
        servedBanner: document.querySelector('section[aria-label="Cookie consent"]'),
      })
    }
  })
}

const ROUTES = () => [...STATIC_PUBLIC_PATHS, ...detailPaths, '/insights?q=data', '/no-such-page']

describe('the served HTML is the page', () => {
  it('checks every public route, one POV, one case study, a filtered list and a 404', () => {
    expect(detailPaths.every((path) => /\/\d+$/.test(path))).toBe(true)
  })

  it.each(ROUTES())(
    '%s: the app after hydration shows the same text and links, in the same DOM',
    async (path) => {
      const served = await readServed(browser(), path)
      const { context, page, errors } = await openPage(browser(), 'about:blank')
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('404')) consoleErrors.push(message.text())
      })
      await page.addInitScript(rememberServedNodes)
      const response = await page.goto(path)
      await waitForApp(page)
      const hydrated = await readPage(page)
      expect(response?.status()).toBe(served.status)
      expect(hydrated.text).toBe(served.text)
      expect(hydrated.links).toEqual(served.links)
      expect(hydrated.title).toBe(served.title)
      expect(hydrated.canonical).toBe(served.canonical)
      // React adopted the served DOM instead of replacing it: same h1 and banner nodes, no
      // mismatch reported.
      const adopted = await page.evaluate(() => {
        const served = window as unknown as { servedHeading: Element | null; servedBanner: Element | null }
        const same = (node: Element | null, selector: string) =>
          node !== null && node === document.querySelector(selector) && node.isConnected
        return {
          heading: same(served.servedHeading, 'h1'),
          banner: same(served.servedBanner, 'section[aria-label="Cookie consent"]'),
        }
      })
      expect(adopted).toEqual({ heading: true, banner: true })
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(errors).toEqual([])
      expect(consoleErrors).toEqual([])
      await context.close()
    },
  )

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

    const card = page.getByTestId('pov-card').first()
    const povTitle = (await card.getByRole('heading').textContent()) ?? ''
    await card.getByRole('link', { name: /Read More/ }).click()
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
    const study = page.getByTestId('case-study-card').first()
    const studyTitle = (await study.getByRole('heading').textContent()) ?? ''
    await study.getByRole('heading').getByRole('link').click()
    await page.waitForURL(/\/case-studies\/\d+$/)
    await expect
      .poll(() => page.title())
      .toBe(seedCaseStudies.find((seeded) => seeded.title === studyTitle)?.metaTitle)
    expect((await readPage(page)).canonical).toBe(page.url())
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1)
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
