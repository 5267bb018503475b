import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, rowAction } from './support/admin'
import { browserForFile, openPage } from './support/browser'
import { lookAt } from './support/look-at'
import { testServer } from './support/test-server'

// Every staff screen as the seeded admin sees it, at four widths, light and dark: the sign-in,
// each section the sidebar offers, the editor of an item of each content type and of a new one.
// Nothing drawn over other text, nothing wider than the screen or its box, no text cut off, no
// control under a floating element, no word split.

const { browser } = browserForFile()

let page: Page
let close: () => Promise<void>
/** The sidebar's sections, by their visible names. */
let sections: string[] = []
beforeAll(async () => {
  const opened = await openPage(browser(), '/admin')
  page = opened.page
  close = () => opened.context.close()
})
afterAll(async () => {
  await close()
})

/** Waits until the screen has its data and code: no request in flight, no spinner or placeholder. */
async function loaded(page: Page) {
  await page.waitForLoadState('networkidle')
  await page
    .locator('[aria-busy="true"], .animate-pulse, .animate-spin')
    .first()
    .waitFor({ state: 'detached' })
  await page.waitForLoadState('networkidle')
}

/**
 * Opens the sidebar's `index`th section, at the widest width, and waits for it to have loaded: the
 * screen's first heading has changed (the address changes before a section's code arrives, and
 * until then the last section stays on screen).
 */
async function openSection(page: Page, index: number) {
  await page.setViewportSize({ width: 1440, height: 900 })
  const tab = page.getByRole('navigation', { name: 'Sections' }).first().getByRole('tab').nth(index)
  const before = page.url()
  const firstHeading = () => page.getByRole('main').getByRole('heading').first().textContent()
  const headingBefore = await firstHeading()
  const selected = (await tab.getAttribute('aria-selected')) === 'true'
  await tab.click()
  if (!selected) {
    await page.waitForURL((url) => url.href !== before)
    await expect.poll(firstHeading).not.toBe(headingBefore)
  }
  await loaded(page)
}

describe('every staff screen looks right at every width', () => {
  it('the sign-in', async () => {
    expect(await lookAt(page, 'admin sign-in')).toEqual([])
    await page.setViewportSize({ width: 1440, height: 900 })
    const { email, password } = testServer().admin
    await logIn(page, email, password)
    sections = await page
      .getByRole('navigation', { name: 'Sections' })
      .first()
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs.map((tab) => tab.querySelector('[aria-hidden="true"]')?.textContent ?? tab.textContent ?? ''),
      )
    expect(sections.length).toBeGreaterThan(10)
  })

  it('each section', async () => {
    const found: string[] = []
    for (const [index, section] of sections.entries()) {
      await openSection(page, index)
      found.push(...(await lookAt(page, `admin ${section}`)))
    }
    expect(found).toEqual([])
  }, 600_000)

  it('the editor of an item of each content type, and of a new one', async () => {
    const found: string[] = []
    let editors = 0
    for (const [index, section] of sections.entries()) {
      await openSection(page, index)
      const edit = page
        .getByRole('main')
        .getByRole('button', { name: /^Edit / })
        .first()
      if ((await edit.count()) === 0) continue
      const name = (await edit.getAttribute('aria-label')) ?? ''
      await edit.click()
      await page.getByRole('dialog').first().waitFor()
      await loaded(page)
      found.push(...(await lookAt(page, `admin ${section}: ${name}`)))
      editors++
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').first().waitFor({ state: 'detached' })
      const add = page
        .getByRole('main')
        .getByRole('button', { name: /^(Add|New|Create) / })
        .first()
      if ((await add.count()) === 0) continue
      const addName = (await add.textContent()) ?? ''
      await add.click()
      await page.getByRole('dialog').first().waitFor()
      await loaded(page)
      found.push(...(await lookAt(page, `admin ${section}: ${addName}`)))
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').first().waitFor({ state: 'detached' })
    }
    expect(editors).toBeGreaterThanOrEqual(6)
    expect(found).toEqual([])
  }, 900_000)

  it('a row menu, the history and the delete confirmation it opens, and the Columns choice', async () => {
    await openSection(page, sections.indexOf('POVs'))
    const more = page.getByRole('button', { name: /^More actions for / }).first()
    const title = ((await more.getAttribute('aria-label')) ?? '').replace('More actions for ', '')
    const found: string[] = []
    await more.click()
    await page.getByRole('menu').waitFor()
    // The open menu floats over the list on purpose.
    found.push(...(await lookAt(page, 'admin POVs: row menu', ['[role="menu"]'])))
    await page.keyboard.press('Escape')
    for (const action of ['History', 'Delete']) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await rowAction(page, title, action)
      await page
        .getByRole(action === 'Delete' ? 'alertdialog' : 'dialog')
        .first()
        .waitFor()
      await loaded(page)
      found.push(...(await lookAt(page, `admin POVs: ${action}`)))
      await page.keyboard.press('Escape')
      await page
        .getByRole(action === 'Delete' ? 'alertdialog' : 'dialog')
        .first()
        .waitFor({ state: 'detached' })
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('button', { name: 'Columns' }).click()
    found.push(...(await lookAt(page, 'admin POVs: Columns', ['[role="dialog"], [popover]'])))
    await page.keyboard.press('Escape')
    expect(found).toEqual([])
  }, 300_000)
})
