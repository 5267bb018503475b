import { caseStudyText, contentMessages, emptyStateMessages, notFoundMessages } from '@shared/messages'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { queryLocal } from '../../scripts/lib/local-d1'
import { expectAccessible, launchBrowserPerFile, navigateFromHome, openPage } from './support/browser'

const { browser } = launchBrowserPerFile()

const cards = (page: Page) => page.getByTestId('case-study-card')

async function newPage() {
  const context = await browser().newContext({ baseURL: inject('baseUrl') })
  return { context, page: await context.newPage() }
}

describe('/case-studies', () => {
  it('shows the loading text, then the hero, the four statistics and the published studies', async () => {
    const { context, page } = await newPage()
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/public/case-studies*', async (route) => {
      await gate
      await route.continue()
    })
    await navigateFromHome(page, 'Case Studies')
    await page.getByText('Loading case studies...').waitFor()
    expect(emptyStateMessages.caseStudiesLoading).toBe('Loading case studies...')
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
    expect(caseStudyText.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '150+ Projects Delivered',
      '50+ Enterprise Clients',
      '98% On-Time Delivery',
      '$50M+ Client Value Created',
    ])
    await page.getByRole('heading', { name: 'Customer Success Stories' }).waitFor()
    await page.getByRole('heading', { name: 'Proven Track Record' }).waitFor()
    expect([caseStudyText.provenTrackRecord, caseStudyText.successStories]).toEqual([
      'Proven Track Record',
      'Customer Success Stories',
    ])
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
    for (const heading of [caseStudyText.challenge, caseStudyText.solution, caseStudyText.results]) {
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

  it('starts with the studies it was served with, without fetching them', async () => {
    const { context, page } = await newPage()
    const listRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/case-studies') listRequests.push(request.url())
    })
    await page.goto('/case-studies')
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
    expect(await cards(page).count()).toBe(5)
    expect(listRequests).toEqual([])
    await context.close()
  })

  it('shows the empty message when no study is published, and the fetch error on failure', async () => {
    const empty = await newPage()
    await empty.page.route('**/api/public/case-studies*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    )
    await navigateFromHome(empty.page, 'Case Studies')
    await empty.page.getByText('No published case studies available at this time.').waitFor()
    expect(emptyStateMessages.caseStudies).toBe('No published case studies available at this time.')
    await empty.context.close()

    const failing = await newPage()
    await failing.page.route('**/api/public/case-studies*', (route) => route.abort())
    await navigateFromHome(failing.page, 'Case Studies')
    await failing.page
      .getByRole('alert')
      .filter({ hasText: contentMessages.caseStudiesFetchFailed })
      .waitFor()
    await failing.context.close()
  })
})

describe('/case-studies/:id', () => {
  it('shows sections, one checklist item per result line, Project Details and the calls to action', async () => {
    const [study] = queryLocal<{ id: number; title: string; results: string }>(
      'select id, title, results from case_studies where is_published = 1 order by id limit 1',
      inject('stateDir'),
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
    expect(await page.getByRole('link', { name: caseStudyText.getStarted }).getAttribute('href')).toBe(
      '/contact',
    )
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Case Studies' }).first().click()
    await page.waitForURL('**/case-studies')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows Case Study Not Found for unknown and unpublished ids', async () => {
    const [draft] = queryLocal<{ id: number }>(
      'select id from case_studies where is_published = 0 limit 1',
      inject('stateDir'),
    )
    for (const id of ['424242', String(draft?.id)]) {
      const { context, page } = await openPage(browser(), `/case-studies/${id}`)
      await page.getByRole('heading', { level: 1, name: notFoundMessages.caseStudy }).waitFor()
      expect(notFoundMessages.caseStudy).toBe('Case Study Not Found')
      await expectAccessible(page)
      await context.close()
    }
  })
})
