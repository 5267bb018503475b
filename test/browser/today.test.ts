import { describe, expect, it, onTestFinished } from 'vitest'
import { createPov, openAdmin } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS } from './support/browser'
import { testServer } from './support/test-server'

// Today, the staff app's first section, as an admin uses it: its count in the sidebar, what waits
// for review and what came in since the last visit, each leading where it is dealt with.

const { browser } = browserForFile()

describe('Today', () => {
  it(
    'is the first section with its count, lists a submitted item and a new enquiry, and takes Waiting for you’s address',
    async () => {
      const { context, page, errors } = await openAdmin(browser())
      onTestFinished(() => context.close())
      // /admin still opens the POVs, the spec's default tab.
      await page.getByRole('heading', { name: /^POVs \(\d+\)$/ }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/admin/povs')

      const title = `Submitted for Today ${Date.now()}`
      const id = await createPov(page, { title, isPublished: false })
      const submitted = await page.request.post(`/api/povs/${id}/review`, {
        headers: { origin: new URL(page.url()).origin },
        data: { action: 'submit' },
      })
      expect(submitted.status()).toBe(200)
      const email = `today.${Date.now()}@example.com`
      const sent = await fetch(`${testServer().baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: testServer().baseUrl },
        body: JSON.stringify({
          firstName: 'Tove',
          lastName: 'Dahl',
          email,
          message: 'We would like to talk about our reporting.',
        }),
      })
      expect(sent.status).toBe(200)

      // The sidebar's first entry names Today with what waits, read as one name, its count shown beside it.
      await page.reload()
      const first = page.getByRole('navigation', { name: 'Sections' }).getByRole('tab').first()
      await page.getByRole('tab', { name: /^Today, \d+ items?$/ }).waitFor()
      expect(await first.textContent()).toMatch(/^Today, (\d+) items?Today\1$/)
      await first.click()
      await page.waitForURL((url) => url.pathname === '/admin/today')
      await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor()

      const waiting = page.getByRole('region', { name: /^Waiting for you \(\d+\)$/ })
      const fresh = page.getByRole('region', { name: /^New since your last visit \(\d+\)$/ })
      await waiting.getByRole('link', { name: title }).waitFor()
      expect(await fresh.textContent()).toMatch(
        /Since your last visit, |Since .*: the last week, as this is your first visit\./,
      )
      await fresh.getByRole('link', { name: `Tove Dahl (${email})` }).waitFor()
      await page.getByRole('region', { name: /^Scheduled this week \(\d+\)$/ }).waitFor()
      await page.getByRole('region', { name: /^Content with problems \(\d+\)$/ }).waitFor()
      await expectAccessible(page)

      await waiting.getByRole('link', { name: title }).click()
      await page.waitForURL((url) => url.pathname === `/admin/povs/${id}`)
      await page
        .getByRole('dialog', { name: 'Edit POV' })
        .getByRole('region', { name: 'Review', exact: true })
        .waitFor()

      await page.goto('/admin/review')
      await page.waitForURL((url) => url.pathname === '/admin/today')
      await page.getByRole('heading', { level: 2, name: 'Today' }).waitFor()
      expect(await page.getByRole('tab', { selected: true }).textContent()).toMatch(/^Today/)
      expect(errors).toEqual([])
    },
    LONG_FLOW_MS,
  )

  it('opens the Enquiries section searched for a new enquiry', async () => {
    const email = `today.search.${Date.now()}@example.com`
    const sent = await fetch(`${testServer().baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: testServer().baseUrl },
      body: JSON.stringify({ firstName: 'Rui', lastName: 'Sato', email, message: 'Could we talk about QA?' }),
    })
    expect(sent.status).toBe(200)
    const { context, page, errors } = await openAdmin(browser())
    onTestFinished(() => context.close())
    await page.goto('/admin/today')
    await page.getByRole('link', { name: `Rui Sato (${email})` }).click()
    await page.waitForURL((url) => url.pathname === '/admin/enquiries' && url.searchParams.get('q') === email)
    await page
      .getByRole('region', { name: /^Enquiries/ })
      .getByRole('heading', { name: 'Enquiries (1)' })
      .waitFor()
    expect(errors).toEqual([])
  })
})
