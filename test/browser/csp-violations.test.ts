import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { launchBrowserPerFile, openPage } from './support/browser'

const { browser } = launchBrowserPerFile()

/** Chrome reports CSP violations (eval probes included) as DevTools issues, even when caught. */
async function collectCspIssues(page: Page): Promise<string[]> {
  const issues: string[] = []
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details))
  })
  await cdp.send('Audits.enable')
  return issues
}

describe('the strict CSP', () => {
  it.each(['/', '/services/data-analytics', '/insights', '/case-studies', '/contact', '/admin'])(
    'is not violated on %s',
    async (path) => {
      const { context, page } = await openPage(browser(), 'about:blank')
      const issues = await collectCspIssues(page)
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(issues).toEqual([])
      await context.close()
    },
  )

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
