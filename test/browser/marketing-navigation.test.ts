import { afterEach, describe, expect, inject, it } from 'vitest'
import { baseUrl, browserForFile, openPage } from './support/browser'

const { browser } = browserForFile()
const MOBILE = { width: 390, height: 844 }

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function open(path: string, options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(browser(), path, options)
  cleanup = () => opened.context.close()
  // Decide on cookies first so the banner does not cover what the tests click.
  await opened.page.getByRole('button', { name: 'Reject All' }).click()
  return opened
}

describe('desktop navigation', () => {
  it('goes to each primary page and marks the active link; home only on exact /', async () => {
    const { page, errors } = await open('/')
    const main = page.getByRole('navigation', { name: 'Main' })
    const logo = page.getByRole('link', { name: 'Crestline Consulting' }).first()
    expect(await logo.getAttribute('data-status')).toBe('active')

    await main.getByRole('link', { name: 'About Us' }).click()
    await page.getByRole('heading', { level: 1, name: 'Consultants who build, not just advise' }).waitFor()
    expect(page.url()).toMatch(/\/about$/)
    expect(await main.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page')
    expect(await logo.getAttribute('data-status')).toBeNull()

    await main.getByRole('link', { name: "Let's Connect" }).click()
    await page.waitForURL(/\/contact$/)
    expect(await main.getByRole('link', { name: "Let's Connect" }).getAttribute('data-status')).toBe('active')
    expect(errors).toEqual([])
  })

  it('opens the Services dropdown on hover with the six services', async () => {
    const { page } = await open('/about')
    const trigger = page.getByRole('button', { name: 'Services' })
    expect(await trigger.getAttribute('aria-expanded')).toBe('false')
    await trigger.hover()
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`)
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'AI / ML',
      'Data Analytics',
      'Digital Quality Assurance',
      'Program / Process Consulting',
      'SMB Enablement',
      'Staff Augmentation',
    ])
    await menu.getByRole('link', { name: 'Staff Augmentation' }).click()
    await page.getByRole('heading', { level: 1, name: 'Staff Augmentation' }).waitFor()
    expect(page.url()).toMatch(/\/services\/staff-augmentation$/)
    // A service page marks the Services entry active.
    expect(await trigger.getAttribute('data-status')).toBe('active')
  })

  it('works the Services dropdown with the keyboard alone', async () => {
    const { page } = await open('/about')
    const trigger = page.getByRole('button', { name: 'Services' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await trigger.getAttribute('aria-expanded')).toBe('false')
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true)

    await page.keyboard.press('ArrowDown')
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await expect.poll(focused).toBe('AI / ML')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Data Analytics')
    await page.keyboard.press('End')
    expect(await focused()).toBe('Staff Augmentation')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('AI / ML')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe('SMB Enablement')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { level: 1, name: 'SMB & Startup Enablement' }).waitFor()
    expect(await trigger.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('mobile navigation', () => {
  it('toggles the menu, expands Services and closes on link click', async () => {
    const { page } = await open('/', { viewport: MOBILE })
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.waitFor()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await menu.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Open menu' }).click()
    const services = menu.getByRole('button', { name: 'Services' })
    expect(await services.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.getByRole('link', { name: 'Data Analytics' }).isVisible()).toBe(false)
    await services.click()
    await menu.getByRole('link', { name: 'Data Analytics' }).click()
    await page.getByRole('heading', { level: 1, name: 'Data Analytics Services' }).waitFor()
    await menu.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Case Studies' }).click()
    await page.waitForURL(/\/case-studies$/)
    await menu.waitFor({ state: 'hidden' })
  })

  it('opens and closes at 390 px without JavaScript, its button naming a menu that is in the page', async () => {
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: MOBILE,
      javaScriptEnabled: false,
    })
    cleanup = () => context.close()
    const page = await context.newPage()
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    const controlled = await toggle.getAttribute('aria-controls')
    expect(controlled).toBeTruthy()
    expect(await page.locator(`[id="${controlled}"]`).count()).toBe(1)
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    expect(await menu.isVisible()).toBe(false)

    await toggle.click()
    await menu.waitFor()
    expect(await page.locator(`[id="${controlled}"]`).getAttribute('aria-label')).toBe('Mobile')
    await toggle.click()
    await menu.waitFor({ state: 'hidden' })

    await toggle.click()
    await menu.getByRole('link', { name: 'Case Studies' }).click()
    await page.waitForURL(/\/case-studies$/)
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(await menu.isVisible()).toBe(false)
  })

  it('closes on Escape, from a link in it or from its button, and gives the focus back to the button; the banner stays', async () => {
    const opened = await openPage(browser(), '/about', { viewport: MOBILE })
    cleanup = () => opened.context.close()
    const { page, errors } = opened
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    const toggle = page.getByRole('button', { name: 'Open menu' })
    // The focus is on the button that controls the menu; its name follows once the app has seen the change.
    const onButton = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-controls') ===
          document.querySelector('nav[aria-label="Mobile"]')?.id,
      )
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))

    await toggle.focus()
    await page.keyboard.press('Enter')
    await menu.waitFor()
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    expect(await onButton()).toBe(true)
    await expect.poll(focusedName).toBe('Open menu')

    await page.keyboard.press('Enter')
    await menu.waitFor()
    await expect.poll(focusedName).toBe('Close menu')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'hidden' })
    expect(await onButton()).toBe(true)
    await expect.poll(focusedName).toBe('Open menu')
    // The Escape was the menu's, not a choice in the cookie banner.
    expect(await page.getByRole('region', { name: 'Cookie consent' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
  })
})

describe('route changes', () => {
  it('announces the new page by its title in a polite live region after a client navigation', async () => {
    const { page, errors } = await open('/')
    const announced = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[aria-live="polite"]')]
          .map((region) => region.textContent)
          .filter(Boolean)
          .join('|'),
      )
    // A loaded page announces itself: nothing is said for it.
    expect(await announced()).toBe('')
    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('link', { name: 'Insights' }).click()
    await expect.poll(announced, { timeout: 10_000 }).toBe('Insights | Crestline Consulting')
    await main.getByRole('link', { name: 'Case Studies' }).click()
    await expect.poll(announced, { timeout: 10_000 }).toBe('Case Studies | Crestline Consulting')
    expect(errors).toEqual([])
  })

  it('scrolls to the top on every route change', async () => {
    const { page } = await open('/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Notice' }).click()
    await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('opens a service page from a home service card after the delay, at the top', async () => {
    const { page } = await open('/')
    const card = page.getByRole('link', { name: /Platform Engineering/ }).first()
    await card.scrollIntoViewIfNeeded()
    await card.click()
    await page.getByRole('heading', { level: 1, name: 'Platform Engineering' }).waitFor()
    expect(page.url()).toMatch(/\/services\/platform-engineering$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('follows a sitemap anchor to its /services section', async () => {
    const { page } = await open('/sitemap')
    await page.getByRole('link', { name: 'Artificial Intelligence' }).click()
    await page.waitForURL(/\/services#ai$/)
    const section = page.locator('section#ai')
    await section.getByRole('heading', { name: 'Artificial Intelligence & Automation' }).waitFor()
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(100)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })

  it('shows the 404 page with a 404 status for unknown paths and unknown services', async () => {
    const { page } = await open('/no-such-page')
    expect((await page.request.get('/no-such-page')).status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()
    await page.goto('/services/quantum-computing')
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()
    expect((await page.request.get('/services/quantum-computing')).status()).toBe(404)
  })
})

describe('legal pages', () => {
  it.each([
    ['/privacy-notice', 'Privacy Notice', 6],
    ['/cookie-policy', 'Cookie Policy', 6],
    ['/terms-of-use', 'Terms of Use', 9],
  ])(
    '%s shows the effective date, numbered sections and the configured contacts',
    async (path, title, sections) => {
      const { page } = await open(path)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      await page.getByText('Effective date: January 1, 2024').waitFor()
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
      const numbered = headings.filter((text) => /^\d+\. /.test(text))
      expect(numbered.map((text) => Number.parseInt(text, 10))).toEqual(
        Array.from({ length: sections }, (_, index) => index + 1),
      )
      const { privacyEmail, legalEmail } = inject('contacts')
      const contact = page.locator('address')
      await contact.getByRole('link', { name: privacyEmail }).waitFor()
      await contact.getByRole('link', { name: legalEmail }).waitFor()
      expect(await contact.textContent()).toContain('Deerfield, IL')
    },
  )
})

describe('footer', () => {
  it('shows the configured contact details, the location, the copyright line and no unconfigured social link', async () => {
    const { page } = await open('/')
    const footer = page.getByRole('contentinfo')
    const { companyEmail, companyPhone } = inject('contacts')
    await footer.getByRole('link', { name: companyEmail }).waitFor()
    await footer.getByRole('link', { name: companyPhone }).waitFor()
    await footer.getByText('Deerfield, IL').waitFor()
    expect(await footer.textContent()).toContain(`© ${new Date().getUTCFullYear()} Crestline Consulting`)
    for (const name of [
      'Services',
      'About Us',
      'Case Studies',
      'Insights',
      'Sitemap',
      'Privacy Notice',
      'Cookie Policy',
      'Terms of Use',
      'Careers',
    ]) {
      await footer.getByRole('link', { name, exact: true }).waitFor()
    }
    // No social profile is configured locally: none is linked, and no link leads nowhere.
    expect(await footer.getByRole('link', { name: 'LinkedIn', exact: true }).count()).toBe(0)
    expect(await footer.locator('a[href="#"]').count()).toBe(0)
  })
})
