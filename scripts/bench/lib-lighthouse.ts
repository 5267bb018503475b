import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from '../../test/browser/support/chromium.ts'

// One Lighthouse 13 run at a time, with its default mobile profile (simulated throttling), in a
// fresh headless Chromium, for the benches that measure pages (lighthouse.ts, images.ts).

/** Runs per page and way (default 5): single runs vary a lot on two cores. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)

const RUN_TIMEOUT_MS = 120_000

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo'

export interface LighthouseResult {
  categories: Partial<Record<Category, { score: number | null }>>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>
  runtimeError?: { code: string }
  /** The machine's CPU speed as Lighthouse rates it, and the browser: for comparing figures across machines. */
  environment?: { benchmarkIndex?: number; hostUserAgent?: string }
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The bench's HTTP/2 front (lib-h2-front.ts) has a certificate made for the run.
  '--ignore-certificate-errors',
].join(' ')

// Lighthouse pulls in Sentry and OpenTelemetry (about 100 MB) that nothing else needs, so it stays
// out of the project's install: the bench installs this pinned version into its own folder once.
const LIGHTHOUSE_VERSION = '13.5.0'
const TOOLS_DIR = '.bench/tools'
const LIGHTHOUSE_BIN = `${TOOLS_DIR}/node_modules/.bin/lighthouse`

function ensureLighthouse(): string {
  if (!existsSync(LIGHTHOUSE_BIN)) {
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${TOOLS_DIR} (once)…`)
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        TOOLS_DIR,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    )
  }
  return LIGHTHOUSE_BIN
}

function runLighthouseOnce(url: string, flags: string[]): LighthouseResult {
  // Lighthouse's own binary rather than npx, so that on timeout SIGINT reaches it and it closes
  // its Chromium.
  const output = execFileSync(
    ensureLighthouse(),
    [url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`, ...flags],
    {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: RUN_TIMEOUT_MS,
      killSignal: 'SIGINT',
    },
  )
  const result = JSON.parse(output) as LighthouseResult
  // A run without a trace ("NO_NAVSTART", no LCP) comes back without a performance score.
  if (result.runtimeError || result.categories.performance?.score == null) {
    throw new Error(`${url}: ${result.runtimeError?.code ?? 'no performance score'}`)
  }
  return result
}

// Lighthouse now and then fails to record a trace in headless Chromium; such a run measured
// nothing, so it is repeated, at most twice.
const ATTEMPTS = 3

export function runLighthouse(url: string, flags: string[] = []): LighthouseResult {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return runLighthouseOnce(url, flags)
    } catch (error) {
      if (attempt === ATTEMPTS) throw error
    }
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

/** Median of one audit's numeric value over the runs. */
export const auditMedian = (results: LighthouseResult[], audit: string) =>
  median(results.map((r) => r.audits[audit]?.numericValue ?? Number.NaN))

/** Each run's score of a category, 0 to 100. */
export const scores = (results: LighthouseResult[], category: Category) =>
  results.map((r) => Math.round((r.categories[category]?.score ?? Number.NaN) * 100))

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

export const verdict = (targets: string, met: boolean) => `target ${targets}: ${met ? 'met' : 'MISSED'}`

/** The last line a failed run wrote to stderr, or its message. */
export const failure = (error: unknown) =>
  (error as { stderr?: string }).stderr?.trim().split('\n').at(-1) || String(error).split('\n')[0] || ''

/**
 * The longest main-thread task after the first paint, as Lighthouse's simulation times it (4x CPU
 * slowdown): its long-tasks audit lists every task of 50 ms and more, so 0 means none that long.
 */
export function longestStartTask(result: LighthouseResult): number {
  const firstPaint = result.audits['first-contentful-paint']?.numericValue ?? 0
  const tasks = (result.audits['long-tasks']?.details?.items ?? []) as {
    startTime: number
    duration: number
  }[]
  return Math.max(0, ...tasks.filter((task) => task.startTime >= firstPaint).map((task) => task.duration))
}

/** "Chromium 150.0.7871.100 …, Lighthouse benchmarkIndex 1210 (1163-1630)" over the runs. */
export function environmentOf(results: LighthouseResult[]): string {
  const indexes = results.map((r) => r.environment?.benchmarkIndex ?? Number.NaN).filter(Number.isFinite)
  // The user agent names only the major version (150.0.0.0); the binary knows the build.
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .trim()
    .replace(/ built on .*/, '')
  const index = indexes.length
    ? `${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))})`
    : 'unknown'
  return `${chromium}, Lighthouse ${LIGHTHOUSE_VERSION} benchmarkIndex ${index}`
}
