import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createPov, openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible } from './support/browser'
import { makePng } from './support/png'

// The visual editor of a Markdown field: staff insert an image from the media
// library with its alt text and caption, and a video, and the public page shows a figure and a
// placeholder that has asked nothing of the video's provider. Axe checks the editor with its
// toolbar, its `/` menu, its image and embed dialogs open, and the caret in a table.

const { browser } = browserForFile()

const origin = (page: Page) => new URL(page.url()).origin

describe('the visual editor', () => {
  // Six axe checks of a full editor: on two busy cores about 90 s, past the suite's 60 s.
  it('inserts an image from the media library and a video, which the public page shows as a figure with its caption and a placeholder', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const fileName = `editor-${Date.now()}.png`
    const uploaded = await page.request.post('/api/upload', {
      headers: { origin: origin(page) },
      multipart: { image: { name: fileName, mimeType: 'image/png', buffer: makePng() } },
    })
    expect(uploaded.status()).toBe(201)
    const title = `Visual editor POV ${Date.now()}`
    const id = await createPov(page, { title, content: 'An opening paragraph.', publishedDate: '2025-06-01' })

    await page.reload()
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit POV' })
    const editor = dialog.getByRole('textbox', { name: 'Content' })
    await editor.getByText('An opening paragraph.').waitFor()
    await dialog.getByRole('toolbar', { name: 'Formatting' }).waitFor()
    await expectAccessible(page)

    // A click on the field's label puts the caret in the visual editor (the textarea is hidden),
    // and Ctrl+K on a selection opens the link dialog.
    await page.locator(`[id="${await editor.getAttribute('aria-labelledby')}"]`).click()
    await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true)
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Control+k')
    const link = page.getByRole('dialog', { name: 'Link' })
    await link.waitFor()
    // Escape closes the dialog that holds the focus: pressed before the link dialog has taken it,
    // it closes the editor instead.
    await expect.poll(() => link.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await link.waitFor({ state: 'detached' })

    // A table's rows and columns, from the toolbar while the caret is in it; then it goes again.
    await page.keyboard.press('Control+End')
    await dialog.getByRole('button', { name: 'Table', exact: true }).click()
    const table = editor.getByRole('table')
    await table.waitFor()
    await dialog.getByRole('button', { name: 'Add row below' }).click()
    await dialog.getByRole('button', { name: 'Add column after' }).click()
    expect(await table.getByRole('row').count()).toBe(4)
    expect(await table.getByRole('row').first().getByRole('columnheader').count()).toBe(3)
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Delete table' }).click()
    await table.waitFor({ state: 'detached' })

    // The `/` menu at the start of a new paragraph, then closed again.
    await editor.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('/')
    await page.getByRole('listbox', { name: 'Insert a block' }).waitFor()
    expect(await editor.getAttribute('aria-activedescendant')).toBeTruthy()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Backspace')
    await page.getByRole('listbox').waitFor({ state: 'detached' })

    await dialog.getByRole('button', { name: 'Image', exact: true }).click()
    const insert = page.getByRole('dialog', { name: 'Insert an image' })
    await insert.waitFor()
    await expectAccessible(page)
    await insert.getByRole('button', { name: 'Choose from library' }).click()
    await page.getByRole('button', { name: `Use this image: ${fileName}` }).click()
    await insert.getByText(/^Chosen image: \/images\//).waitFor()
    await insert.getByRole('textbox', { name: 'Image alt text' }).fill('A red test pattern')
    await insert.getByRole('textbox', { name: 'Caption (optional)' }).fill('Drawn')
    await insert.getByRole('button', { name: 'Insert' }).click()
    await insert.waitFor({ state: 'detached' })
    await editor.getByRole('img', { name: 'A red test pattern' }).waitFor()
    // The caption shows under the image in the text, and is typed there.
    const caption = editor.getByRole('textbox', { name: 'Caption (optional)' })
    expect(await caption.inputValue()).toBe('Drawn')
    await caption.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' by the browser test')

    await dialog.getByRole('button', { name: 'Embed', exact: true }).click()
    const embed = page.getByRole('dialog', { name: 'Embed a video or post' })
    await embed
      .getByRole('textbox', { name: 'Address of the video or post' })
      .fill('https://youtu.be/dQw4w9WgXcQ')
    await embed.getByRole('textbox', { name: 'Title' }).fill('Our platform talk')
    await expectAccessible(page)
    await embed.getByRole('button', { name: 'Insert' }).click()
    await embed.waitFor({ state: 'detached' })
    await editor.getByText('Our platform talk').waitFor()

    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV updated successfully')
    await dialog.waitFor({ state: 'detached' })

    // Nothing is asked of the video's provider until the visitor clicks its placeholder.
    const providerRequests: string[] = []
    context.on('request', (request) => {
      if (/youtube|ytimg/.test(new URL(request.url()).hostname)) providerRequests.push(request.url())
    })
    await page.goto(`/povs/${id}`)
    const figure = page
      .getByRole('article')
      .getByRole('figure')
      .filter({ has: page.locator('figcaption', { hasText: 'Drawn' }) })
    await figure.waitFor()
    const placeholder = page.getByRole('link', { name: 'Our platform talk Play video' })
    expect(await placeholder.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
    await page.waitForLoadState('networkidle')
    expect(providerRequests).toEqual([])
    expect(await figure.locator('figcaption').textContent()).toBe('Drawn by the browser test')
    const image = figure.getByRole('img', { name: 'A red test pattern' })
    expect(await image.getAttribute('width')).toBe('8')
    expect(await image.getAttribute('srcset')).toContain('/images/')
    expect(errors).toEqual([])
    await context.close()
  }, 120_000)

  it('reaches past an embed that ends the text with Ctrl+End, so what is typed comes after it', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const title = `Embed at the end ${Date.now()}`
    const video = '[Our platform talk](https://youtu.be/dQw4w9WgXcQ)'
    const id = await createPov(page, { title, content: `Intro.\n\n${video}` })

    await page.reload()
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit POV' })
    const editor = dialog.getByRole('textbox', { name: 'Content' })
    await editor.getByText('Intro.').click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type('After the video.')
    await editor.getByText('After the video.').waitFor()
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await dialog.waitFor({ state: 'detached' })

    const saved = await page.request.get(`/api/povs/${id}`)
    expect(((await saved.json()) as { content: string }).content).toBe(
      `Intro.\n\n${video}\n\nAfter the video.`,
    )
    expect(errors).toEqual([])
    await context.close()
  })
})
