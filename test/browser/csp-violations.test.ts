import { describe, expect, it } from 'vitest'
import { browserForFile, openPage } from './support/browser'
import { collectCspIssues } from './support/csp-issues'

const { browser } = browserForFile()

describe('the strict CSP', () => {
  // Every public route is checked in public-routes.test.ts; the staff screen here.
  it('is not violated on /admin', async () => {
    const { context, page } = await openPage(browser(), 'about:blank')
    const issues = await collectCspIssues(page)
    await page.goto('/admin', { waitUntil: 'networkidle' })
    expect(issues).toEqual([])
    await context.close()
  })

  it('is not violated when a form validates (zod runs without eval)', async () => {
    const { context, page } = await openPage(browser(), 'about:blank')
    const issues = await collectCspIssues(page)
    await page.goto('/contact', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('First name is required').waitFor()
    expect(issues).toEqual([])
    await context.close()
  })
})
