import type { Page } from 'playwright-core'
import { beforeEach, describe, expect, it } from 'vitest'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { testServer } from './support/test-server'

// The admin 'CRM & Leads' tab against the real Worker (the build in workerd) and the fake Zoho that
// global-setup starts; the fake's control surface sets up each state.

const { browser } = browserForFile()

async function control(path: string, body: unknown) {
  const response = await fetch(`${testServer().zohoControl}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`fake Zoho control ${path} answered ${response.status}`)
}

beforeEach(() => control('reset', { demoLeads: 8 }))

async function openCrmTab(
  existing?: Awaited<ReturnType<typeof openPage>>,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = existing ?? (await openPage(browser(), '/'))
  const status = await page.evaluate(async (admin) => {
    const response = await fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    })
    return response.status
  }, testServer().admin)
  expect(status).toBe(200)
  await page.goto('/admin')
  await page.getByRole('tab', { name: 'CRM & Leads' }).click()
  return { page, errors, close: () => context.close() }
}

const total = (page: Page, label: string) =>
  page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')

describe("admin 'CRM & Leads' tab", () => {
  it('lists the leads from Zoho with totals, newest first, accessibly', async () => {
    const { page, errors, close } = await openCrmTab()
    const leads = page.getByTestId('lead')
    await leads.first().waitFor()
    expect(await leads.count()).toBe(8)
    expect(await total(page, 'Total Leads').textContent()).toBe('8')
    expect(await total(page, 'Qualified').textContent()).toBe('2')
    expect(await total(page, 'From Website').textContent()).toBe('3')
    expect(await leads.first().getByRole('heading').textContent()).toBe('Avery Chen')
    expect(await leads.first().getByTestId('lead-status').textContent()).toBe('Qualified')
    expect(await leads.first().getByTestId('lead-source').textContent()).toBe('Website Contact Form')
    expect(await leads.first().locator('time').textContent()).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/)
    expect(
      await page.getByTestId('leads-scroll').evaluate((element) => getComputedStyle(element).height),
    ).toBe('384px')
    await expectAccessible(page)
    expect(errors).toEqual([])
    await close()
  })

  it('shows skeletons while Zoho is slow', async () => {
    await control('fault', { endpoint: 'leads.list', delayMs: 1500 })
    const { page, close } = await openCrmTab()
    await page.getByTestId('leads-loading').waitFor()
    await page.getByTestId('lead').first().waitFor()
    expect(await page.getByTestId('leads-loading').count()).toBe(0)
    await close()
  })

  it("shows 'No Leads Yet' when Zoho has none (204)", async () => {
    await control('reset', { demoLeads: 0 })
    const { page, close } = await openCrmTab()
    await page.getByRole('heading', { name: 'No Leads Yet' }).waitFor()
    await page
      .getByText('Leads will appear here once visitors submit the contact form with CRM tracking enabled.')
      .waitFor()
    expect(await total(page, 'Total Leads').textContent()).toBe('0')
    await expectAccessible(page)
    await close()
  })

  it('shows the error card after one retry, and Try Again recovers', async () => {
    // Two Worker requests (the query is retried once), each trying Zoho twice after a 5xx.
    await control('fault', {
      endpoint: 'leads.list',
      times: 4,
      status: 503,
      raw: '<html>Service Unavailable</html>',
    })
    const { page, close } = await openCrmTab()
    const alert = page.getByRole('alert').filter({ hasText: 'Unable to load CRM leads' })
    await alert.waitFor({ timeout: 15_000 })
    for (const cause of [
      'Zoho CRM credentials not configured',
      'Expired access token',
      'Network connectivity problems',
      'API rate limits exceeded',
    ])
      await alert.getByText(cause).waitFor()
    expect(await alert.getByTestId('leads-error-reason').textContent()).toBe(
      'Zoho could not be reached: it will be tried again automatically',
    )
    await expectAccessible(page)
    await alert.getByRole('button', { name: 'Try Again' }).click()
    await page.getByTestId('lead').first().waitFor()
    expect(await alert.count()).toBe(0)
    await close()
  })

  it('a contact form sent with marketing consent becomes a lead, shown in both tabs', async () => {
    const email = `morgan-${Date.now()}@example.com`
    const opened = await openPage(browser(), '/contact')
    const { page } = opened
    await page.getByRole('button', { name: 'Accept All' }).click()
    await page.getByLabel('First Name *').fill('Morgan')
    await page.getByLabel('Last Name *').fill('Reyes')
    await page.getByLabel('Email Address *').fill(email)
    await page.getByLabel('Message *').fill('We want to automate our regression suite.')
    const leadPosted = page.waitForResponse((response) => response.url().endsWith('/api/zoho/create-lead'))
    await page.getByRole('button', { name: 'Send Message' }).click()
    expect((await leadPosted).status()).toBe(202)
    // The Worker sends the lead after answering (waitUntil): wait until the fake Zoho has it.
    await expect
      .poll(async () => JSON.stringify(await (await fetch(`${testServer().zohoControl}/leads`)).json()))
      .toContain(email)
    const { close } = await openCrmTab(opened)
    const lead = page.getByTestId('lead').filter({ hasText: email })
    await lead.waitFor()
    expect(await lead.getByTestId('lead-source').textContent()).toBe('Website Contact Form')
    await page.getByRole('tab', { name: 'Enquiries' }).click()
    const enquiry = page.getByTestId('enquiry').filter({ hasText: email })
    expect(await enquiry.getByTestId('enquiry-lead').textContent()).toBe('Sent to Zoho CRM')
    await close()
  })
})
