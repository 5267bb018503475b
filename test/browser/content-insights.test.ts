import { INSIGHTS_FILTER_HASHTAGS, INSIGHTS_MAX_CARDS, PLACEHOLDER_IMAGE } from '@shared/constants'
import { emptyStateMessages, insightsText, notFoundMessages, povText } from '@shared/messages'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { queryLocal } from '../../scripts/lib/local-d1'
import { expectAccessible, launchBrowserPerFile, navigateFromHome, openPage } from './support/browser'

const { browser } = launchBrowserPerFile()

/** Holds the matching API responses (the real server's) until `release()`. */
async function holdResponses(page: Page, pattern: string) {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

const cards = (page: Page) => page.getByTestId('pov-card')

describe('/insights', () => {
  it('shows a spinner, then at most 6 published POVs and the first 8 hashtags', async () => {
    const context = await browser().newContext({ baseURL: inject('baseUrl') })
    const page = await context.newPage()
    const release = await holdResponses(page, '**/api/povs/cards?*')
    await navigateFromHome(page, 'Insights')
    await page.getByRole('status').filter({ hasText: insightsText.loading }).waitFor()
    release()
    await cards(page).first().waitFor()
    expect(await cards(page).count()).toBe(INSIGHTS_MAX_CARDS)
    const toggles = page.getByRole('list', { name: insightsText.filtersLabel }).getByRole('button')
    expect(await toggles.count()).toBe(INSIGHTS_FILTER_HASHTAGS)
    expect(await toggles.first().textContent()).toBe('#DataStrategy')
    expect(await page.getByText('FinOps Is a Process Problem').count()).toBe(0)
    await expectAccessible(page)
    await context.close()
  })

  it('filters by hashtag (any-of) and by search text, and shows the empty state', async () => {
    const { context, page, errors } = await openPage(browser(), '/insights')
    await cards(page).first().waitFor()
    const testAutomation = page.getByRole('button', { name: '#TestAutomation' })
    await Promise.all([page.waitForResponse((r) => r.url().includes('hashtag=')), testAutomation.click()])
    expect(await testAutomation.getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('heading', { name: /Test Automation That Pays for Itself/ }).waitFor()
    const filtered = await cards(page).allTextContents()
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((text) => text.includes('#TestAutomation'))).toBe(true)
    await testAutomation.click()
    await page.getByRole('searchbox', { name: insightsText.searchLabel }).fill('MLOPS FOR THE')
    await page.getByRole('heading', { name: /MLOps for the Mid-Market/ }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="pov-card"]').length === 1)
    await page.getByRole('searchbox', { name: insightsText.searchLabel }).fill('zzzz-no-such-pov')
    await page.getByText(emptyStateMessages.povs).waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('/povs/:id', () => {
  it('opens from Read More with content, Related Topics and Back to Insights', async () => {
    const { context, page, errors } = await openPage(browser(), '/insights')
    await cards(page).first().waitFor()
    const title = (await cards(page).first().locator('h3').textContent()) ?? ''
    await cards(page)
      .first()
      .getByRole('link', { name: /Read More/ })
      .click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.getByRole('heading', { name: povText.relatedTopics }).waitFor()
    expect(povText.relatedTopics).toBe('Related Topics')
    await expectAccessible(page)
    expect(povText.backToInsights).toBe('Back to Insights')
    await page.getByRole('link', { name: povText.backToInsights }).click()
    await page.waitForURL('**/insights')
    expect(errors).toEqual([])
    await context.close()
  })

  it('starts the Insights page with the cards and filters it was served with, fetching neither', async () => {
    const context = await browser().newContext({ baseURL: inject('baseUrl') })
    const page = await context.newPage()
    const listRequests: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname === '/api/povs/cards' || pathname === '/api/hashtags') listRequests.push(request.url())
    })
    await page.goto('/insights')
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
    await page.getByRole('list', { name: insightsText.filtersLabel }).waitFor()
    expect(await page.getByRole('link', { name: new RegExp(insightsText.readMore) }).count()).toBeGreaterThan(
      0,
    )
    expect(await page.getByText(insightsText.loading).count()).toBe(0)
    expect(listRequests).toEqual([])
    await context.close()
  })

  it('starts a POV page with the item it was served with, and fetches after client navigation', async () => {
    const povs = queryLocal<{ id: number; title: string }>(
      'select id, title from povs where is_published = 1 order by id limit 2',
      inject('stateDir'),
    )
    const [first, second] = povs
    expect(second).toBeDefined()
    const context = await browser().newContext({ baseURL: inject('baseUrl') })
    const page = await context.newPage()
    const detailRequests: string[] = []
    page.on('request', (request) => {
      if (/\/api\/povs\/\d+$/.test(new URL(request.url()).pathname)) detailRequests.push(request.url())
    })
    await page.goto(`/povs/${first?.id}`)
    await page.getByRole('heading', { level: 1, name: first?.title }).waitFor()
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
    expect(detailRequests).toEqual([])
    await page.evaluate((path) => {
      history.pushState({}, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, `/povs/${second?.id}`)
    await page.getByRole('heading', { level: 1, name: second?.title }).waitFor()
    expect(detailRequests).toHaveLength(1)
    await context.close()
  })

  it('falls back to the placeholder when the featured image fails to load', async () => {
    const context = await browser().newContext({ baseURL: inject('baseUrl') })
    const page = await context.newPage()
    await page.route('**/images/seed/pov-*', (route) => route.abort())
    const [pov] = queryLocal<{ id: number }>(
      "select id from povs where is_published = 1 and featured_image like '/images/seed/pov-%' limit 1",
      inject('stateDir'),
    )
    await page.goto(`/povs/${pov?.id}`)
    const image = page.locator('article img').first()
    await page.waitForFunction(() =>
      document.querySelector('article img')?.getAttribute('src')?.includes('placeholder'),
    )
    expect(await image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE)
    expect(PLACEHOLDER_IMAGE).toBe('/images/seed/placeholder.webp')
    await context.close()
  })

  it('shows the not-found text for unknown, unpublished and malformed ids', async () => {
    const [draft] = queryLocal<{ id: number }>(
      'select id from povs where is_published = 0 limit 1',
      inject('stateDir'),
    )
    for (const id of ['987654', String(draft?.id), 'abc']) {
      const { context, page } = await openPage(browser(), `/povs/${id}`)
      await page.getByRole('heading', { level: 1, name: notFoundMessages.pov }).waitFor()
      expect(notFoundMessages.pov).toBe('Point of View Not Found')
      if (id === 'abc') await expectAccessible(page)
      await context.close()
    }
  })
})
