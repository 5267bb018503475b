import { describe, expect, it } from 'vitest'
import { logIn, toast } from './support/admin'
import { baseUrl, expectAccessible, launchBrowserPerFile, waitForApp } from './support/browser'
import { testServer } from './support/test-server'

const { browser } = launchBrowserPerFile()

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
    await dialog.getByLabel('Content').fill('An argument in progress')
    expect((await kept).status()).toBe(200)

    // Fifteen minutes without a key press or a mouse move: the screen signs out.
    await page.clock.fastForward('15:01')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(await page.request.get('/api/auth/user').then((response) => response.json())).toBeNull()

    // The address kept the open dialog (`?edit=new`): signing in again opens it where it was.
    expect(new URL(page.url()).search).toBe('?edit=new')
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
    expect(await dialog.getByLabel('Content').inputValue()).toBe('An argument in progress')

    await dialog.getByLabel('Description').fill('Finished after signing in again')
    await dialog.getByLabel('Excerpt').fill('Saved at last')
    await dialog.getByLabel('Author').fill('Test Author')
    await dialog.getByRole('button', { name: 'Create POV' }).click()
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
})
