import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible } from './support/browser'
import { makePng } from './support/png'

const { browser } = browserForFile()

// The media library: the Media tab, 'Choose from library' in a content form, and
// deleting an image, unused or in use.

const origin = (page: Page) => new URL(page.url()).origin

/** Uploads an 8×8 PNG through POST /api/upload as the signed-in page; the route records it in the library. */
async function uploadImage(page: Page, fileName: string): Promise<{ url: string; key: string }> {
  const response = await page.request.post('/api/upload', {
    headers: { origin: origin(page) },
    multipart: { image: { name: fileName, mimeType: 'image/png', buffer: makePng() } },
  })
  expect(response.status()).toBe(201)
  const { url } = (await response.json()) as { url: string }
  return { url, key: new URL(url).pathname.slice('/images/'.length) }
}

/** A published POV made through the API, with no image unless `featuredImage` names one. */
async function createPov(page: Page, title: string, featuredImage = ''): Promise<number> {
  const response = await page.request.post('/api/povs', {
    headers: { origin: origin(page) },
    data: {
      title,
      description: 'Made by the media library test',
      content: 'Body',
      excerpt: 'Excerpt',
      author: 'Test Author',
      publishedDate: '2025-06-01',
      featuredImage,
      featuredImageDecorative: featuredImage !== '',
      isPublished: true,
      hashtags: [],
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

async function openMediaTab(page: Page) {
  await page.getByRole('tab', { name: 'Media' }).click()
  await page.getByRole('heading', { name: /^Media Library \(\d+\)$/ }).waitFor()
}

const mediaCard = (page: Page, fileName: string) =>
  page.getByTestId('media-card').filter({ hasText: fileName })

describe('the media library', () => {
  it('picks an uploaded image for a POV, which the POV then shows and the library lists as used', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const stamp = Date.now()
    const fileName = `library-pick-${stamp}.png`
    const { url, key } = await uploadImage(page, fileName)
    const title = `Library POV ${stamp}`
    const povId = await createPov(page, title)
    await page.reload()

    await openMediaTab(page)
    const card = mediaCard(page, fileName)
    await card.getByText('8 × 8').waitFor()
    await card.getByText('Not used').waitFor()
    expect(await card.locator('img').getAttribute('srcset')).toContain(`${url}?w=320 320w`)
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'POVs' }).click()
    await page.getByRole('button', { name: `Edit ${title}` }).click()
    const form = page.getByRole('dialog', { name: 'Edit POV' })
    await form.getByRole('button', { name: 'Choose from library', exact: true }).click()
    const picker = page.getByRole('dialog', { name: 'Choose an image' })
    await picker.getByRole('button', { name: `Use this image: ${fileName}` }).waitFor()
    await expectAccessible(page)
    await picker.getByRole('button', { name: `Use this image: ${fileName}` }).click()
    await picker.waitFor({ state: 'detached' })
    expect(await form.getByLabel('Featured image URL').inputValue()).toBe(url)
    await form.getByLabel('Image alt text').fill('An eight-pixel square')
    await form.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV updated successfully')
    await form.waitFor({ state: 'detached' })

    // The library's usage follows the save without a reload.
    await openMediaTab(page)
    await mediaCard(page, fileName).getByText(`POV: ${title}`).waitFor()
    expect(await page.getByRole('button', { name: `Delete image: ${fileName}` }).isDisabled()).toBe(true)

    const pov = await context.newPage()
    await pov.goto(`/povs/${povId}`)
    await pov.locator(`main img[src*="${key}"]`).first().waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('finds an image by name, gives it a focal point by keyboard, and the public page crops towards it', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const fileName = `library-focus-${Date.now()}.png`
    const { url } = await uploadImage(page, fileName)
    const title = `Focused POV ${Date.now()}`
    const id = await createPov(page, title, url)

    await page.goto(`/admin/media?q=${fileName}`)
    // The heading counts what the search shows, of all the images.
    await page.getByRole('heading', { name: /^Media Library \(1 of \d+\)$/ }).waitFor()
    await expect.poll(() => page.getByTestId('media-card').count()).toBe(1)
    const card = mediaCard(page, fileName)
    await card.getByRole('button', { name: `Focal point: ${fileName}` }).click()
    const across = card.getByRole('slider', { name: /^Across/ })
    await across.focus()
    await page.keyboard.press('End')
    const down = card.getByRole('slider', { name: /^Down/ })
    await down.focus()
    await page.keyboard.press('Home')
    await expect
      .poll(() =>
        card.getByTestId('focus-preview').evaluate((image) => getComputedStyle(image).objectPosition),
      )
      .toBe('100% 0%')
    await expectAccessible(page)
    await card.getByRole('button', { name: 'Save focal point' }).click()
    await toast(page, 'Focal point saved')

    // The next visitor's page shows the new crop: the edge's copy was dropped.
    await page.goto(`/povs/${id}`)
    const hero = page.getByRole('article').locator('img').first()
    await expect.poll(() => hero.evaluate((image) => getComputedStyle(image).objectPosition)).toBe('100% 0%')
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows an upload on a line of an article's text as a figure in its box, and counts it as used", async () => {
    const { context, page, errors } = await openAdmin(browser())
    const fileName = `library-inline-${Date.now()}.png`
    const { url, key } = await uploadImage(page, fileName)
    const title = `Inline image POV ${Date.now()}`
    const created = await page.request.post('/api/povs', {
      headers: { origin: origin(page) },
      data: {
        title,
        description: 'Made by the media library test',
        content: `Before the picture.\n\n![Eight red pixels](${new URL(url).pathname} "A tiny caption")\n\nAfter it.`,
        excerpt: 'Excerpt',
        author: 'Test Author',
        publishedDate: '2025-06-01',
        featuredImage: '',
        isPublished: true,
        hashtags: [],
      },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }

    await page.goto(`/povs/${id}`)
    const figure = page.getByRole('article').getByRole('figure')
    await figure.waitFor()
    expect(await figure.locator('figcaption').textContent()).toBe('A tiny caption')
    const image = figure.getByRole('img', { name: 'Eight red pixels' })
    expect(await image.getAttribute('width')).toBe('8')
    expect(await image.getAttribute('height')).toBe('8')
    expect(await image.getAttribute('loading')).toBe('lazy')
    await image.scrollIntoViewIfNeeded()
    // Loaded (a broken image has no natural width), in the box its attributes reserve.
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0))
      .toBe(true)
    await expectAccessible(page)

    await page.goto(`/admin/media?q=${fileName}`)
    await mediaCard(page, fileName).getByText(`POV: ${title}`).waitFor()
    expect(key).toMatch(/\.png$/)
    expect(errors).toEqual([])
    await context.close()
  })

  it('moves an unused image to the trash after a confirmation: gone from the list and from the site', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const fileName = `library-unused-${Date.now()}.png`
    const { url } = await uploadImage(page, fileName)
    await openMediaTab(page)
    await page.getByRole('button', { name: `Delete image: ${fileName}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete this image?' })
    await confirm
      .getByText('It goes to the trash, where an admin can restore it for 30 days.', { exact: false })
      .waitFor()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Delete image' }).click()
    await toast(page, 'Image moved to the trash')
    await mediaCard(page, fileName).waitFor({ state: 'detached' })
    expect((await page.request.get(url)).status()).toBe(404)
    expect(errors).toEqual([])
    await context.close()
  })

  it('says on hover and on focus why an image in use cannot be deleted, and a press deletes nothing', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const stamp = Date.now()
    const fileName = `library-reason-${stamp}.png`
    const { url } = await uploadImage(page, fileName)
    await createPov(page, `Shows it ${stamp}`, url)
    await page.goto(`/admin/media?q=${fileName}`)
    const button = page.getByRole('button', { name: `Delete image: ${fileName}` })
    await button.waitFor()
    const reason = 'This image is used by 1 item and cannot be deleted'
    expect(await button.getAttribute('aria-disabled')).toBe('true')
    expect(
      await button.evaluate(
        (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
      ),
    ).toBe(reason)
    const tooltip = page.getByRole('tooltip').filter({ hasText: reason })
    expect(await tooltip.isVisible()).toBe(false)

    await button.hover()
    await tooltip.waitFor()
    await expectAccessible(page)
    await page.mouse.move(0, 0)
    await tooltip.waitFor({ state: 'hidden' })

    // By keyboard: the button takes focus, shows why, and Escape puts the reason away.
    await page.getByRole('button', { name: `Focal point: ${fileName}` }).focus()
    await page.keyboard.press('Tab')
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true)
    await tooltip.waitFor()
    await page.keyboard.press('Escape')
    await tooltip.waitFor({ state: 'hidden' })

    await page.keyboard.press('Enter')
    await button.click({ force: true })
    expect(await page.getByRole('alertdialog').count()).toBe(0)
    expect((await page.request.get(url)).status()).toBe(200)
    expect(errors).toEqual([])
    await context.close()
  })

  it("refuses to delete an image that came into use after the list loaded, with the server's message", async () => {
    const { context, page, errors } = await openAdmin(browser())
    const stamp = Date.now()
    const fileName = `library-in-use-${stamp}.png`
    const { url } = await uploadImage(page, fileName)
    await openMediaTab(page)
    await mediaCard(page, fileName).getByText('Not used').waitFor()
    // Meanwhile, someone else gives a POV this image.
    const title = `Uses it ${stamp}`
    const povId = await createPov(page, title)
    const response = await page.request.put(`/api/povs/${povId}`, {
      headers: { origin: origin(page) },
      data: {
        title,
        description: 'd',
        content: 'c',
        excerpt: 'e',
        author: 'a',
        publishedDate: '2025-06-01',
        featuredImage: url,
        isPublished: true,
        hashtags: [],
      },
    })
    expect(response.status()).toBe(200)

    await page.getByRole('button', { name: `Delete image: ${fileName}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete image' }).click()
    await toast(page, 'This image is used by 1 item and cannot be deleted')
    await mediaCard(page, fileName).getByText(`POV: ${title}`).waitFor()
    expect((await page.request.get(url)).status()).toBe(200)
    expect(errors).toEqual([])
    await context.close()
  })
})
