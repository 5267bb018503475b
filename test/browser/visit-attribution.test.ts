import type { Page } from 'playwright-core'
import { describe, expect, it, onTestFinished } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import { openAdmin } from './support/admin'
import { browserForFile, expectAccessible, holdRequests, openPage, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

// Where a lead came from, as a visitor makes it: they arrive from a campaign, choose
// their cookies, read, and send the contact form; the campaign reaches the lead in the fake Zoho
// only when they allowed analytics.

const { browser } = browserForFile()

const CAMPAIGN_PAGE = '/insights?utm_source=linkedin&utm_campaign=q1'

/** Opens two articles from /insights, then the contact page, all inside the app; answers the articles' paths. */
async function readTwoArticlesThenContact(page: Page): Promise<string[]> {
  const read: string[] = []
  for (const index of [0, 1]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click()
    await page.waitForURL(/\/insights$/)
    await page
      .getByTestId('pov-card')
      .nth(index)
      .getByRole('link', { name: /Read More/ })
      .click()
    await page.waitForURL(/\/povs\/\d+$/)
    read.push(new URL(page.url()).pathname)
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Let's Connect" }).click()
  await page.waitForURL(/\/contact$/)
  return read
}

async function sendContactForm(page: Page, email: string, lastName = 'Campaign') {
  await page.getByLabel('First Name *').fill('Robin')
  await page.getByLabel('Last Name *').fill(lastName)
  await page.getByLabel('Email Address *').fill(email)
  await page.getByLabel('Message *').fill('We read your insights and want to talk.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await page.getByText('Message Sent Successfully!').first().waitFor()
}

const storedAttribution = async (email: string) =>
  (
    await queryLocal<{ attribution: string | null }>(
      `select attribution from contact_submissions where email = '${email}'`,
      testServer().stateDir,
    )
  ).map((row) => row.attribution)

describe('a lead from a campaign', () => {
  it('carries the campaign to Zoho once analytics is allowed, and staff see what the lead read', async () => {
    const email = `robin-${Date.now()}@example.com`
    const lastName = `Campaign ${Date.now()}`
    const { context, page, errors } = await openPage(browser(), CAMPAIGN_PAGE)
    onTestFinished(() => context.close())
    await waitForApp(page)
    await page.getByRole('button', { name: 'Accept All' }).click()
    const articles = await readTwoArticlesThenContact(page)
    const leadPosted = page.waitForResponse((response) => response.url().endsWith('/api/zoho/create-lead'))
    await sendContactForm(page, email, lastName)
    expect((await leadPosted).status()).toBe(202)

    const landing = {
      first: { source: 'linkedin', campaign: 'q1' },
      latest: { source: 'linkedin', campaign: 'q1' },
      landingPage: CAMPAIGN_PAGE,
    }
    const [stored] = (await storedAttribution(email)).map((text) => JSON.parse(text ?? 'null'))
    expect(stored).toEqual({ ...landing, sessionId: expect.stringMatching(/^session_\d+_[0-9a-f]{16}$/) })
    await expect
      .poll(async () => {
        const leads = (await (await fetch(`${testServer().zohoControl}/leads`)).json()) as {
          Email: string
          Description: string
        }[]
        return leads.find((lead) => lead.Email === email)?.Description ?? ''
      })
      .toContain(`First campaign: utm_source=linkedin, utm_campaign=q1\nLanding page: ${CAMPAIGN_PAGE}`)
    expect(errors).toEqual([])

    const staff = await openAdmin(browser())
    onTestFinished(() => staff.context.close())
    await staff.page.getByRole('tab', { name: 'Performance' }).click()
    const journey = staff.page.getByTestId('lead-journey').filter({ hasText: `Robin ${lastName}` })
    await journey.waitFor()
    // The pages of the visit once analytics was allowed (visits post on route changes): both articles.
    expect(await journey.getByRole('listitem').allTextContents()).toEqual(expect.arrayContaining(articles))
    const byLeads = staff.page.getByRole('table', { name: 'Articles by the leads that read them' })
    expect(await byLeads.getByRole('row').count()).toBeGreaterThan(2)
    await expectAccessible(staff.page)
  })

  it('keeps the landing campaign when the visitor moves on before the tracking code has arrived', async () => {
    const email = `robin-quick-${Date.now()}@example.com`
    const { context, page } = await openPage(browser(), CAMPAIGN_PAGE)
    onTestFinished(() => context.close())
    await waitForApp(page)
    // The tracking code is held back until the visitor has left the campaign's address.
    const release = await holdRequests(page, '**/assets/visit-tracking-*.js')
    await page.getByRole('button', { name: 'Accept All' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Let's Connect" }).click()
    await page.waitForURL(/\/contact$/)
    release()
    await sendContactForm(page, email)
    const [stored] = (await storedAttribution(email)).map((text) => JSON.parse(text ?? 'null'))
    expect(stored).toMatchObject({
      first: { source: 'linkedin', campaign: 'q1' },
      landingPage: CAMPAIGN_PAGE,
    })
  })

  it('keeps nothing when the visitor rejects analytics', async () => {
    const email = `robin-rejects-${Date.now()}@example.com`
    const { context, page } = await openPage(browser(), CAMPAIGN_PAGE)
    onTestFinished(() => context.close())
    await waitForApp(page)
    await page.getByRole('button', { name: 'Reject All' }).click()
    await readTwoArticlesThenContact(page)
    await sendContactForm(page, email)
    expect(await page.evaluate(() => sessionStorage.getItem('visit-attribution'))).toBeNull()
    expect(await storedAttribution(email)).toEqual([null])
  })
})
