import { beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import { createPov, openAdmin } from './support/admin'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { testServer } from './support/test-server'

// The calls to action an article's text holds. 'Talk to us' takes the visitor to
// /contact naming the article, and the enquiry says so to staff; 'Download the whitepaper' is the
// whitepaper's card with its own form, which works on the article's page.

const { browser } = browserForFile()

const TITLE = `Planning a data platform ${Date.now()}`
let path = ''
let whitepaper = { id: 0, title: '' }

beforeAll(async () => {
  const { context, page } = await openAdmin(browser())
  const papers = (await (await page.request.get('/api/whitepapers')).json()) as {
    id: number
    title: string
    hasDocument: boolean
  }[]
  const paper = papers.find((each) => each.hasDocument)
  if (!paper) throw new Error('no seeded whitepaper with a document')
  whitepaper = paper
  const id = await createPov(page, {
    title: TITLE,
    content: `Start small.\n\n[Planning a platform like this?](/contact)\n\n[Get the playbook](/whitepapers/${paper.id})`,
  })
  path = `/povs/${id}`
  await context.close()
})

describe('calls to action in an article', () => {
  it("'Talk to us' opens the contact form about the article, and staff see which article it was", async () => {
    const { context, page, errors } = await openPage(browser(), path)
    onTestFinished(() => context.close())
    const card = page.getByRole('complementary').filter({ hasText: 'Planning a platform like this?' })
    await card
      .getByText('Tell us where you are, and a consultant will reply within one business day.')
      .waitFor()
    await expectAccessible(page)
    await card.getByRole('link', { name: 'Talk to us' }).click()
    await page.waitForURL((url) => url.pathname === '/contact' && url.searchParams.get('about') === path)
    await page.getByText(`About: ${TITLE}`).waitFor()
    const email = `cta-${Date.now()}@example.com`
    await page.getByLabel('First Name *').fill('Grace')
    await page.getByLabel('Last Name *').fill('Hopper')
    await page.getByLabel('Email Address *').fill(email)
    await page.getByLabel('Message *').fill('We would like to plan a platform like this.')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Message Sent Successfully!').first().waitFor()
    expect(
      await queryLocal<{ from_page: string }>(
        `select from_page from contact_submissions where email = '${email}'`,
        testServer().stateDir,
      ),
    ).toEqual([{ from_page: path }])
    expect(errors).toEqual([])

    const staff = await openAdmin(browser())
    onTestFinished(() => staff.context.close())
    await staff.page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`)
    const sentFrom = staff.page.getByTestId('enquiry-from-page')
    await sentFrom.waitFor()
    expect(await sentFrom.textContent()).toBe(`${TITLE} (${path})`)
  })

  it("'Download the whitepaper' is the whitepaper's card whose form works on the article's page", async () => {
    const { context, page, errors } = await openPage(browser(), path)
    onTestFinished(() => context.close())
    const card = page.getByRole('complementary').filter({ hasText: whitepaper.title })
    await card.getByText('Whitepaper', { exact: true }).waitFor()
    await card.getByRole('link', { name: whitepaper.title }).waitFor()
    await card.getByLabel('First Name *').fill('Ada')
    await card.getByLabel('Last Name *').fill('Lovelace')
    await card.getByLabel('Email Address *').fill(`cta-download-${Date.now()}@example.com`)
    await card.getByLabel('Company Name *').fill('Analytical Engines')
    await card.getByLabel('I agree to be contacted about this whitepaper *').check()
    await card.getByRole('button', { name: 'Get the download link' }).click()
    await page.getByText('Your download is ready').waitFor()
    await page.getByRole('link', { name: 'Download the whitepaper' }).waitFor()
    expect(errors).toEqual([])
  })
})
