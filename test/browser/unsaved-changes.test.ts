import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createPov, logIn, markdownSource, openAdmin, toast } from './support/admin'
import { baseUrl, browserForFile, expectAccessible, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

// What a staff member typed survives the 15-minute inactivity sign-out. The page's clock
// is Playwright's, so fifteen idle minutes pass at once; the server's session is ended by the
// sign-out the screen performs, as it would be after a real quarter of an hour.

describe('unsaved changes', () => {
  it('are offered back after an inactivity sign-out, restored, saved, and then gone', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.clock.install()
    await page.goto('/admin')
    await waitForApp(page)
    const admin = testServer().admin
    await logIn(page, admin.email, admin.password)

    const title = `Half-written POV ${Date.now()}`
    await page.getByRole('button', { name: 'Add POV' }).click()
    let dialog = page.getByRole('dialog', { name: 'Create POV' })
    await dialog.waitFor()
    const kept = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/unsaved-changes/pov/new') &&
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes('An argument in progress'),
    )
    await dialog.getByLabel('Title').fill(title)
    await (await markdownSource(dialog, 'Content')).fill('An argument in progress')
    expect((await kept).status()).toBe(200)

    // Fifteen minutes without a key press or a mouse move: the screen signs out.
    await page.clock.fastForward('15:01')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(await page.request.get('/api/auth/user').then((response) => response.json())).toBeNull()

    // The address kept the open dialog (`/admin/povs/new`): signing in again opens it where it was.
    expect(new URL(page.url()).pathname).toBe('/admin/povs/new')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    dialog = page.getByRole('dialog', { name: 'Create POV' })
    const restore = dialog.getByRole('button', { name: /^Restore unsaved changes from / })
    await restore.waitFor()
    await expectAccessible(page)
    expect(await dialog.getByLabel('Title').inputValue()).toBe('')
    await restore.click()
    expect(await dialog.getByLabel('Title').inputValue()).toBe(title)
    expect(await (await markdownSource(dialog, 'Content')).inputValue()).toBe('An argument in progress')

    await dialog.getByLabel('Description').fill('Finished after signing in again')
    await dialog.getByLabel('Excerpt').fill('Saved at last')
    await dialog.getByLabel('Author').fill('Test Author')
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV created successfully')
    await dialog.waitFor({ state: 'detached' })
    await page.getByTestId('admin-row').filter({ hasText: title }).waitFor()

    // Saved: nothing is offered any more.
    expect((await page.request.get('/api/unsaved-changes/pov/new')).status()).toBe(404)
    await page.getByRole('button', { name: 'Add POV' }).click()
    dialog = page.getByRole('dialog', { name: 'Create POV' })
    await dialog.getByLabel('Title').waitFor()
    expect(await dialog.getByRole('button', { name: /^Restore unsaved changes/ }).count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('are forgotten on the server when Discard is chosen in the dialog', async () => {
    const context = await browser().newContext({ baseURL: baseUrl() })
    const page = await context.newPage()
    await page.goto('/admin')
    await waitForApp(page)
    const admin = testServer().admin
    await logIn(page, admin.email, admin.password)
    const origin = new URL(page.url()).origin
    const put = await page.request.put('/api/unsaved-changes/case_study/new', {
      headers: { origin },
      data: { values: { title: 'Mine alone' } },
    })
    expect(put.status()).toBe(200)

    await page.getByRole('tab', { name: 'Case Studies' }).click()
    await page.getByRole('button', { name: 'Add Case Study' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Case Study' })
    await dialog.getByRole('button', { name: 'Discard' }).click()
    await expect
      .poll(async () => (await page.request.get('/api/unsaved-changes/case_study/new')).status())
      .toBe(404)
    expect(await dialog.getByLabel('Title').inputValue()).toBe('')
    await context.close()
  })

  it('survive the session ending mid-typing: signed in again in place, kept, and saved', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const title = `Signed-out POV ${Date.now()}`
    const id = await createPov(page, { title, content: 'First words.', isPublished: false })
    await page.reload()
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit POV' })
    const content = await markdownSource(dialog, 'Content')
    await expect.poll(() => content.inputValue()).toBe('First words.')
    await content.fill('First words. Typed before the sign-out.')
    await keptWith(page, 'Typed before the sign-out', 200)

    // Another device ends this session (as 'Sign out' in Account's list of sessions does).
    await endSessionElsewhere(browser(), page)

    // The next pause in typing finds the session gone: no reload, the text stays, the editor says so.
    await content.fill('First words. Typed before the sign-out. Typed after it.')
    await keptWith(page, 'Typed after it', 401)
    const signIn = dialog.getByRole('region', { name: 'You were signed out' })
    await signIn.waitFor()
    expect(await signIn.getByRole('alert').textContent()).toBe(
      'Everything you typed is still here. Sign in again to keep it and save; you can go on typing meanwhile.',
    )
    expect(await dialog.getByText('Signed out: sign in above to save').count()).toBe(1)
    await dialog.getByLabel('Excerpt').fill('Written while signed out')
    await expectAccessible(page)

    // Ctrl+S while signed out asks for the sign-in instead of failing.
    await content.press('Control+s')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('You were signed out')

    // Closing the editor now would lose the typing: it stays open until the sign-in.
    await page.keyboard.press('Escape')
    await page.evaluate(() => history.back())
    await page.waitForTimeout(300)
    expect(await dialog.isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe(`/admin/povs/${id}`)
    expect(await content.inputValue()).toBe('First words. Typed before the sign-out. Typed after it.')

    // Signing in keeps what was typed on the server, then the save goes through.
    const keptAfter = keptWith(page, 'Written while signed out', 200)
    const admin = testServer().admin
    await signIn.getByLabel('Email').fill(admin.email)
    await signIn.getByLabel('Password').fill(admin.password)
    await signIn.getByRole('button', { name: 'Log In' }).click()
    await keptAfter
    await toast(page, 'POV updated successfully')
    // Ctrl+S saves and keeps the editor open, now with nothing unsaved.
    await dialog.getByRole('status').filter({ hasText: 'No unsaved changes' }).waitFor()
    const saved = (await (await page.request.get(`/api/povs/${id}`)).json()) as {
      content: string
      excerpt: string
    }
    expect(saved).toMatchObject({
      content: 'First words. Typed before the sign-out. Typed after it.',
      excerpt: 'Written while signed out',
    })
    expect(errors).toEqual([])
    await context.close()
  })

  it('survive a save refused because the session ended: the sign-in comes in place and the save follows', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.getByRole('button', { name: 'Add POV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create POV' })
    const title = `Saved after a sign-in ${Date.now()}`
    await dialog.getByLabel('Title').fill(title)
    await dialog.getByLabel('Description').fill('Refused, then saved')
    await (await markdownSource(dialog, 'Content')).fill('Every word of it.')
    await dialog.getByLabel('Excerpt').fill('An excerpt')
    await dialog.getByLabel('Author').fill('Test Author')
    await endSessionElsewhere(browser(), page)
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    // The refused save says so in a toast; or, when the keep-alive found the session gone first, the
    // click goes to the sign-in already in place. Either way the sign-in is where the editor is.
    const signIn = dialog.getByRole('region', { name: 'You were signed out' })
    await signIn.waitFor()
    const admin = testServer().admin
    await signIn.getByLabel('Email').fill(admin.email)
    await signIn.getByLabel('Password').fill(admin.password)
    await signIn.getByRole('button', { name: 'Log In' }).click()
    await toast(page, 'POV created successfully')
    await dialog.waitFor({ state: 'detached' })
    await page.getByTestId('admin-row').filter({ hasText: title }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('are not handed to another account signing in where the session ended: the staff app loads afresh as theirs', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const other = await addEditor(page)
    await page.getByRole('button', { name: 'Add POV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create POV' })
    const title = dialog.getByLabel('Title')
    const mine = `The first account's draft ${Date.now()}`
    const kept = keptWith(page, mine, 200)
    await title.fill(mine)
    await kept

    await endSessionElsewhere(browser(), page)
    const refused = keptWith(page, 'typed while signed out', 401)
    await title.fill(`${mine}, typed while signed out`)
    await refused
    const signIn = dialog.getByRole('region', { name: 'You were signed out' })
    await signIn.waitFor()

    const keptAfter: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/unsaved-changes/') && request.method() === 'PUT')
        keptAfter.push(request.postData() ?? '')
    })
    // Gone with the page if the staff app loads afresh.
    await page.evaluate(() => Object.assign(window, { firstAccountsPage: true }))
    await signIn.getByLabel('Email').fill(other.email)
    await signIn.getByLabel('Password').fill(other.password)
    await signIn.getByRole('button', { name: 'Log In' }).click()
    await page.getByText(`Signed in as ${other.email} (editor)`).waitFor()
    await waitForApp(page)

    // Nothing of the first account's text in a field, in the browser's storage or under the new account.
    const fields = await page
      .locator('input, textarea')
      .evaluateAll((all) => all.map((field) => (field as HTMLInputElement).value))
    expect(fields.filter((value) => value.includes("first account's draft"))).toEqual([])
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    expect(storage).not.toContain("first account's draft")
    expect(keptAfter.filter((body) => body.includes("first account's draft"))).toEqual([])
    expect((await page.request.get('/api/unsaved-changes/pov/new')).status()).toBe(404)
    expect(await page.evaluate(() => 'firstAccountsPage' in window)).toBe(false)

    // The first account finds what the server kept for it before the session ended.
    const first = await browser().newContext({ baseURL: baseUrl() })
    const admin = testServer().admin
    const login = await first.request.post('/api/login', {
      headers: { origin: baseUrl() },
      data: { email: admin.email, password: admin.password },
    })
    expect(login.status()).toBe(200)
    const theirs = await first.request.get('/api/unsaved-changes/pov/new')
    expect(theirs.status()).toBe(200)
    expect(((await theirs.json()) as { values: { title: string } }).values.title).toBe(mine)
    await first.close()
    expect(errors).toEqual([])
    await context.close()
  })
})

/** The next keep of the open editor's typing whose body has `text`, answered with `status`. */
function keptWith(page: Page, text: string, status: number) {
  return page
    .waitForResponse(
      (response) =>
        response.url().includes('/api/unsaved-changes/') &&
        response.request().method() === 'PUT' &&
        (response.request().postData() ?? '').includes(text),
    )
    .then((response) => expect(response.status()).toBe(status))
}

/** Ends the session of `page` from another browser signed in as the same admin, as another device would. */
async function endSessionElsewhere(browser: Browser, page: Page) {
  const sessions = (await (await page.request.get('/api/account/sessions')).json()) as {
    id: string
    current: boolean
  }[]
  const mine = sessions.find((session) => session.current)
  expect(mine).toBeDefined()
  const elsewhere = await browser.newContext({ baseURL: baseUrl() })
  const admin = testServer().admin
  const headers = { origin: baseUrl() }
  const login = await elsewhere.request.post('/api/login', {
    headers,
    data: { email: admin.email, password: admin.password },
  })
  expect(login.status()).toBe(200)
  const ended = await elsewhere.request.delete(`/api/account/sessions/${mine?.id}`, { headers })
  expect(ended.status()).toBe(200)
  await elsewhere.close()
}

/** An editor account, invited by the admin signed in on `page` and accepted through the API. */
async function addEditor(page: Page) {
  const email = `second-account-${Date.now()}@example.test`
  const password = 'a different pass phrase 2026'
  const headers = { origin: baseUrl() }
  const invited = await page.request.post('/api/admin/staff/invites', {
    headers,
    data: { email, role: 'editor' },
  })
  expect(invited.status()).toBe(201)
  const { link } = (await invited.json()) as { link: string }
  const accepted = await page.request.post(`/api/invites/${link.split('/').pop()}/accept`, {
    headers,
    data: { firstName: 'Second', lastName: 'Account', password, confirmPassword: password },
  })
  expect(accepted.status()).toBe(201)
  return { email, password }
}
