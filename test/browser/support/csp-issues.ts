import type { Page } from 'playwright-core'

/**
 * The CSP violations of `page` from now on. Chrome reports them (eval probes included) as DevTools
 * issues, even when the page catches the error.
 */
export async function collectCspIssues(page: Page): Promise<string[]> {
  const issues: string[] = []
  const cdp = await page.context().newCDPSession(page)
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details))
  })
  await cdp.send('Audits.enable')
  return issues
}
