import { ADMIN_PATH, STATIC_PUBLIC_PATHS } from '@shared/routes'
import { describe, expect, it } from 'vitest'
import { baseUrl, launchBrowserPerFile, openPage } from './support/browser'

const { browser } = launchBrowserPerFile()

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }
/** Text as a crawler reads it: HTMLRewriter and our escaper spell entities differently. */
const decode = (text: string | undefined) =>
  text
    ?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => NAMED[name] ?? '')

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
    h1: decode(first(/<h1>([^<]+)<\/h1>/)),
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

describe('the app taking over from the crawler HTML', () => {
  it.each(['/', '/services/data-analytics', '/privacy-notice', '/no-such-page'])(
    '%s replaces the server text with the app, one h1 and no errors',
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
