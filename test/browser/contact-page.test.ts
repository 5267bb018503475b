import { describe, expect, it } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

async function fill(page: import('playwright-core').Page, email: string) {
  await page.getByLabel('First Name *').fill('Grace')
  await page.getByLabel('Last Name *').fill('Hopper')
  await page.getByLabel('Email Address *').fill(email)
  await page.getByLabel('Message *').fill('We need help automating our regression tests.')
}

describe('/contact', () => {
  it('shows the section 5 messages for an invalid form, accessibly', async () => {
    const { context, page, errors } = await openPage(browser(), '/contact')
    await page.getByRole('heading', { level: 1, name: "Let's Connect" }).waitFor()
    await page.getByRole('button', { name: 'Send Message' }).click()
    for (const message of ['First name is required', 'Last name is required', 'Invalid email address']) {
      await page.getByText(message).waitFor()
    }
    await page.getByText('Message must be at least 10 characters').waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends with a chosen service, toasts the server message, resets and stores the submission', async () => {
    const email = `grace-${Date.now()}@example.com`
    const { context, page, errors } = await openPage(browser(), '/contact')
    await fill(page, email)
    await page
      .getByRole('combobox', { name: 'Service of Interest' })
      .selectOption({ label: 'QA & Test Automation' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message Sent Successfully!').first().waitFor()
    await page
      .getByText("Thank you for reaching out. We'll get back to you within one business day.")
      .first()
      .waitFor()
    expect(await page.getByLabel('Email Address *').inputValue()).toBe('')
    await expectAccessible(page)
    const rows = await queryLocal<{ service: string }>(
      `select service from contact_submissions where email = '${email}'`,
      testServer().stateDir,
    )
    expect(rows).toEqual([{ service: 'qa-automation' }])
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the data and shows the failure toast when the request fails', async () => {
    const { context, page } = await openPage(browser(), '/contact')
    await page.route('**/api/contact', (route) => route.abort())
    await fill(page, 'offline@example.com')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Failed to send message. Please try again.').first().waitFor()
    expect(await page.getByLabel('First Name *').inputValue()).toBe('Grace')
    expect(await page.getByLabel('Email Address *').inputValue()).toBe('offline@example.com')
    await context.close()
  })
})

describe('/contact validation, loaded when the form is first used', () => {
  const RESOLVER = /\/assets\/contact-resolver-[\w-]+\.js$/

  it('is not loaded with the page, but on first input', async () => {
    const { context, page, errors } = await openPage(browser(), '/contact')
    const asked: string[] = []
    page.on('request', (request) => {
      if (RESOLVER.test(request.url())) asked.push(request.url())
    })
    await page.waitForLoadState('networkidle')
    expect(asked).toEqual([])
    await page.getByLabel('First Name *').fill('Grace')
    await expect.poll(() => asked.length).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })

  it('sends the form as the browser would without JavaScript when it cannot load, and the Worker stores it', async () => {
    const email = `unvalidated-${Date.now()}@example.com`
    const { context, page } = await openPage(browser(), '/contact')
    await page.route(RESOLVER, (route) => route.abort())
    await fill(page, email)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('status').getByText('Message Sent Successfully!').waitFor()
    expect(
      await queryLocal<{ last_name: string }>(
        `select last_name from contact_submissions where email = '${email}'`,
        testServer().stateDir,
      ),
    ).toEqual([{ last_name: 'Hopper' }])
    await context.close()
  })
})
