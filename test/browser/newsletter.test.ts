import { describe, expect, it, onTestFinished } from 'vitest'
import { openAdmin } from './support/admin'
import { browserForFile, expectAccessible, openPage, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

// The Stay Updated box on /insights, as a visitor uses it with and without JavaScript:
// the request reaches the fake Zoho Campaigns list, whose mail would ask the visitor to confirm.

const { browser } = browserForFile()

const CHECK_INBOX = 'Check your inbox to confirm your subscription'
const CONSENT = 'Yes, send me the Crestline Consulting newsletter by email. I can unsubscribe at any time.'

/** The fake Campaigns list's contacts with `email`. */
async function subscribers(email: string) {
  const response = await fetch(`${testServer().zohoControl}/subscribers`)
  const all = (await response.json()) as { email: string; status: string; source: string }[]
  return all.filter((subscriber) => subscriber.email === email)
}

describe('the Stay Updated box', () => {
  it('asks for consent, then subscribes and says to check the inbox, focus on the answer', async () => {
    const { context, page, errors } = await openPage(browser(), '/insights')
    onTestFinished(() => context.close())
    await waitForApp(page)
    const box = page.getByRole('region', { name: 'Stay Updated' })
    await box.getByRole('textbox', { name: 'Email address' }).fill('reader.one@example.com')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByText('Please agree to receive the newsletter').waitFor()
    expect(await subscribers('reader.one@example.com')).toEqual([])
    await expectAccessible(page)

    await box.getByRole('checkbox', { name: CONSENT }).check()
    await box.getByRole('button', { name: 'Subscribe' }).click()
    const answer = box.getByRole('status')
    await expect.poll(() => answer.textContent()).toBe(CHECK_INBOX)
    await expect.poll(() => answer.evaluate((element) => element === document.activeElement)).toBe(true)
    await expect
      .poll(() => subscribers('reader.one@example.com'))
      .toMatchObject([{ status: 'unconfirmed', source: 'subscribe-box' }])
    expect(errors).toEqual([])
  })

  it('works without JavaScript: the page comes back with the field message, then with the answer', async () => {
    const context = await browser().newContext({ baseURL: testServer().baseUrl, javaScriptEnabled: false })
    onTestFinished(() => context.close())
    const page = await context.newPage()
    await page.goto('/insights')
    const box = page.getByRole('region', { name: 'Stay Updated' })
    await box.getByRole('textbox', { name: 'Email address' }).fill('reader.two@example.com')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForURL('**/insights')
    await box.getByText('Please agree to receive the newsletter').waitFor()
    expect(await box.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(
      'reader.two@example.com',
    )

    await box.getByRole('checkbox', { name: CONSENT }).check()
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByRole('status').filter({ hasText: CHECK_INBOX }).waitFor()
    await expect
      .poll(() => subscribers('reader.two@example.com'))
      .toMatchObject([{ status: 'unconfirmed', source: 'subscribe-box' }])
  })

  it('lists the request for staff in the Enquiries tab with what Zoho Campaigns was asked', async () => {
    const visitor = await openPage(browser(), '/insights')
    onTestFinished(() => visitor.context.close())
    await waitForApp(visitor.page)
    const box = visitor.page.getByRole('region', { name: 'Stay Updated' })
    await box.getByRole('textbox', { name: 'Email address' }).fill('reader.three@example.com')
    await box.getByRole('checkbox', { name: CONSENT }).check()
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByRole('status').filter({ hasText: CHECK_INBOX }).waitFor()
    await expect.poll(() => subscribers('reader.three@example.com')).toHaveLength(1)

    const { context, page } = await openAdmin(browser())
    onTestFinished(() => context.close())
    await page.getByRole('tab', { name: 'Enquiries' }).click()
    const list = page.getByRole('region', { name: /^Newsletter Subscriptions/ })
    const row = list.getByTestId('newsletter-subscription').filter({ hasText: 'reader.three@example.com' })
    await row.waitFor()
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'reader.three@example.com',
      'Insights page',
      expect.any(String),
      'Sent: Zoho mails the confirmation',
    ])
    await expectAccessible(page)
  })
})
