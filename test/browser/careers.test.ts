import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { jsonLdNode } from '../support/json-ld'
import { createJobOpening, openAdmin } from './support/admin'
import { baseUrl, browserForFile, expectAccessible, openPage, waitForApp } from './support/browser'

// The careers pages end to end: the open positions by department with their filters
// in the address, an opening's page with its JobPosting, a closed opening and a missing one, and
// the footer's link. The seeded openings are pinned here as literals.

const { browser } = browserForFile()

/** The department's group on /careers: its heading and the openings under it. */
const department = (page: Page, name: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

const openingTitles = (page: Page) => page.getByTestId('opening-link').allTextContents()

describe('/careers', () => {
  it('lists the published open positions under their departments, not the unpublished one', async () => {
    const { context, page, errors } = await openPage(browser(), '/careers')
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Open Positions' }).waitFor()
    for (const [name, title, facts] of [
      ['Data & Analytics', 'Senior Data Engineer', 'Berlin · Hybrid · Full time'],
      ['Quality Engineering', 'QA Automation Engineer', 'Europe · Remote · Contract'],
      ['Platform Engineering', 'Platform Engineer', 'London · On site · Full time'],
    ] as const) {
      const group = department(page, name)
      const row = group
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      await row.waitFor()
      expect(await row.textContent()).toContain(facts)
      expect(await row.textContent()).toMatch(/Apply by \d{1,2}\/\d{1,2}\/\d{4}/)
    }
    expect(await openingTitles(page)).not.toContain('AI Solutions Architect')
    expect(await page.getByText('AI Solutions Architect').count()).toBe(0)
    await page.getByRole('button', { name: 'Reject All' }).click()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('narrows the list by a filter in the address, without JavaScript too', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/careers')
    const filters = page.getByRole('search', { name: 'Filter open positions' })
    await filters.getByRole('link', { name: 'Platform Engineering', exact: true }).click()
    await page.waitForURL(/\/careers\?department=Platform\+Engineering$/)
    expect(await openingTitles(page)).toEqual(['Platform Engineer'])
    expect(
      await filters
        .getByRole('link', { name: 'Platform Engineering', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page')
    // The other filter offers only what this one leaves, and 'All departments' undoes it.
    expect(await filters.getByRole('link', { name: 'Berlin', exact: true }).count()).toBe(0)
    await filters.getByRole('link', { name: 'All departments', exact: true }).click()
    await page.waitForURL(/\/careers$/)
    expect(await openingTitles(page)).toContain('Senior Data Engineer')
    await context.close()

    // With the app running, a filter is a navigation within the page.
    const { context: running, page: app, errors } = await openPage(browser(), '/careers')
    const loads: string[] = []
    app.on('load', () => loads.push(app.url()))
    await app
      .getByRole('search', { name: 'Filter open positions' })
      .getByRole('link', { name: 'Berlin' })
      .click()
    await app.waitForURL(/\/careers\?location=Berlin$/)
    await expect.poll(() => openingTitles(app)).toEqual(['Senior Data Engineer'])
    expect(await app.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(loads).toEqual([])
    // An address that matches nothing says so.
    await app.goto('/careers?department=Sales')
    await waitForApp(app)
    await app.getByText('No open positions match these filters.').waitFor()
    await app.getByRole('link', { name: 'Show all open positions' }).click()
    await app.waitForURL(/\/careers$/)
    await app.getByTestId('opening-link').first().waitFor()
    expect(errors).toEqual([])
    await running.close()
  })
})

describe('/careers/:id', () => {
  it('shows the facts, the description and the lists, with a JobPosting in the served HTML', async () => {
    const { context, page, errors } = await openPage(browser(), '/careers')
    await page.getByRole('link', { name: 'Senior Data Engineer', exact: true }).click()
    await page.waitForURL(/\/careers\/\d+$/)
    const path = new URL(page.url()).pathname
    await page.getByRole('heading', { level: 1, name: 'Senior Data Engineer' }).waitFor()
    const details = page.getByRole('complementary')
    for (const [term, value] of [
      ['Department', 'Data & Analytics'],
      ['Location', 'Berlin'],
      ['Workplace', 'Hybrid'],
      ['Employment type', 'Full time'],
      ['Salary', '€70,000 – €85,000 a year'],
    ]) {
      expect(await details.locator('div').filter({ hasText: term }).last().textContent()).toBe(
        `${term}${value}`,
      )
    }
    await details.getByText(/^\d{1,2}\/\d{1,2}\/\d{4}$/).waitFor()
    await details.getByText('#DataStrategy').waitFor()
    await page.getByRole('heading', { level: 2, name: 'About the Role' }).waitFor()
    // The description's Markdown: its headings sit below the section's.
    await page.getByRole('heading', { level: 3, name: 'How we work' }).waitFor()
    const responsibilities = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Responsibilities' }) })
      .getByRole('listitem')
    expect(await responsibilities.count()).toBe(4)
    expect(await responsibilities.first().textContent()).toBe(
      'Design ingestion, change data capture and transformation pipelines on cloud data platforms',
    )
    await page.locator('section#apply').getByRole('heading', { name: 'Apply for This Position' }).waitFor()
    await page.getByRole('link', { name: 'Back to Careers' }).waitFor()
    await page.getByRole('button', { name: 'Reject All' }).click()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()

    // What a crawler reads: the raw HTML, before any script.
    const served = await fetch(new URL(path, baseUrl()))
    expect(served.status).toBe(200)
    const html = await served.text()
    const posting = jsonLdNode(
      /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1],
      'JobPosting',
    )
    expect(posting).toMatchObject({
      title: 'Senior Data Engineer',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Crestline Consulting' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'EUR',
        value: { '@type': 'QuantitativeValue', minValue: 70000, maxValue: 85000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', value: path.split('/').pop() },
    })
    expect(posting?.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(posting?.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59Z$/)
    expect(posting?.description).toContain('<h3>Responsibilities</h3><ul><li>Design ingestion')
    expect(posting).toHaveProperty('hiringOrganization.logo', expect.stringMatching(/^https?:\/\//))
  })

  it('says when applications closed, shows no way to apply, and is no longer listed', async () => {
    const { context: staff, page: admin } = await openAdmin(browser())
    const title = `Closed Role ${Date.now()}`
    const id = await createJobOpening(admin, {
      title,
      employmentType: 'PART_TIME',
      workplace: 'on_site',
      description: 'A role whose applications are over.',
      applyBy: '2020-01-15',
      isPublished: true,
    })
    try {
      const { context, page, errors } = await openPage(browser(), `/careers/${id}`)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await page.getByText('Applications for this position closed on 1/15/2020.').waitFor()
      expect(await page.getByRole('heading', { name: 'Apply for This Position' }).count()).toBe(0)
      expect(await page.getByRole('link', { name: 'Apply Now' }).count()).toBe(0)
      expect(await page.locator('section#apply form').count()).toBe(0)
      await page.getByRole('button', { name: 'Reject All' }).click()
      await expectAccessible(page)
      await page.getByRole('link', { name: 'Back to Careers' }).click()
      await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor()
      await page.getByTestId('opening-link').first().waitFor()
      expect(await openingTitles(page)).not.toContain(title)
      expect(errors).toEqual([])
      await context.close()
    } finally {
      const deleted = await admin.request.delete(`/api/careers/${id}`, {
        headers: { origin: new URL(admin.url()).origin },
      })
      expect(deleted.status()).toBeLessThan(300)
      await staff.close()
    }
  })

  it('answers an unknown opening with Job Opening Not Found and a real 404', async () => {
    const { context, page, errors } = await openPage(browser(), 'about:blank')
    const response = await page.goto('/careers/999999')
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await page.getByRole('heading', { level: 1, name: 'Job Opening Not Found' }).waitFor()
    await page.getByRole('button', { name: 'Reject All' }).click()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Careers' }).click()
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the footer', () => {
  it('links Careers to /careers', async () => {
    const { context, page, errors } = await openPage(browser(), '/')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true })
    expect(await link.getAttribute('href')).toBe('/careers')
    await link.click()
    await page.waitForURL(/\/careers$/)
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
