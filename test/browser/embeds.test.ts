import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPov, openAdmin } from './support/admin'
import { baseUrl, browserForFile, expectAccessible, waitForApp } from './support/browser'

// A video in an article is a placeholder until the visitor asks for it. Nothing is
// requested from the provider before then; the player loads in a sandboxed frame that the page's
// CSP admits; with JavaScript off it is a link to the video.

const { browser } = browserForFile()

const VIDEO_ID = 'dQw4w9WgXcQ'
const TITLE = 'Our platform talk'
const PROVIDERS = /youtube|youtu\.be|ytimg|vimeo|linkedin/

let path = ''

beforeAll(async () => {
  const { context, page } = await openAdmin(browser())
  const id = await createPov(page, {
    title: `Platform engineering on video ${Date.now()}`,
    content: `Before the talk.\n\n[${TITLE}](https://www.youtube.com/watch?v=${VIDEO_ID})\n\nAfter the talk.`,
  })
  path = `/povs/${id}`
  await context.close()
})

let context: BrowserContext | undefined
afterEach(async () => {
  await context?.close()
  context = undefined
})

/** A fresh visitor's page; every request to a provider is recorded and answered by a stand-in player page. */
async function visitor(options: { javaScriptEnabled?: boolean; marketing?: boolean } = {}) {
  context = await browser().newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  if (options.marketing) {
    await context.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'true')
      localStorage.setItem(
        'cookie-preferences',
        JSON.stringify({
          essential: true,
          analytics: false,
          marketing: true,
          functional: false,
          crmTracking: false,
        }),
      )
    })
  }
  const providerRequests: string[] = []
  context.on('request', (request) => {
    if (PROVIDERS.test(new URL(request.url()).hostname)) providerRequests.push(request.url())
  })
  // No network here: the provider's player is a page of our own making, so the frame has something to show.
  await context.route(
    (url) => PROVIDERS.test(url.hostname),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Player</title><p>Player</p>',
      }),
  )
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, providerRequests, errors }
}

const placeholder = (page: Page) => page.getByRole('link', { name: `${TITLE} Play video` })
const player = (page: Page) => page.locator(`iframe[title="${TITLE} (YouTube)"]`)

describe('an embed in an article', () => {
  it('asks nothing of the provider until clicked, then plays in a sandboxed frame the page admits', async () => {
    const { page, providerRequests, errors } = await visitor()
    const response = await page.goto(path)
    await waitForApp(page)
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com;')
    await placeholder(page).waitFor()
    await expect(placeholder(page).getAttribute('href')).resolves.toBe(
      `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    )
    await page.getByText('Shown from YouTube only when you ask: YouTube may then set cookies.').waitFor()
    await expectAccessible(page)
    await page.waitForLoadState('networkidle')
    expect(providerRequests).toEqual([])

    await placeholder(page).click()
    await player(page).waitFor()
    expect(await player(page).getAttribute('src')).toBe(
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`,
    )
    expect(await player(page).getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
    )
    // The frame was let through by the CSP: its page loaded.
    await page.frameLocator('iframe').getByText('Player').waitFor()
    expect(providerRequests).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`])
    expect(page.url()).toBe(new URL(path, baseUrl()).href)
    expect(errors).toEqual([])
  })

  it('is a link to the video with JavaScript off', async () => {
    const { page, providerRequests } = await visitor({ javaScriptEnabled: false })
    await page.goto(path)
    await placeholder(page).click()
    await page.waitForURL(`https://www.youtube.com/watch?v=${VIDEO_ID}`)
    expect(providerRequests).toEqual([`https://www.youtube.com/watch?v=${VIDEO_ID}`])
  })

  it('reached by a client-side navigation, loads its page afresh to play (the served CSP admits no player)', async () => {
    const { page, providerRequests, errors } = await visitor()
    await page.goto('/insights')
    await waitForApp(page)
    await page.evaluate((to) => {
      history.pushState({}, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await placeholder(page).waitFor()
    expect(providerRequests).toEqual([])
    await placeholder(page).click()
    await page.frameLocator('iframe').getByText('Player').waitFor()
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(
      new URL(path, baseUrl()).href,
    )
    expect(providerRequests).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`])
    expect(errors).toEqual([])
  })

  it('loads the player at once, unplayed, for a visitor who accepted marketing cookies', async () => {
    const { page, providerRequests } = await visitor({ marketing: true })
    await page.goto(path)
    await waitForApp(page)
    await page.frameLocator('iframe').getByText('Player').waitFor()
    expect(await player(page).getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`)
    expect(await placeholder(page).isVisible()).toBe(false)
    expect(providerRequests).toEqual([`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`])
  })
})
