import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { queryLocal } from '../support/read-local-d1.ts'
import { openAdmin } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS, openPage, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

// A campaign page as marketing builds it: without the site's menu and footer, with the contact
// form on the page itself and a shared block. A visitor sends an enquiry from it, and staff see
// the landing page as its source; the Shared blocks section says where its block is used.
// The page and the shared block are deleted afterwards, whatever happens here.

const { browser } = browserForFile()

const slug = `bare-offer-${Date.now()}`
const path = `/lp/${slug}`
const TITLE = 'Bare spring offer'
const BAND = `Still deciding? ${Date.now()}`
let pageId = 0
let sharedId = 0

const origin = (page: Page) => new URL(page.url()).origin

beforeAll(async () => {
  const { context, page } = await openAdmin(browser())
  const headers = { origin: origin(page) }
  const shared = await page.request.post('/api/shared-blocks', {
    headers,
    data: {
      name: 'Spring closing band',
      block: {
        id: 'band',
        type: 'call-to-action',
        heading: BAND,
        text: 'Talk to a partner.',
        buttonLabel: 'Book a call',
      },
    },
  })
  expect(shared.status()).toBe(201)
  sharedId = ((await shared.json()) as { id: number }).id
  const created = await page.request.post('/api/pages', {
    headers,
    data: {
      title: TITLE,
      description: 'A spring campaign without the site menu.',
      path,
      content: JSON.stringify({
        blocks: [
          {
            id: 'hero',
            type: 'hero',
            heading: 'Spring into data',
            blurb: 'Two weeks with our data team.',
            buttons: [],
            stats: [],
          },
          {
            id: 'enquire',
            type: 'form',
            heading: 'Ask for the offer',
            intro: 'We answer within a day.',
            background: 'tinted',
          },
          { id: 'closing', type: 'shared', sharedId },
        ],
      }),
      noindex: false,
      hideChrome: true,
      isPublished: true,
      metaTitle: '',
    },
  })
  expect(created.status()).toBe(201)
  pageId = ((await created.json()) as { id: number }).id
  await context.close()
})

afterAll(async () => {
  const { context, page } = await openAdmin(browser())
  const headers = { origin: origin(page) }
  if (pageId) await page.request.delete(`/api/pages/${pageId}`, { headers })
  if (sharedId) await page.request.delete(`/api/shared-blocks/${sharedId}`, { headers })
  await context.close()
})

describe('a landing page without the site chrome, with a form block', () => {
  it(
    'sends an enquiry whose source is the landing page',
    async () => {
      const { context, page, errors } = await openPage(browser(), path)
      onTestFinished(() => context.close())
      await waitForApp(page)
      // A logo-only header that links home, and the legal links below: no site menu or footer columns.
      expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0)
      expect(await page.getByRole('link', { name: 'Crestline Consulting' }).getAttribute('href')).toBe('/')
      const legal = page.getByRole('navigation', { name: 'Legal' })
      for (const name of ['Privacy Notice', 'Cookie Policy', 'Terms of Use'])
        await legal.getByRole('link', { name }).waitFor()
      await page.getByText('All rights reserved.').waitFor()
      // The cookie banner is still there, and its choice still works.
      await page.getByRole('button', { name: 'Reject All' }).click()
      // The shared block, as stored once.
      await page.getByRole('heading', { level: 2, name: BAND }).waitFor()

      await page.getByRole('heading', { level: 2, name: 'Ask for the offer' }).waitFor()
      await expectAccessible(page)
      const email = `bare-${Date.now()}@example.com`
      await page.getByLabel('First Name *').fill('Grace')
      await page.getByLabel('Last Name *').fill('Hopper')
      await page.getByLabel('Email Address *').fill(email)
      await page.getByLabel('Message *').fill('We would like the spring offer.')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByText('Message Sent Successfully!').first().waitFor()
      expect(page.url()).toContain(path)
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

      // The Shared blocks section lists the block with the page that shows it.
      await staff.page.goto('/admin/shared-blocks')
      const row = staff.page.getByTestId('shared-block').filter({ hasText: 'Spring closing band' })
      await row.getByText('Used on 1 page').click()
      await row.getByRole('link', { name: TITLE }).waitFor()
      await expectAccessible(staff.page)
      expect(staff.errors).toEqual([])
    },
    LONG_FLOW_MS,
  )
})
