import { execFileSync } from 'node:child_process'
import { CHROMIUM_PATH } from '../../test/browser/support/chromium.ts'
import { withBuiltWorker } from './lib-built-worker.ts'
import type { BenchRow } from './types.ts'

// Issue 3's page-speed targets: Lighthouse 13 with its default mobile profile (simulated
// throttling), a fresh Chromium per run, median of 5 runs per URL against the built Worker.
const PORT = 4205
const RUNS = 5
const URLS = ['/', '/services/data-analytics', '/contact']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
] as const

interface LighthouseResult {
  categories: Record<(typeof CATEGORIES)[number], { score: number }>
  audits: Record<string, { numericValue?: number }>
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ')

function runLighthouseOnce(url: string): LighthouseResult {
  const output = execFileSync(
    'npx',
    ['lighthouse', url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return JSON.parse(output) as LighthouseResult
}

// Lighthouse now and then fails to record a trace in headless Chromium ("NO_NAVSTART"); such a
// run measured nothing, so it is repeated, at most twice.
const ATTEMPTS = 3

function runLighthouse(url: string): LighthouseResult {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouseOnce(url)
    } catch (error) {
      if (attempt === ATTEMPTS) throw error
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

export async function measure(): Promise<BenchRow[]> {
  return withBuiltWorker(PORT, async (base) => {
    const rows: BenchRow[] = []
    for (const path of URLS) {
      const results = Array.from({ length: RUNS }, () => runLighthouse(`${base}${path}`))
      const scores = CATEGORIES.map((category) => {
        const runs = results.map((r) => Math.round(r.categories[category].score * 100))
        const range =
          Math.min(...runs) === Math.max(...runs) ? '' : ` (${Math.min(...runs)}-${Math.max(...runs)})`
        return `${category} ${median(runs)}${range}`
      })
      rows.push({
        group: 'lighthouse',
        metric: `scores ${path}`,
        value: scores.join(', '),
        note: `median of ${RUNS}, mobile`,
      })
      const metrics = METRICS.map(([audit, label]) => {
        const value = median(results.map((r) => r.audits[audit]?.numericValue ?? Number.NaN))
        return label === 'CLS' ? `${label} ${value.toFixed(3)}` : `${label} ${Math.round(value)} ms`
      })
      rows.push({
        group: 'lighthouse',
        metric: `metrics ${path}`,
        value: metrics.join(', '),
        note: 'simulated mobile throttling',
      })
    }
    return rows
  })
}
