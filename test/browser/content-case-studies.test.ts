import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import {
  browserForFile,
  expectAccessible,
  holdRequests,
  navigateFromHome,
  openPage,
  waitForApp,
} from './support/browser'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

const cards = (page: Page) => page.getByTestId('case-study-card')

async function newPage() {
  const context = await browser().newContext({ baseURL: testServer().baseUrl })
  return { context, page: await context.newPage() }
}

describe('/case-studies', () => {
  // A first load is served with the studies; the loading text shows on a client navigation
  // whose loader waits on the API for over a second.
  it('shows the loading text on a slow client navigation, then the hero, the four statistics and the published studies', async () => {
    const { context, page } = await newPage()
    const release = await holdRequests(page, '**/api/public/case-studies*')
    await navigateFromHome(page, 'Case Studies')
    await page.getByText('Loading case studies...').waitFor()
    release()
    await cards(page).first().waitFor()
    expect(await cards(page).count()).toBe(5)
    for (const stat of [
      '150+',
      'Projects Delivered',
      '50+',
      'Enterprise Clients',
      '98%',
      'On-Time Delivery',
      '$50M+',
      'Client Value Created',
    ]) {
      await page.getByText(stat, { exact: true }).waitFor()
    }
    await page.getByRole('heading', { name: 'Customer Success Stories' }).waitFor()
    await page.getByRole('heading', { name: 'Proven Track Record' }).waitFor()
    await page.getByRole('link', { name: 'Start Your Project' }).waitFor()
    expect(await page.getByRole('link', { name: 'Explore Services' }).getAttribute('href')).toBe('/services')
    expect(await page.getByText('Scaling E-Commerce Delivery').count()).toBe(0)
    await expectAccessible(page)
    await context.close()
  })

  it('opens the Read Full Case Study dialog with a fixed header and a scrolling body, closed by Escape', async () => {
    const { context, page, errors } = await openPage(browser(), '/case-studies')
    const first = cards(page).first()
    await first.waitFor()
    const title = (await first.locator('h3').textContent()) ?? ''
    await first.getByRole('button', { name: /Read Full Case Study/ }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.waitFor()
    for (const heading of ['Challenge', 'Solution', 'Results']) {
      await dialog.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
    const body = dialog.getByTestId('case-study-dialog-body')
    const style = await body.evaluate((element) => {
      const computed = getComputedStyle(element)
      return { overflowY: computed.overflowY, maxHeight: computed.maxHeight, viewport: window.innerHeight }
    })
    expect(style.overflowY).toBe('auto')
    expect(Number.parseFloat(style.maxHeight)).toBeCloseTo(style.viewport * 0.8, 0)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await context.close()
  })

  it('starts with the studies it was served with, without fetching them or showing the loading text', async () => {
    const { context, page } = await newPage()
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/case-studies') listRequests.push(request.url())
    })
    await page.goto('/case-studies')
    await waitForApp(page)
    expect(await cards(page).count()).toBe(5)
    expect(await page.getByText('Loading case studies...').count()).toBe(0)
    expect(listRequests).toEqual([])
    await context.close()
  })

  it("links each card's title and the dialog's 'Open this case study as a page' to the study's own page", async () => {
    const { context, page, errors } = await openPage(browser(), '/case-studies')
    const [first, second] = [cards(page).nth(0), cards(page).nth(1)]
    const firstTitle = (await first.locator('h3').textContent()) ?? ''
    const secondTitle = (await second.locator('h3').textContent()) ?? ''
    const firstPath = await first.getByRole('link', { name: firstTitle }).getAttribute('href')
    expect(firstPath).toMatch(/^\/case-studies\/\d+$/)

    await first.getByRole('button', { name: /Read Full Case Study/ }).click()
    const dialog = page.getByRole('dialog', { name: firstTitle })
    const pageLink = dialog.getByRole('link', { name: 'Open this case study as a page' })
    expect(await pageLink.getAttribute('href')).toBe(firstPath)
    await pageLink.click()
    await page.waitForURL(`**${firstPath}`)
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('heading', { name: 'Results Achieved', exact: true }).waitFor()
    await expectAccessible(page)

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Case Studies' }).waitFor()
    const secondLink = second.getByRole('link', { name: secondTitle })
    const secondPath = (await secondLink.getAttribute('href')) ?? ''
    expect(secondPath).toMatch(/^\/case-studies\/\d+$/)
    await secondLink.click()
    await page.waitForURL(`**${secondPath}`)
    await page.getByRole('heading', { level: 1, name: secondTitle }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the empty message when no study is published, and the fetch error on failure', async () => {
    const empty = await newPage()
    await empty.page.route('**/api/public/case-studies*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    )
    await navigateFromHome(empty.page, 'Case Studies')
    await empty.page.getByText('No published case studies available at this time.').waitFor()
    await empty.context.close()

    const failing = await newPage()
    await failing.page.route('**/api/public/case-studies*', (route) => route.abort())
    await navigateFromHome(failing.page, 'Case Studies')
    await failing.page.getByRole('alert').filter({ hasText: 'Failed to fetch case studies' }).waitFor()
    await failing.context.close()
  })
})

describe('/case-studies/:id', () => {
  it('shows sections, one checklist item per result line, Project Details and the calls to action', async () => {
    const [study] = await queryLocal<{ id: number; title: string; results: string }>(
      'select id, title, results from case_studies where is_published = 1 order by id limit 1',
      testServer().stateDir,
    )
    if (!study) throw new Error('the seed has no published case study')
    const { context, page, errors } = await openPage(browser(), `/case-studies/${study.id}`)
    await page.getByRole('heading', { level: 1, name: study.title }).waitFor()
    for (const heading of [
      'The Challenge',
      'Our Solution',
      'Results Achieved',
      'Detailed Implementation',
      'Project Details',
      'Ready to Transform Your Business?',
    ]) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
    }
    const lines = study.results.split('\n').filter((line) => line.trim())
    const items = page
      .getByRole('heading', { name: 'Results Achieved' })
      .locator('xpath=..')
      .getByRole('listitem')
    expect(await items.count()).toBe(lines.length)
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Case Studies' }).first().click()
    await page.waitForURL('**/case-studies')
    expect(errors).toEqual([])
    await context.close()
  })

  it('answers 404 with Case Study Not Found for unknown and unpublished ids', async () => {
    const [draft] = await queryLocal<{ id: number }>(
      'select id from case_studies where is_published = 0 limit 1',
      testServer().stateDir,
    )
    for (const id of ['424242', String(draft?.id)]) {
      const { context, page } = await openPage(browser(), `/case-studies/${id}`)
      await page.getByRole('heading', { level: 1, name: 'Case Study Not Found' }).waitFor()
      expect((await page.request.get(`/case-studies/${id}`)).status()).toBe(404)
      await expectAccessible(page)
      await context.close()
    }
  })
})
