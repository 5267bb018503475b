import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { brokenWords } from './support/layout-problems'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

const search = (page: Page) => new URL(page.url()).search
/** Where the staff app is: the address's path and query. */
const address = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

/** A POV made through the API by the admin signed in on `page`; its id. */
async function createPov(page: Page, fields: { title: string; author: string; isPublished: boolean }) {
  const created = await page.request.post('/api/povs', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      description: 'Made by the staff app test',
      content: 'Text',
      excerpt: 'Excerpt',
      publishedDate: '2025-01-01',
      hashtags: [],
      ...fields,
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: number }).id
}
const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent()

describe('the staff app', () => {
  it('has its own layout: no public header, footer, cookie banner or chat, and only essential cookies', async () => {
    const { context, page, errors } = await openAdmin(browser())
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
    expect(await page.getByRole('contentinfo').count()).toBe(0)
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Cookie Settings' }).count()).toBe(0)
    const top = page.getByRole('banner')
    expect(await top.getByRole('heading', { level: 1 }).textContent()).toBe('Content Management System')
    expect(await top.textContent()).toContain(`Signed in as ${testServer().admin.email} (admin)`)
    await top.getByRole('link', { name: 'Account' }).waitFor()
    await top.getByRole('button', { name: 'Log Out' }).waitFor()
    const sections = page.getByRole('navigation', { name: 'Sections' }).getByRole('tab')
    // Today first (with the count of what waits when something does), then the spec's tabs.
    expect((await sections.allTextContents())[0]).toMatch(/^Today/)
    expect((await sections.allTextContents()).slice(1, 5)).toEqual([
      'POVs',
      'Case Studies',
      'Hashtags',
      'CRM & Leads',
    ])
    expect(await page.getByRole('tablist', { name: 'Sections' }).getAttribute('aria-orientation')).toBe(
      'vertical',
    )
    await page.getByRole('heading', { name: /^POVs \(\d+\)$/ }).waitFor()
    // The session, and the database bookmark that lets the next read see the sign-in's writes.
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual([
      '__Host-d1-bookmark',
      '__Host-sid',
    ])
    await expectAccessible(page)
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps the section in the address: back and forward, reload, and a link opened elsewhere', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.getByRole('tab', { name: 'Hashtags' }).click()
    await page.getByRole('heading', { name: /^Hashtags \(\d+\)$/ }).waitFor()
    expect(address(page)).toBe('/admin/hashtags')
    await page.getByRole('tab', { name: 'Media' }).click()
    await page.getByRole('heading', { name: /^Media Library \(\d+\)$/ }).waitFor()
    expect(address(page)).toBe('/admin/media')

    await page.goBack()
    await page.getByRole('heading', { name: /^Hashtags \(\d+\)$/ }).waitFor()
    expect(await selectedTab(page)).toBe('Hashtags')
    await page.goForward()
    await page.getByRole('heading', { name: /^Media Library \(\d+\)$/ }).waitFor()
    expect(await selectedTab(page)).toBe('Media')

    await page.reload()
    await page.getByRole('heading', { name: /^Media Library \(\d+\)$/ }).waitFor()
    expect(await selectedTab(page)).toBe('Media')

    // A colleague's link, in a browser that signs in first.
    const colleague = await openPage(browser(), '/admin/whitepapers')
    await logIn(colleague.page, testServer().admin.email, testServer().admin.password)
    await colleague.page.getByRole('heading', { name: /^Whitepapers \(\d+\)$/ }).waitFor()
    expect(await selectedTab(colleague.page)).toBe('Whitepapers')
    expect(colleague.errors).toEqual([])
    await colleague.context.close()
    expect(errors).toEqual([])
    await context.close()
  })

  it('moves between sections with the arrow keys, opening one with Enter', async () => {
    const { context, page } = await openAdmin(browser())
    await page.getByRole('heading', { name: /^POVs \(\d+\)$/ }).waitFor()
    await page.getByRole('tab', { name: 'POVs' }).focus()
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe('Case Studies')
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe('Hashtags')
    // Passing over a section does not open it.
    expect(await selectedTab(page)).toBe('POVs')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: /^Hashtags \(\d+\)$/ }).waitFor()
    expect(address(page)).toBe('/admin/hashtags')
    await context.close()
  })

  it('keeps the open editor in the address: a reload reopens it, Back closes it', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const card = page.getByTestId('admin-row').first()
    const title = (await card.locator('td p').first().textContent()) ?? ''
    await card.getByRole('button', { name: `Edit ${title}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit POV' })
    await expect.poll(() => dialog.getByLabel(/^Title/).inputValue()).toBe(title)
    expect(address(page)).toMatch(/^\/admin\/povs\/\d+$/)

    await page.reload()
    await expect.poll(() => dialog.getByLabel(/^Title/).inputValue()).toBe(title)

    await page.goBack()
    await dialog.waitFor({ state: 'detached' })
    expect(address(page)).toBe('/admin/povs')
    await page.getByRole('heading', { name: /^POVs \(\d+\)$/ }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens the editor on the saved version, even when reopened before the list has caught up', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const title = `Reopened POV ${Date.now()}`
    const id = await createPov(page, { title, author: 'Reopen Author', isPublished: false })
    await page.reload()
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit POV' })
    await expect.poll(() => dialog.getByLabel(/^Title/).inputValue()).toBe(title)
    // From here on the server answers for this POV slowly, as on a poor connection.
    await page.route(`**/api/povs/${id}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await dialog.getByLabel(/^Title/).fill(`${title} (saved)`)
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV updated successfully')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: `Edit ${title} (saved)`, exact: true }).click()
    await expect.poll(() => dialog.getByLabel(/^Title/).inputValue()).toBe(`${title} (saved)`)
    await dialog.getByLabel('Description').fill('Saved a second time')
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await dialog.waitFor({ state: 'detached' })
    const saved = (await (await page.request.get(`/api/povs/${id}`)).json()) as { description: string }
    expect(saved.description).toBe('Saved a second time')
    expect(errors).toEqual([])
    await context.close()
  })

  it('searches, filters, sorts and pages a list, all in the address', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const author = `Pager ${Date.now()}`
    for (let n = 1; n <= 30; n++) {
      const title = `Paged ${String(n).padStart(2, '0')} ${n % 3 === 0 ? 'quantum' : 'plain'}`
      await createPov(page, { title, author, isPublished: n % 2 === 0 })
    }
    await page.reload()
    const rows = page.getByTestId('admin-row')
    const titles = () => rows.locator('td p').allTextContents()
    await page.getByRole('combobox', { name: 'Author', exact: true }).selectOption(author)
    await page.getByRole('heading', { name: 'POVs (30)' }).waitFor()
    expect(new URLSearchParams(search(page)).get('author')).toBe(author)
    await page.getByLabel('Sort by').selectOption('Title')
    await expect
      .poll(titles)
      .toEqual(
        Array.from({ length: 25 }, (_, i) =>
          expect.stringMatching(new RegExp(`^Paged ${String(i + 1).padStart(2, '0')} `)),
        ),
      )
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect.poll(async () => (await titles()).length).toBe(5)
    expect(search(page)).toContain('after=')
    expect((await titles())[0]).toMatch(/^Paged 26 /)
    await page.getByRole('button', { name: 'Previous page' }).click()
    await expect.poll(async () => (await titles())[0]).toMatch(/^Paged 01 /)
    // Each page is a step in the history.
    await page.goBack()
    await expect.poll(async () => (await titles())[0]).toMatch(/^Paged 26 /)

    await page.getByRole('searchbox', { name: 'Search' }).fill('quantum')
    await page.getByRole('heading', { name: 'POVs (10)' }).waitFor()
    expect(new URLSearchParams(search(page)).get('q')).toBe('quantum')
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Draft')
    await page.getByRole('heading', { name: 'POVs (5)' }).waitFor()
    expect(await rows.getByText('Draft', { exact: true }).count()).toBe(5)
    await expectAccessible(page)

    // The whole place survives a reload, and a link to it.
    await page.reload()
    await page.getByRole('heading', { name: 'POVs (5)' }).waitFor()
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('quantum')
    await page.getByRole('button', { name: 'Clear filters' }).first().click()
    await expect.poll(() => address(page)).toBe('/admin/povs?sort=title')
    expect(errors).toEqual([])
    await context.close()
  })

  it('publishes the ticked drafts in one action after a confirmation naming the count, each in the audit log', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const author = `Bulk ${Date.now()}`
    const ids: number[] = []
    for (const name of ['One', 'Two', 'Three'])
      ids.push(await createPov(page, { title: `Bulk draft ${name} ${author}`, author, isPublished: false }))
    await page.goto(`/admin/povs?author=${encodeURIComponent(author)}`)
    await page.getByRole('heading', { name: 'POVs (3)' }).waitFor()
    await page.getByRole('checkbox', { name: 'Select every item on this page' }).check()
    await page.getByRole('status').filter({ hasText: '3 selected' }).waitFor()
    await page.getByRole('button', { name: 'Publish 3 POVs', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Publish 3 POVs?' })
    await confirm.getByText('They will be on the public site at once, or at their scheduled time.').waitFor()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click()
    await toast(page, '3 POVs published')
    await expect
      .poll(() => page.getByTestId('admin-row').getByText('Published', { exact: true }).count())
      .toBe(3)
    const events = (await (
      await page.request.get('/api/admin/audit?action=content_published')
    ).json()) as Array<{
      target: { id: string } | null
    }>
    for (const id of ids) expect(events.some((event) => event.target?.id === String(id))).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('edits in a full-screen dialog with the settings beside the text, adds a hashtag in place, marks unsaved changes and saves with Ctrl+S', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const title = `Shortcut POV ${Date.now()}`
    await createPov(page, { title, author: 'Shortcut Author', isPublished: false })
    await page.reload()
    await page
      .getByTestId('admin-row')
      .filter({ hasText: title })
      .getByRole('button', { name: `Edit ${title}` })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit POV' })
    await expect.poll(() => dialog.getByLabel(/^Title/).inputValue()).toBe(title)
    // The whole screen, the settings panel to the right of the writing area.
    const box = await dialog.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 })
    const settings = dialog.getByRole('region', { name: 'Settings' })
    await settings.getByRole('switch', { name: 'Published' }).waitFor()
    const text = await dialog.getByRole('textbox', { name: 'Content' }).boundingBox()
    expect((await settings.boundingBox())?.x).toBeGreaterThan((text?.x ?? 0) + (text?.width ?? 0))
    await dialog.getByText('No unsaved changes').waitFor()
    // The hashtags fit the panel: no name split inside a word, none running past the panel's edge.
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const labels = '[data-testid="hashtag-picker"] label'
      expect(await brokenWords(page, labels), `${width} px`).toEqual([])
      const outside = await page.evaluate((labels) => {
        const panel = document.querySelector('[data-testid="hashtag-picker"]')?.getBoundingClientRect()
        return [...document.querySelectorAll(labels)]
          .filter((label) => {
            const box = label.getBoundingClientRect()
            return !panel || box.right > panel.right + 0.5 || box.left < panel.left - 0.5
          })
          .map((label) => label.textContent)
      }, labels)
      expect(outside, `${width} px`).toEqual([])
    }
    await expectAccessible(page)

    await dialog.getByLabel(/^Title/).fill(`${title}, saved by shortcut`)
    await dialog.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor()

    // The hashtag picker finds by name, and adds a hashtag that does not exist yet, ticked.
    const tag = `Shortcut${Date.now()}`
    const find = settings.getByRole('searchbox', { name: 'Find or add a hashtag' })
    await find.fill(`#${tag}`)
    const picker = settings.getByTestId('hashtag-picker')
    await expect.poll(() => picker.getByRole('checkbox').count()).toBe(0)
    await find.press('Enter')
    await toast(page, 'Hashtag created successfully')
    await expect.poll(() => find.inputValue()).toBe('')
    expect(await settings.getByRole('checkbox', { name: `#${tag}` }).getAttribute('aria-checked')).toBe(
      'true',
    )
    // A name that exists is offered as itself, not added again.
    await find.fill(tag.toLowerCase())
    expect(await picker.getByRole('checkbox').count()).toBe(1)
    expect(await settings.getByRole('button', { name: /^Add #/ }).count()).toBe(0)

    await page.keyboard.press('Control+s')
    await toast(page, 'POV updated successfully')
    // Saved, and still writing: the editor stays open until it is closed.
    await dialog.getByRole('status').filter({ hasText: 'No unsaved changes' }).waitFor()
    // The dialog's own Close is its last button (a toast may hold another).
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
    await dialog.waitFor({ state: 'detached' })
    const saved = page.getByTestId('admin-row').filter({ hasText: `${title}, saved by shortcut` })
    await saved.getByText(`#${tag}`, { exact: true }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('follows a dark system setting, passes axe in dark mode, and keeps the switch across a reload', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.emulateMedia({ colorScheme: 'dark' })
    const dark = page.getByRole('switch', { name: 'Dark mode' })
    await expect.poll(() => dark.getAttribute('aria-checked')).toBe('true')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(await background()).toBe('rgb(11, 18, 32)')
    await page.getByRole('heading', { name: /^POVs \(\d+\)$/ }).waitFor()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Add POV' }).click()
    await page
      .getByRole('dialog', { name: 'Create POV' })
      .getByLabel(/^Title/)
      .waitFor()
    await expectAccessible(page)
    await page.keyboard.press('Escape')

    await dark.click()
    await expect.poll(() => background()).toBe('rgb(255, 255, 255)')
    await page.reload()
    await page.getByRole('heading', { name: /^POVs \(\d+\)$/ }).waitFor()
    expect(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('false')
    expect(await background()).toBe('rgb(255, 255, 255)')
    expect(errors).toEqual([])
    await context.close()
  })

  it('lists ten pages a screen at 1440 × 900, one line a row with its actions in view, and a click on a row opens it', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin/pages')
    const rows = page.getByTestId('admin-row')
    await rows.nth(10).waitFor()
    const inView = await rows.evaluateAll(
      (all) => all.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length,
    )
    expect(inView).toBeGreaterThanOrEqual(10)
    // Every row's Edit is in view without scrolling the table sideways.
    const edits = await page
      .getByRole('button', { name: /^Edit / })
      .evaluateAll((all) => all.map((button) => button.getBoundingClientRect().right))
    expect(Math.max(...edits)).toBeLessThanOrEqual(1440)
    // Icons only, each with its name on hover; the rest of a row's actions in its menu.
    const about = rows.filter({ hasText: 'About Us' })
    expect(await about.getByRole('button', { name: 'More actions for About Us' }).getAttribute('title')).toBe(
      'More actions',
    )
    await expectAccessible(page)

    await about.getByRole('cell', { name: '/about', exact: true }).click()
    await page.getByRole('dialog', { name: 'Edit Page' }).waitFor()
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/pages\/\d+$/)

    // On a tablet the sections run above the list, which leaves the width to the rows.
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 768, height: 1024 })
    await expect
      .poll(() => page.getByRole('tablist', { name: 'Sections' }).getAttribute('aria-orientation'))
      .toBe('horizontal')
    // Every row's actions in view; the columns after them may scroll sideways in their box.
    const tabletActions = await page
      .getByRole('button', { name: /^More actions for / })
      .evaluateAll((all) => all.map((button) => button.getBoundingClientRect().right))
    expect(tabletActions.length).toBeGreaterThanOrEqual(11)
    expect(Math.max(...tabletActions)).toBeLessThanOrEqual(768 - 24)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens a row’s menu from the keyboard, axe clean while open, its History opens the history, and the density stays after a reload', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/admin/pages')
    const about = page.getByTestId('admin-row').filter({ hasText: 'About Us' })
    const more = about.getByRole('button', { name: 'More actions for About Us' })
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim())
    await more.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'More actions for About Us' })
    await menu.waitFor()
    // A site page is never deleted: its menu holds the rest.
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Share preview', 'History'])
    await expect.poll(focused).toBe('Share preview')
    expect(await more.getAttribute('aria-expanded')).toBe('true')
    await expectAccessible(page)
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('History')
    await page.keyboard.press('Enter')
    const history = page.getByRole('dialog', { name: 'History: About Us' })
    await history.waitFor()
    expect(await menu.count()).toBe(0)
    await page.keyboard.press('Escape')
    await history.waitFor({ state: 'detached' })
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true)
    // Escape closes the menu alone, and gives the focus back to its button.
    await page.keyboard.press('ArrowDown')
    await menu.waitFor()
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await more.evaluate((button) => button === document.activeElement)).toBe(true)

    const height = () => about.evaluate((row) => row.getBoundingClientRect().height)
    const compact = await height()
    await page.getByLabel('Density').selectOption('Comfortable')
    await expect.poll(height).toBeGreaterThan(compact)
    const comfortable = await height()
    await page.reload()
    await about.waitFor()
    expect(await page.getByLabel('Density').inputValue()).toBe('comfortable')
    expect(await height()).toBe(comfortable)
    await page.getByLabel('Density').selectOption('Compact')
    await expect.poll(height).toBe(compact)
    expect(errors).toEqual([])
    await context.close()
  })

  it('is usable 390 px wide: nothing wider than the screen, every section reachable, axe clean', async () => {
    const { context, page, errors } = await openPage(browser(), '/admin', {
      viewport: { width: 390, height: 844 },
    })
    await logIn(page, testServer().admin.email, testServer().admin.password)
    await page.getByRole('heading', { name: /^POVs \(\d+\)$/ }).waitFor()
    expect(await page.getByRole('tablist', { name: 'Sections' }).getAttribute('aria-orientation')).toBe(
      'horizontal',
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // The list starts on the first screen: its filters wait behind a button.
    const status = page.getByRole('combobox', { name: 'Status' })
    expect(await status.isVisible()).toBe(false)
    await page.getByTestId('admin-row').first().waitFor()
    expect(
      await page
        .getByTestId('admin-row')
        .first()
        .evaluate((row) => row.getBoundingClientRect().top),
    ).toBeLessThan(844)
    const filters = page.getByRole('button', { name: 'Filters', exact: true })
    expect(await filters.getAttribute('aria-expanded')).toBe('false')
    await filters.click()
    await status.waitFor()
    expect(await filters.getAttribute('aria-expanded')).toBe('true')
    await expectAccessible(page)
    await status.selectOption({ label: 'Draft' })
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).waitFor()
    const staff = page.getByRole('tab', { name: 'Staff' })
    await staff.scrollIntoViewIfNeeded()
    await staff.click()
    await page.getByRole('heading', { name: 'Staff', exact: true }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    expect(errors).toEqual([])
    await context.close()
  })

  // Every section by its link, with axe: in light mode on a wide screen, and in dark mode 390 px wide.
  // The tab each address opens, and a heading only that section's content has.
  const sections: Array<[string, string, RegExp]> = [
    ['today', 'Today', /^Today$/],
    ['povs', 'POVs', /^POVs \(\d+\)$/],
    ['case-studies', 'Case Studies', /^Case Studies \(\d+\)$/],
    ['hashtags', 'Hashtags', /^Hashtags \(\d+\)$/],
    ['crm', 'CRM & Leads', /^CRM Leads/],
    ['whitepapers', 'Whitepapers', /^Whitepapers \(\d+\)$/],
    ['careers', 'Job Openings', /^Job Openings \(\d+\)$/],
    ['pages', 'Pages', /^Pages \(\d+\)$/],
    ['media', 'Media', /^Media Library \(\d+\)$/],
    ['enquiries', 'Enquiries', /^Enquiries \(\d+\)$/],
    ['performance', 'Performance', /^Content Performance/],
    ['applications', 'Applications', /^Applications/],
    ['audit', 'Audit log', /^Audit log/],
    ['staff', 'Staff', /^Staff$/],
    ['trash', 'Trash', /^Trash \(\d+\)$/],
  ]
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as const) {
    // One signed-in page per scheme; each section is a test of its own, so a slow machine times one
    // visit, not fourteen.
    describe(`every section from its link in ${scheme} mode ${width} px wide`, () => {
      let opened: Awaited<ReturnType<typeof openPage>>
      beforeAll(async () => {
        opened = await openPage(browser(), '/admin', {
          viewport: { width, height: 844 },
          colorScheme: scheme,
        })
        await logIn(opened.page, testServer().admin.email, testServer().admin.password)
      })
      afterAll(() => opened.context.close())

      it.each(sections)('%s: its tab and heading, nothing wider, axe clean', async (id, tab, heading) => {
        const { page, errors } = opened
        await page.goto(`/admin/${id}`)
        await page.getByRole('heading', { name: heading }).first().waitFor()
        // Today's tab carries its count when something waits.
        expect(await selectedTab(page), `${id} (${scheme})`).toMatch(new RegExp(`^${tab}`))
        // Loaded: no spinner left in the section.
        await expect
          .poll(() =>
            page
              .getByRole('main')
              .getByText(/^Loading/)
              .count(),
          )
          .toBe(0)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          scheme === 'dark',
        )
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${id} (${scheme})`,
        ).toBeLessThanOrEqual(width)
        await expectAccessible(page)
        expect(errors).toEqual([])
      })

      it('account: its form, axe clean', async () => {
        const { page, errors } = opened
        await page.goto('/admin/account')
        await page.getByRole('heading', { name: 'Change password' }).waitFor()
        await expectAccessible(page)
        expect(errors).toEqual([])
      })
    })
  }

  it("reloads into a section whose code could not be fetched, then shows its own error, and 'Try Again' reloads into it", async () => {
    const { context, page } = await openAdmin(browser())
    let refused = 0
    await page.route(/\/assets\/audit-[\w-]{7}\.js$/, (route) => {
      refused += 1
      return refused <= 2 ? route.abort('internetdisconnected') : route.continue()
    })
    await page.getByRole('tab', { name: 'Audit log' }).click()
    // The first failure reloads the page once (a deploy may have replaced the file); the second
    // shows the section's own error in the app.
    const failed = page.getByRole('alert').filter({ hasText: 'This section could not be loaded.' })
    await failed.waitFor()
    expect(refused).toBe(2)
    expect(address(page)).toBe('/admin/audit')
    // The rest of the app goes on.
    expect(await page.getByRole('tab', { name: 'POVs' }).isEnabled()).toBe(true)
    // The browser keeps a module that failed to load as failed: only a reload fetches it again.
    await failed.getByRole('button', { name: 'Try Again' }).click()
    await page.getByRole('table', { name: 'Audit events, newest first' }).waitFor()
    expect(address(page)).toBe('/admin/audit')
    expect(refused).toBe(3)
    await context.close()
  })
})
