import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { baseUrl, browserForFile, waitForApp } from './support/browser'

// The static parts of a served page (its text, pictures and plain links) are kept as the Worker
// served them when the app starts: React adopts their element and never renders what is inside.
// What a visitor must see is unchanged: the same content, links that navigate without a page
// load, and the content rendered by the app once they navigate away and back.

const { browser } = browserForFile()

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

// React marks every element it has rendered or adopted with properties named `__reactFiber$…`.
const REACT_MARK = '__reactFiber$'

/** Per static part on the page: its served elements now, and how many React has rendered or adopted. */
async function staticParts(page: Page) {
  return page.evaluate(
    (mark) =>
      Array.from(document.querySelectorAll('[data-static-part]')).map((part) => {
        const inside = Array.from(part.querySelectorAll('*'))
        return {
          tag: part.tagName.toLowerCase(),
          elements: inside.length,
          served: inside.filter((element) => (element as unknown as { served?: true }).served).length,
          byReact: inside.filter((element) => Object.keys(element).some((key) => key.startsWith(mark)))
            .length,
          partByReact: Object.keys(part).some((key) => key.startsWith(mark)),
        }
      }),
    REACT_MARK,
  )
}

async function openWithServedMarks(path: string) {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } })
  cleanup = () => context.close()
  // Before any script of the page runs: every element inside a static part, as served.
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of Array.from(document.querySelectorAll('[data-static-part] *'))) {
        Object.assign(element, { served: true })
      }
    })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(path)
  await waitForApp(page)
  return { page, errors }
}

describe('static parts of a served page', () => {
  it.each([
    ['/', ['div', 'div', 'footer']],
    ['/about', ['main', 'footer']],
    ['/privacy-notice', ['main', 'footer']],
    ['/services/data-analytics', ['main', 'footer']],
    // The hero, then the open positions (the filters are links outside: they keep the scroll).
    ['/careers', ['div', 'div', 'footer']],
  ])('keeps %s as served: the app neither renders nor adopts what is inside them', async (path, tags) => {
    const { page, errors } = await openWithServedMarks(path)
    const parts = await staticParts(page)
    expect(parts.map((part) => part.tag)).toEqual(tags)
    for (const part of parts) {
      expect(part.partByReact).toBe(true)
      expect(part.elements).toBeGreaterThan(5)
      expect(part.served).toBe(part.elements)
      expect(part.byReact).toBe(0)
    }
    expect(errors).toEqual([])
  })

  it('keeps the text of a POV, a case study and a job opening as served', async () => {
    for (const path of ['/povs/1', '/case-studies/1', '/careers/1']) {
      const { page, errors } = await openWithServedMarks(path)
      const parts = await staticParts(page)
      expect(parts.length).toBeGreaterThan(1)
      for (const part of parts) {
        expect(part.served).toBe(part.elements)
        expect(part.byReact).toBe(0)
      }
      expect(errors).toEqual([])
    }
  })

  it('navigates by a kept link without a page load, then renders the content when the visitor comes back', async () => {
    const { page, errors } = await openWithServedMarks('/about')
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    const aboutText = await page.locator('main').textContent()
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.mouse.wheel(0, 4000)
    await page.waitForFunction(() => window.scrollY > 500)

    // A link in the footer, a static part: the router takes it, and the route change scrolls up.
    await page.locator('footer').getByRole('link', { name: 'Sitemap' }).click()
    await page.getByRole('heading', { level: 1, name: 'Sitemap' }).waitFor()
    expect(page.url()).toMatch(/\/sitemap$/)
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await page.waitForFunction(() => window.scrollY === 0)

    await page.goBack()
    await page.getByRole('heading', { level: 1, name: heading ?? '' }).waitFor()
    expect(await page.locator('main').textContent()).toBe(aboutText)
    const parts = await staticParts(page)
    // Built by the app this time: everything inside is React's.
    for (const part of parts) expect(part.byReact).toBe(part.elements)
    expect(errors).toEqual([])
  })

  it('leaves a modified click to the browser: a new tab, the page stays', async () => {
    const { page } = await openWithServedMarks('/about')
    const footer = page.locator('footer')
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      footer.getByRole('link', { name: 'Sitemap' }).click({ modifiers: ['Control'] }),
    ])
    // The new tab opens on about:blank, then goes to the link's address.
    await popup.waitForURL(/\/sitemap$/)
    expect(page.url()).toMatch(/\/about$/)
  })
})
