import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { executeLocal } from '../../scripts/lib/local-d1.ts'
import { hashPassword } from '../../src/worker/services/passwords.ts'
import { logIn, markdownSource, openAdmin, toast } from './support/admin'
import { baseUrl, browserForFile, expectAccessible, LONG_FLOW_MS, openPage } from './support/browser'
import { testServer } from './support/test-server'

// The editorial workflow end to end: an editor writes a POV and submits it; an admin sends it back
// with a note; the editor reads the note, rewrites and resubmits; the admin approves it for a
// time a few seconds ahead, and visitors get it from that time on.

const { browser } = browserForFile()

async function newEditor(): Promise<{ email: string; password: string }> {
  const email = `writer-${Date.now()}@example.test`
  const password = 'writer password 123'
  await executeLocal(
    `INSERT INTO users (email, password_hash, role) VALUES ('${email}', '${await hashPassword(password)}', 'editor');`,
    testServer().stateDir,
  )
  return { email, password }
}

async function signedIn(from: Browser, who: { email: string; password: string }) {
  const opened = await openPage(from, '/admin', { viewport: { width: 1440, height: 900 } })
  await logIn(opened.page, who.email, who.password)
  return opened
}

/** What a visitor's request for the POV answers: 404 until it is public. */
const visitorStatus = async (id: number) => (await fetch(new URL(`/api/povs/${id}`, baseUrl()))).status

/** Opens the item from Today's "Waiting for you", as the count beside Today in the sidebar leads there. */
async function openFromWaiting(page: Page, title: string) {
  await page.getByRole('tab', { name: /^Today, \d+ items?$/ }).click()
  await page.getByRole('heading', { name: /^Waiting for you \(\d+\)$/ }).waitFor()
  const entry = page.getByRole('listitem').filter({ hasText: title })
  await entry.waitFor()
  await expectAccessible(page)
  return entry
}

describe('the editorial workflow', () => {
  it(
    'takes a POV from an editor through changes requested to scheduled, public only from its time',
    async () => {
      const title = `Reviewed ${Date.now()}`
      const writer = await signedIn(browser(), await newEditor())
      const { page: editorPage } = writer

      // The editor writes a draft: no Published switch nor schedule, and submits it.
      await editorPage.getByRole('button', { name: 'Add POV' }).click()
      let dialog = editorPage.getByRole('dialog', { name: 'Create POV' })
      await dialog.getByLabel('Title').fill(title)
      await dialog.getByLabel('Description').fill('Written for review')
      await (await markdownSource(dialog, 'Content')).fill('A first draft.')
      await dialog.getByLabel('Excerpt').fill('A first draft')
      await dialog.getByLabel('Author').fill('Test Author')
      expect(await dialog.getByRole('switch', { name: 'Published' }).count()).toBe(0)
      expect(await dialog.getByLabel('Publish at').count()).toBe(0)
      await expectAccessible(editorPage)
      await dialog.getByRole('button', { name: 'Submit for review' }).click()
      await toast(editorPage, 'Submitted for review')
      await dialog.waitFor({ state: 'detached' })
      const row = editorPage.getByTestId('admin-row').filter({ hasText: title })
      await row.getByText('In review', { exact: true }).waitFor()
      expect(await row.getByRole('button', { name: `Edit ${title}` }).count()).toBe(0)
      // Their way back is in the row's menu.
      await row.getByRole('button', { name: `More actions for ${title}` }).click()
      await editorPage.getByRole('menuitem', { name: 'Withdraw submission' }).waitFor()
      await editorPage.keyboard.press('Escape')
      await expectAccessible(editorPage)
      const stored = (await (await editorPage.request.get('/api/povs?includeUnpublished=true')).json()) as {
        id: number
        title: string
      }[]
      const id = stored.find((pov) => pov.title === title)?.id
      if (id === undefined) throw new Error(`${title} was not saved`)
      expect(await visitorStatus(id)).toBe(404)

      // The admin finds it waiting and sends it back with a note.
      const reviewer = await openAdmin(browser())
      const { page: adminPage } = reviewer
      await (await openFromWaiting(adminPage, title)).getByRole('link', { name: title }).click()
      dialog = adminPage.getByRole('dialog', { name: 'Edit POV' })
      const panel = dialog.getByRole('region', { name: 'Review', exact: true })
      await panel.waitFor()
      await dialog
        .getByRole('region', { name: 'Notes', exact: true })
        .getByText('Submitted for review')
        .waitFor()
      await expectAccessible(adminPage)
      await panel.getByRole('button', { name: 'Request changes' }).click()
      await panel.getByText('Say what should change').waitFor()
      await panel.getByLabel('What should change').fill('Cite the survey in the second paragraph.')
      await panel.getByRole('button', { name: 'Request changes' }).click()
      await toast(adminPage, 'Changes requested')
      await dialog.waitFor({ state: 'detached' })

      // The editor reads the note, rewrites and resubmits.
      await editorPage.reload()
      const sentBack = await openFromWaiting(editorPage, title)
      await sentBack.getByText('Cite the survey in the second paragraph.').waitFor()
      await sentBack.getByText('Changes requested', { exact: true }).waitFor()
      await sentBack.getByRole('link', { name: title }).click()
      dialog = editorPage.getByRole('dialog', { name: 'Edit POV' })
      const notes = dialog.getByRole('region', { name: 'Notes', exact: true })
      await notes.getByText('Cite the survey in the second paragraph.').waitFor()
      await notes.getByLabel('Add a note').fill('Cited it, with the year.')
      await notes.getByRole('button', { name: 'Add note' }).click()
      await toast(editorPage, 'Note added')
      await notes.getByText('Cited it, with the year.').waitFor()
      await expectAccessible(editorPage)
      await dialog.getByLabel('Excerpt').fill('A second draft, with the survey')
      await dialog.getByRole('button', { name: 'Submit for review' }).click()
      await toast(editorPage, 'Submitted for review')
      await dialog.waitFor({ state: 'detached' })

      // The admin approves it for a few seconds ahead (the staff member's zone is the browser's).
      await adminPage.reload()
      await (await openFromWaiting(adminPage, title)).getByRole('link', { name: title }).click()
      dialog = adminPage.getByRole('dialog', { name: 'Edit POV' })
      await dialog
        .getByRole('region', { name: 'Notes', exact: true })
        .getByText('Cited it, with the year.')
        .waitFor()
      const publishAt = Math.ceil((Date.now() + 8_000) / 1000) * 1000
      const local = await adminPage.evaluate((at) => {
        const when = new Date(at)
        const pad = (value: number) => String(value).padStart(2, '0')
        return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(when.getMinutes())}:${pad(when.getSeconds())}`
      }, publishAt)
      await dialog.getByRole('region', { name: 'Review', exact: true }).getByLabel('Publish at').fill(local)
      await dialog.getByRole('button', { name: 'Approve and schedule' }).click()
      await toast(adminPage, 'Approved and scheduled')
      await dialog.waitFor({ state: 'detached' })
      await adminPage
        .getByTestId('admin-row')
        .filter({ hasText: title })
        .getByText(/^Scheduled for /)
        .waitFor()

      // A visitor: nothing before its time, the POV from then on.
      expect(Date.now()).toBeLessThan(publishAt)
      expect(await visitorStatus(id)).toBe(404)
      await expect.poll(() => visitorStatus(id), { timeout: 30_000, interval: 1_000 }).toBe(200)
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt)

      expect(writer.errors).toEqual([])
      expect(reviewer.errors).toEqual([])
      await writer.context.close()
      await reviewer.context.close()
    },
    LONG_FLOW_MS,
  )
})
