import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core'
import { afterAll, beforeAll } from 'vitest'
import { baseUrl } from './browser.ts'
import { FIREFOX_PATH } from './firefox-path.ts'

/**
 * One headless Firefox per test file, over WebDriver BiDi. The window size stands in for a
 * viewport: ESR 140 cannot take puppeteer's `setViewport` (no screen-orientation override).
 */
export function launchFirefoxPerFile(): { browser: () => Browser } {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      defaultViewport: null,
      args: ['--width=1280', '--height=800'],
    })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    browser: () => {
      if (!browser) throw new Error('Firefox is not running')
      return browser
    },
  }
}

/** The address of `path` on this file's test server. */
export const pageUrl = (path: string) => new URL(path, baseUrl()).href

/** Resolves once the app runs in the page: the same signal as `waitForApp` for Chromium. */
export async function waitForFirefoxApp(page: Page) {
  await page.waitForSelector(
    '::-p-xpath(//section[@aria-label="Cookie consent"]//button[not(@disabled)] | //button[normalize-space()="Cookie Settings" and not(@disabled)])',
  )
}

/**
 * A fresh private context (no cookies, no storage) and page, with the page's errors collected from
 * its first script on. Firefox reports each CSP violation as such an error (WebDriver BiDi's log
 * carries the console's script errors), so `errors` holds them too. No preload script collects them
 * instead: with one installed, Firefox reports "Permission denied to access property" errors of its
 * own in about one load in twenty, and requests a POV's hero twice (decision 015). Goes to `path`
 * and waits for the app unless `path` is omitted (a test that must act before the app starts).
 */
export async function openFirefoxPage(browser: Browser, path?: string) {
  const context: BrowserContext = await browser.createBrowserContext()
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)))
  if (path !== undefined) {
    await page.goto(pageUrl(path))
    await waitForFirefoxApp(page)
  }
  return { context, page, errors }
}

/**
 * Polls `check` in the page until it holds. Not `page.waitForFunction`: that builds its function
 * with `Function()`, which the site's CSP blocks (and reports as a violation).
 */
export async function waitUntil(page: Page, check: () => boolean, timeout = 10_000) {
  const deadline = Date.now() + timeout
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${check}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
