import type { Page } from 'playwright-core'
import { describe, expect, it, onTestFinished } from 'vitest'
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

// Published seed POVs the filters below pick out.
const TEST_AUTOMATION_POV =
  'Test Automation That Pays for Itself: Rethinking the Test Pyramid for Microservices'
const GOLDEN_PATHS_POV =
  'Golden Paths, Not Golden Cages: Building an Internal Developer Platform Teams Actually Adopt'
const MLOPS_POV = 'MLOps for the Mid-Market: The Minimum Viable Stack for Keeping Models Honest'
const GENERATIVE_AI_POV =
  'Moving Generative AI from Pilot to Production: A Readiness Checklist for Regulated Industries'

const cards = (page: Page) => page.getByTestId('pov-card')
const cardTitles = async (page: Page) => (await cards(page).locator('h3').allTextContents()).sort()
const toggles = (page: Page) => page.getByRole('list', { name: 'Filter by hashtag' }).getByRole('button')
const pressedToggles = (page: Page) =>
  page
    .getByRole('list', { name: 'Filter by hashtag' })
    .getByRole('button', { pressed: true })
    .allTextContents()
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search insights' })

/** The filter the page's address holds: `?q=` and the repeatable `?hashtag=`. */
function addressFilter(page: Page) {
  const { searchParams } = new URL(page.url())
  return { q: searchParams.get('q'), hashtag: searchParams.getAll('hashtag').map(Number).sort() }
}

/** Seed hashtag ids by name (ids are the database's, so they are read, not assumed). */
async function hashtagIds(...names: string[]): Promise<Record<string, number>> {
  const rows = await queryLocal<{ id: number; name: string }>(
    `select id, name from hashtags where name in (${names.map((name) => `'${name}'`).join(', ')})`,
    testServer().stateDir,
  )
  expect(rows.map((row) => row.name).sort()).toEqual([...names].sort())
  return Object.fromEntries(rows.map((row) => [row.name, row.id]))
}

/** The title of the seventh-newest published POV, the first on page 2 (as the API lists them now). */
async function seventhNewestTitle(): Promise<string> {
  const response = await fetch(new URL('/api/povs/cards?limit=7', testServer().baseUrl))
  const cards = (await response.json()) as { title: string }[]
  expect(cards).toHaveLength(7)
  return cards[6]?.title ?? ''
}

/** Requests for the Insights lists (POV cards, hashtags) from now on. */
function recordListRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/api/povs/cards' || pathname === '/api/hashtags') requests.push(request.url())
  })
  return requests
}

describe('/insights', () => {
  it('is served with at most 6 published POVs and the first 8 hashtags: no spinner, no list request', async () => {
    const context = await browser().newContext({ baseURL: testServer().baseUrl })
    const page = await context.newPage()
    const listRequests = recordListRequests(page)
    await page.goto('/insights')
    await waitForApp(page)
    expect(await cards(page).count()).toBe(6)
    expect(await toggles(page).count()).toBe(8)
    expect(await toggles(page).first().textContent()).toBe('#DataStrategy')
    expect(await pressedToggles(page)).toEqual([])
    expect(await page.getByText('FinOps Is a Process Problem').count()).toBe(0)
    expect(await page.getByRole('link', { name: /^Read More/ }).count()).toBe(6)
    expect(await page.getByText('Loading insights').count()).toBe(0)
    expect(listRequests).toEqual([])
    await expectAccessible(page)
    await context.close()
  })

  // docs/product.md section 2: 'Loading shows a spinner.' A first load is served with its cards, so the
  // spinner's only occasion is a client navigation whose loader waits on the API for over a
  // second. Marked `fails` because /insights has no pendingComponent yet (reported alongside this
  // change, with a fix): the previous page stays on screen until the POVs arrive. Make it `it`
  // once the route has one.
  it('shows the spinner while a client navigation waits over a second for the POVs', async () => {
    const context = await browser().newContext({ baseURL: testServer().baseUrl })
    onTestFinished(() => context.close())
    const page = await context.newPage()
    const release = await holdRequests(page, '**/api/povs/cards?*')
    await navigateFromHome(page, 'Insights')
    await page.getByRole('status').filter({ hasText: 'Loading insights' }).waitFor({ timeout: 5_000 })
    release()
    await cards(page).first().waitFor()
    expect(await cards(page).count()).toBe(6)
    expect(await toggles(page).count()).toBe(8)
    await expectAccessible(page)
  })

  it('puts hashtag toggles (any-of) and the search text in the address and filters the cards', async () => {
    const ids = await hashtagIds('TestAutomation', 'PlatformEngineering')
    const { context, page, errors } = await openPage(browser(), '/insights')
    const testAutomation = page.getByRole('button', { name: '#TestAutomation' })
    const platformEngineering = page.getByRole('button', { name: '#PlatformEngineering' })
    // The toggles are links to the filtered address, so they work before and without the app.
    expect(await testAutomation.getAttribute('href')).toBe(`/insights?hashtag=${ids.TestAutomation}`)

    await testAutomation.click()
    await expect.poll(() => addressFilter(page)).toEqual({ q: null, hashtag: [ids.TestAutomation] })
    await expect.poll(() => cardTitles(page)).toEqual([TEST_AUTOMATION_POV])
    await expect.poll(() => pressedToggles(page)).toEqual(['#TestAutomation'])

    await platformEngineering.click()
    const both = [ids.TestAutomation, ids.PlatformEngineering].sort()
    await expect.poll(() => addressFilter(page)).toEqual({ q: null, hashtag: both })
    await expect.poll(() => cardTitles(page)).toEqual([GOLDEN_PATHS_POV, TEST_AUTOMATION_POV])
    await expect.poll(() => pressedToggles(page)).toEqual(['#TestAutomation', '#PlatformEngineering'])

    // Search text and hashtags both apply; typing replaces the history entry instead of adding one.
    const historyLength = await page.evaluate(() => history.length)
    await searchBox(page).fill('golden')
    await expect.poll(() => addressFilter(page)).toEqual({ q: 'golden', hashtag: both })
    await expect.poll(() => cardTitles(page)).toEqual([GOLDEN_PATHS_POV])
    expect(await page.evaluate(() => history.length)).toBe(historyLength)

    await testAutomation.click()
    await expect.poll(() => addressFilter(page)).toEqual({ q: 'golden', hashtag: [ids.PlatformEngineering] })
    await expect.poll(() => pressedToggles(page)).toEqual(['#PlatformEngineering'])
    await platformEngineering.click()
    await expect.poll(() => addressFilter(page)).toEqual({ q: 'golden', hashtag: [] })
    await expect.poll(() => pressedToggles(page)).toEqual([])
    await expect.poll(() => cardTitles(page)).toEqual([GOLDEN_PATHS_POV])

    // Case-insensitive, in the title or the description.
    await searchBox(page).fill('MLOPS FOR THE')
    await expect.poll(() => addressFilter(page)).toEqual({ q: 'MLOPS FOR THE', hashtag: [] })
    await expect.poll(() => cardTitles(page)).toEqual([MLOPS_POV])

    await searchBox(page).fill('zzzz-no-such-pov')
    await page.getByText('No POVs found. Check back soon for our latest insights!').waitFor()
    expect(await cards(page).count()).toBe(0)
    expect(addressFilter(page).q).toBe('zzzz-no-such-pov')
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  // A toggle's link and the box's next address are worked out from the filter on screen, which
  // is still the previous one while the list loads: a second toggle (or typing) then drops the
  // first. Marked `fails` until they derive from the address being navigated to (reported
  // alongside this change).
  it('keeps both hashtags when the second is pressed before the first has loaded', async () => {
    const ids = await hashtagIds('TestAutomation', 'PlatformEngineering')
    const { context, page } = await openPage(browser(), '/insights')
    onTestFinished(() => context.close())
    const release = await holdRequests(page, '**/api/povs/cards?*')
    await page.getByRole('button', { name: '#TestAutomation' }).click()
    await expect.poll(() => addressFilter(page)).toEqual({ q: null, hashtag: [ids.TestAutomation] })
    await page.getByRole('button', { name: '#PlatformEngineering' }).click()
    release()
    const both = [ids.TestAutomation, ids.PlatformEngineering].sort()
    await expect.poll(() => addressFilter(page), { timeout: 5_000 }).toEqual({ q: null, hashtag: both })
    await expect.poll(() => cardTitles(page)).toEqual([GOLDEN_PATHS_POV, TEST_AUTOMATION_POV])
    await expect.poll(() => pressedToggles(page)).toEqual(['#TestAutomation', '#PlatformEngineering'])
  })

  it('opens a shared filtered address filtered, as it was served', async () => {
    const { MLOps } = await hashtagIds('MLOps')
    const context = await browser().newContext({ baseURL: testServer().baseUrl })
    const page = await context.newPage()
    const listRequests = recordListRequests(page)
    await page.goto(`/insights?hashtag=${MLOps}`)
    await waitForApp(page)
    expect(await pressedToggles(page)).toEqual(['#MLOps'])
    expect(await cardTitles(page)).toEqual([MLOPS_POV, GENERATIVE_AI_POV].sort())
    expect(await searchBox(page).inputValue()).toBe('')
    expect(listRequests).toEqual([])
    await expectAccessible(page)
    await context.close()
  })

  /** Below the fixed header (65 px) with a little room: the page scrolled to the cards, not to the hero. */
  const CARDS_IN_VIEW_PX = 120
  const cardsHeadingTop = (page: Page) =>
    page
      .getByRole('heading', { name: 'Latest Points of View' })
      .evaluate((heading) => heading.getBoundingClientRect().top)

  it('follows Older insights to page 2, which starts with the seventh-newest POV', async () => {
    const seventh = await seventhNewestTitle()
    const { context, page, errors } = await openPage(browser(), '/insights')
    onTestFinished(() => context.close())
    expect(await page.getByText(seventh).count()).toBe(0)
    const pages = page.getByRole('navigation', { name: 'Insights pages' })
    await pages.getByRole('link', { name: 'Older insights' }).click()
    await page.waitForURL('**/insights?page=2#latest')
    await expect.poll(() => cards(page).first().locator('h3').textContent()).toBe(seventh)
    await expect.poll(() => cardsHeadingTop(page)).toBeLessThan(CARDS_IN_VIEW_PX)
    await pages.getByText('Page 2').waitFor()
    await pages.getByRole('link', { name: 'Newer insights' }).waitFor()
    await expectAccessible(page)
    expect(errors).toEqual([])
  })

  it('follows Older insights to page 2 without JavaScript', async () => {
    const seventh = await seventhNewestTitle()
    const context = await browser().newContext({ baseURL: testServer().baseUrl, javaScriptEnabled: false })
    onTestFinished(() => context.close())
    const page = await context.newPage()
    await page.goto('/insights')
    await page
      .getByRole('navigation', { name: 'Insights pages' })
      .getByRole('link', { name: 'Older insights' })
      .click()
    await page.waitForURL('**/insights?page=2#latest')
    expect(await cards(page).first().locator('h3').textContent()).toBe(seventh)
    // The browser scrolls to the fragment smoothly (styles.css), so the heading arrives over a few frames.
    await expect.poll(() => cardsHeadingTop(page)).toBeLessThan(CARDS_IN_VIEW_PX)
  })

  it("adds page 2's cards below with 'Load more insights', the address in step, focus on the first new card", async () => {
    const seventh = await seventhNewestTitle()
    const { context, page, errors } = await openPage(browser(), '/insights')
    onTestFinished(() => context.close())
    await waitForApp(page)
    const firstPage = await cards(page).locator('h3').allTextContents()
    expect(firstPage).toHaveLength(6)
    const historyLength = await page.evaluate(() => history.length)
    await page.evaluate(() => Object.assign(window, { keptAcrossLoadMore: true }))

    await page.getByRole('link', { name: 'Load more insights' }).click()
    await page.waitForURL('**/insights?page=2&from=1')
    await expect.poll(() => cards(page).count()).toBeGreaterThan(6)
    const shown = await cards(page).locator('h3').allTextContents()
    expect(shown.slice(0, 6)).toEqual(firstPage)
    expect(shown[6]).toBe(seventh)
    // The first new card has the focus (and so is in view); the page was not loaded again.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('h3')?.textContent))
      .toBe(seventh)
    expect(await page.evaluate(() => 'keptAcrossLoadMore' in window)).toBe(true)
    // The address was replaced, not added: Back leaves the list.
    expect(await page.evaluate(() => history.length)).toBe(historyLength)
    await page.getByRole('navigation', { name: 'Insights pages' }).getByText('Pages 1–2').waitFor()
    await expectAccessible(page)

    // A reload (or the address shared) shows the same cards, as served.
    await page.reload()
    expect(await cards(page).locator('h3').allTextContents()).toEqual(shown)
    expect(errors).toEqual([])
  })

  it('brings back the filtered list, box and toggles included, with Back from a POV', async () => {
    const ids = await hashtagIds('PlatformEngineering')
    const { context, page, errors } = await openPage(browser(), '/insights')
    await page.getByRole('button', { name: '#PlatformEngineering' }).click()
    await expect.poll(() => pressedToggles(page)).toEqual(['#PlatformEngineering'])
    await searchBox(page).fill('golden')
    await expect.poll(() => addressFilter(page)).toEqual({ q: 'golden', hashtag: [ids.PlatformEngineering] })
    await expect.poll(() => cardTitles(page)).toEqual([GOLDEN_PATHS_POV])
    const filtered = page.url()

    await cards(page)
      .getByRole('link', { name: /^Read More/ })
      .click()
    await page.getByRole('heading', { level: 1, name: GOLDEN_PATHS_POV }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { level: 1, name: 'Insights & Resources' }).waitFor()
    expect(page.url()).toBe(filtered)
    await expect.poll(() => cardTitles(page)).toEqual([GOLDEN_PATHS_POV])
    expect(await pressedToggles(page)).toEqual(['#PlatformEngineering'])
    expect(await searchBox(page).inputValue()).toBe('golden')
    expect(errors).toEqual([])
    await context.close()
  })

  // Each toggle is a link that replaces the history entry (`replace` on the Link in
  // insights-filters.tsx), so Back leaves the page instead of undoing the last toggle. Marked
  // `fails` until that is settled (reported alongside this change): drop `replace` there and make
  // this `it`, or delete this test if replacing is what is wanted.
  it('undoes the last hashtag toggle with the browser Back button', async () => {
    const ids = await hashtagIds('TestAutomation', 'PlatformEngineering')
    const { context, page } = await openPage(browser(), '/insights')
    onTestFinished(() => context.close())
    await page.getByRole('button', { name: '#TestAutomation' }).click()
    await expect.poll(() => addressFilter(page)).toEqual({ q: null, hashtag: [ids.TestAutomation] })
    await expect.poll(() => pressedToggles(page)).toEqual(['#TestAutomation'])
    await page.getByRole('button', { name: '#PlatformEngineering' }).click()
    await expect.poll(() => cardTitles(page)).toEqual([GOLDEN_PATHS_POV, TEST_AUTOMATION_POV])

    await page.goBack()
    expect(addressFilter(page)).toEqual({ q: null, hashtag: [ids.TestAutomation] })
    await expect.poll(() => cardTitles(page), { timeout: 5_000 }).toEqual([TEST_AUTOMATION_POV])
    expect(await pressedToggles(page)).toEqual(['#TestAutomation'])
    await page.goBack()
    expect(addressFilter(page)).toEqual({ q: null, hashtag: [] })
    await expect.poll(() => cards(page).count(), { timeout: 5_000 }).toBe(6)
  })
})

describe('/povs/:id', () => {
  it('opens from Read More with content, Related Topics and Back to Insights', async () => {
    const { context, page, errors } = await openPage(browser(), '/insights')
    const title = (await cards(page).first().locator('h3').textContent()) ?? ''
    await cards(page)
      .first()
      .getByRole('link', { name: /Read More/ })
      .click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    await page.getByRole('heading', { name: 'Related Topics' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Back to Insights' }).click()
    await page.waitForURL('**/insights')
    expect(errors).toEqual([])
    await context.close()
  })

  it('ends with Related Reading, whose links open the item in the app and end its page with its own', async () => {
    // The first seeded POV (#DataStrategy, #DataGovernance, #DigitalTransformation) shares two
    // hashtags with a seeded case study; other files may add related items of their own.
    const [pov] = await queryLocal<{ id: number; title: string }>(
      'select id, title from povs where is_published = 1 order by id limit 1',
      testServer().stateDir,
    )
    const { context, page, errors } = await openPage(browser(), `/povs/${pov?.id}`)
    await waitForApp(page)
    const related = page.getByRole('region', { name: 'Related Reading' })
    const links = related.getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    expect(await links.count()).toBeLessThanOrEqual(3)
    await expectAccessible(page)

    // Kept as served, its links still go through the router: the page is not loaded again.
    await page.evaluate(() => Object.assign(window, { keptAcrossNavigation: true }))
    const first = (await links.first().textContent()) ?? ''
    await links.first().click()
    await page.getByRole('heading', { level: 1, name: first }).waitFor()
    expect(await page.evaluate(() => 'keptAcrossNavigation' in window)).toBe(true)
    await expect
      .poll(() => page.getByRole('region', { name: 'Related Reading' }).getByRole('link').allTextContents())
      .toContain(pov?.title)
    expect(errors).toEqual([])
    await context.close()
  })

  it('starts a POV page with the item it was served with, and fetches after client navigation', async () => {
    const povs = await queryLocal<{ id: number; title: string }>(
      'select id, title from povs where is_published = 1 order by id limit 2',
      testServer().stateDir,
    )
    const [first, second] = povs
    expect(second).toBeDefined()
    const context = await browser().newContext({ baseURL: testServer().baseUrl })
    const page = await context.newPage()
    const detailRequests: string[] = []
    const rendererRequests: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (/\/api\/povs\/\d+$/.test(pathname)) detailRequests.push(request.url())
      if (pathname.startsWith('/assets/markdown-content-')) rendererRequests.push(pathname)
    })
    await page.goto(`/povs/${first?.id}`)
    await page.getByRole('heading', { level: 1, name: first?.title }).waitFor()
    await waitForApp(page)
    expect(detailRequests).toEqual([])
    // The served text is kept as served, so the app has no use for the Markdown renderer yet.
    expect(rendererRequests).toEqual([])
    await page.evaluate((path) => {
      history.pushState({}, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, `/povs/${second?.id}`)
    await page.getByRole('heading', { level: 1, name: second?.title }).waitFor()
    expect(detailRequests).toHaveLength(1)
    expect(rendererRequests).toHaveLength(1)
    // The text rendered by the app: paragraphs of its Markdown inside the article's static part.
    await expect.poll(() => page.locator('main [data-static-part] p').count()).toBeGreaterThan(1)
    await context.close()
  })

  /** A page whose uploaded images (any width) fail, and the newest POV with one (so it is on /insights). */
  async function withFailingImages() {
    const context = await browser().newContext({ baseURL: testServer().baseUrl })
    const page = await context.newPage()
    await page.route(
      (url) => /^\/images\/[0-9a-f-]{36}\.[a-z]+$/.test(url.pathname),
      (route) => route.abort(),
    )
    const [pov] = await queryLocal<{ id: number }>(
      `select id from povs where is_published = 1 and featured_image like '/images/%'
       order by published_date desc, id desc limit 1`,
      testServer().stateDir,
    )
    return { context, page, path: `/povs/${pov?.id}` }
  }
  const articleImageSrc = (page: Page) => page.locator('article img').first().getAttribute('src')

  it('falls back to the placeholder when the featured image fails to load after client navigation', async () => {
    const { context, page, path } = await withFailingImages()
    await page.goto('/insights')
    await waitForApp(page)
    await page.locator(`a[href="${path}"]`).click()
    await page.waitForURL(`**${path}`)
    await expect.poll(() => articleImageSrc(page)).toBe('/images/seed/placeholder.webp')
    await context.close()
  })

  // A served page's image can fail before the app hydrates it, and React does not replay that
  // error event, so the visitor keeps a broken image. Marked `fails` until ContentImage also
  // checks, once mounted, for an image that already failed (reported alongside this change).
  it('falls back to the placeholder when the featured image of a served page fails to load', async () => {
    const { context, page, path } = await withFailingImages()
    onTestFinished(() => context.close())
    await page.goto(path)
    await waitForApp(page)
    await expect.poll(() => articleImageSrc(page), { timeout: 5_000 }).toBe('/images/seed/placeholder.webp')
  })

  it('answers 404 with the not-found text for unknown, unpublished and malformed ids', async () => {
    const [draft] = await queryLocal<{ id: number }>(
      'select id from povs where is_published = 0 limit 1',
      testServer().stateDir,
    )
    for (const id of ['987654', String(draft?.id), 'abc']) {
      const { context, page } = await openPage(browser(), `/povs/${id}`)
      await page.getByRole('heading', { level: 1, name: 'Point of View Not Found' }).waitFor()
      expect((await page.request.get(`/povs/${id}`)).status()).toBe(404)
      if (id === 'abc') await expectAccessible(page)
      await context.close()
    }
  })
})
