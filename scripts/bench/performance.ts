import { rmSync } from 'node:fs'
import { executeLocal } from '../lib/local-d1.ts'
import { seedLocal } from '../seed.ts'
import { buildInto, latencySummary, signIn, startBuiltWorker } from './lib-built-worker.ts'
import type { BenchRow } from './types.ts'

// The Performance section's server time at one million visits: 1,000,000 visit events
// over 90 days in 200,000 sessions of five pages, their daily totals counted from them, and 4,000
// leads whose visits read pages and came with campaigns (a first one with visits, a latest one
// without); GET /api/performance for each range through the built Worker (scripts/serve-build.ts), its
// own Server-Timing parts beside the whole request. Target: each part, and so each chart, within 300 ms.

const OUT_DIR = 'dist-bench-performance'
const STATE_DIR = '.wrangler/bench-performance'
const VISITS = 1_000_000
const PAGES_PER_SESSION = 5
const LEADS = 4_000
const RUNS = 15
const TARGET_MS = 300

/** Visits, daily totals and leads, generated inside SQLite (recursive CTEs), dated back from now. */
function visitsSql(now: number): string {
  const spanSeconds = 90 * 24 * 60 * 60
  const nowSeconds = Math.floor(now / 1000)
  return `
INSERT INTO visitor_events (session_id, page, referrer, user_agent, occurred_at, created_at)
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${VISITS - 1})
  SELECT
    'bench_' || (i / ${PAGES_PER_SESSION}),
    CASE
      WHEN i % ${PAGES_PER_SESSION} = 0 AND i % 7 = 0 THEN '/insights?utm_source=linkedin&utm_campaign=q' || (1 + i % 4)
      WHEN i % 5 = 1 THEN '/povs/' || (1 + i % 200)
      WHEN i % 5 = 2 THEN '/case-studies/' || (1 + i % 40)
      WHEN i % 5 = 3 THEN '/whitepapers/' || (1 + i % 20)
      ELSE (CASE i % 4 WHEN 0 THEN '/' WHEN 1 THEN '/services' WHEN 2 THEN '/about' ELSE '/insights' END)
    END,
    CASE (i / ${PAGES_PER_SESSION}) % 4 WHEN 0 THEN 'https://www.linkedin.com/' WHEN 1 THEN 'https://www.google.com/' ELSE NULL END,
    'bench',
    (${nowSeconds} - ((i / ${PAGES_PER_SESSION}) * 3 + i % ${PAGES_PER_SESSION}) % ${spanSeconds}) * 1000,
    ${nowSeconds}
  FROM n;
INSERT INTO page_views_daily (day, path, views)
  SELECT date(occurred_at / 1000, 'unixepoch'), CASE WHEN instr(page, '?') > 0 THEN substr(page, 1, instr(page, '?') - 1) ELSE page END, count(*)
  FROM visitor_events GROUP BY 1, 2;
INSERT INTO visit_sources_daily (day, kind, value, visits)
  SELECT date(occurred_at / 1000, 'unixepoch'), 'referrer', substr(referrer, 9, instr(substr(referrer, 9), '/') - 1), count(*)
  FROM visitor_events WHERE referrer IS NOT NULL AND page NOT LIKE '/povs/%' AND id % ${PAGES_PER_SESSION} = 1 GROUP BY 1, 3;
INSERT INTO visit_sources_daily (day, kind, value, visits)
  SELECT date(occurred_at / 1000, 'unixepoch'), 'campaign', 'linkedin / ' || substr(page, instr(page, 'utm_campaign=') + 13), count(*)
  FROM visitor_events WHERE page LIKE '%utm_campaign=%' GROUP BY 1, 3;
INSERT INTO contact_submissions (first_name, last_name, email, message, attribution, created_at)
  WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${LEADS - 1})
  SELECT 'Lead', 'Number ' || i, 'lead' || i || '@example.test', 'A generated enquiry.',
    json_object('sessionId', 'bench_' || (i * 50), 'landingPage', '/insights',
      'first', json_object('source', 'linkedin', 'campaign', 'q' || (1 + i % 4)),
      'latest', json_object('source', 'newsletter', 'campaign', 'n' || (1 + i % 50))),
    ${nowSeconds} - (i * 1900) % ${spanSeconds}
  FROM n;
`
}

export async function measure(): Promise<BenchRow[]> {
  buildInto(OUT_DIR)
  rmSync(STATE_DIR, { recursive: true, force: true })
  const admin = await seedLocal(STATE_DIR)
  const started = Date.now()
  await executeLocal(visitsSql(Date.now()), STATE_DIR)
  const loadSeconds = (Date.now() - started) / 1000
  const worker = await startBuiltWorker({ outDir: OUT_DIR, stateDir: STATE_DIR })
  try {
    const { cookie } = await signIn(worker.base, admin)
    const rows: BenchRow[] = []
    for (const days of [7, 30, 90]) {
      const url = `${worker.base}/api/performance?days=${days}`
      for (let i = 0; i < 2; i += 1) await (await fetch(url, { headers: { cookie } })).arrayBuffer()
      const whole: number[] = []
      const parts = new Map<string, number[]>()
      for (let i = 0; i < RUNS; i += 1) {
        const begun = performance.now()
        const response = await fetch(url, { headers: { cookie } })
        await response.arrayBuffer()
        whole.push(performance.now() - begun)
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        for (const part of (response.headers.get('server-timing') ?? '').split(', ')) {
          const [name = '', dur = ''] = part.split(';dur=')
          parts.set(name, [...(parts.get(name) ?? []), Number(dur)])
        }
      }
      const slowest = Math.max(...[...parts.values()].flat())
      rows.push({
        group: 'performance',
        metric: `GET /api/performance?days=${days}, ${VISITS.toLocaleString('en-US')} visits`,
        value: `${latencySummary(whole)} (whole request); ${[...parts]
          .map(([name, samples]) => `${name} ${latencySummary(samples)}`)
          .join('; ')}`,
        note: `target: each part <= ${TARGET_MS} ms: ${slowest <= TARGET_MS ? 'met' : 'MISSED'} (slowest ${slowest.toFixed(1)} ms); ${RUNS} runs on loopback`,
      })
    }
    rows.push({
      group: 'performance',
      metric: 'bench data',
      value: `${VISITS.toLocaleString('en-US')} visits in ${(VISITS / PAGES_PER_SESSION).toLocaleString('en-US')} sessions over 90 days, ${LEADS.toLocaleString('en-US')} leads with sessions and campaigns`,
      note: `generated and loaded into local D1 in ${loadSeconds.toFixed(0)} s`,
    })
    return rows
  } finally {
    await worker.stop()
    rmSync(STATE_DIR, { recursive: true, force: true })
    rmSync(OUT_DIR, { recursive: true, force: true })
  }
}
