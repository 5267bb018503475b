import { IMAGE_WIDTHS, imageVariantAddress } from '../../src/shared/image-variants.ts'
import { latencySummary, percentile, signIn, withBuiltWorker } from './lib-built-worker.ts'
import {
  auditMedian,
  failure,
  type LighthouseResult,
  median,
  LIGHTHOUSE_RUNS as RUNS,
  runLighthouse,
  scores,
  seconds,
  verdict,
} from './lib-lighthouse.ts'
import { benchPhoto } from './lib-photo.ts'
import { kb } from './lib-route-bytes.ts'
import type { BenchRow } from './types.ts'

// What camera photos cost a phone. Seven 4000x3000 JPEGs of about 4.7 MB (made here,
// each a different picture: one photo on six cards would be downloaded once) are uploaded through
// POST /api/upload by the seeded admin and set (PUT) as the featured image of the six newest
// published case studies (made if the seed has fewer) and of the newest published POV. Then: the
// time of each variant's first request (transformed) and of repeats (stored or cached), and
// Lighthouse mobile on /case-studies and on that POV's page: image bytes transferred, performance
// and LCP, beside what the same pages would transfer with the originals.
const CASE_STUDIES = 6
const REPEATS = 5
const TARGETS = { performance: 98, caseStudiesImageBytes: 200 * 1024, povImageBytes: 120 * 1024 }
// Chromium's Accept for images, and one that leaves AVIF out.
const ACCEPT = {
  AVIF: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  WebP: 'image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
} as const
const EXPECTED_TYPE = { AVIF: 'image/avif', WebP: 'image/webp' } as const

interface Upload {
  url: string
  bytes: number
}

interface Item {
  id: number
  hashtags: { id: number }[]
  [field: string]: unknown
}

async function api<T>(base: string, staff: Record<string, string>, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, { ...init, headers: { ...staff, ...init.headers } })
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

async function upload(base: string, staff: Record<string, string>, seed: number): Promise<Upload> {
  const { jpeg } = await benchPhoto(seed)
  const form = new FormData()
  form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `IMG_${4200 + seed}.jpg`)
  const { url } = await api<{ url: string }>(base, staff, '/api/upload', { method: 'POST', body: form })
  return { url, bytes: jpeg.length }
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** The item as its form would send it back (the schema drops id and dates), with another featured image. */
function withImage(item: Item, url: string) {
  const fields = Object.entries(item).filter(([, value]) => value !== null)
  return { ...Object.fromEntries(fields), hashtags: item.hashtags.map((tag) => tag.id), featuredImage: url }
}

/** The six newest published case studies (made if missing) and the newest published POV, each with its own photo. */
async function placePhotos(base: string, staff: Record<string, string>, photos: Upload[]) {
  const published = () => api<Item[]>(base, staff, '/api/public/case-studies')
  for (let made = (await published()).length; made < CASE_STUDIES; made += 1) {
    const text = `Bench case study ${made + 1}: a published case study with a camera photo.`
    await api(
      base,
      staff,
      '/api/case-studies',
      json('POST', {
        title: `Bench case study ${made + 1}`,
        ...Object.fromEntries(
          ['description', 'content', 'excerpt', 'client', 'industry', 'challenge', 'solution', 'results'].map(
            (field) => [field, text],
          ),
        ),
        isPublished: true,
      }),
    )
  }
  const studies = (await published()).slice(0, CASE_STUDIES)
  for (const [index, study] of studies.entries()) {
    await api(
      base,
      staff,
      `/api/case-studies/${study.id}`,
      json('PUT', withImage(study, photos[index]?.url ?? '')),
    )
  }
  const [pov] = await api<Item[]>(base, staff, '/api/povs')
  if (!pov) throw new Error('the seed has no published POV')
  await api(base, staff, `/api/povs/${pov.id}`, json('PUT', withImage(pov, photos[CASE_STUDIES]?.url ?? '')))
  return { povPath: `/povs/${pov.id}` }
}

interface VariantTiming {
  label: string
  first: number[]
  repeat: number[]
  bytes: number[]
  types: Set<string>
}

async function timeRequest(url: string, accept: string) {
  const started = performance.now()
  const response = await fetch(url, { headers: { accept } })
  const body = await response.arrayBuffer()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return {
    ms: performance.now() - started,
    bytes: body.byteLength,
    type: response.headers.get('content-type') ?? '',
  }
}

/** Each variant of each photo: its first request, then REPEATS more, as an anonymous visitor. */
async function timeVariants(photos: Upload[]): Promise<VariantTiming[]> {
  const variants = [
    ...IMAGE_WIDTHS.map((width) => ({
      label: `w=${width}`,
      address: (url: string) => imageVariantAddress(url, { width }),
    })),
    { label: 'social 1200x630', address: (url: string) => imageVariantAddress(url, 'social') },
  ]
  const timings: VariantTiming[] = []
  for (const format of ['AVIF', 'WebP'] as const) {
    for (const variant of variants) {
      const timing: VariantTiming = {
        label: `${variant.label} ${format}`,
        first: [],
        repeat: [],
        bytes: [],
        types: new Set(),
      }
      for (const photo of photos) {
        const url = variant.address(photo.url)
        const first = await timeRequest(url, ACCEPT[format])
        timing.first.push(first.ms)
        timing.bytes.push(first.bytes)
        timing.types.add(first.type)
        for (let run = 0; run < REPEATS; run += 1)
          timing.repeat.push((await timeRequest(url, ACCEPT[format])).ms)
      }
      timings.push(timing)
    }
  }
  return timings
}

function variantRow({ label, first, repeat, bytes, types }: VariantTiming): BenchRow {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b)
  const expected = label.endsWith('AVIF') ? EXPECTED_TYPE.AVIF : EXPECTED_TYPE.WebP
  const served = [...types].join(', ')
  return {
    group: 'images',
    metric: `variant ${label}`,
    value: `first median ${percentile(sorted(first), 50).toFixed(0)} ms (max ${Math.max(...first).toFixed(0)}), repeat ${latencySummary(repeat)}`,
    note: `${kb(percentile(sorted(bytes), 50))} median, ${served}${served === expected ? '' : ` (expected ${expected})`}; ${first.length} photos, ${REPEATS} repeats each`,
  }
}

interface NetworkRequest {
  url: string
  resourceType?: string
  transferSize?: number
}

/** The Image requests of one run: their bytes on the wire, and which addresses they were. */
function imageRequests(result: LighthouseResult) {
  const items = (result.audits['network-requests']?.details?.items ?? []) as NetworkRequest[]
  const images = items.filter((item) => item.resourceType === 'Image')
  return {
    bytes: images.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    addresses: images.map((item) => {
      const url = new URL(item.url)
      // An upload's key shortened to its first eight digits: enough to tell the photos apart.
      return `${url.pathname.replace(/^\/images\/([0-9a-f]{8})[0-9a-f-]{28}(\.\w+)$/, '/images/$1…$2')}${url.search}`
    }),
  }
}

/** What the page's HTML shows of the photos, each at its original size: the page before responsive images. */
async function originalsBaseline(base: string, path: string, photos: Upload[]) {
  const html = await (await fetch(`${base}${path}`)).text()
  const imgs = html.match(/<img\b[^>]*>/g) ?? []
  const shown = photos.filter((photo) => imgs.some((img) => img.includes(new URL(photo.url).pathname)))
  return { count: shown.length, bytes: shown.reduce((sum, photo) => sum + photo.bytes, 0) }
}

async function measurePage(
  base: string,
  path: string,
  imageTarget: number,
  baseline: { count: number; bytes: number },
): Promise<BenchRow[]> {
  const runs: LighthouseResult[] = []
  for (let run = 0; run < RUNS; run += 1)
    runs.push(runLighthouse(`${base}${path}`, ['--only-categories=performance']))
  const perRun = runs.map(imageRequests)
  const imageBytes = median(perRun.map((run) => run.bytes))
  const performance = scores(runs, 'performance')
  const addresses = perRun.find((run) => run.bytes === imageBytes)?.addresses ?? []
  return [
    {
      group: 'images',
      metric: `${path} image bytes`,
      value: `${kb(imageBytes)} in ${addresses.length} requests`,
      note: `${verdict(`<= ${kb(imageTarget)}`, imageBytes <= imageTarget)}; with the originals ${kb(baseline.bytes)} (${baseline.count} shown); ${addresses.join(' ')}`,
    },
    {
      group: 'images',
      metric: `${path} performance`,
      value: `perf ${median(performance)} (${Math.min(...performance)}-${Math.max(...performance)}), LCP ${seconds(auditMedian(runs, 'largest-contentful-paint'))}, CLS ${auditMedian(runs, 'cumulative-layout-shift').toFixed(3)}`,
      note: verdict(`perf >= ${TARGETS.performance}`, median(performance) >= TARGETS.performance),
    },
  ]
}

export async function measure(): Promise<BenchRow[]> {
  return withBuiltWorker('images', async (base, _outDir, admin) => {
    const staff = await signIn(base, admin)
    const photos: Upload[] = []
    for (let seed = 1; seed <= CASE_STUDIES + 1; seed += 1) photos.push(await upload(base, staff, seed))
    const { povPath } = await placePhotos(base, staff, photos)
    const rows: BenchRow[] = [
      {
        group: 'images',
        metric: 'uploaded photos',
        value: `${photos.length} x 4000x3000 JPEG, ${kb(median(photos.map((photo) => photo.bytes)))} median`,
        note: `featured images of ${CASE_STUDIES} published case studies and ${povPath}`,
      },
    ]
    // Before Lighthouse, so that each first request is the variant's first.
    rows.push(...(await timeVariants(photos)).map(variantRow))
    const pages = [
      ['/case-studies', TARGETS.caseStudiesImageBytes],
      [povPath, TARGETS.povImageBytes],
    ] as const
    // Before Lighthouse, which blocks this process for minutes: a kept-alive connection that the
    // server closed meanwhile fails the next fetch.
    const baselines = await Promise.all(pages.map(([path]) => originalsBaseline(base, path, photos)))
    for (const [index, [path, target]] of pages.entries()) {
      try {
        rows.push(...(await measurePage(base, path, target, baselines[index]!)))
      } catch (error) {
        rows.push({ group: 'images', metric: path, value: 'error', note: failure(error) })
      }
    }
    rows.push({
      group: 'images',
      metric: 'summary',
      value: `Lighthouse median of ${RUNS} per page, mobile, simulated throttling`,
      note: 'image bytes: transferSize of the Image requests Lighthouse saw',
    })
    return rows
  })
}
