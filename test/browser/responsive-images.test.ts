import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseStudy } from '../../src/shared/content/types/case-study'
import { queryLocal } from '../support/read-local-d1.ts'
import { openAdmin } from './support/admin'
import { baseUrl, browserForFile, openPage } from './support/browser'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

// Responsive images: every public content image as the browser gets it, and the
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

/** The image's address as stored (its `src` is the 960-wide variant): a path for the seeded images, an upload's absolute URL. */
const storedAddress = (image: ShownImage) => image.src.replace(/\?w=960$/, '')

/** Each upload's original width, by its key, from the server's media table. */
let originalWidths = new Map<string, number>()

/**
 * What the srcset offers: each width up to the original's, and, when the original falls between
 * two, the next width's address named by the original's own width (it is served at that size).
 */
function expectedSrcset(address: string): string {
  const original = originalWidths.get(address.slice(address.lastIndexOf('/') + 1)) ?? Number.POSITIVE_INFINITY
  const entries: string[] = []
  let below = 0
  for (const width of WIDTHS) {
    if (width > original) {
      if (below < original) entries.push(`${address}?w=${width} ${original}w`)
      break
    }
    entries.push(`${address}?w=${width} ${width}w`)
    below = width
  }
  return entries.join(', ')
}

function expectResponsive(image: ShownImage) {
  const address = storedAddress(image)
  expect(address).toMatch(new RegExp(`${UPLOAD.source}$`))
  expect(image.srcset).toBe(expectedSrcset(address))
  expect(image.sizes).toBeTruthy()
  expect(Number(image.width)).toBeGreaterThan(0)
  expect(Number(image.height)).toBeGreaterThan(0)
  expect(image.alt?.trim()).toBeTruthy()
  // The browser chose a variant and the Worker made it.
  expect(image.currentSrc).toMatch(/\?w=\d+$/)
  expect(image.naturalWidth).toBeGreaterThan(0)
}

describe('content images', () => {
  beforeAll(async () => {
    const rows = await queryLocal<{ key: string; width: number }>(
      'select key, width from media',
      testServer().stateDir,
    )
    originalWidths = new Map(rows.map((row) => [row.key, row.width]))
  })

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
      // Uploads in the text (the seeded POV has two) are figures below it: responsive too, and lazy.
      for (const figure of rest) {
        expectResponsive(figure)
        expect(figure.loading).toBe('lazy')
      }
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

/** How long a page of freshly uploaded camera photos may take to load (see the test). */
const PHOTOS_LOAD_MS = 120_000

describe('/case-studies with camera-sized photos', () => {
  const originals = new Map<number, CaseStudy>()
  const uploads: string[] = []
  let admin: Awaited<ReturnType<typeof openAdmin>>

  async function putImage(page: Page, study: CaseStudy, featuredImage: string | null) {
    // Sent as a form would, without what the server keeps: this test saves over whatever is there.
    const { id, createdAt, updatedAt, version, hashtags, ...fields } = study
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
      // Stored, and so shown, by its path on the site, whatever host the upload answered with.
      uploads.push(new URL(url).pathname)
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
  ])(
    'does not shift its layout on %s while the photos load',
    async (_, viewport) => {
      const context = await browser().newContext({ baseURL: baseUrl(), viewport })
      await context.addInitScript(() => {
        type Shift = PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources: { node: Node | null }[]
        }
        // Shifts of the page's content, each named by what moved. The cookie banner is fixed over the
        // page: a busy browser may paint it while its markup is still being parsed, and its growing
        // moves nothing the visitor is reading, so a shift of fixed elements alone is not counted.
        const shifts: string[] = []
        Object.assign(window, { layoutShifts: shifts })
        const fixed = (node: Node | null): boolean => {
          let at = node instanceof Element ? node : (node?.parentElement ?? null)
          while (at && getComputedStyle(at).position !== 'fixed') at = at.parentElement
          return at !== null
        }
        const name = (node: Node | null) =>
          node instanceof Element ? `<${node.localName} class="${node.className}">` : String(node?.nodeName)
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const onlyFixed = entry.sources.length > 0 && entry.sources.every((source) => fixed(source.node))
            if (entry.hadRecentInput || onlyFixed) continue
            shifts.push(`${entry.value}: ${entry.sources.map((source) => name(source.node)).join(', ')}`)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const page = await context.newPage()
      // A query no visitor has sent: the edge cache may still hold an anonymous copy of
      // /case-studies from before the photos were set (it is fresh for 60 s after any edit).
      // 'load' waits for the first encoding of each photo's variant (AVIF, from 2400 × 1600 of noise)
      // by the local Images binding: a few seconds alone, over 30 s at CI while the other suites
      // share the two cores, so the page is given up to 2 minutes.
      await page.goto(`/case-studies?photos=${viewport.width}-${Date.now()}`, { timeout: PHOTOS_LOAD_MS })
      const photos = await uploadedImages(page)
      expect(photos.map(storedAddress).sort()).toEqual([...uploads].sort())
      for (const shown of photos) {
        expectResponsive(shown)
        // A variant, never the 2400-pixel original.
        expect(shown.naturalWidth).toBeLessThan(2400)
      }
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)
      expect(shifts).toEqual([])
      await context.close()
    },
    PHOTOS_LOAD_MS + 60_000,
  )
})
