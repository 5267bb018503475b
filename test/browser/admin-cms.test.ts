import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { executeLocal } from '../../scripts/lib/local-d1.ts'
import { hashPassword } from '../../src/worker/services/passwords.ts'
import { createJobOpening, logIn, markdownSource, openAdmin, rowAction, toast } from './support/admin'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { makePng } from './support/png'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

async function count(page: Page, title: string): Promise<number> {
  const heading = page.getByRole('heading', { name: new RegExp(`^${title} \\(\\d+\\)$`) })
  await heading.waitFor()
  return Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1])
}

/**
 * The heading's count is the number of items the API lists, drafts included. Other test files add
 * items beside this one: when one lands between the two reads, the page is read again.
 */
async function expectCountOfApi(page: Page, title: string, path: string) {
  await expect
    .poll(async () => {
      const listed = ((await (await page.request.get(path)).json()) as unknown[]).length
      if ((await count(page, title)) === listed) return true
      await page.reload()
      return false
    })
    .toBe(true)
}

/** Lists refetch after a write: wait for the heading to show the new count. */
async function expectCount(page: Page, title: string, expected: number) {
  await page.getByRole('heading', { name: `${title} (${expected})`, exact: true }).waitFor()
}

/** An item's row in the staff list's table. */
const row = (page: Page, title: string) => page.getByTestId('admin-row').filter({ hasText: title })

async function upload(page: Page) {
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: makePng() })
  const done = page.getByRole('dialog', { name: 'Image Uploaded Successfully' })
  await done.waitFor()
  expect(await done.textContent()).toContain('pixel.png')
  await done.getByRole('img').waitFor()
  await done.getByRole('button', { name: 'OK' }).click()
  await done.waitFor({ state: 'detached' })
}

describe('the admin login', () => {
  it('asks to log in, refuses a wrong password in red, signs in with a secure cookie, and logs out', async () => {
    const { context, page, errors } = await openPage(browser(), '/admin')
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    const why = page.getByText('Authentication Required: You need to log in to access the admin panel.')
    await why.waitFor()
    // Nothing has failed yet: why the login shows is plain text, neither an alert, a toast nor red.
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByRole('status').filter({ hasText: 'Authentication Required' }).count()).toBe(0)
    expect(await why.evaluate((node) => node.closest('[aria-live], .text-destructive') === null)).toBe(true)
    await expectAccessible(page)

    const admin = testServer().admin
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Log In' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' })
    await alert.waitFor()
    expect(await alert.evaluate((node) => getComputedStyle(node).color)).toMatch(/^(rgb|oklch|lab)/)
    expect(await alert.getAttribute('class')).toContain('text-destructive')

    await page.getByLabel('Password').fill(admin.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
    const [cookie] = await context.cookies()
    expect(cookie).toMatchObject({
      name: '__Host-sid',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
    })

    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    // The session cookie is gone. (The D1 bookmark cookie may stay: it is read only alongside a
    // session cookie, so without one it grants and changes nothing.)
    expect((await context.cookies()).map((stored) => stored.name)).not.toContain('__Host-sid')
    await page.reload()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the content-management screen', () => {
  it('shows every tab with its count, drafts included, and passes axe', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await expectCountOfApi(page, 'POVs', '/api/povs?includeUnpublished=true')
    await expectAccessible(page)
    // Drafts are in the list: the seed has some.
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('Draft')
    const rows = page.getByTestId('admin-row')
    await expect
      .poll(async () => {
        const shown = await rows.count()
        return shown > 0 && (await rows.getByText('Draft', { exact: true }).count()) === shown
      })
      .toBe(true)
    // The spec's cards, as a view: a published or unpublished icon on each.
    await page.getByLabel('View', { exact: true }).selectOption('Cards')
    await page.getByTestId('admin-card').first().waitFor()
    expect(await page.getByRole('img', { name: 'Unpublished' }).count()).toBeGreaterThan(0)
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'Case Studies' }).click()
    await expectCountOfApi(page, 'Case Studies', '/api/case-studies?includeUnpublished=true')

    await page.getByRole('tab', { name: 'Hashtags' }).click()
    const hashtags = await (await page.request.get('/api/hashtags')).json()
    expect(await count(page, 'Hashtags')).toBe(hashtags.length)
    await expectAccessible(page)

    await page.getByRole('tab', { name: 'Enquiries' }).click()
    await count(page, 'Enquiries')

    await page.getByRole('tab', { name: 'CRM & Leads' }).click()
    await page.getByRole('tabpanel').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('creates a published POV with an uploaded image, edits it and deletes it', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const before = await count(page, 'POVs')
    await page.getByRole('button', { name: 'Add POV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create POV' })
    await dialog.waitFor()
    await expectAccessible(page)
    await dialog.getByLabel('Title').fill('Browser-made POV')
    await dialog.getByLabel('Description').fill('Made by the browser test')
    await (await markdownSource(dialog, 'Content')).fill('First line\nSecond line')
    await dialog.getByLabel('Excerpt').fill('A short excerpt')
    await dialog.getByLabel('Author').fill('Test Author')
    await upload(page)
    const imageUrl = await dialog.getByLabel('Featured image URL').inputValue()
    expect(imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/[0-9a-f-]{36}\.png$/)
    await dialog.getByLabel('Image alt text').fill('A single blue pixel')
    await dialog.locator('[data-testid="hashtag-picker"] button[role="checkbox"]').first().click()
    await dialog.getByRole('switch', { name: 'Published' }).click()
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV created successfully')
    await dialog.waitFor({ state: 'detached' })
    await expectCount(page, 'POVs', before + 1)

    // Public readers see it, with the uploaded image served by the Worker.
    const published = (await (await page.request.get('/api/povs')).json()) as {
      id: number
      title: string
      featuredImage: string
      featuredImageAlt: string | null
    }[]
    const created = published.find((pov) => pov.title === 'Browser-made POV')
    // Stored by its path on the site, not with the host the editor used (docs/images.md).
    expect(created?.featuredImage).toBe(new URL(imageUrl).pathname)
    expect(created?.featuredImageAlt).toBe('A single blue pixel')
    const image = await page.request.get(imageUrl)
    expect(image.headers()['content-type']).toBe('image/png')

    const card = row(page, 'Browser-made POV')
    await card.getByText('Published', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Edit Browser-made POV' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit POV' })
    await edit.getByLabel('Title').fill('Browser-edited POV')
    await edit.getByRole('switch', { name: 'Published' }).click()
    await edit.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'POV updated successfully')
    const edited = row(page, 'Browser-edited POV')
    await edited.getByText('Draft', { exact: true }).waitFor()

    await rowAction(page, 'Browser-edited POV', 'Delete')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'POV deleted successfully')
    await edited.waitFor({ state: 'detached' })
    await expectCount(page, 'POVs', before)
    expect(errors).toEqual([])
    await context.close()
  })

  it('creates a case study only once its image is uploaded, edits and deletes it', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.getByRole('tab', { name: 'Case Studies' }).click()
    const before = await count(page, 'Case Studies')
    await page.getByRole('button', { name: 'Add Case Study' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Case Study' })
    for (const label of ['Title', 'Description', 'Excerpt', 'Client', 'Industry']) {
      await dialog.getByLabel(label).fill(`Browser ${label}`)
    }
    for (const label of ['Content', 'Challenge', 'Solution']) {
      await (await markdownSource(dialog, label)).fill(`Browser ${label}`)
    }
    await dialog.getByLabel('Results (one per line)').fill('Faster\nCheaper')
    await dialog.getByRole('button', { name: 'Create Case Study' }).click()
    await toast(page, 'Please upload an image and wait for it to finish uploading before submitting.')
    await upload(page)
    await dialog.getByRole('button', { name: 'Create Case Study' }).click()
    await dialog.getByText('Describe the image, or mark it as decorative').waitFor()
    await dialog.getByRole('checkbox', { name: 'Decorative image (no alt text)' }).click()
    await dialog.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'Case study created successfully')
    await expectCount(page, 'Case Studies', before + 1)

    const card = row(page, 'Browser Title')
    await card.getByRole('cell', { name: 'Browser Client', exact: true }).waitFor()
    await card.getByRole('button', { name: 'Edit Browser Title' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Case Study' })
    await edit.getByLabel('Client').fill('Edited Client')
    await edit.getByRole('button', { name: 'Save and close' }).click()
    await toast(page, 'Case study updated successfully')
    await card.getByRole('cell', { name: 'Edited Client', exact: true }).waitFor()

    await rowAction(page, 'Browser Title', 'Delete')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Case study deleted successfully')
    await expectCount(page, 'Case Studies', before)
    expect(errors).toEqual([])
    await context.close()
  })

  it('creates, renames and deletes a hashtag, refusing a duplicate name', async () => {
    const { context, page, errors } = await openAdmin(browser())
    await page.getByRole('tab', { name: 'Hashtags' }).click()
    const before = await count(page, 'Hashtags')
    await page.getByRole('button', { name: 'Add Hashtag' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Hashtag' })
    await dialog.getByLabel('Name').fill('BrowserTag')
    await dialog.getByRole('combobox', { name: 'Type' }).click()
    await page.getByRole('option', { name: 'Topic' }).click()
    await dialog.getByRole('button', { name: 'Create Hashtag' }).click()
    await toast(page, 'Hashtag created successfully')
    await expectCount(page, 'Hashtags', before + 1)

    await page.getByRole('button', { name: 'Add Hashtag' }).click()
    const again = page.getByRole('dialog', { name: 'Create Hashtag' })
    await again.getByLabel('Name').fill('browsertag')
    await again.getByRole('button', { name: 'Create Hashtag' }).click()
    await again.getByText('A hashtag with this name already exists').waitFor()
    await again.getByRole('button', { name: 'Close' }).click()
    await again.waitFor({ state: 'detached' })

    const card = page.getByTestId('hashtag-card').filter({ hasText: '#BrowserTag' })
    await card.getByText('topic').waitFor()
    await card.getByRole('button', { name: 'Edit #BrowserTag' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Hashtag' })
    await edit.getByLabel('Name').fill('BrowserTagRenamed')
    await edit.getByRole('button', { name: 'Update Hashtag' }).click()
    await toast(page, 'Hashtag updated successfully')
    const renamed = page.getByTestId('hashtag-card').filter({ hasText: '#BrowserTagRenamed' })
    await renamed.getByRole('button', { name: 'Delete #BrowserTagRenamed' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Hashtag deleted successfully')
    await expectCount(page, 'Hashtags', before)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows a renamed or deleted hashtag on every type’s cards at once, job openings too', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const headers = { origin: new URL(page.url()).origin }
    const tagName = `JobTag${Date.now()}`
    const tag = await page.request.post('/api/hashtags', {
      headers,
      data: { name: tagName, type: 'topic', description: '' },
    })
    expect(tag.status()).toBe(201)
    const { id: tagId } = (await tag.json()) as { id: number }
    const title = `Tagged Draft Role ${Date.now()}`
    const openingId = await createJobOpening(page, {
      title,
      description: 'A draft opening with a hashtag.',
      applyBy: '2099-12-31',
      isPublished: false,
      hashtags: [tagId],
    })

    // The Job Openings list is loaded (and kept) before the hashtag changes.
    await page.reload()
    await page.getByRole('tab', { name: 'Job Openings' }).click()
    const card = row(page, title)
    await card.getByText(`#${tagName}`, { exact: true }).waitFor()

    await page.getByRole('tab', { name: 'Hashtags' }).click()
    await page.getByRole('button', { name: `Edit #${tagName}` }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Hashtag' })
    await edit.getByLabel('Name').fill(`${tagName}Renamed`)
    await edit.getByRole('button', { name: 'Update Hashtag' }).click()
    await toast(page, 'Hashtag updated successfully')
    await page.getByRole('tab', { name: 'Job Openings' }).click()
    await card.getByText(`#${tagName}Renamed`, { exact: true }).waitFor()

    await page.getByRole('tab', { name: 'Hashtags' }).click()
    await page.getByRole('button', { name: `Delete #${tagName}Renamed` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Hashtag deleted successfully')
    await page.getByRole('tab', { name: 'Job Openings' }).click()
    await card.getByRole('cell', { name: 'Consulting', exact: true }).waitFor()
    await card.getByText(`#${tagName}Renamed`, { exact: true }).waitFor({ state: 'detached' })

    expect((await page.request.delete(`/api/careers/${openingId}`, { headers })).status()).toBe(200)
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows add buttons but no edit or delete to a signed-in non-admin', async () => {
    const email = `editor-${Date.now()}@example.test`
    const password = 'editor password 123'
    await executeLocal(
      `INSERT INTO users (email, password_hash, role) VALUES ('${email}', '${await hashPassword(password)}', 'editor');`,
      testServer().stateDir,
    )
    const { context, page, errors } = await openPage(browser(), '/admin')
    await logIn(page, email, password)
    await count(page, 'POVs')
    await page.getByRole('button', { name: 'Add POV' }).waitFor()
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0)
    await page.getByRole('tab', { name: 'Hashtags' }).click()
    await page.getByRole('button', { name: 'Add Hashtag' }).waitFor()
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0)
    // The server agrees, whatever the page shows.
    const refused = await page.request.delete('/api/hashtags/1', {
      headers: { origin: new URL(page.url()).origin },
    })
    expect(refused.status()).toBe(403)
    expect(errors).toEqual([])
    await context.close()
  })
})
