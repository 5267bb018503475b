import { ADMIN_PATH, STATIC_PUBLIC_PATHS } from '@shared/routes'
import { describe, expect, it } from 'vitest'
import { decodeHtmlText } from '../support/html-text'
import { baseUrl, launchBrowserPerFile, openPage } from './support/browser'

const { browser } = launchBrowserPerFile()

const decode = decodeHtmlText

/** The raw HTML a crawler receives: no JavaScript runs. */
async function rawHtml(path: string) {
  const response = await fetch(new URL(path, baseUrl()), {
    headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0' },
  })
  const html = await response.text()
  const first = (pattern: RegExp) => pattern.exec(html)?.[1]
  return {
    status: response.status,
    html,
    title: decode(first(/<title>([^<]+)<\/title>/)),
    description: decode(first(/<meta name="description" content="([^"]+)">/)),
    canonical: first(/<link rel="canonical" href="([^"]+)">/),
    ogTitle: decode(first(/<meta property="og:title" content="([^"]+)">/)),
    h1: decode(first(/<h1[^>]*>([^<]+)<\/h1>/)),
  }
}

describe('raw HTML of every public route', () => {
  it.each([...STATIC_PUBLIC_PATHS])(
    '%s has its title, description, canonical, og tags and h1',
    async (path) => {
      const page = await rawHtml(path)
      expect(page.status).toBe(200)
      expect(page.title).toMatch(/Crestline Consulting/)
      expect(page.description?.length).toBeGreaterThan(40)
      expect(page.canonical).toBe(new URL(path, baseUrl()).toString())
      expect(page.ogTitle).toBe(page.title)
      expect(page.h1?.trim().length).toBeGreaterThan(3)
    },
  )

  it('gives every route its own title and description', async () => {
    const pages = await Promise.all([...STATIC_PUBLIC_PATHS].map(rawHtml))
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length)
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length)
  })

  it('injects a seeded published POV and case study and 404s a missing one', async () => {
    const [pov] = (await (await fetch(new URL('/api/povs', baseUrl()))).json()) as {
      id: number
      title: string
    }[]
    expect(pov).toBeDefined()
    const povPage = await rawHtml(`/povs/${pov?.id}`)
    expect(povPage.status).toBe(200)
    expect(povPage.html).toContain('"@type":"Article"')
    const missing = await rawHtml('/case-studies/987654')
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('<meta name="robots" content="noindex">')
  })

  it('keeps /admin out of the index and serves robots.txt, sitemap.xml and favicon.ico', async () => {
    const admin = await rawHtml(ADMIN_PATH)
    expect(admin.html).toContain('<meta name="robots" content="noindex">')
    const robots = await fetch(new URL('/robots.txt', baseUrl()))
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await robots.text()).toContain('Disallow: /admin')
    const sitemap = await fetch(new URL('/sitemap.xml', baseUrl()))
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(await sitemap.text()).toContain(`<loc>${new URL('/services/qa-automation', baseUrl())}</loc>`)
    // A real icon, not the SPA shell that a missing file would fall back to.
    const favicon = await fetch(new URL('/favicon.ico', baseUrl()))
    expect(favicon.headers.get('content-type')).toMatch(/icon/)
  })
})

/** Remembers the h1 the server sent, before any of the page's scripts can run. */
function rememberServedHeading() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') {
      Object.assign(window, { servedHeading: document.querySelector('h1') })
    }
  })
}

describe('the app starting over the served HTML', () => {
  it.each(['/', '/services/data-analytics', '/contact', '/privacy-notice', '/about/?utm_source=news'])(
    '%s is hydrated: React adopts the served DOM, with no mismatch and no errors',
    async (path) => {
      const { context, page, errors } = await openPage(browser(), 'about:blank')
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      await page.addInitScript(rememberServedHeading)
      await page.goto(path)
      // The banner depends on browser storage, so it appears only once the app runs.
      await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
      const adopted = await page.evaluate(() => {
        const served = (window as unknown as { servedHeading: Element | null }).servedHeading
        return served !== null && served === document.querySelector('h1') && served.isConnected
      })
      expect(adopted).toBe(true)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(errors).toEqual([])
      expect(consoleErrors).toEqual([])
      await context.close()
    },
  )

  it.each(['/insights', '/no-such-page'])(
    '%s replaces the crawler text with the app, one h1 and no errors',
    async (path) => {
      const { context, page, errors } = await openPage(browser(), path)
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      await page.getByRole('contentinfo').waitFor()
      expect(await page.locator('.crawler-content').count()).toBe(0)
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(errors).toEqual([])
      expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([])
      await context.close()
    },
  )

  it('keeps the served title on first load and sets it on client navigation', async () => {
    const { context, page } = await openPage(browser(), '/about')
    expect(await page.title()).toBe('About Us | Crestline Consulting')
    await page.getByRole('button', { name: 'Reject All' }).click()
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click()
    await expect.poll(() => page.title()).toBe('Cookie Policy | Crestline Consulting')
    await context.close()
  })
})
