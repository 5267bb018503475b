import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { latencySummary, withBuiltWorker } from './lib-built-worker.ts'
import { kb } from './lib-route-bytes.ts'
import type { BenchRow } from './types.ts'

// What rendering the app in the Worker costs (docs/decisions/006): time to the whole HTML of
// pages with and without data, on loopback (scripts/serve-build.ts), each as a visitor gets it (from
// the edge cache after the first request) and rendered anew (a request carrying a session cookie
// bypasses the cache), side by side; and the size of the Worker bundle that carries React's
// server renderer and the pages.
const RUNS = 60
const PATHS = ['/', '/services/data-analytics', '/insights', '/povs/1', '/case-studies']
const WAYS = [
  ['visitor (edge cache)', {}],
  ['rendered every time', { cookie: '__Host-sid=bench-no-such-session' }],
] as const

async function timeHtml(
  url: string,
  headers: Record<string, string>,
): Promise<{ samples: number[]; bytes: number }> {
  const samples: number[] = []
  let bytes = 0
  for (let run = 0; run < RUNS + 5; run += 1) {
    const started = performance.now()
    const response = await fetch(url, { headers })
    const html = await response.text()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    // The first requests warm the isolate and its module cache.
    if (run >= 5) samples.push(performance.now() - started)
    bytes = Buffer.byteLength(html)
  }
  return { samples, bytes }
}

function workerBundleGzip(outDir: string): number {
  const dir = join(outDir, 'consulting_site')
  const files = ['index.js', ...readdirSync(join(dir, 'assets')).map((file) => join('assets', file))]
  return files
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(dir, file))).length, 0)
}

export async function measure(): Promise<BenchRow[]> {
  return withBuiltWorker('server-render', async (base, outDir) => {
    const rows: BenchRow[] = []
    for (const path of PATHS) {
      for (const [way, headers] of WAYS) {
        const { samples, bytes } = await timeHtml(`${base}${path}`, headers)
        rows.push({
          group: 'server render',
          metric: `HTML of ${path}, ${way}`,
          value: latencySummary(samples),
          note: `${kb(bytes)} raw, ${RUNS} sequential requests`,
        })
      }
    }
    rows.push({
      group: 'server render',
      metric: 'Worker bundle',
      value: `${kb(workerBundleGzip(outDir))} gzip`,
      note: 'all Worker modules; the platform limit is 3 MB (free) / 10 MB (paid)',
    })
    return rows
  })
}
