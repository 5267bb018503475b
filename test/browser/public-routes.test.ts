import { STATIC_PUBLIC_PATHS } from '@shared/routes'
import { describe, expect, it } from 'vitest'
import { browserForFile, expectAccessible, openPage, waitForApp } from './support/browser'
import { collectCspIssues } from './support/csp-issues'
import { detailPaths } from './support/detail-paths'
import { readPage, readServed } from './support/read-page'

// One visit per public route checks what every route owes a visitor: the app adopts the served
// page as it is, nothing breaks the strict CSP, and axe finds nothing once the visitor has decided
// on cookies (axe cannot judge the contrast of text under the fixed banner, which
// marketing-accessibility.test.ts checks once). One visit instead of three: each costs seconds on
// two busy cores.

const { browser } = browserForFile()

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

const ROUTES = [
  ...STATIC_PUBLIC_PATHS,
  ...(await detailPaths()),
  '/insights?page=2',
  '/insights?q=data',
  '/careers?department=Data+%26+Analytics',
  '/no-such-page',
]

describe('every public route', () => {
  it.each(ROUTES)(
    '%s: the app shows the served text and links in the served DOM, within the CSP, and passes axe',
    async (path) => {
      const served = await readServed(browser(), path)
      const { context, page, errors } = await openPage(browser(), 'about:blank')
      const cspIssues = await collectCspIssues(page)
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

      await page.getByRole('button', { name: 'Reject All' }).click()
      await page.getByRole('button', { name: 'Cookie Settings' }).waitFor()
      await expectAccessible(page)
      // What loads once the page is idle (the chunks of the routes its links may open) is checked too.
      await page.waitForLoadState('networkidle')
      // The app adds no module preload links of its own beside the start-up ones: starting each
      // request costs the main thread 1-2.5 ms, and a route's 10-30 files would start in one task.
      const preloads = await page.evaluate(() => ({
        start: document.querySelector<HTMLElement>('script[data-modules]')?.dataset.modules?.split(' ')
          .length,
        links: document.querySelectorAll('link[rel="modulepreload"]').length,
      }))
      expect(preloads.links).toBe(preloads.start)
      expect(cspIssues).toEqual([])
      expect(errors).toEqual([])
      expect(consoleErrors).toEqual([])
      await context.close()
    },
  )
})
