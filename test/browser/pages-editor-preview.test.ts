import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openAdmin } from './support/admin'
import { browserForFile, expectAccessible, LONG_FLOW_MS } from './support/browser'

// The Pages editor's preview of the page: from 1280 px wide it stands beside the form from the
// start, in a column that stays in view as the form scrolls, and a person can hide it there (kept
// over a reload); narrower, it shows below the blocks when asked for. Each test edits a landing
// page of its own, made through the API and deleted at the end, so no other file sees what is typed.

const { browser } = browserForFile()

const HERO = 'A page to preview'

const pageDocument = {
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      heading: HERO,
      blurb: 'A sentence that introduces the page.',
      buttons: [{ label: 'Talk to us', href: '/contact', variant: 'primary' }],
      stats: [],
    },
    {
      id: 'values',
      type: 'value-cards',
      heading: 'What we value',
      cards: [
        { title: 'Care', description: 'We listen first.' },
        { title: 'Craft', description: 'We build to last.' },
        { title: 'Candour', description: 'We say what we see.' },
      ],
      columns: 'three',
      background: 'plain',
    },
    {
      id: 'cta',
      type: 'call-to-action',
      heading: 'Ready to start?',
      text: 'Two weeks with our team.',
      buttonLabel: 'Book a call',
    },
  ],
}

/** Makes a draft landing page through the API as the admin signed in on `page`; returns its id. */
async function createLandingPage(page: Page) {
  const created = await page.request.post('/api/pages', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      title: 'Preview test page',
      path: `/lp/preview-test-${Date.now()}`,
      description: 'A page made by a test',
      content: JSON.stringify(pageDocument),
      featuredImage: '',
      hashtags: [],
    },
  })
  if (created.status() !== 201)
    throw new Error(`POST /api/pages: ${created.status()} ${await created.text()}`)
  return ((await created.json()) as { id: number }).id
}

async function deletePage(page: Page, id: number) {
  await page.request.delete(`/api/pages/${id}`, { headers: { origin: new URL(page.url()).origin } })
}

/** The page's editor, opened by its address, once its form has the page's blocks. */
async function openEditor(page: Page, id: number) {
  await page.goto(`/admin/pages/${id}`)
  const dialog = page.getByRole('dialog', { name: 'Edit Page' })
  const blocks = dialog.getByRole('group', { name: 'Blocks' })
  await blocks.getByRole('button', { name: `Hero: ${HERO}`, exact: true }).waitFor()
  return { dialog, blocks, preview: dialog.getByRole('region', { name: 'Preview', exact: true }) }
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator} has no box`)
  return found
}

/** Whether two boxes share any point. */
const overlap = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
type DOMRectLike = { x: number; y: number; width: number; height: number }

describe('the page preview in the Pages editor', () => {
  it(
    'stands beside the form from 1280 px, follows what is typed, stays in view, and stays hidden once hidden',
    async () => {
      const { context, page, errors } = await openAdmin(browser())
      const id = await createLandingPage(page)
      try {
        for (const width of [1440, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          const { dialog, blocks, preview } = await openEditor(page, id)
          // Shown without pressing anything, to the right of the form, which keeps room to write.
          await preview.locator('h1', { hasText: HERO }).waitFor()
          const form = await box(blocks)
          const shown = await box(preview)
          expect(shown.x).toBeGreaterThanOrEqual(form.x + form.width)
          expect(form.width).toBeGreaterThanOrEqual(560)
          expect(shown.x + shown.width).toBeLessThanOrEqual(width)
          // The settings move under the form rather than sit over the preview.
          const settings = await box(dialog.getByRole('region', { name: 'Settings' }))
          expect(overlap(settings, shown)).toBe(false)
          expect(settings.y).toBeGreaterThan(form.y + form.height)
          // The form scrolled to its end, the preview's head is still in view.
          await dialog.evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }))
          const hide = dialog.getByRole('button', { name: 'Hide preview' })
          await expect.poll(async () => (await box(hide)).y).toBeLessThan(100)
          expect((await box(hide)).y).toBeGreaterThanOrEqual(0)
          await expectAccessible(page)
        }

        // Typing in a block's field changes the preview within a moment.
        const { dialog, blocks, preview } = await openEditor(page, id)
        await blocks.getByRole('button', { name: `Hero: ${HERO}`, exact: true }).click()
        const heading = blocks
          .getByRole('group', { name: /^Hero: / })
          .getByRole('textbox', { name: 'Heading' })
        await heading.fill('Typed into the form')
        await preview.locator('h1', { hasText: 'Typed into the form' }).waitFor({ timeout: 2_000 })

        // Hidden, the settings come back beside the form, and focus goes to the button that shows it again.
        const hide = dialog.getByRole('button', { name: 'Hide preview' })
        expect(await hide.getAttribute('aria-expanded')).toBe('true')
        await hide.click()
        await preview.waitFor({ state: 'detached' })
        const show = blocks.getByRole('button', { name: 'Show preview' })
        await expect.poll(() => show.evaluate((button) => button === document.activeElement)).toBe(true)
        expect(await show.getAttribute('aria-expanded')).toBe('false')
        const settings = await box(dialog.getByRole('region', { name: 'Settings' }))
        expect(settings.x).toBeGreaterThanOrEqual((await box(blocks)).x + (await box(blocks)).width)

        // Still hidden after a reload, until shown again.
        await page.reload()
        const again = await openEditor(page, id)
        await again.blocks.getByRole('button', { name: 'Show preview' }).waitFor()
        expect(await again.preview.count()).toBe(0)
        await again.blocks.getByRole('button', { name: 'Show preview' }).click()
        await again.preview.locator('h1').waitFor()
        await page.reload()
        await (await openEditor(page, id)).preview.locator('h1').waitFor()
      } finally {
        await deletePage(page, id)
      }
      expect(errors).toEqual([])
      await context.close()
    },
    LONG_FLOW_MS,
  )

  for (const { width, height } of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    it(`shows the preview below the blocks when asked for, ${width} px wide`, async () => {
      const { context, page, errors } = await openAdmin(browser())
      const id = await createLandingPage(page)
      try {
        await page.setViewportSize({ width, height })
        const { dialog, blocks, preview } = await openEditor(page, id)
        const show = blocks.getByRole('button', { name: 'Show preview' })
        expect(await show.getAttribute('aria-expanded')).toBe('false')
        expect(await preview.count()).toBe(0)
        await show.click()
        await preview.locator('h1', { hasText: HERO }).waitFor()
        expect(await blocks.getByRole('button', { name: 'Hide preview' }).getAttribute('aria-expanded')).toBe(
          'true',
        )
        // Below the blocks, within the blocks' own width, and nothing wider than the screen.
        const shown = await box(preview)
        const card = await box(blocks.getByRole('button', { name: `Hero: ${HERO}`, exact: true }))
        expect(shown.y).toBeGreaterThan(card.y + card.height)
        expect(shown.x + shown.width).toBeLessThanOrEqual(width)
        expect(await dialog.evaluate((scroller) => scroller.scrollWidth)).toBeLessThanOrEqual(width)
        await expectAccessible(page)
      } finally {
        await deletePage(page, id)
      }
      expect(errors).toEqual([])
      await context.close()
    })
  }
})
