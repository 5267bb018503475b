import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

// Staff management and own account. The invited account, not the seeded admin, changes
// its password: the other browser test files sign in as that admin.

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Log In' }).click()
}

/** Clicks an action of a staff row, then the confirmation dialog's button of the same name. */
async function confirmAction(page: Page, accessibleName: string, confirm: string) {
  await page.getByRole('button', { name: accessibleName }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.waitFor()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: confirm }).click()
  await dialog.waitFor({ state: 'detached' })
}

describe('the staff and account tabs', () => {
  it('invites a staff member who accepts the link, changes their password; the admin changes their role and deactivates them', async () => {
    const invitee = `invitee-${Date.now()}@example.test`
    const firstPassword = 'plum orchard lantern 42'
    const secondPassword = 'quiet harbour maple 77'

    const admin = testServer().admin
    const { context, page, errors } = await openPage(browser(), '/admin')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await signIn(page, admin.email, admin.password)
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
    await page.getByRole('tab', { name: 'Staff' }).click()
    const table = page.getByRole('table', { name: 'Staff members and invitations' })
    await table.waitFor()
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'E-mail',
      'Role',
      'Status',
      'Two-factor',
      'Last sign-in',
      'Actions',
    ])
    const adminRow = await table.getByRole('row', { name: new RegExp(admin.email) }).textContent()
    expect(adminRow).toContain('Active')
    expect(adminRow).toContain('Off')
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Invite staff member' }).click()
    const dialog = page.getByRole('dialog', { name: 'Invite staff member' })
    await dialog.getByLabel('Email').fill(invitee)
    await dialog.getByLabel('Role').selectOption({ label: 'Editor' })
    await dialog.getByRole('button', { name: 'Create invitation link' }).click()
    const linkField = dialog.getByLabel('Invitation link')
    await linkField.waitFor()
    const link = await linkField.inputValue()
    expect(link).toMatch(/\/admin\/invite\/[a-z2-7]{32}$/)
    await dialog.getByRole('button', { name: 'Copy link' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link)
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect
      .poll(() => table.getByRole('row', { name: new RegExp(invitee) }).textContent())
      .toContain('Invited')

    // The invitee, in a browser of their own.
    const other = await openPage(browser(), new URL(link).pathname)
    const invitePage = other.page
    await invitePage.getByRole('heading', { name: 'Accept your invitation' }).waitFor()
    await invitePage.getByText(`as editor, as ${invitee}`).waitFor()
    expect(await invitePage.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await expectAccessible(invitePage)
    await invitePage.getByLabel('First name').fill('Nia')
    await invitePage.getByLabel('Last name').fill('Okafor')
    await invitePage.getByLabel(/^Password/).fill('password1234')
    await invitePage.getByLabel('Repeat password').fill('password1234')
    await invitePage.getByRole('button', { name: 'Create my account' }).click()
    await invitePage.getByText('This password is one of the most common ones; choose another').waitFor()
    await invitePage.getByLabel(/^Password/).fill(firstPassword)
    await invitePage.getByLabel('Repeat password').fill(firstPassword)
    await invitePage.getByRole('button', { name: 'Create my account' }).click()
    await invitePage.getByRole('status').getByText('Your account is ready').waitFor()
    await expectAccessible(invitePage)
    await invitePage.getByRole('link', { name: 'Go to sign-in' }).click()
    await signIn(invitePage, invitee, firstPassword)
    await invitePage.getByRole('heading', { name: 'Content Management System' }).waitFor()
    expect(await invitePage.getByRole('tab', { name: 'Staff' }).count()).toBe(0)

    await invitePage.getByRole('link', { name: 'Account' }).click()
    const session = invitePage.getByTestId('account-session')
    await session.first().waitFor()
    expect(await session.first().textContent()).toContain('This device')
    // The tab's two-factor set-up asks for a 'Current password' too, behind its own button.
    const passwordSection = invitePage.getByRole('region', { name: 'Change password' })
    await passwordSection.getByLabel('Current password').fill(firstPassword)
    await passwordSection.getByLabel(/^New password/).fill(secondPassword)
    await passwordSection.getByLabel('Repeat new password').fill(secondPassword)
    await passwordSection.getByRole('button', { name: 'Change password' }).click()
    await invitePage.getByText('Password changed; your other sessions are signed out').first().waitFor()
    await expectAccessible(invitePage)

    // Back to the admin: the new member, made admin, then deactivated.
    await page.reload()
    await page.getByRole('tab', { name: 'Staff' }).click()
    const row = table.getByRole('row', { name: new RegExp(invitee) })
    await expect.poll(() => row.textContent()).toContain('Nia Okafor')
    await confirmAction(page, `Make admin: ${invitee}`, 'Make admin')
    await expect.poll(() => row.textContent()).toContain('Admin')
    await confirmAction(page, `Deactivate ${invitee}`, 'Deactivate')
    await expect.poll(() => row.textContent()).toContain('Deactivated')
    await expectAccessible(page)

    // Signed out at once, and no way back in.
    expect(await (await invitePage.request.get('/api/auth/user')).json()).toBeNull()
    const refused = await invitePage.request.post('/api/login', {
      data: { email: invitee, password: secondPassword },
      headers: { origin: new URL(link).origin },
    })
    expect(refused.status()).toBe(401)

    expect(errors).toEqual([])
    expect(other.errors).toEqual([])
    await other.context.close()
    await context.close()
    // Five password hashings (three sign-ins, the acceptance, the change) on a busy machine.
  }, 180_000)
})
