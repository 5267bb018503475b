import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { markdownSource, rowAction } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS, openPage, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

// Whitepapers end to end: the staff tab with its PDF upload, the public listing and
// page, and the download form whose link streams the PDF. Texts are pinned as literals.

const { browser } = browserForFile()

/** A small but real PDF: the server decides by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

async function openAdmin() {
  const opened = await openPage(browser(), '/admin')
  const { page } = opened
  const admin = testServer().admin
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Password').fill(admin.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
  return opened
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor()
}

describe('whitepapers', () => {
  it(
    'are created in their own tab with an uploaded PDF, shown to visitors, downloaded through the form, and deleted',
    async () => {
      const { context, page, errors } = await openAdmin()
      const tabs = await page.getByRole('tab').allTextContents()
      // After the spec's four tabs.
      expect(tabs.indexOf('Whitepapers')).toBe(tabs.indexOf('CRM & Leads') + 1)
      await page.getByRole('tab', { name: 'Whitepapers' }).click()
      const heading = page.getByRole('heading', { name: /^Whitepapers \(\d+\)$/ })
      await heading.waitFor()
      const before = Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1])
      await expectAccessible(page)

      await page.getByRole('button', { name: 'Add Whitepaper' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create Whitepaper' })
      await dialog.waitFor()
      await dialog.getByLabel('Title').fill('Browser-made Whitepaper')
      await dialog.getByLabel('Description').fill('Written by the browser test')
      await (await markdownSource(dialog, 'Content')).fill('First paragraph\nSecond paragraph')
      await dialog.getByLabel('Excerpt').fill('A short excerpt')
      await dialog.getByLabel('Author').fill('Test Author')
      await dialog
        .getByLabel('Document (PDF, at most 20 MB)')
        .setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: PDF })
      await dialog.getByText('Document uploaded').waitFor()
      await dialog.getByRole('switch', { name: 'Published' }).click()
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Save and close' }).click()
      await toast(page, 'Whitepaper created successfully')
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('heading', { name: `Whitepapers (${before + 1})`, exact: true }).waitFor()

      // A visitor (no session) finds it on /whitepapers and requests the PDF.
      const visitor = await openPage(browser(), '/whitepapers?q=browser-made')
      const card = visitor.page.getByTestId('whitepaper-card').filter({ hasText: 'Browser-made Whitepaper' })
      await card.waitFor()
      await expectAccessible(visitor.page)
      await card.getByRole('link', { name: /^Read More/ }).click()
      await visitor.page.getByRole('heading', { level: 1, name: 'Browser-made Whitepaper' }).waitFor()
      const form = visitor.page.getByRole('region', { name: 'Download the whitepaper' })
      await form.getByRole('button', { name: 'Get the download link' }).click()
      await form.getByText('Please agree to be contacted to download the whitepaper').waitFor()
      await expectAccessible(visitor.page)
      await form.getByLabel('First Name').fill('Avery')
      await form.getByLabel('Last Name').fill('Stone')
      await form.getByLabel('Email Address').fill('avery.stone@example.com')
      await form.getByLabel('Company Name').fill('Stone & Co')
      await form.getByLabel('I agree to be contacted about this whitepaper').check()
      await form.getByRole('button', { name: 'Get the download link' }).click()
      const link = visitor.page.getByRole('link', { name: 'Download the whitepaper' })
      await link.waitFor()
      const href = await link.getAttribute('href')
      expect(href).toMatch(/^\/downloads\/[A-Za-z0-9_-]{43}$/)
      const file = await visitor.page.request.get(href ?? '')
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('application/pdf')
      expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="/)
      expect(Buffer.from(await file.body()).equals(PDF)).toBe(true)
      const tampered = `${href?.slice(0, -1)}${href?.endsWith('A') ? 'B' : 'A'}`
      const broken = await visitor.page.request.get(tampered)
      expect(broken.status()).toBe(404)
      expect(visitor.errors).toEqual([])
      await visitor.context.close()

      // Staff see the request among the enquiries.
      await page.getByRole('tab', { name: 'Enquiries' }).click()
      const downloads = page.getByTestId('download-request').filter({ hasText: 'avery.stone@example.com' })
      await downloads.waitFor()
      expect(await downloads.textContent()).toContain('Browser-made Whitepaper')
      await page.getByRole('heading', { name: /^Downloads \(\d+\)$/ }).waitFor()
      await expectAccessible(page)

      await page.getByRole('tab', { name: 'Whitepapers' }).click()
      await rowAction(page, 'Browser-made Whitepaper', 'Delete')
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await toast(page, 'Whitepaper deleted successfully')
      await page.getByRole('heading', { name: `Whitepapers (${before})`, exact: true }).waitFor()
      expect(errors).toEqual([])
      await context.close()
    },
    LONG_FLOW_MS,
  )

  it('hydrate the served download form on its own, after the article, and validate in the browser', async () => {
    const { context, page, errors } = await openPage(browser(), '/whitepapers')
    const href = await page
      .getByTestId('whitepaper-card')
      .first()
      .getByRole('link', { name: /^Read More/ })
      .getAttribute('href')
    await page.goto(href ?? '')
    await waitForApp(page)
    const form = page.getByRole('region', { name: 'Download the whitepaper' })
    await form.getByRole('button', { name: 'Get the download link' }).click()
    await form.getByText('Company name is required').waitFor()
    expect(await form.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true')
    expect(errors).toEqual([])
    await context.close()
  })

  it('answer an unknown page and an invalid download link with a clear 404', async () => {
    const { context, page } = await openPage(browser(), 'about:blank')
    const missing = await page.goto('/whitepapers/999999')
    expect(missing?.status()).toBe(404)
    await waitForApp(page)
    await page.getByRole('heading', { level: 1, name: 'Whitepaper Not Found' }).waitFor()
    await expectAccessible(page)
    const expired = await page.goto('/downloads/not-a-live-link')
    expect(expired?.status()).toBe(404)
    await waitForApp(page)
    await page
      .getByRole('heading', { level: 1, name: 'This download link has expired or is not valid' })
      .waitFor()
    await page.getByRole('link', { name: 'Browse whitepapers' }).click()
    await page.getByRole('heading', { level: 1, name: 'Whitepapers' }).waitFor()
    await expectAccessible(page)
    await context.close()
  })
})
