import { describe, expect, it } from 'vitest'
import { expectAccessible, launchBrowserPerFile, openPage } from './support/browser'

const { browser } = launchBrowserPerFile()

describe('the built site in Chromium', () => {
  it('renders the home page with strict security headers and no accessibility violations', async () => {
    const { context, page, errors } = await openPage(browser(), '/')
    await page.getByRole('heading', { level: 1, name: 'Crafting Solutions, Transforming Futures' }).waitFor()
    const response = await page.request.get('/')
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'")
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})
