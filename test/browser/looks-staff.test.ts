import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn } from './support/admin'
import { launchBrowserPerFile, openPage } from './support/browser'
import { lookAt } from './support/look-at'
import { testServer } from './support/test-server'

// Every staff screen as the seeded admin sees it, at four widths, light and dark: the sign-in,
// each section the sidebar offers, the editor of an item of each content type and of a new one.
// Nothing drawn over other text, nothing wider than the screen or its box, no text cut off, no
// control under a floating element, no word split.

const { browser } = launchBrowserPerFile()

let page: Page
let close: () => Promise<void>
let sections: { name: string; path: string }[] = []
beforeAll(async () => {
  const opened = await openPage(browser(), '/admin')
  page = opened.page
  close = () => opened.context.close()
})
afterAll(async () => {
  await close()
})

/** Waits until the screen has its data: no request in flight, nothing loading. */
async function loaded(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.locator('[aria-busy="true"], .animate-pulse').first().waitFor({ state: 'detached' })
}

describe('every staff screen looks right at every width', () => {
  it('the sign-in', async () => {
    expect(await lookAt(page, 'admin sign-in')).toEqual([])
    await page.setViewportSize({ width: 1440, height: 900 })
    const { email, password } = testServer().admin
    await logIn(page, email, password)
    const nav = page.getByRole('navigation', { name: /sections/i }).first()
    sections = await nav
      .getByRole('tab')
      .evaluateAll((tabs) =>
        tabs.map((tab) => ({ name: (tab.textContent ?? '').trim(), path: tab.getAttribute('href') ?? '' })),
      )
    expect(sections.length).toBeGreaterThan(10)
  })

  it('each section', async () => {
    const found: string[] = []
    for (const section of sections) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page
        .getByRole('navigation', { name: /sections/i })
        .first()
        .getByRole('tab', { name: section.name })
        .click()
      await loaded(page)
      found.push(...(await lookAt(page, `admin ${section.name}`)))
    }
    expect(found).toEqual([])
  }, 600_000)

  it('the editor of an item of each content type, and of a new one', async () => {
    const found: string[] = []
    let editors = 0
    for (const section of sections) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page
        .getByRole('navigation', { name: /sections/i })
        .first()
        .getByRole('tab', { name: section.name })
        .click()
      await loaded(page)
      const edit = page
        .getByRole('main')
        .getByRole('button', { name: /^Edit / })
        .first()
      if ((await edit.count()) === 0) continue
      const name = (await edit.getAttribute('aria-label')) ?? ''
      await edit.click()
      await page.getByRole('dialog').first().waitFor()
      await loaded(page)
      found.push(...(await lookAt(page, `admin ${section.name}: ${name}`)))
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
      found.push(...(await lookAt(page, `admin ${section.name}: ${addName}`)))
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').first().waitFor({ state: 'detached' })
    }
    expect(editors).toBeGreaterThanOrEqual(6)
    expect(found).toEqual([])
  }, 900_000)
})
