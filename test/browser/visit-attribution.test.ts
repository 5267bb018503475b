import type { Page } from 'playwright-core'
import { describe, expect, it, onTestFinished } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import { launchBrowserPerFile, openPage, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

// Where a lead came from (issue 30), as a visitor makes it: they arrive from a campaign, choose
// their cookies, read, and send the contact form; the campaign reaches the lead in the fake Zoho
// only when they allowed analytics.

const { browser } = launchBrowserPerFile()

const CAMPAIGN_PAGE = '/insights?utm_source=linkedin&utm_campaign=q1'

/** Opens two articles from /insights, then the contact page, all inside the app. */
async function readTwoArticlesThenContact(page: Page) {
  for (const index of [0, 1]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click()
    await page.waitForURL(/\/insights$/)
    await page
      .getByTestId('pov-card')
      .nth(index)
      .getByRole('link', { name: /Read More/ })
      .click()
    await page.waitForURL(/\/povs\/\d+$/)
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: "Let's Connect" }).click()
  await page.waitForURL(/\/contact$/)
}

async function sendContactForm(page: Page, email: string) {
  await page.getByLabel('First Name *').fill('Robin')
  await page.getByLabel('Last Name *').fill('Campaign')
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
  it('carries the campaign, the landing page and nothing else to Zoho once analytics is allowed', async () => {
    const email = `robin-${Date.now()}@example.com`
    const { context, page, errors } = await openPage(browser(), CAMPAIGN_PAGE)
    onTestFinished(() => context.close())
    await waitForApp(page)
    await page.getByRole('button', { name: 'Accept All' }).click()
    await readTwoArticlesThenContact(page)
    const leadPosted = page.waitForResponse((response) => response.url().endsWith('/api/zoho/create-lead'))
    await sendContactForm(page, email)
    expect((await leadPosted).status()).toBe(202)

    const landing = {
      first: { source: 'linkedin', campaign: 'q1' },
      latest: { source: 'linkedin', campaign: 'q1' },
      landingPage: CAMPAIGN_PAGE,
    }
    expect((await storedAttribution(email)).map((text) => JSON.parse(text ?? 'null'))).toEqual([landing])
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
