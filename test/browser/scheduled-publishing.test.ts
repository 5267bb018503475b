import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { logIn, markdownSource, toast } from './support/admin'
import { baseUrl, browserForFile, expectAccessible, openPage, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

// Staff schedule a POV a few seconds ahead; it appears on /insights at that time with
// nobody saving anything and no job run, through the edge cache's copy of the list too.

const { browser } = browserForFile()

// A staff member half an hour off any UTC hour, so a wrong conversion shows.
const ZONE = 'Australia/Adelaide'

/** `at` as a `datetime-local` field in ZONE takes it, to the second. */
function zoneInput(at: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`
}

async function listed(page: Page, title: string): Promise<boolean> {
  return (await page.getByText(title, { exact: true }).count()) > 0
}

describe('scheduled publishing', () => {
  it('puts a POV scheduled a few seconds ahead on /insights at its time, with nobody saving anything', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), timezoneId: ZONE, locale: 'en-US' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/admin')
    await waitForApp(page)
    const admin = testServer().admin
    await logIn(page, admin.email, admin.password)

    const word = `chronoscope${Date.now()}`
    const title = `Scheduled ${word}`
    await page.getByRole('button', { name: 'Add POV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create POV' })
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Description').fill('Appears by itself')
    await (await markdownSource(dialog, 'Content')).fill('Written ahead of time.')
    await dialog.getByLabel('Excerpt').fill('Appears by itself')
    await dialog.getByLabel('Author').fill('Test Author')
    await dialog.getByText(`Times are in your time zone, ${ZONE}.`, { exact: false }).waitFor()
    await dialog.getByRole('switch', { name: 'Published' }).click()
    await dialog.getByText('On the public site once saved.').waitFor()
    await expectAccessible(page)

    const publishAt = Math.ceil((Date.now() + 10_000) / 1000) * 1000
    await dialog.getByLabel('Publish at', { exact: true }).fill(zoneInput(publishAt))
    await dialog.getByText(/^Scheduled for /).waitFor()
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV created successfully')
    await dialog.waitFor({ state: 'detached' })

    const card = page.getByTestId('admin-row').filter({ hasText: title })
    await card.getByText(/^Scheduled for /).waitFor()
    // The row's time is the staff member's wall clock, in the locale's format.
    const wallClock = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' })
      .format(publishAt)
      .replace(/\s/, '\\s')
    const note = (await card.getByText(/^Scheduled for /).textContent()) ?? ''
    expect(note).toMatch(new RegExp(`^Scheduled for \\w{3} \\d{1,2}, \\d{4}, ${wallClock}$`))
    const stored = (await (await page.request.get('/api/povs?includeUnpublished=true')).json()) as {
      title: string
      publishAt: string | null
    }[]
    expect(stored.find((pov) => pov.title === title)?.publishAt).toBe(new Date(publishAt).toISOString())

    // A visitor before the time: not listed, and the list is now in the edge cache.
    const visitor = await openPage(browser(), `/insights?q=${word}`)
    expect(Date.now()).toBeLessThan(publishAt)
    await visitor.page.getByText('No POVs found', { exact: false }).waitFor()
    expect(await listed(visitor.page, title)).toBe(false)

    // Reloads within the edge cache's 60 fresh seconds: the copy stored before the time must not
    // be served after it.
    let shown = false
    let cache: string | undefined
    for (let attempt = 0; attempt < 25 && !shown; attempt++) {
      await visitor.page.waitForTimeout(1_000)
      cache = (await visitor.page.reload())?.headers()['x-cache']
      shown = await listed(visitor.page, title)
    }
    expect([shown, cache]).toEqual([true, 'MISS'])
    expect(Date.now()).toBeGreaterThanOrEqual(publishAt)
    expect(errors).toEqual([])
    expect(visitor.errors).toEqual([])
    await visitor.context.close()
    await context.close()
  })
})
