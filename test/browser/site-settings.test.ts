import { describe, expect, it } from 'vitest'
import { openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS, openPage } from './support/browser'

const { browser } = browserForFile()

// An admin edits the company details once, in Site settings, and the site shows them at the next
// visit. The other test files on this server read the seeded contacts: the phone is put back.

const NEW_PHONE = '+1 (312) 555-0177'

describe('Site settings', () => {
  it(
    'an admin changes the phone, saves, and /contact shows it; the history lists the version',
    async () => {
      const { context, page, errors } = await openAdmin(browser())
      await page.getByRole('tab', { name: 'Site settings' }).click()
      await page.getByRole('heading', { name: 'Site settings', level: 2 }).waitFor()
      const phone = page.getByLabel('Phone')
      await expect.poll(() => phone.inputValue()).not.toBe('')
      const seededPhone = await phone.inputValue()
      await expectAccessible(page)

      // A field the schema refuses shows its message and saves nothing.
      await page.getByLabel('Contact email').fill('not-an-address')
      await page.getByRole('button', { name: 'Save settings' }).click()
      await page.getByText('Enter an email address, such as name@example.com').waitFor()
      await expectAccessible(page)
      await page.getByLabel('Contact email').fill('hello@browser-test.example')

      await phone.fill(NEW_PHONE)
      await page.getByRole('button', { name: 'Save settings' }).click()
      await toast(page, 'Site settings saved')
      const history = page.getByRole('table', { name: 'Saved versions of the site settings, newest first' })
      await expect.poll(async () => history.getByRole('row').nth(1).textContent()).toContain('Phone')

      const visitor = await openPage(browser(), '/contact')
      await visitor.page.getByRole('link', { name: NEW_PHONE }).first().waitFor()
      const footer = visitor.page.getByRole('contentinfo')
      expect(await footer.textContent()).toContain(NEW_PHONE)
      await expectAccessible(visitor.page)
      expect(visitor.errors).toEqual([])
      await visitor.context.close()

      // Put back for the other files on this server.
      await phone.fill(seededPhone)
      await page.getByRole('button', { name: 'Save settings' }).click()
      await expect.poll(async () => history.getByRole('row').count()).toBe(4)
      expect(errors).toEqual([])
      await context.close()
    },
    LONG_FLOW_MS,
  )
})
