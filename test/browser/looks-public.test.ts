import { STATIC_PUBLIC_PATHS } from '@shared/routes'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserForFile, openPage, waitForApp } from './support/browser'
import { detailPaths } from './support/detail-paths'
import { lookAt } from './support/look-at'

// Every public route as a visitor sees it at four widths, light and dark, once cookies are
// decided (the banner is a screen of its own): nothing drawn over other text, nothing wider than
// the screen, no text cut off, no control under the floating Cookie Settings button, no word split.

const { browser } = browserForFile()

const ROUTES = [...STATIC_PUBLIC_PATHS, ...(await detailPaths()), '/no-such-page']

let page: Page
let close: () => Promise<void>
beforeAll(async () => {
  const opened = await openPage(browser(), '/')
  page = opened.page
  close = () => opened.context.close()
})
afterAll(async () => {
  await close()
})

describe('every public route looks right at every width', () => {
  it('the home page with the cookie banner', async () => {
    expect(await lookAt(page, 'home with cookie banner', ['section[aria-label="Cookie consent"]'])).toEqual(
      [],
    )
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: 'Reject All' }).click()
    await page.getByRole('button', { name: 'Cookie Settings' }).waitFor()
  })

  it.each(ROUTES)('%s', async (path) => {
    await page.goto(path)
    await waitForApp(page)
    expect(await lookAt(page, path)).toEqual([])
  })
})
