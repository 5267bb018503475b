import type { Browser } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import { baseUrl, browserForFile, holdRequests, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

// The public forms work without JavaScript: the browser posts them to their own page, which
// answers with the outcome. Nothing the visitor typed may end up in the address.

const { browser } = browserForFile()

async function withoutJavaScript(browserInstance: Browser, path: string) {
  const context = await browserInstance.newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(path)
  return { context, page }
}

describe('without JavaScript', () => {
  it('the contact form is posted, stored and confirmed, with nothing in the address', async () => {
    const email = `no-script-${Date.now()}@example.com`
    const { context, page } = await withoutJavaScript(browser(), '/contact')
    await page.getByLabel('First Name *').fill('Ada')
    await page.getByLabel('Last Name *').fill('Lovelace')
    await page.getByLabel('Email Address *').fill(email)
    await page.getByLabel('Message *').fill('Short')
    await page.getByLabel('Subscribe to our newsletter for industry insights and updates').check()
    await page.getByRole('button', { name: 'Send Message' }).click()
    // Refused: the same message the app shows, beside the field, and what was typed kept.
    await page.getByText('Message must be at least 10 characters').waitFor()
    expect(await page.getByLabel('Email Address *').inputValue()).toBe(email)
    expect(
      await page.getByLabel('Subscribe to our newsletter for industry insights and updates').isChecked(),
    ).toBe(true)
    await page.getByLabel('Message *').fill('We would like to modernise our reporting.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('status').getByText('Message Sent Successfully!').waitFor()
    await page
      .getByText("Thank you for reaching out. We'll get back to you within one business day.")
      .waitFor()
    expect(page.url()).toBe(`${baseUrl()}/contact`)
    const rows = await queryLocal<{ last_name: string; newsletter: number }>(
      `select last_name, newsletter from contact_submissions where email = '${email}'`,
      testServer().stateDir,
    )
    expect(rows).toEqual([{ last_name: 'Lovelace', newsletter: 1 }])
    await context.close()
  })

  it('the whitepaper download form is posted, stored and answered with the link', async () => {
    const [whitepaper] = await queryLocal<{ id: number }>(
      `select id from whitepapers where is_published = 1 and download_url is not null
         and publish_at is null and unpublish_at is null order by id limit 1`,
      testServer().stateDir,
    )
    const path = `/whitepapers/${whitepaper?.id}`
    const email = `no-script-${Date.now()}@example.com`
    const { context, page } = await withoutJavaScript(browser(), path)
    const form = page.getByRole('region', { name: 'Download the whitepaper' })
    await form.getByLabel('First Name').fill('Priya')
    await form.getByLabel('Last Name').fill('Natarajan')
    await form.getByLabel('Email Address').fill(email)
    await form.getByLabel('Company Name').fill('Lakeshore Logistics')
    await form.getByLabel('I agree to be contacted about this whitepaper').check()
    await form.getByRole('button', { name: 'Get the download link' }).click()
    await form.getByText('Your download is ready').waitFor()
    const href = await form.getByRole('link', { name: 'Download the whitepaper' }).getAttribute('href')
    expect(href).toMatch(/^\/downloads\/[A-Za-z0-9_-]{43}$/)
    expect(page.url()).toBe(`${baseUrl()}${path}`)
    const rows = await queryLocal<{ company: string }>(
      `select company from whitepaper_downloads where email = '${email}'`,
      testServer().stateDir,
    )
    expect(rows).toEqual([{ company: 'Lakeshore Logistics' }])
    const pdf = await context.request.get(href ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    await context.close()
  })

  it('a contact form sent before the app starts comes back as served, and the app takes it over', async () => {
    // What Firefox does after a reload: the served form, restored, is sent before the app runs.
    const email = `before-app-${Date.now()}@example.com`
    const context = await browser().newContext({ baseURL: baseUrl() })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const startApp = await holdRequests(page, '**/start-app.js')
    // Neither load nor DOMContentLoaded comes while the app's (deferred) script is held.
    await page.goto('/contact', { waitUntil: 'commit' })
    await page.getByLabel('First Name *').fill('Ada')
    await page.getByLabel('Last Name *').fill('Lovelace')
    await page.getByLabel('Email Address *').fill(email)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message must be at least 10 characters').waitFor()
    startApp()
    await waitForApp(page)
    expect(await page.getByLabel('Email Address *').inputValue()).toBe(email)
    await page.getByLabel('Message *').fill('We would like to modernise our reporting.')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message Sent Successfully!').first().waitFor()
    expect(await page.getByLabel('Email Address *').inputValue()).toBe('')
    expect(page.url()).toBe(`${baseUrl()}/contact`)
    const rows = await queryLocal<{ first_name: string }>(
      `select first_name from contact_submissions where email = '${email}'`,
      testServer().stateDir,
    )
    expect(rows).toEqual([{ first_name: 'Ada' }])
    expect(errors).toEqual([])
    await context.close()
  })
})
