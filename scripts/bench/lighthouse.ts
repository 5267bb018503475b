import { STATIC_PUBLIC_PATHS } from '../../src/shared/routes.ts'
import { withBaselineWorker, withBuiltWorker } from './lib-built-worker.ts'
import { withHttp2Front } from './lib-h2-front.ts'
import {
  auditMedian,
  type Category,
  environmentOf,
  failure,
  type LighthouseResult,
  longestStartTask,
  median,
  LIGHTHOUSE_RUNS as RUNS,
  runLighthouse,
  scores,
  seconds,
  verdict,
} from './lib-lighthouse.ts'
import type { BenchRow } from './types.ts'

// Page-speed targets on every public route: Lighthouse 13 with its default mobile
// profile (simulated throttling: 4x CPU slowdown), a fresh Chromium per run, against the built Worker
// on seeded content. Each route is measured with JavaScript and with it blocked, runs interleaved,
// and the medians are compared: the blocked run is the floor the real page should approach.
// LIGHTHOUSE_RUNS (default 5) sets the runs per route and way; LIGHTHOUSE_ROUTES=/,/povs measures
// only those routes and the ones below them (here `/` and the POV). LIGHTHOUSE_BASELINE=<git rev>
// also builds and serves that revision and measures each route on it in the same rounds, so a
// change is compared with the code before it on the same machine at the same time.
// Pages are measured over HTTPS and HTTP/2, as Cloudflare serves them (lib-h2-front.ts);
// LIGHTHOUSE_PROTOCOL=http1 measures the build server's HTTP/1.1 directly.
const HTTP1 = process.env.LIGHTHOUSE_PROTOCOL === 'http1'
const ONLY_ROUTES = process.env.LIGHTHOUSE_ROUTES?.split(',').filter(Boolean)
const BASELINE = process.env.LIGHTHOUSE_BASELINE
// A full run (19 routes x 2 ways x 5 runs) takes about an hour on 2 quiet cores, half as long again
// with a baseline; routes not started within the budget are reported as not measured instead of
// being waited for.
const BUDGET_MS = (BASELINE ? 135 : 90) * 60_000
const TARGETS = { performance: 98, otherScores: 100, cls: 0.01, lcpRatio: 1.2, tbtMs: 150, longestTaskMs: 50 }

const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo']
const WITH_JS = [`--only-categories=${CATEGORIES.join(',')}`]
// Only LCP is read from the blocked run, so it skips the other categories' audits.
const JS_BLOCKED = ['--only-categories=performance', '--blocked-url-patterns=*.js']
// The baseline is compared on performance only.
const BASELINE_RUN = ['--only-categories=performance']

/**
 * Every static public path plus the first published POV, case study, whitepaper, job opening and
 * landing page, or those LIGHTHOUSE_ROUTES picks.
 */
async function publicRoutes(base: string): Promise<string[]> {
  const firstId = async (api: string) => {
    const [first] = (await (await fetch(`${base}${api}`)).json()) as { id: number }[]
    if (!first) throw new Error(`${api} lists nothing to measure`)
    return first.id
  }
  const routes = [
    ...STATIC_PUBLIC_PATHS,
    `/povs/${await firstId('/api/povs')}`,
    `/case-studies/${await firstId('/api/public/case-studies')}`,
    `/whitepapers/${await firstId('/api/whitepapers')}`,
    `/careers/${await firstId('/api/careers')}`,
    await firstLandingPage(base),
  ]
  const picked = (path: string) =>
    ONLY_ROUTES?.some((only) => path === only || path.startsWith(`${only}/`)) ?? true
  return routes.filter(picked)
}

/** The address of the first published landing page (the seed has one). */
async function firstLandingPage(base: string): Promise<string> {
  const pages = (await (await fetch(`${base}/api/pages?limit=50`)).json()) as { path: string }[]
  const landing = pages.find((page) => page.path.startsWith('/lp/'))
  if (!landing) throw new Error('/api/pages lists no landing page to measure')
  return landing.path
}

const taskMs = (ms: number) => (ms === 0 ? 'none of 50 ms' : `${Math.round(ms)} ms`)

function measureRoute(
  url: string,
  path: string,
  baselineUrl: string | undefined,
  environments: LighthouseResult[],
): BenchRow[] {
  const withJs: LighthouseResult[] = []
  const blocked: LighthouseResult[] = []
  const before: LighthouseResult[] = []
  // A route the baseline build does not have (or fails on) is still measured on this one.
  let baselineFailure: string | undefined
  for (let run = 0; run < RUNS; run += 1) {
    withJs.push(runLighthouse(url, WITH_JS))
    blocked.push(runLighthouse(url, JS_BLOCKED))
    if (!baselineUrl || baselineFailure) continue
    try {
      before.push(runLighthouse(baselineUrl, BASELINE_RUN))
    } catch (error) {
      baselineFailure = failure(error)
    }
  }
  environments.push(...withJs)
  const performance = scores(withJs, 'performance')
  const others = (['accessibility', 'best-practices', 'seo'] as const).map((c) => median(scores(withJs, c)))
  const [a11y, bestPractices, seo] = others
  const lcp = auditMedian(withJs, 'largest-contentful-paint')
  const lcpBlocked = auditMedian(blocked, 'largest-contentful-paint')
  const ratio = lcp / lcpBlocked
  const cls = auditMedian(withJs, 'cumulative-layout-shift')
  const tbt = auditMedian(withJs, 'total-blocking-time')
  const longest = median(withJs.map(longestStartTask))
  // The page's own parsing, style and layout make long tasks too: the blocked run shows that floor.
  const longestBlocked = median(blocked.map(longestStartTask))
  const rows: BenchRow[] = [
    {
      group: 'lighthouse',
      metric: `${path} scores`,
      value: `perf ${median(performance)} (${Math.min(...performance)}-${Math.max(...performance)}), a11y ${a11y}, bp ${bestPractices}, seo ${seo}`,
      note: verdict(
        `perf >= ${TARGETS.performance}, a11y/bp/seo ${TARGETS.otherScores}`,
        median(performance) >= TARGETS.performance && others.every((s) => s >= TARGETS.otherScores),
      ),
    },
    {
      group: 'lighthouse',
      metric: `${path} timings`,
      value: [
        `FCP ${seconds(auditMedian(withJs, 'first-contentful-paint'))}`,
        `LCP ${seconds(lcp)}`,
        `LCP JS blocked ${seconds(lcpBlocked)}`,
        `ratio ${ratio.toFixed(2)}`,
        `CLS ${cls.toFixed(3)}`,
        `TBT ${Math.round(tbt)} ms`,
        `longest task ${taskMs(longest)} (JS blocked: ${taskMs(longestBlocked)})`,
      ].join(', '),
      note: verdict(
        `CLS <= ${TARGETS.cls}, ratio <= ${TARGETS.lcpRatio}, TBT <= ${TARGETS.tbtMs} ms (longest task <= ${TARGETS.longestTaskMs} ms: ${longest <= TARGETS.longestTaskMs ? 'met' : 'missed'})`,
        cls <= TARGETS.cls && ratio <= TARGETS.lcpRatio && tbt <= TARGETS.tbtMs,
      ),
    },
  ]
  if (baselineFailure) {
    rows.push({
      group: 'lighthouse',
      metric: `${path} before (${BASELINE})`,
      value: 'not measured',
      note: baselineFailure,
    })
  } else if (baselineUrl) {
    const beforePerformance = scores(before, 'performance')
    rows.push({
      group: 'lighthouse',
      metric: `${path} before (${BASELINE})`,
      value: [
        `perf ${median(beforePerformance)} (${Math.min(...beforePerformance)}-${Math.max(...beforePerformance)})`,
        `LCP ${seconds(auditMedian(before, 'largest-contentful-paint'))}`,
        `TBT ${Math.round(auditMedian(before, 'total-blocking-time'))} ms`,
        `longest task ${taskMs(median(before.map(longestStartTask)))}`,
      ].join(', '),
      note: 'the baseline build, measured in the same rounds',
    })
  }
  return rows
}

/** The server at `base` as the bench's browser reaches it: through the HTTP/2 front, or directly. */
const served = <T>(base: string, use: (pages: string) => Promise<T>) =>
  HTTP1 ? use(base) : withHttp2Front(base, use)

export async function measure(): Promise<BenchRow[]> {
  const measureAll = (baselineBase: string | undefined) =>
    withBuiltWorker('lighthouse', (base) =>
      baselineBase
        ? served(baselineBase, (baseline) => served(base, (pages) => measurePages(base, pages, baseline)))
        : served(base, (pages) => measurePages(base, pages, undefined)),
    )
  return BASELINE ? withBaselineWorker(BASELINE, measureAll) : measureAll(undefined)
}

/** Every public route of the server at `base`, loaded from `pages` (and from `baseline`, if given). */
async function measurePages(base: string, pages: string, baseline: string | undefined): Promise<BenchRow[]> {
  const deadline = Date.now() + BUDGET_MS
  const rows: BenchRow[] = []
  const environments: LighthouseResult[] = []
  for (const path of await publicRoutes(base)) {
    const failed = (value: string, note: string) =>
      rows.push({ group: 'lighthouse', metric: path, value, note })
    if (Date.now() > deadline) {
      failed('not measured', `over the ${BUDGET_MS / 60_000}-minute budget`)
      continue
    }
    try {
      rows.push(...measureRoute(`${pages}${path}`, path, baseline && `${baseline}${path}`, environments))
    } catch (error) {
      failed('error', failure(error))
    }
  }
  const missed = new Set(
    rows
      .filter((row) => row.note?.endsWith('MISSED') || row.value === 'error')
      .map((row) => row.metric.split(' ')[0]),
  )
  rows.push(
    {
      group: 'lighthouse',
      metric: 'summary',
      value: missed.size ? `targets missed on ${[...missed].join(', ')}` : 'every route meets the targets',
      note: `median of ${RUNS} per route and way, mobile, simulated throttling`,
    },
    {
      group: 'lighthouse',
      metric: 'machine',
      value: `${environmentOf(environments)}; pages served over ${HTTP1 ? 'HTTP/1.1 (scripts/serve-build.ts)' : 'HTTPS and HTTP/2'}`,
    },
  )
  return rows
}
