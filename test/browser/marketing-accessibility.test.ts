import { describe, it } from 'vitest'
import { browserForFile, expectAccessible, openPage } from './support/browser'

const { browser } = browserForFile()

describe('axe on what opens over the marketing pages', () => {
  // The banner is the same on every route: axe checks it once, on `/`. Every public route is
  // checked once the visitor has decided, in public-routes.test.ts.
  it('/, with the cookie banner', async () => {
    const { context, page } = await openPage(browser(), '/')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
    await expectAccessible(page)
    await context.close()
  })

  it('with the Services dropdown, the mobile menu and the settings dialog open', async () => {
    const { context, page } = await openPage(browser(), '/')
    await page.getByRole('button', { name: 'Services' }).hover()
    await page.getByRole('link', { name: 'AI / ML' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Customize' }).click()
    await page.getByRole('dialog', { name: 'Cookie Settings' }).waitFor()
    await expectAccessible(page)
    await context.close()

    const mobile = await openPage(browser(), '/about', { viewport: { width: 390, height: 844 } })
    await mobile.page.getByRole('button', { name: 'Open menu' }).click()
    await mobile.page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('button', { name: 'Services' })
      .click()
    await expectAccessible(mobile.page)
    await mobile.context.close()
  })
})
