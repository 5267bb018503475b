import AxeBuilder from '@axe-core/playwright'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { TEST_CHROMIUM_PATH } from './chromium.ts'
import { testServer } from './test-server'

export const baseUrl = () => testServer().baseUrl

/**
 * The time a flow through several screens, an upload and the public pages may take: 40–60 s alone
 * on two cores, up to 115 s while `npm test` runs the other suites beside it, more than the 60 s
 * every test has.
 */
export const LONG_FLOW_MS = 180_000

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The vitest worker's Chromium, launched by the first file that asks (again if it has gone). */
let running: Promise<Browser> | undefined
function workerChromium(): Promise<Browser> {
  running ??= chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS }).then((browser) => {
    browser.on('disconnected', () => {
      running = undefined
    })
    return browser
  })
  return running
}

/**
 * A headless Chromium for this file's tests; flags keep it off the network this machine lacks. The
 * files a vitest worker runs one after another share one (a launch per file cost 50 launches a
 * run), and what a file opened in it (every context, so every page, cookie and storage) is closed
 * after the file: the next file starts with nothing of it. Playwright closes the browser when the
 * worker exits.
 */
export function browserForFile(): { browser: () => Browser } {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await workerChromium()
  })
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
  })
  return {
    browser: () => {
      if (!browser) throw new Error('The browser is not running')
      return browser
    },
  }
}

/**
 * Resolves once the app runs in the page. Server-rendered pages look finished before that, but
 * their handlers are not attached yet: the served cookie banner's buttons, or the Cookie Settings
 * button, stay disabled until the app has adopted the whole page, the banner last. The staff app
 * has no banner; its login form or its title shows only once the app has asked who is signed in.
 */
export async function waitForApp(page: Page) {
  await page
    .locator(
      [
        'section[aria-label="Cookie consent"] button:not([disabled])',
        'button:has-text("Cookie Settings"):not([disabled])',
        'button:has-text("Log In"):not([disabled])',
        'h1:has-text("Content Management System")',
      ].join(', '),
    )
    .first()
    .waitFor()
}

/**
 * A fresh context (no cookies, no storage) and page at `path`, once the app runs there; on the
 * test server unless `baseURL` names another (the dev server of support/dev-server.ts).
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: {
    viewport?: { width: number; height: number }
    baseURL?: string
    colorScheme?: 'light' | 'dark'
  } = {},
) {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme,
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(path)
  if (path !== 'about:blank') await waitForApp(page)
  return { context, page, errors }
}

/**
 * Reaches a page by a client navigation from the home page's main menu. Every page is served
 * rendered with its data (and that data as JSON in `#app-state`), so a first load neither fetches
 * nor shows a loading state; only a client navigation runs the route's loader in the browser,
 * which calls the API and, when that takes over a second, shows the route's pending spinner.
 */
export async function navigateFromHome(page: Page, linkName: string) {
  await page.goto('/')
  await waitForApp(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: linkName }).click()
}

/**
 * Holds the requests matching `pattern` (the real server answers them) until `release()` is
 * called: a client navigation whose loader waits for them stays pending meanwhile.
 */
export async function holdRequests(page: Page, pattern: string) {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await gate
    await route.continue()
  })
  return release
}

/**
 * axe-core on the current page: nothing above minor (heading order, for one, is moderate).
 * Only violations get their full node details, and a page without frames (all but a played video)
 * is checked by axe in the page itself, in legacy mode, instead of finishing in a new blank page
 * with axe injected a second time: 280 ms a check instead of 750–840 ms on a quiet machine, the same
 * violations found. Legacy mode leaves frames out, so a page with one is checked the default way.
 */
export async function expectAccessible(page: Page) {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  const results = await (page.frames().length > 1 ? axe : axe.setLegacyMode()).analyze()
  const severe = results.violations.filter((v) => v.impact !== 'minor')
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}
