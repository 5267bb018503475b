import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAdmin, toast } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS, openPage, waitForApp } from './support/browser'

// Pages built from blocks: an admin edits the home page's hero in the
// staff app's block editor, sees it in the live preview and then on the site; and builds a landing
// page at /lp/<slug> from blocks, which an anonymous visitor then sees with its call to action.
//
// The test files of one worker run one after another against the same server and database
// (support/test-server.ts), and others read the home page: the home page's hero is put back, and
// the landing page deleted, whatever happens here.

const { browser } = browserForFile()

const HOME_HEADING = 'Crafting Solutions, Transforming Futures'

const origin = (page: Page) => new URL(page.url()).origin

interface StoredPage {
  id: number
  title: string
  path: string
  content: string
  featuredImage: string | null
  hashtags: { id: number }[]
  version: number
}

/** The page stored at `path`, read through the API as the staff member signed in on `page`. */
async function pageAt(page: Page, path: string): Promise<StoredPage> {
  const found = await page.request.get(`/api/pages/at?path=${encodeURIComponent(path)}`)
  if (found.status() !== 200) throw new Error(`GET /api/pages/at?path=${path}: ${found.status()}`)
  return (await found.json()) as StoredPage
}

/** Saves `stored` back as it was read, over whatever is there now (an admin's PUT without a version). */
async function putBack(page: Page, stored: StoredPage) {
  const { version: _version, ...fields } = stored
  const saved = await page.request.put(`/api/pages/${stored.id}`, {
    headers: { origin: origin(page) },
    data: {
      ...fields,
      featuredImage: stored.featuredImage ?? '',
      hashtags: stored.hashtags.map((tag) => tag.id),
    },
  })
  if (saved.status() !== 200)
    throw new Error(`PUT /api/pages/${stored.id}: ${saved.status()} ${await saved.text()}`)
}

/** The staff app's Pages section, its list loaded. */
async function openPages(page: Page) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('tab', { name: 'Pages' }).click()
  await page.getByRole('heading', { name: /^Pages \(\d+\)$/ }).waitFor()
}

/** The h1 of the page at `path` as a visitor without an account gets it. */
async function publicHeading(path: string) {
  const { context, page, errors } = await openPage(browser(), 'about:blank')
  const served = await page.goto(path)
  expect(served?.status()).toBe(200)
  await waitForApp(page)
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  expect(errors).toEqual([])
  await context.close()
  return heading
}

describe('the page editor', () => {
  it(
    "edits the home page's hero, shows it in the live preview, and the site shows it once saved",
    async () => {
      const { context, page, errors } = await openAdmin(browser())
      const original = await pageAt(page, '/')
      expect(original.title).toBe('Home')
      expect(JSON.parse(original.content).blocks[0]).toMatchObject({ type: 'hero', heading: HOME_HEADING })
      const heading = `Browser-edited home ${Date.now()}`
      // A visitor's copy of the home page, served (and kept by the Worker) before the edit.
      expect(await publicHeading('/')).toBe(HOME_HEADING)
      try {
        await openPages(page)
        const row = page.getByTestId('admin-row').filter({ hasText: 'Home' })
        await row.getByText('/', { exact: true }).first().waitFor()
        await page.getByRole('button', { name: 'Edit Home', exact: true }).click()
        const dialog = page.getByRole('dialog', { name: 'Edit Page' })
        await expect.poll(() => dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Home')
        expect(await dialog.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('/')

        const blocks = dialog.getByRole('group', { name: 'Blocks' })
        const hero = blocks.getByRole('button', { name: `Hero: ${HOME_HEADING}`, exact: true })
        expect(await hero.getAttribute('aria-expanded')).toBe('false')
        await hero.click()
        expect(await hero.getAttribute('aria-expanded')).toBe('true')
        const heroFields = blocks.getByRole('group', { name: /^Hero: / })
        const headingField = heroFields.getByRole('textbox', { name: 'Heading', exact: true })
        expect(await headingField.inputValue()).toBe(HOME_HEADING)
        await headingField.fill(heading)
        // The card is named by what its block says first.
        await blocks.getByRole('button', { name: `Hero: ${heading}`, exact: true }).waitFor()

        // 1280 px wide, the preview stands beside the form from the start (pages-editor-preview.test.ts).
        const preview = dialog.getByRole('region', { name: 'Preview', exact: true })
        await preview.locator('h1', { hasText: heading }).waitFor()
        expect(await dialog.getByRole('button', { name: 'Hide preview' }).getAttribute('aria-expanded')).toBe(
          'true',
        )
        await expectAccessible(page)
        // The preview shows the site's colours (the hero's navy ground) even with the staff app dark.
        const heroGround = () =>
          preview
            .locator('section', { has: page.locator('h1') })
            .first()
            .evaluate((hero) => getComputedStyle(hero).backgroundColor)
        expect(await heroGround()).toBe('rgb(15, 42, 74)')
        await page.emulateMedia({ colorScheme: 'dark' })
        await page.locator('html.dark').waitFor({ state: 'attached' })
        expect(await heroGround()).toBe('rgb(15, 42, 74)')
        await expectAccessible(page)
        await page.emulateMedia({ colorScheme: 'light' })

        await dialog.getByRole('button', { name: 'Save and close' }).click()
        await toast(page, 'Page updated successfully')
        await dialog.waitFor({ state: 'detached' })

        expect(await publicHeading('/')).toBe(heading)
      } finally {
        await putBack(page, original)
      }
      // Put back as it was, for the files that run after this one on the same server.
      expect(JSON.parse((await pageAt(page, '/')).content).blocks[0].heading).toBe(HOME_HEADING)
      expect(await publicHeading('/')).toBe(HOME_HEADING)
      expect(errors).toEqual([])
      await context.close()
    },
    LONG_FLOW_MS,
  )

  it('builds a landing page from blocks, which an anonymous visitor sees with its call to action', async () => {
    const { context, page, errors } = await openAdmin(browser())
    const slug = `spring-offer-${Date.now()}`
    const path = `/lp/${slug}`
    const heroHeading = 'Spring into data'
    try {
      await openPages(page)
      await page.getByRole('button', { name: 'Add Page' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create Page' })
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Spring offer')
      await dialog
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('Our spring offer, in blocks')

      // An address of the wrong shape is refused beside the field.
      const address = dialog.getByRole('textbox', { name: 'Address' })
      await address.fill('/lp/Bad Slug')
      await dialog.getByRole('button', { name: 'Create Page' }).click()
      await dialog
        .getByText('Enter /lp/ and then lower-case letters, digits and hyphens, such as /lp/spring-offer', {
          exact: true,
        })
        .waitFor()
      expect(await address.getAttribute('aria-invalid')).toBe('true')
      await address.fill(path)

      // A new page starts from a hero block.
      const blocks = dialog.getByRole('group', { name: 'Blocks' })
      // Its copy is a placeholder until written over, and the card says so.
      const heroCard = blocks.getByRole('button', { name: /^Hero: New page heading/ })
      expect(await heroCard.textContent()).toBe('Hero: New page heading, Placeholder text')
      await heroCard.click()
      const hero = blocks.getByRole('group', { name: /^Hero: / })
      const heroHeadingField = hero.getByRole('textbox', { name: 'Heading', exact: true })
      expect(await heroHeadingField.inputValue()).toBe('New page heading')
      await heroHeadingField.fill(heroHeading)

      await blocks.getByRole('combobox', { name: 'Block type' }).selectOption({ label: 'Call to action' })
      await blocks.getByRole('button', { name: 'Add block' }).click()
      const cta = blocks.getByRole('group', { name: /^Call to action: / })
      await cta.getByRole('textbox', { name: 'Heading', exact: true }).fill('Book a spring review')
      await cta.getByRole('textbox', { name: 'Text', exact: true }).fill('Two weeks with our data team.')
      await cta.getByRole('textbox', { name: 'Button label', exact: true }).fill('Claim the offer')
      await blocks
        .getByRole('button', { name: 'Call to action: Book a spring review', exact: true })
        .waitFor()
      // Added at the end, after the hero.
      const ctaName = 'Call to action: Book a spring review'
      expect(await blocks.getByRole('button', { name: `Move ${ctaName} down` }).isDisabled()).toBe(true)
      expect(await blocks.getByRole('button', { name: `Move ${ctaName} up` }).isEnabled()).toBe(true)

      // The blurb is still the placeholder: the editor says so before the page is published.
      await blocks.getByText('Placeholder text is still on the page', { exact: true }).waitFor()
      expect(
        await blocks.getByRole('listitem').filter({ hasText: 'Hero: Spring into data: ' }).textContent(),
      ).toBe('Hero: Spring into data: ‘A sentence or two that introduces the page.’')
      await dialog.getByRole('switch', { name: 'Published' }).click()
      await dialog.getByRole('button', { name: 'Save and close' }).click()
      await toast(page, 'Page created successfully')
      await dialog.waitFor({ state: 'detached' })

      // Someone without an account, in a browser of their own.
      const visitor = await openPage(browser(), path)
      expect(await visitor.context.cookies()).not.toContainEqual(
        expect.objectContaining({ name: '__Host-sid' }),
      )
      expect(await visitor.page.getByRole('heading', { level: 1 }).textContent()).toBe(heroHeading)
      await visitor.page.getByRole('heading', { level: 2, name: 'Book a spring review' }).waitFor()
      await visitor.page.getByText('Two weeks with our data team.').waitFor()
      const button = visitor.page.getByRole('link', { name: 'Claim the offer' })
      expect(await button.getAttribute('href')).toBe(`/contact?about=%2Flp%2F${slug}`)
      expect(visitor.errors).toEqual([])
      await visitor.context.close()
    } finally {
      const made = await page.request.get(`/api/pages/at?path=${encodeURIComponent(path)}`)
      if (made.status() === 200) {
        const { id } = (await made.json()) as { id: number }
        await page.request.delete(`/api/pages/${id}`, { headers: { origin: origin(page) } })
      }
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows the site's not-found page at a landing page's address that has no page", async () => {
    const { context, page, errors } = await openPage(browser(), 'about:blank')
    const response = await page.goto('/lp/no-such-page')
    expect(response?.status()).toBe(404)
    await waitForApp(page)
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
