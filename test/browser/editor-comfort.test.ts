import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createPov, openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS, openPage } from './support/browser'
import { makePng } from './support/png'

// The Pages editor's comforts: a rich text block written in the visual editor (bold, and a link
// found by the linked POV's title in the link dialog), the social image chosen from the media
// library with its search, and the public page showing the bold link. Axe checks the link
// dialog with its list of titles and the media picker with its search.

const { browser } = browserForFile()

const origin = (page: Page) => new URL(page.url()).origin

describe("the Pages editor's visual editor and pickers", () => {
  it(
    'writes a bold link to a POV found by title into a rich text block, picks the social image from the library, and the page shows it',
    async () => {
      const { context, page, errors } = await openAdmin(browser())
      const stamp = Date.now()
      const povTitle = `Harbour comfort ${stamp}`
      const povId = await createPov(page, { title: povTitle })
      const fileName = `social-${stamp}.png`
      const uploaded = await page.request.post('/api/upload', {
        headers: { origin: origin(page) },
        multipart: { image: { name: fileName, mimeType: 'image/png', buffer: makePng() } },
      })
      expect(uploaded.status()).toBe(201)
      const title = `Comfort page ${stamp}`
      const path = `/lp/comfort-${stamp}`
      const created = await page.request.post('/api/pages', {
        headers: { origin: origin(page) },
        data: {
          title,
          description: 'A landing page made by a test',
          path,
          content: JSON.stringify({
            blocks: [
              {
                id: 'hero',
                type: 'hero',
                heading: 'Comfort heading',
                blurb: 'A blurb.',
                buttons: [],
                stats: [],
              },
              { id: 'story', type: 'rich-text', markdown: 'Read our harbour view.', background: 'plain' },
            ],
          }),
          noindex: true,
          isPublished: true,
          featuredImage: '',
          hashtags: [],
        },
      })
      expect(created.status(), await created.text()).toBe(201)
      const pageId = ((await created.json()) as { id: number }).id
      try {
        await page.getByRole('navigation', { name: 'Sections' }).getByRole('tab', { name: 'Pages' }).click()
        await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: 'Edit Page' })
        const blocks = dialog.getByRole('group', { name: 'Blocks' })
        await blocks.getByRole('button', { name: /^Rich text: Read our harbour view/ }).click()
        const block = blocks.getByRole('group', { name: /^Rich text: / })
        const editor = block.getByRole('textbox', { name: 'Text' })
        await editor.getByText('Read our harbour view.').waitFor()

        // Bold, then a link found by the POV's title, with the keyboard.
        await editor.click()
        await page.keyboard.press('Control+a')
        await page.keyboard.press('Control+b')
        await page.keyboard.press('Control+k')
        const link = page.getByRole('dialog', { name: 'Link' })
        const address = link.getByRole('combobox', { name: 'Address' })
        await address.fill(`harbour comfort ${stamp}`)
        const options = link.getByRole('listbox', { name: 'Pages and content' })
        await options.getByRole('option', { name: new RegExp(povTitle) }).waitFor()
        expect(await address.getAttribute('aria-expanded')).toBe('true')
        await expectAccessible(page)
        await page.keyboard.press('ArrowDown')
        await page.keyboard.press('Enter')
        expect(await address.inputValue()).toBe(`/povs/${povId}`)
        await link.getByRole('button', { name: 'Save', exact: true }).click()
        await link.waitFor({ state: 'detached' })
        await editor.locator(`a[href="/povs/${povId}"]`).waitFor()

        // The social image from the library, found by its file name.
        await dialog.getByRole('button', { name: 'Choose from library: Social image URL' }).click()
        const picker = page.getByRole('dialog', { name: 'Choose an image' })
        await picker.getByRole('searchbox', { name: 'Search images' }).fill(fileName)
        const use = picker.getByRole('button', { name: `Use this image: ${fileName}` })
        await use.waitFor()
        expect(await picker.getByRole('button', { name: /^Use this image/ }).count()).toBe(1)
        await expectAccessible(page)
        await use.click()
        await picker.waitFor({ state: 'detached' })
        expect(await dialog.getByRole('textbox', { name: 'Social image URL' }).inputValue()).toContain(
          `/images/`,
        )

        await dialog.getByRole('button', { name: 'Save and close' }).click()
        await toast(page, 'Page updated successfully')
        const saved = (await (await page.request.get(`/api/pages/${pageId}`)).json()) as { content: string }
        expect(JSON.parse(saved.content).blocks[1].markdown).toBe(
          `[**Read our harbour view.**](/povs/${povId})`,
        )

        const visitor = await openPage(browser(), path)
        const shown = visitor.page
          .getByRole('main')
          .locator(`strong a[href="/povs/${povId}"], a[href="/povs/${povId}"] strong`)
        await shown.waitFor()
        expect(await shown.textContent()).toBe('Read our harbour view.')
        expect(visitor.errors).toEqual([])
        await visitor.context.close()
      } finally {
        await page.request.delete(`/api/pages/${pageId}`, { headers: { origin: origin(page) } })
        await page.request.delete(`/api/povs/${povId}`, { headers: { origin: origin(page) } })
      }
      expect(errors).toEqual([])
      await context.close()
    },
    LONG_FLOW_MS,
  )
})
