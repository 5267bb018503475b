import AxeBuilder from '@axe-core/playwright'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { CHROMIUM_PATH } from './chromium.ts'

export const baseUrl = () => inject('baseUrl')

/** One headless Chromium per test file; flags keep it off the network this machine lacks. */
export function launchBrowserPerFile(): { browser: () => Browser } {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    })
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    browser: () => {
      if (!browser) throw new Error('The browser is not running')
      return browser
    },
  }
}

/** A fresh context (no cookies, no storage) and page at `path`. */
export async function openPage(
  browser: Browser,
  path: string,
  options: { viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(path)
  return { context, page, errors }
}

/** axe-core on the current page: no serious or critical violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}
