import type { Locator, Page, Request } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { baseUrl, browserForFile, openPage } from './support/browser'

const { browser } = browserForFile()

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function open(path: string) {
  const opened = await openPage(browser(), path)
  cleanup = () => opened.context.close()
  // Every CRM call the page makes, whatever the server answers.
  const crmPosts: Request[] = []
  opened.page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/zoho/')) crmPosts.push(request)
  })
  return { ...opened, crmPosts }
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' })
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Cookie Settings' })
const stored = (page: Page) =>
  page.evaluate(() => ({
    decided: localStorage.getItem('cookie-consent'),
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null') as Record<
      string,
      boolean
    > | null,
  }))

/**
 * Follows `link` to `url` and waits until that page shows (its heading changed), as a reader
 * clicks on from what they see: the address changes before the page renders, and the footer is
 * rendered anew then (a static part, ui/static-part.tsx).
 */
async function follow(page: Page, link: Locator, url: RegExp) {
  const heading = await page.locator('h1').first().textContent()
  await link.click()
  await page.waitForURL(url)
  await page.waitForFunction((before) => document.querySelector('h1')?.textContent !== before, heading)
}

/** Three client-side route changes through the main navigation and the footer. */
async function browseAround(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const footer = page.getByRole('contentinfo')
  await follow(page, nav.getByRole('link', { name: 'About Us' }), /\/about$/)
  await follow(page, footer.getByRole('link', { name: 'Sitemap' }), /\/sitemap$/)
  await follow(page, footer.getByRole('link', { name: 'Terms of Use' }), /\/terms-of-use$/)
}

const ALL_OFF = { essential: true, analytics: false, marketing: false, functional: false, crmTracking: false }
const ALL_ON = { essential: true, analytics: true, marketing: true, functional: true, crmTracking: true }

describe('cookie banner', () => {
  it('Accept All hides the banner, shows Cookie Settings and persists across a reload', async () => {
    const { page, errors } = await open('/')
    await banner(page).waitFor()
    await page.getByRole('button', { name: 'Accept All' }).click()
    await banner(page).waitFor({ state: 'detached' })
    await settingsButton(page).waitFor()
    expect(await stored(page)).toEqual({ decided: 'true', preferences: ALL_ON })
    // The choice reaches the server: the next page is served with the button, no banner to flash.
    const served = await (await page.reload())?.text()
    expect(served).toContain('Cookie Settings')
    expect(served).not.toContain('aria-label="Cookie consent"')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await settingsButton(page).waitFor()
    expect(await banner(page).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('is in the served page, and hidden without JavaScript, where its buttons could not work', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
    cleanup = () => context.close()
    const page = await context.newPage()
    const served = await (await page.goto('/sitemap'))?.text()
    expect(served).toContain('aria-label="Cookie consent"')
    await page.getByRole('heading', { level: 1, name: 'Sitemap' }).waitFor()
    // Buttons that cannot work without the app are not shown.
    expect(await banner(page).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Accept All' }).count()).toBe(0)
  })

  it('Reject All keeps only essential cookies', async () => {
    const { page } = await open('/about')
    await page.getByRole('button', { name: 'Reject All' }).click()
    await settingsButton(page).waitFor()
    expect(await stored(page)).toEqual({ decided: 'true', preferences: ALL_OFF })
  })

  it('the close X counts as Reject All', async () => {
    const { page } = await open('/about')
    await page.getByRole('button', { name: 'Close cookie banner' }).click()
    await settingsButton(page).waitFor()
    expect(await stored(page)).toEqual({ decided: 'true', preferences: ALL_OFF })
    await page.reload()
    await settingsButton(page).waitFor()
    expect(await banner(page).count()).toBe(0)
  })

  it('Customize saves the chosen categories and Cookie Settings reopens them', async () => {
    const { page } = await open('/')
    await page.getByRole('button', { name: 'Customize' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookie Settings' })
    await dialog.waitFor()
    const essential = dialog.getByRole('switch', { name: 'Essential' })
    expect(await essential.getAttribute('aria-checked')).toBe('true')
    expect(await essential.isDisabled()).toBe(true)
    await dialog.getByRole('switch', { name: 'Marketing' }).click()
    await dialog.getByRole('button', { name: 'Save Preferences' }).click()
    await dialog.waitFor({ state: 'detached' })
    await banner(page).waitFor({ state: 'detached' })
    expect(await stored(page)).toEqual({ decided: 'true', preferences: { ...ALL_OFF, marketing: true } })

    await page.reload()
    await settingsButton(page).click()
    await dialog.waitFor()
    expect(await dialog.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true')
    expect(await dialog.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe('false')
  })
})

describe('tracking gates', () => {
  it('sends nothing to /api/zoho/* before a decision', async () => {
    const { page, crmPosts } = await open('/')
    await banner(page).waitFor()
    await browseAround(page)
    expect(crmPosts).toEqual([])
  })

  it('sends nothing after Reject All', async () => {
    const { page, crmPosts } = await open('/')
    await page.getByRole('button', { name: 'Reject All' }).click()
    await browseAround(page)
    expect(crmPosts).toEqual([])
  })

  it('sends nothing with marketing but without analytics consent', async () => {
    const { page, crmPosts } = await open('/')
    await page.getByRole('button', { name: 'Customize' }).click()
    await page.getByRole('switch', { name: 'Marketing' }).click()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await browseAround(page)
    expect(crmPosts).toEqual([])
  })

  it('posts one page visit per route change once analytics is accepted, without a reload', async () => {
    const { page, crmPosts, errors } = await open('/')
    await page.getByRole('button', { name: 'Customize' }).click()
    await page.getByRole('switch', { name: 'Analytics' }).click()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    expect(crmPosts).toEqual([])
    const firstVisit = page.waitForResponse((response) => response.url().endsWith('/api/zoho/track-visitor'))
    await browseAround(page)
    await firstVisit
    await expect.poll(() => crmPosts.length).toBe(3)
    const payloads = crmPosts.map((request) => {
      expect(request.method()).toBe('POST')
      return request.postDataJSON() as Record<string, string>
    })
    // The first post waits for the CRM client chunk, so arrival order may differ.
    expect(payloads.map((payload) => payload.page).sort()).toEqual(['/about', '/sitemap', '/terms-of-use'])
    for (const payload of payloads) {
      expect(Object.keys(payload).sort()).toEqual(['page', 'referrer', 'sessionId', 'timestamp', 'userAgent'])
      expect(payload.sessionId).toMatch(/^session_\d+_[0-9a-f]+$/)
      expect(payload.sessionId).toBe(payloads[0]?.sessionId)
      expect(Number.isNaN(Date.parse(payload.timestamp ?? ''))).toBe(false)
    }
    // Whatever the endpoint answers, a failure is only logged.
    expect(errors).toEqual([])

    // Withdrawing consent applies at once too.
    await settingsButton(page).click()
    await page.getByRole('switch', { name: 'Analytics' }).click()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await page.waitForURL(/\/about$/)
    await page.waitForTimeout(300)
    expect(crmPosts).toHaveLength(3)
  })
})

const PHONE = { width: 390, height: 844 }

/**
 * The article's text lines (each line box of each text node) that the Cookie Settings button's
 * box overlaps by a pixel or more, where that box is on the screen.
 */
function linesUnderSettings(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === 'Cookie Settings',
    )
    const article = document.querySelector('article')
    if (!button || !article) throw new Error('No Cookie Settings button or no article')
    const cover = button.getBoundingClientRect()
    if (cover.top >= window.innerHeight) return []
    const covered: string[] = []
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) {
        const across = Math.min(line.right, cover.right) - Math.max(line.left, cover.left)
        const down = Math.min(line.bottom, cover.bottom) - Math.max(line.top, cover.top)
        if (across >= 1 && down >= 1) covered.push(node.textContent?.trim().slice(0, 40) ?? '')
      }
    }
    return covered
  })
}

describe('the Cookie Settings button on a 390 px phone', () => {
  it('is a small round button, still named Cookie Settings, that covers no line of a POV as it is read', async () => {
    const { page, errors } = await open('/insights')
    await page.setViewportSize(PHONE)
    await page.getByRole('button', { name: 'Reject All' }).click()
    await page
      .getByTestId('pov-card')
      .first()
      .getByRole('link', { name: /Read More/ })
      .click()
    await page.waitForURL(/\/povs\/\d+$/)
    await page.getByRole('article').waitFor()
    const settings = settingsButton(page)
    await settings.waitFor()
    const box = await settings.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(44)
    expect(box?.height).toBeLessThanOrEqual(44)

    // Reading on: the article's middle, then its last line at the bottom of the screen.
    const { top, height } = await page.getByRole('article').evaluate((article) => ({
      top: article.getBoundingClientRect().top + window.scrollY,
      height: article.getBoundingClientRect().height,
    }))
    for (const [at, y] of [
      ['middle', top + height / 2 - PHONE.height / 2],
      ['end', top + height - PHONE.height + 8],
    ] as const) {
      await page.mouse.wheel(0, y - (await page.evaluate(() => window.scrollY)))
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 50)
      expect(await linesUnderSettings(page), at).toEqual([])
    }

    // Scrolling back up, or a Tab to it, brings it back on the screen.
    const onScreen = () =>
      settings.evaluate((button) => button.getBoundingClientRect().bottom <= window.innerHeight)
    await page.mouse.wheel(0, -300)
    await expect.poll(onScreen).toBe(true)
    await page.mouse.wheel(0, 600)
    await expect.poll(onScreen).toBe(false)
    await page.getByRole('link', { name: 'Skip to content' }).focus()
    await page.keyboard.press('Tab')
    expect(await settings.evaluate((button) => button === document.activeElement)).toBe(true)
    await expect.poll(onScreen).toBe(true)

    // On a wider screen it is the labelled pill.
    await page.setViewportSize({ width: 1280, height: 800 })
    expect((await settings.boundingBox())?.width).toBeGreaterThan(100)
    expect(errors).toEqual([])
  })
})
