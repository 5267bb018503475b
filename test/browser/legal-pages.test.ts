import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS, openPage, waitForApp } from './support/browser'

// The legal pages are stored pages: an admin edits the privacy notice's text in the Pages editor,
// saves it, and a visitor reads the new text on /privacy-notice. The files of one worker share a
// server and database (support/test-server.ts), and others read the privacy notice: its text is put
// back whatever happens here.

const { browser } = browserForFile()

const SENTENCE = 'We answer requests within 30 days.'

interface StoredPage {
  id: number
  content: string
  version: number
  featuredImage: string | null
  hashtags: { id: number }[]
  [field: string]: unknown
}

async function pageAt(page: Page, path: string): Promise<StoredPage> {
  const found = await page.request.get(`/api/pages/at?path=${encodeURIComponent(path)}`)
  if (found.status() !== 200) throw new Error(`GET /api/pages/at?path=${path}: ${found.status()}`)
  return (await found.json()) as StoredPage
}

/** Saves `stored` back as it was read, over whatever is there now (an admin's PUT without a version). */
async function putBack(page: Page, stored: StoredPage) {
  const { version: _version, ...fields } = stored
  const saved = await page.request.put(`/api/pages/${stored.id}`, {
    headers: { origin: new URL(page.url()).origin },
    data: {
      ...fields,
      featuredImage: stored.featuredImage ?? '',
      hashtags: stored.hashtags.map((tag) => tag.id),
    },
  })
  if (saved.status() !== 200)
    throw new Error(`PUT /api/pages/${stored.id}: ${saved.status()} ${await saved.text()}`)
}

/** The privacy notice's main text as a visitor without an account gets it, checked with axe. */
async function publicNotice() {
  const { context, page, errors } = await openPage(browser(), 'about:blank')
  const served = await page.goto('/privacy-notice')
  expect(served?.status()).toBe(200)
  await waitForApp(page)
  await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor()
  await page.getByRole('button', { name: 'Reject All' }).click()
  await expectAccessible(page)
  // The text starts under the title's date line, not a whole block's padding (96 px) below it.
  const date = await page.getByText(/^Effective date:/).boundingBox()
  const opening = await page.getByText(/^This Privacy Notice explains/).boundingBox()
  if (!date || !opening) throw new Error('The date line or the opening paragraph is not shown')
  expect(opening.y - (date.y + date.height)).toBeLessThanOrEqual(48)
  const text = (await page.getByRole('main').textContent()) ?? ''
  expect(errors).toEqual([])
  await context.close()
  return text
}

describe('the privacy notice', () => {
  it(
    'is edited in the Pages editor, and visitors read the new text once it is saved',
    async () => {
      const { context, page, errors } = await openAdmin(browser())
      const original = await pageAt(page, '/privacy-notice')
      const edited = `We answer requests within ${Date.now() % 20} working days.`
      expect(await publicNotice()).toContain(SENTENCE)
      try {
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('tab', { name: 'Pages' }).click()
        await page.getByRole('heading', { name: /^Pages \(\d+\)$/ }).waitFor()
        await page.getByRole('button', { name: 'Edit Privacy Notice', exact: true }).click()
        const dialog = page.getByRole('dialog', { name: 'Edit Page' })
        await expect
          .poll(() => dialog.getByRole('textbox', { name: 'Title' }).inputValue())
          .toBe('Privacy Notice')
        // A legal page keeps its address.
        expect(await dialog.getByRole('textbox', { name: 'Address' }).isEditable()).toBe(false)

        const blocks = dialog.getByRole('group', { name: 'Blocks' })
        await blocks.getByRole('button', { name: /^Rich text/ }).click()
        const fields = blocks.getByRole('group', { name: /^Rich text/ })
        // The text as Markdown: its own tab where the field offers the visual editor first.
        const markdownTab = fields.getByRole('tab', { name: 'Markdown' })
        if ((await markdownTab.count()) > 0) await markdownTab.click()
        const markdown = fields.locator('textarea')
        const text = await markdown.inputValue()
        expect(text).toContain('# 5. Your Rights')
        await markdown.fill(text.replace(SENTENCE, edited))
        await dialog.getByRole('region', { name: 'Preview', exact: true }).getByText(edited).waitFor()
        await blocks.getByRole('button', { name: 'Contact details', exact: true }).click()
        await blocks
          .getByText(
            'Shows the privacy and legal e-mail addresses, the phone number and the postal address from the site settings.',
          )
          .waitFor()
        await expectAccessible(page)

        await dialog.getByRole('button', { name: 'Save and close' }).click()
        await toast(page, 'Page updated successfully')
        await dialog.waitFor({ state: 'detached' })

        const shown = await publicNotice()
        expect(shown).toContain(edited)
        expect(shown).not.toContain(SENTENCE)
        expect(shown).toContain('5. Your Rights')
      } finally {
        await putBack(page, original)
      }
      expect(await publicNotice()).toContain(SENTENCE)
      expect(errors).toEqual([])
      await context.close()
    },
    LONG_FLOW_MS,
  )
})
