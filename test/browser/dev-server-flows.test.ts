import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logIn, toast } from './support/admin'
import { browserForFile, openPage, waitForApp } from './support/browser'
import { acceptInvite, apiOf, inviteEditor, signInApi, startDevServerPerFile } from './support/dev-server'

// The staff flows that set a password, under `npm start` (Vite's dev server) rather than the
// build: the dev server serves modules one by one, and the password policy's word list is a
// dynamic JSON import there. Both forms check a new password against that list in the
// browser before they post it. Invitations are made through the API; the flows are the browser's.
// Applying for a job too: its form's validation is a lazy import, and it posts a file (multipart);
// and the newsletter box, with the tracking and attribution modules that analytics consent loads.

const { browser } = browserForFile()
const devServer = startDevServerPerFile()

// One of the 10,000 most common passwords of 12 characters or more (src/shared/common-passwords.json).
const COMMON_PASSWORD = 'password1234'
const TOO_COMMON = 'This password is one of the most common ones; choose another'

/** The API signed in as the seeded admin, who sends the invitations. */
let adminApi: APIRequestContext

/** A fresh context on the dev server at `path`, once the app runs there. */
async function openDevPage(path: string) {
  const opened = await openPage(browser(), path, { baseURL: devServer().url })
  // Below the test's limit (vitest.browser.config.ts), so that a failure names what did not appear;
  // a dev server compiles on demand, beside another test file on two cores.
  opened.context.setDefaultTimeout(30_000)
  return opened
}

/**
 * Waits for `locator`. An error the page throws meanwhile (a module that fails to load, say) fails
 * the test at once with its message, instead of leaving a busy button and a timeout.
 */
async function waitShown(page: Page, locator: Locator) {
  let fail: (error: Error) => void = () => {}
  const thrown = new Promise<never>((_, reject) => {
    fail = reject
  })
  page.on('pageerror', fail)
  try {
    await Promise.race([locator.waitFor(), thrown])
  } finally {
    page.off('pageerror', fail)
  }
}

/** Signs `context` in as its sign-in form does: the session cookie lands in the context. */
async function signIn(context: BrowserContext, email: string, password: string) {
  const response = await context.request.post('/api/login', {
    data: { email, password },
    headers: { origin: devServer().url },
  })
  expect(response.status()).toBe(200)
}

// A developer's first visits make Vite transform the modules of the staff screen and of the
// invitation page; the tests run on that warm server, as a developer's next clicks do.
beforeAll(async () => {
  const { url, admin } = devServer()
  adminApi = await apiOf(devServer())
  await signInApi(adminApi, admin.email, admin.password)
  const context = await browser().newContext({ baseURL: url })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  await page.goto('/admin')
  await waitForApp(page)
  await logIn(page, admin.email, admin.password)
  await page.goto(new URL(await inviteEditor(adminApi, `warm-up-${Date.now()}@example.test`)).pathname)
  await waitForApp(page)
  await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor()
  await context.close()
}, 120_000)

afterAll(async () => {
  await adminApi?.dispose()
})

describe('under npm start', () => {
  it('accepts a staff invitation: the account is created', async () => {
    const email = `invited-${Date.now()}@example.test`
    const password = 'plum orchard lantern 42'
    const link = await inviteEditor(adminApi, email)

    const { context, page, errors } = await openDevPage(new URL(link).pathname)
    await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor()
    await page.getByLabel('First name').fill('Nia')
    await page.getByLabel('Last name').fill('Okafor')
    await page.getByLabel(/^Password/).fill(COMMON_PASSWORD)
    await page.getByLabel('Repeat password').fill(COMMON_PASSWORD)
    await page.getByRole('button', { name: 'Create my account' }).click()
    await waitShown(page, page.getByText(TOO_COMMON))

    await page.getByLabel(/^Password/).fill(password)
    await page.getByLabel('Repeat password').fill(password)
    await page.getByRole('button', { name: 'Create my account' }).click()
    await toast(page, 'Your account is ready')
    expect(errors).toEqual([])

    // The account exists: its first sign-in succeeds.
    await signIn(context, email, password)
    await context.close()
  })

  it('changes a password: the toast confirms it', async () => {
    const email = `changer-${Date.now()}@example.test`
    const firstPassword = 'quiet harbour maple 77'
    const secondPassword = 'amber valley compass 19'
    const invitee = await apiOf(devServer())
    await acceptInvite(invitee, await inviteEditor(adminApi, email), firstPassword)
    await invitee.dispose()

    const { context, page, errors } = await openDevPage('about:blank')
    await signIn(context, email, firstPassword)
    await page.goto('/admin')
    await waitForApp(page)
    await page.getByRole('link', { name: 'Account' }).click()
    const section = page.getByRole('region', { name: 'Change password' })
    await section.getByLabel('Current password').fill(firstPassword)
    await section.getByLabel(/^New password/).fill(COMMON_PASSWORD)
    await section.getByLabel('Repeat new password').fill(COMMON_PASSWORD)
    await section.getByRole('button', { name: 'Change password' }).click()
    await waitShown(page, section.getByText(TOO_COMMON))

    await section.getByLabel(/^New password/).fill(secondPassword)
    await section.getByLabel('Repeat new password').fill(secondPassword)
    await section.getByRole('button', { name: 'Change password' }).click()
    await toast(page, 'Password changed; your other sessions are signed out')
    expect(errors).toEqual([])
    await context.close()
  })

  it('applies for a seeded job opening with a PDF CV: the confirmation shows', async () => {
    const [opening] = await (await adminApi.get('/api/careers')).json()
    const { context, page, errors } = await openDevPage(`/careers/${opening.id}`)
    await waitForApp(page)
    const apply = page.locator('#apply')
    await apply.getByLabel('First Name').fill('Ines')
    await apply.getByLabel('Last Name').fill('Moreau')
    await apply.getByLabel('Email Address').fill('ines.moreau@example.com')
    await apply.getByLabel('Phone Number').fill('+33 1 23 45 67 89')
    await apply.getByLabel(/^I agree that my application and CV are kept/).check()
    await apply.getByLabel(/^CV\b/).setInputFiles({
      name: 'Ines Moreau CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    })
    await apply.getByRole('button', { name: 'Send application' }).click()
    await waitShown(
      page,
      apply.getByText('Thank you — your application has been received. We will be in touch by e-mail.'),
    )
    expect(errors).toEqual([])
    await context.close()
  })

  it('subscribes from the Stay Updated box with analytics allowed: the answer shows', async () => {
    const { context, page, errors } = await openDevPage('/insights?utm_source=dev&utm_campaign=start')
    await waitForApp(page)
    // Allowing analytics loads the tracking and attribution modules; the box's validation is a lazy import.
    await page.getByRole('button', { name: 'Accept All' }).click()
    const box = page.getByRole('region', { name: 'Stay Updated' })
    await box.getByRole('textbox', { name: 'Email address' }).fill('dev.reader@example.com')
    await box
      .getByRole('checkbox', {
        name: 'Yes, send me the Crestline Consulting newsletter by email. I can unsubscribe at any time.',
      })
      .check()
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await waitShown(
      page,
      box.getByRole('status').filter({ hasText: 'Check your inbox to confirm your subscription' }),
    )
    expect(errors).toEqual([])
    await context.close()
  })
})
