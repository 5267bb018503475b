import type { Page } from 'puppeteer-core'
import { afterEach, describe, expect, it } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import {
  launchFirefoxPerFile,
  openFirefoxPage,
  pageUrl,
  waitForFirefoxApp,
  waitUntil,
} from './support/firefox'
import { testServer } from './support/test-server'

// The browser suite's checks where Firefox differs from Chromium (restored form values, focus,
// navigation and the banner), in one file: the whole suite twice would not fit the test time budget.

const { browser } = launchFirefoxPerFile()

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function open(path?: string) {
  const opened = await openFirefoxPage(browser(), path)
  cleanup = () => opened.context.close()
  return opened
}

const button = (name: string) => `::-p-aria([name="${name}"][role="button"])`
const BANNER = 'section[aria-label="Cookie consent"]'

async function fillContactForm(page: Page, email: string) {
  await page.type('input[name="firstName"]', 'Ada')
  await page.type('input[name="lastName"]', 'Lovelace')
  await page.type('input[name="email"]', email)
  await page.type('textarea[name="message"]', 'We would like to modernise our reporting.')
}

const storedEnquiries = (email: string) =>
  queryLocal<{ last_name: string }>(
    `select last_name from contact_submissions where email = '${email}'`,
    testServer().stateDir,
  )

describe('in Firefox', () => {
  it('runs a public page with no errors or CSP violations, and the main menu navigates in the app to the top', async () => {
    const { page, errors } = await open('/')
    expect(errors).toEqual([])
    await page.evaluate(() => {
      Object.assign(window, { sameDocument: true })
      window.scrollTo({ top: 600, behavior: 'instant' })
    })
    await page.click('nav[aria-label="Main"] ::-p-aria([name="About Us"][role="link"])')
    await page.waitForSelector('::-p-aria([name="Consultants who build, not just advise"][role="heading"])')
    await waitUntil(page, () => location.pathname === '/about' && window.scrollY === 0)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    expect(errors).toEqual([])
  })

  // The check above sees CSP violations only if Firefox reports them as page errors.
  it('reports a CSP violation among the page errors', async () => {
    const { page, errors } = await open('/about')
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'document.title = "inline"'
      document.head.append(script)
    })
    await expect
      .poll(() => errors)
      .toEqual([
        expect.stringMatching(/^Content-Security-Policy: .*blocked an inline script \(script-src-elem\)/),
      ])
    expect(await page.title()).not.toBe('inline')
  })

  it.each(['Accept All', 'Reject All'])(
    'keeps the cookie choice %s on the next page load',
    async (choice) => {
      const { context, page, errors } = await open('/')
      await page.click(`${BANNER} ${button(choice)}`)
      await page.waitForSelector(BANNER, { hidden: true })
      // A new page of the same private context, not a reload: reloading while puppeteer's selector
      // poller runs in the old document reports an error without a stack from that dead document.
      const next = await context.newPage()
      await next.goto(pageUrl('/about'))
      await waitForFirefoxApp(next)
      expect(await next.$(BANNER)).toBeNull()
      expect(errors).toEqual([])
    },
  )

  it('sends the contact form through the app, confirms it and stores the enquiry', async () => {
    const email = `firefox-${Date.now()}@example.com`
    const { page, errors } = await open('/contact')
    await fillContactForm(page, email)
    await page.click(button('Send Message'))
    await page.waitForSelector('::-p-text(Message Sent Successfully!)')
    expect(page.url()).toBe(pageUrl('/contact'))
    expect(await storedEnquiries(email)).toEqual([{ last_name: 'Lovelace' }])
    expect(errors).toEqual([])
  })

  it('never sends the contact form as GET when it is sent after a reload, before the app starts', async () => {
    const email = `firefox-restored-${Date.now()}@example.com`
    const { page } = await open('/contact')
    await fillContactForm(page, email)
    // Hold the app's modules so that the reloaded page stays as served, with Firefox's restored values.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.setRequestInterception(true)
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return
      if (new URL(request.url()).pathname.startsWith('/assets/')) held.then(() => request.continue())
      else request.continue()
    })
    await page.reload()
    expect(await page.$eval('input[name="firstName"]', (input) => (input as HTMLInputElement).value)).toBe(
      'Ada',
    )
    await page.waitForSelector(`${button('Send Message')}:not([disabled])`)
    await Promise.all([page.waitForNavigation(), page.click(button('Send Message'))])
    release()
    expect(page.url()).toBe(pageUrl('/contact'))
    await page.waitForSelector('::-p-text(Message Sent Successfully!)')
    expect(await storedEnquiries(email)).toEqual([{ last_name: 'Lovelace' }])
  })

  it('returns focus to the opener when the case-study dialog is closed with Escape', async () => {
    const { page } = await open('/case-studies')
    const openers = await page.$$('button::-p-text(Read Full Case Study)')
    const opener = openers[1] ?? openers[0]
    if (!opener) throw new Error('No case study to open')
    await opener.focus()
    await page.keyboard.press('Enter')
    await page.waitForSelector('[role="dialog"]')
    await page.keyboard.press('Escape')
    await page.waitForSelector('[role="dialog"]', { hidden: true })
    await page.evaluate((element) => element.setAttribute('data-opener', ''), opener)
    await waitUntil(page, () => document.activeElement?.hasAttribute('data-opener') === true)
  })

  // A reviewer saw the hero requested, aborted (NS_BINDING_ABORTED) and requested again. That is
  // WebDriver BiDi's preload script (puppeteer's evaluateOnNewDocument, which the reviewer's
  // harness used): with one installed, Firefox restarts its speculative image load on every run;
  // without, as a visitor's Firefox runs, the page makes one request (decision 015).
  it.each([
    ['a POV', 'povs'],
    ['a whitepaper', 'whitepapers'],
  ])('requests the hero image of %s once', async (_, table) => {
    const [item] = await queryLocal<{ id: number; featured_image: string }>(
      `select id, featured_image from ${table} where is_published = 1 and featured_image like '/images/%' order by id limit 1`,
      testServer().stateDir,
    )
    if (!item) throw new Error(`No published item of ${table} with an uploaded image`)
    const { page } = await open()
    const requests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === item.featured_image) requests.push(request.url())
    })
    await page.goto(pageUrl(`/${table}/${item.id}`), { waitUntil: 'networkidle0' })
    expect(requests).toEqual([pageUrl(`${item.featured_image}?w=960`)])
  })
})
