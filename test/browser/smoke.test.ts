import { describe, expect, it } from 'vitest'
import { browserForFile, expectAccessible, openPage, waitForApp } from './support/browser'

const { browser } = browserForFile()

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

  // The entry lifts V8's stack trace limit while React's DOM renderer is evaluated
  // (docs/decisions/014); an error raised once the app runs must still say where it came from.
  it('gives errors their stack traces once the app has started', async () => {
    const { context, page, errors } = await openPage(browser(), '/about')
    await waitForApp(page)
    const after = await page.evaluate(() => {
      const raised = (() => {
        try {
          JSON.parse('{')
        } catch (error) {
          return error as Error
        }
      })()
      return { limit: Error.stackTraceLimit, stack: raised?.stack ?? '' }
    })
    expect(after.limit).toBe(10)
    expect(after.stack).toMatch(/^SyntaxError: .*\n\s+at /)
    expect(errors).toEqual([])
    await context.close()
  })
})
