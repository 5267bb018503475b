import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { logIn } from './support/admin'
import { browserForFile, openPage } from './support/browser'
import { focusedAndCoveredBy, focusedElement } from './support/focus'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

async function open(path: string, viewport?: { width: number; height: number }) {
  const opened = await openPage(browser(), path, { viewport })
  cleanup = () => opened.context.close()
  return opened
}

const BANNER = 'section[aria-label="Cookie consent"]'
const HEADER = 'header'
// The editor's save bar, sticky at the bottom of its dialog: the row that holds the submit button.
const SAVE_BAR = '[role="dialog"] form > div:has(> button[type="submit"])'
const PHONE = { width: 390, height: 844 }
const LAPTOP = { width: 1280, height: 800 }

/** The staff editor of a new POV, signed in as the seeded admin. */
async function openPovEditor(viewport: { width: number; height: number }) {
  const opened = await openPage(browser(), '/admin', { viewport })
  cleanup = () => opened.context.close()
  const { email, password } = testServer().admin
  await logIn(opened.page, email, password)
  await opened.page.goto('/admin/povs/new')
  const dialog = opened.page.getByRole('dialog', { name: 'Create POV' })
  await dialog.getByLabel('Search result headline').waitFor()
  // The visual editor replaces its stand-in when its code has come: a focused stand-in would go.
  await dialog.locator('[contenteditable="true"]').waitFor()
  // Tab from the first field, wherever the opening left the focus.
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).focus()
  return opened
}

/** Tabs from where focus is until it comes back round; says each stop and those under a bar. */
async function tabThrough(page: Page, bars: string[], pass: string) {
  // Each step's scroll ends at once: a smooth scroll, slowed on a busy machine, was measured mid-way.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const seen: string[] = []
  const hidden: string[] = []
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press('Tab')
    const focused = await focusedAndCoveredBy(page, bars, pass)
    // Round again at the first stop. Any other stop seen before is passed over: a date field takes a
    // Tab for each of its parts, and a toolbar that shows on focus can hand it back once.
    if (focused.again && focused.label === seen[0]) break
    if (focused.again) continue
    seen.push(focused.label)
    if (focused.coveredBy.length > 0) hidden.push(`${focused.label} under ${focused.coveredBy.join(', ')}`)
  }
  return { seen, hidden }
}
const banner = (page: Page) => page.locator(BANNER)
const nameOf = async (button: Locator) => `button '${(await button.textContent())?.trim()}'`

/** Opens a dialog from `opener` by keyboard, closes it by `close`, and says where focus went. */
async function focusAfterClosing(page: Page, opener: Locator, close: (dialog: Locator) => Promise<void>) {
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await close(dialog)
  await dialog.waitFor({ state: 'detached' })
  // Focus moves once the dialog's exit has run.
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'))
  await page.waitForTimeout(50)
  return focusedElement(page)
}

const byEscape = (dialog: Locator) => dialog.page().keyboard.press('Escape')
const byCloseButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Close' }).click()

describe('focus return (WCAG 2.4.3)', () => {
  it('gives focus back to Read Full Case Study after Escape and after Close; at 320×256 the dialog scrolls as one (WCAG 1.4.10)', async () => {
    const { page, errors } = await open('/case-studies')
    const opener = page.getByRole('button', { name: /Read Full Case Study/ }).nth(1)
    const opened = await nameOf(opener)
    expect(await focusAfterClosing(page, opener, byEscape)).toBe(opened)
    expect(await focusAfterClosing(page, opener, byCloseButton)).toBe(opened)
    // The Escape that closed the dialog was the dialog's, not a choice in the banner.
    expect(await banner(page).isVisible()).toBe(true)

    for (const viewport of [
      { width: 320, height: 256 },
      { width: 375, height: 667 },
    ]) {
      await page.setViewportSize(viewport)
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await dialog.waitFor()
      const last = dialog.getByRole('link', { name: 'Open this case study as a page' })
      await last.scrollIntoViewIfNeeded()
      const layout = await dialog.evaluate(
        (element, lastLink) => {
          const box = element.getBoundingClientRect()
          const link = (lastLink as Element).getBoundingClientRect()
          return {
            dialog: { top: box.top, bottom: box.bottom },
            link: { top: link.top, bottom: link.bottom },
            scrolled: element.scrollTop,
            viewport: window.innerHeight,
          }
        },
        await last.elementHandle(),
      )
      // The whole dialog is on screen, and its last content was scrolled to inside it.
      expect(layout.dialog.top).toBeGreaterThanOrEqual(0)
      expect(layout.dialog.bottom).toBeLessThanOrEqual(layout.viewport)
      expect(layout.scrolled).toBeGreaterThan(0)
      expect(layout.link.top).toBeGreaterThanOrEqual(layout.dialog.top)
      expect(layout.link.bottom).toBeLessThanOrEqual(layout.dialog.bottom)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
    expect(errors).toEqual([])
  })

  it('gives focus back to the opener of the cookie settings, and to the start of the main content after each banner choice', async () => {
    const { page, errors } = await open('/about')
    const customize = page.getByRole('button', { name: 'Customize' })
    expect(await focusAfterClosing(page, customize, byEscape)).toBe("button 'Customize'")
    expect(await focusAfterClosing(page, customize, byCloseButton)).toBe("button 'Customize'")

    for (const choice of ['Reject All', 'Accept All', 'Close cookie banner', 'Escape']) {
      if (choice === 'Escape') {
        await customize.focus()
        await page.keyboard.press('Escape')
      } else {
        await page.getByRole('button', { name: choice, exact: true }).focus()
        await page.keyboard.press('Enter')
      }
      await banner(page).waitFor({ state: 'detached' })
      expect(await focusedElement(page), choice).toBe('#main')
      if (choice === 'Escape') {
        // Escape is a choice of essential cookies only, as the × is (docs/product.md section 4).
        expect(await page.evaluate(() => localStorage.getItem('cookie-preferences'))).toContain(
          '"analytics":false',
        )
        break
      }
      await page.evaluate(() => localStorage.clear())
      await page.reload()
      await customize.and(page.locator(':not([disabled])')).waitFor()
    }

    const settings = page.getByRole('button', { name: 'Cookie Settings' })
    expect(await focusAfterClosing(page, settings, byEscape)).toBe("button 'Cookie Settings'")
    expect(errors).toEqual([])
  })
})

describe('focused controls not hidden (WCAG 2.4.11)', () => {
  it('on /contact at 1280×900 no control focused by Tab is under the banner or the header, before and after the banner closes', async () => {
    const { page, errors } = await open('/contact', { width: 1280, height: 900 })
    // Each step's scroll ends at once: a smooth scroll, slowed on a busy machine, was measured mid-way.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const hidden: string[] = []
    const seen: string[] = []
    // Forward through the page with the banner open: the banner comes first, after the skip link.
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press('Tab')
      const focused = await focusedAndCoveredBy(page, [BANNER, HEADER], 'banner open')
      if (focused.again) break
      seen.push(focused.label)
      if (focused.coveredBy.length > 0) hidden.push(`${focused.label} under ${focused.coveredBy.join(', ')}`)
    }
    expect(seen.slice(0, 3)).toEqual(["a 'Skip to content'", "a 'Cookie Policy'", "button 'Customize'"])
    expect(seen.length).toBeGreaterThan(20)
    expect(hidden).toEqual([])

    // Escape closes the banner (Reject All); then back up the page from its end.
    await page.keyboard.press('Escape')
    await banner(page).waitFor({ state: 'detached' })
    await page.getByRole('contentinfo').getByRole('link').last().focus()
    const up: string[] = []
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press('Shift+Tab')
      const focused = await focusedAndCoveredBy(page, [HEADER], 'banner closed')
      if (focused.again) break
      up.push(focused.label)
      if (focused.coveredBy.length > 0) hidden.push(`${focused.label} under ${focused.coveredBy.join(', ')}`)
    }
    expect(up.length).toBeGreaterThan(20)
    expect(hidden).toEqual([])
    expect(errors).toEqual([])
  })

  for (const viewport of [PHONE, LAPTOP]) {
    it(`on / at ${viewport.width}×${viewport.height} with the banner open, Tab reaches the footer's last link and nothing it focuses is under the banner or the header`, async () => {
      const { page, errors } = await open('/', viewport)
      const lastLink = page.getByRole('contentinfo').getByRole('link').last()
      const last = `a '${(await lastLink.getAttribute('aria-label')) ?? (await lastLink.textContent())?.trim()}'`
      const { seen, hidden } = await tabThrough(page, [BANNER, HEADER], 'banner open')
      expect(seen).toContain(last)
      expect(hidden).toEqual([])
      // At the very bottom the last link is still clear of the banner.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const bottom = await lastLink.boundingBox()
      const banner = await page.locator(BANNER).boundingBox()
      expect((bottom?.y ?? 0) + (bottom?.height ?? 0)).toBeLessThanOrEqual(banner?.y ?? 0)
      expect(errors).toEqual([])
    })

    it(`in the staff POV editor at ${viewport.width}×${viewport.height} nothing Tab focuses is under the sticky save bar`, async () => {
      const { page, errors } = await openPovEditor(viewport)
      const { seen, hidden } = await tabThrough(page, [SAVE_BAR], 'editor')
      expect(seen).toContain("input 'Published date *'")
      expect(seen).toContain("input 'Search result headline'")
      expect(hidden).toEqual([])
      expect(errors).toEqual([])
    })
  }

  // system's: only an outline shows focus, so none may be 'none' (WCAG 2.4.7).
  for (const path of ['/', '/contact']) {
    it(`shows an outline on every Tab stop of ${path} in forced colours`, async () => {
      const { page, errors } = await open(path)
      const { seen, unseen } = await outlinesInForcedColours(page)
      expect(seen).toBeGreaterThan(15)
      expect(unseen).toEqual([])
      expect(errors).toEqual([])
    })
  }

  it('shows an outline on every Tab stop of the staff POV editor in forced colours', async () => {
    const { page, errors } = await openPovEditor(LAPTOP)
    const { seen, unseen } = await outlinesInForcedColours(page)
    expect(seen).toBeGreaterThan(15)
    expect(unseen).toEqual([])
    expect(errors).toEqual([])
  })
})

/** Tabs round the page in forced colours: how many stops, and those that show no outline. */
async function outlinesInForcedColours(page: Page) {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' })
  const unseen: string[] = []
  let seen = 0
  for (let step = 0; step < 200; step++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return undefined
      // Elements, not their text or place: the page changes as focus moves (a toolbar shows).
      const store = window as { outlinePass?: { all: WeakSet<Element>; last?: Element } }
      const pass = store.outlinePass ?? { all: new WeakSet<Element>() }
      store.outlinePass = pass
      // A date field takes a Tab for each of its parts: one control.
      const same = pass.last === element
      const again = !same && pass.all.has(element)
      pass.all.add(element)
      pass.last = element
      const style = getComputedStyle(element)
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
      return {
        label: `${element.tagName.toLowerCase()} '${name}'`,
        same,
        again,
        outline: style.outlineStyle !== 'none' && style.outlineWidth !== '0px',
      }
    })
    if (focused?.same) continue
    if (!focused || focused.again) break
    seen++
    if (!focused.outline) unseen.push(focused.label)
  }
  return { seen, unseen }
}
