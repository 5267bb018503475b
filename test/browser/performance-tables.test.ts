import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createPov, openAdmin } from './support/admin'
import { browserForFile } from './support/browser'
import { brokenWords } from './support/layout-problems'

const { browser } = browserForFile()

// The Performance section's tables as a reader sees them: a long title wraps between its words,
// never inside one, on a laptop and on a phone, and a table too wide for a phone scrolls in its box.

/** Posts one consented visit of `page`, as the site's tracking does. */
async function postVisit(page: Page, visited: string, referrer: string) {
  const response = await page.request.post('/api/zoho/track-visitor', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      page: visited,
      referrer,
      userAgent: 'performance-tables test',
      timestamp: new Date().toISOString(),
      sessionId: `session_${Date.now()}_performance`,
    },
  })
  expect(response.status()).toBe(204)
}

describe('the Performance tables', () => {
  it('wrap long titles between words only, at 1280 and 390 px, and scroll inside their box on a phone', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const stamp = Date.now()
    const title = `Roadmaps Decarbonisation Transformationprogrammes Interoperability Recommendations ${stamp}`
    const id = await createPov(page, { title })
    await postVisit(
      page,
      `/povs/${id}?utm_source=newsletter&utm_campaign=quarterlyroadmapsinternationalisation`,
      'https://a-very-long-referring-hostname-for-roadmaps.example.com/',
    )

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport)
      await page.goto('/admin/performance')
      const articles = page.getByRole('table', { name: 'Views per article' })
      await articles.getByRole('cell', { name: title }).waitFor()
      expect(await brokenWords(page, 'section td, section th'), `${viewport.width} px`).toEqual([])
      expect(
        await articles
          .getByRole('cell', { name: title })
          .evaluate((cell) => getComputedStyle(cell).wordBreak),
      ).not.toBe('break-all')
      // The page itself never scrolls sideways: a table wider than the screen scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    }
    const box = await page.getByRole('table', { name: 'Views per article' }).evaluate((table) => {
      const scroller = table.parentElement as HTMLElement
      return {
        overflowX: getComputedStyle(scroller).overflowX,
        fits: scroller.getBoundingClientRect().right <= window.innerWidth,
      }
    })
    expect(box).toEqual({ overflowX: 'auto', fits: true })
    expect(errors).toEqual([])
    await context.close()
  })
})
