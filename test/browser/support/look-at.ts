import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { layoutProblems } from './layout-problems'

/** The widths a screen is looked at: a desktop, a laptop, a tablet and a phone. */
const LOOK_WIDTHS = [1440, 1280, 768, 390] as const
const HEIGHTS: Record<(typeof LOOK_WIDTHS)[number], number> = { 1440: 900, 1280: 800, 768: 1024, 390: 844 }
const SCHEMES = ['light', 'dark'] as const

/** Lets the page lay itself out again after a change of size or scheme, scripts included. */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  )
}

/**
 * Screenshots for a person to look through, asked for with `LOOKS_SCREENSHOTS=1`: they assert
 * nothing, and the about 450 of a run took a third of the looking check's time.
 */
const SCREENSHOTS = process.env.LOOKS_SCREENSHOTS === '1'

/**
 * The screen open on `page` at every width, in light and dark: the layout problems of each, named
 * with the screen, width and scheme, and with `LOOKS_SCREENSHOTS=1` a screenshot of each in this
 * run's looks folder (`.test-results/looks/<run start>/`). `layers` name what floats over the page
 * on purpose, whose cover is no fault.
 */
export async function lookAt(page: Page, screen: string, layers: string[] = []): Promise<string[]> {
  const found: string[] = []
  const file =
    screen
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'home'
  const folder = inject('looksFolder')
  if (SCREENSHOTS) mkdirSync(folder, { recursive: true })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const width of LOOK_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHTS[width] })
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme })
      await settle(page)
      for (const problem of await layoutProblems(page, layers))
        found.push(`${screen} at ${width} px, ${scheme}: ${problem}`)
      if (SCREENSHOTS) await page.screenshot({ path: join(folder, `${file}-${width}-${scheme}.png`) })
    }
  }
  return found
}
