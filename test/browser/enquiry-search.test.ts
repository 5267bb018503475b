import { readFile } from 'node:fs/promises'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openAdmin } from './support/admin'
import { browserForFile, expectAccessible } from './support/browser'
import { testServer } from './support/test-server'

// The Enquiries section's search and CSV export, as staff use them.

const { browser } = browserForFile()

describe('the Enquiries section', () => {
  it('searches by a company, keeps the search in the address and exports what it found', async () => {
    const company = `Quillfeather Analytics ${Date.now()}`
    const sent = await fetch(`${testServer().baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testServer().baseUrl },
      body: JSON.stringify({
        firstName: 'Ines',
        lastName: 'Quill',
        email: 'ines.quill@example.com',
        company,
        message: 'We would like to talk about a data platform.',
      }),
    })
    expect(sent.status).toBe(200)

    const { context, page } = await openAdmin(browser())
    onTestFinished(() => context.close())
    await page.goto('/admin/enquiries')
    const search = page.getByRole('search', { name: 'Search enquiries and download requests' })
    await search.getByRole('searchbox', { name: 'Search' }).fill(company)
    await page.waitForURL((url) => url.searchParams.get('q') === company)
    const enquiries = page.getByRole('region', { name: /^Enquiries/ })
    await enquiries.getByRole('heading', { name: 'Enquiries (1)' }).waitFor()
    expect(await enquiries.getByTestId('enquiry').textContent()).toContain(company)
    await page
      .getByRole('region', { name: /^Downloads/ })
      .getByText('No download requests match')
      .waitFor()
    await expectAccessible(page)

    await page.reload()
    await enquiries.getByRole('heading', { name: 'Enquiries (1)' }).waitFor()
    expect(await search.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(company)
    expect(new URL(page.url()).pathname).toBe('/admin/enquiries')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      enquiries.getByRole('link', { name: `Export CSV: enquiries that match “${company}”` }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile(await download.path(), 'utf8')
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe(
      'Received,First name,Last name,Email,Phone,Company,Service,Message,Newsletter,Sent from,Came from,CRM lead',
    )
    expect(lines).toHaveLength(3)
    expect(lines[1]).toContain(`,Ines,Quill,ines.quill@example.com,,${company},`)
    expect(lines[2]).toBe('')
  })

  it('says when nothing matches and offers to clear the search', async () => {
    const { context, page } = await openAdmin(browser())
    onTestFinished(() => context.close())
    await page.goto('/admin/enquiries?q=no-such-enquiry-anywhere')
    const enquiries = page.getByRole('region', { name: /^Enquiries/ })
    await enquiries.getByText('No enquiries match “no-such-enquiry-anywhere”.').waitFor()
    await expectAccessible(page)
    await enquiries.getByRole('button', { name: 'Clear search' }).click()
    await page.waitForURL((url) => !url.searchParams.has('q'))
    const box = page.getByRole('searchbox', { name: 'Search' })
    expect(await box.inputValue()).toBe('')
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true)
  })
})
