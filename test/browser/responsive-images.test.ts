import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseStudy } from '../../src/shared/types'
import { openAdmin } from './support/admin'
import { baseUrl, launchBrowserPerFile, openPage } from './support/browser'

const { browser } = launchBrowserPerFile()

// Responsive images (issue 14): every public content image as the browser gets it, and the
// layout of /case-studies while real, camera-sized photos load into it.

const UPLOAD = /\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\w+/
const WIDTHS = [320, 640, 960, 1280, 1920]

interface ShownImage {
  src: string
  srcset: string | null
  sizes: string | null
  width: string | null
  height: string | null
  alt: string | null
  loading: string | null
  fetchPriority: string
  currentSrc: string
  naturalWidth: number
}

/** Every uploaded image on the page once each has loaded (lazy ones are scrolled into view first). */
async function uploadedImages(page: Page): Promise<ShownImage[]> {
  await page.evaluate(async () => {
    for (const image of Array.from(document.querySelectorAll('img'))) {
      image.scrollIntoView()
      await image.decode().catch(() => undefined)
    }
  })
  const images = await page.$$eval('img', (all) =>
    all.map((image) => ({
      src: image.getAttribute('src') ?? '',
      srcset: image.getAttribute('srcset'),
      sizes: image.getAttribute('sizes'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      alt: image.getAttribute('alt'),
      loading: image.getAttribute('loading'),
      fetchPriority: image.fetchPriority,
      currentSrc: image.currentSrc,
      naturalWidth: image.naturalWidth,
    })),
  )
  return images.filter((image) => UPLOAD.test(image.src))
}

function expectResponsive(image: ShownImage) {
  const address = UPLOAD.exec(image.src)?.[0]
  expect(image.srcset).toBe(WIDTHS.map((width) => `${address}?w=${width} ${width}w`).join(', '))
  expect(image.sizes).toBeTruthy()
  expect(Number(image.width)).toBeGreaterThan(0)
  expect(Number(image.height)).toBeGreaterThan(0)
  expect(image.alt?.trim()).toBeTruthy()
  // The browser chose a variant and the Worker made it.
  expect(image.currentSrc).toMatch(/\?w=\d+$/)
  expect(image.naturalWidth).toBeGreaterThan(0)
}

describe('content images', () => {
  it('carry srcset, sizes, a box and alt text on every public page, and load a variant', async () => {
    const { context, page } = await openPage(browser(), '/case-studies', {
      viewport: { width: 412, height: 823 },
    })
    const cards = await uploadedImages(page)
    expect(cards.length).toBeGreaterThanOrEqual(5)
    cards.forEach(expectResponsive)
    expect(cards.map((card) => card.loading)).toEqual(['eager', ...cards.slice(1).map(() => 'lazy')])

    await page
      .getByTestId('case-study-card')
      .first()
      .getByRole('button', { name: /Read Full Case Study/ })
      .click()
    const dialogImage = page.getByRole('dialog').locator('img')
    await dialogImage.waitFor()
    expect(await dialogImage.getAttribute('srcset')).toContain('?w=320 320w')
    expect(await dialogImage.getAttribute('alt')).toBeTruthy()
    await page.keyboard.press('Escape')

    await page.goto('/whitepapers')
    const covers = await uploadedImages(page)
    expect(covers.length).toBeGreaterThanOrEqual(2)
    covers.forEach(expectResponsive)

    for (const [listing, link] of [
      ['/insights', /Read More/],
      ['/case-studies', null],
      ['/whitepapers', /Read More/],
    ] as const) {
      await page.goto(listing)
      const href = link
        ? await page.getByRole('link', { name: link }).first().getAttribute('href')
        : await page.getByTestId('case-study-card').first().getByRole('link').first().getAttribute('href')
      await page.goto(href ?? '/')
      const [hero, ...rest] = await uploadedImages(page)
      expect(hero, href ?? '').toBeDefined()
      expectResponsive(hero as ShownImage)
      expect(hero?.fetchPriority).toBe('high')
      expect(hero?.loading).toBeNull()
      expect(rest).toEqual([])
    }
    await context.close()
  })
})

/** A camera-like photo: colour noise over the frame, which no encoder can shrink much. */
function photo(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 48 },
    },
  })
    .jpeg({ quality: 75 })
    .toBuffer()
}

describe('/case-studies with camera-sized photos', () => {
  const originals = new Map<number, CaseStudy>()
  let admin: Awaited<ReturnType<typeof openAdmin>>

  async function putImage(page: Page, study: CaseStudy, featuredImage: string | null) {
    const { id, createdAt, updatedAt, hashtags, ...fields } = study
    const response = await page.request.put(`/api/case-studies/${id}`, {
      headers: { origin: new URL(page.url()).origin },
      data: { ...fields, featuredImage: featuredImage ?? '', hashtags: hashtags.map((tag) => tag.id) },
    })
    expect(response.status()).toBe(200)
  }

  beforeAll(async () => {
    admin = await openAdmin(browser())
    const { page } = admin
    const list = (await (await page.request.get('/api/case-studies')).json()) as CaseStudy[]
    const published = list.filter((study) => study.isPublished)
    expect(published.length).toBeGreaterThanOrEqual(3)
    for (const [index, study] of published.entries()) {
      const response = await page.request.post('/api/upload', {
        headers: { origin: new URL(page.url()).origin },
        multipart: {
          image: { name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer: await photo(2400, 1600) },
        },
      })
      expect(response.status()).toBe(201)
      const { url, width, height } = (await response.json()) as { url: string; width: number; height: number }
      expect([width, height]).toEqual([2400, 1600])
      originals.set(study.id, study)
      await putImage(page, study, url)
    }
  })

  afterAll(async () => {
    for (const study of originals.values()) await putImage(admin.page, study, study.featuredImage)
    await admin.context.close()
  })

  it.each([
    ['a phone', { width: 412, height: 823 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])('does not shift its layout on %s while the photos load', async (_, viewport) => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport })
    await context.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    const page = await context.newPage()
    await page.goto('/case-studies')
    const photos = await uploadedImages(page)
    expect(photos.length).toBe(originals.size)
    for (const shown of photos) {
      expectResponsive(shown)
      // A variant, never the 2400-pixel original.
      expect(shown.naturalWidth).toBeLessThan(2400)
    }
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
    expect(shifts).toEqual([])
    await context.close()
  })
})
