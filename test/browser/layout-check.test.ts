import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { browserForFile, openPage } from './support/browser'
import { layoutProblems } from './support/layout-problems'

// The looking check (looks-public and looks-staff) must see each fault it is there for: each is
// planted in a real page, which has none before.

const { browser } = browserForFile()

let page: Page
let close: () => Promise<void>
beforeAll(async () => {
  const opened = await openPage(browser(), '/about', { viewport: { width: 1280, height: 800 } })
  page = opened.page
  close = () => opened.context.close()
  await page.getByRole('button', { name: 'Reject All' }).click()
  await page.getByRole('button', { name: 'Cookie Settings' }).waitFor()
})
afterAll(async () => {
  await close()
})

/** Puts `html` at the top of the page's main content, then takes it away again after the test. */
async function plant(html: string) {
  await page.evaluate((html) => {
    const planted = document.createElement('div')
    planted.id = 'planted'
    planted.innerHTML = html
    document.querySelector('main')?.prepend(planted)
  }, html)
}

describe('the layout check', () => {
  beforeAll(async () => {
    expect(await layoutProblems(page)).toEqual([])
  })
  afterEach(async () => {
    await page.evaluate(() => document.getElementById('planted')?.remove())
  })

  it('finds two pieces of text drawn over each other', async () => {
    await plant(
      '<div style="position: relative"><p>Planted first words</p><p style="position: absolute; top: 0; left: 1em">Planted second words</p></div>',
    )
    expect(await layoutProblems(page)).toContain(
      'text over text: p "Planted first words" and p "Planted second words"',
    )
  })

  it('finds an element wider than the viewport', async () => {
    await plant('<p style="width: 2000px">Planted wide paragraph</p>')
    expect(await layoutProblems(page)).toEqual(
      expect.arrayContaining([
        'the page scrolls sideways: 2000 px wide in 1280',
        expect.stringMatching(/^wider than the viewport: p "Planted wide paragraph"/),
      ]),
    )
  })

  it('finds an element wider than a box that scrolls only down', async () => {
    await plant(
      '<div style="height: 5em; overflow-y: auto"><p style="width: 3000px">Planted wide line</p></div>',
    )
    expect(await layoutProblems(page)).toContain(
      'wider than its scrolling box: p "Planted wide line" in div "Planted wide line"',
    )
  })

  it('finds text cut off by its box', async () => {
    await plant('<div style="height: 1.5em; overflow: hidden">Planted line one<br>Planted line two</div>')
    expect(await layoutProblems(page)).toContain(
      'text cut off by its box: div "Planted line onePlanted line two" in div "Planted line onePlanted line two"',
    )
  })

  it('finds a control under a floating element', async () => {
    await plant(
      '<a href="#planted">Planted link</a><div style="position: fixed; inset: 0 auto auto 0; width: 100vw; height: 100vh; background: white">Planted cover</div>',
    )
    expect(await layoutProblems(page)).toContain('a control under div "Planted cover": a "Planted link"')
  })

  it('finds a word split over two lines', async () => {
    await plant('<p style="width: 4em; overflow-wrap: anywhere">Supercalifragilistic</p>')
    expect(await layoutProblems(page)).toContain(
      'a word split over two lines: "Supercalifragilistic" in p "Supercalifragilistic"',
    )
  })
})
