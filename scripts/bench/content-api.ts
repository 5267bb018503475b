import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { rebuildSearchIndexSql } from '../../src/worker/db/search-index-rebuild.ts'
import { hashPassword } from '../../src/worker/services/passwords.ts'
import { applyMigrations, withLocalBindings } from '../lib/local-bindings.ts'
import { executeLocal } from '../lib/local-d1.ts'
import { signIn, startBuiltWorker } from './lib-built-worker.ts'
import type { BenchRow } from './types.ts'

// Latency (median, p95) and payload of the content list endpoints with 10, 1,000 and
// 10,000 POVs in local D1. A built copy is served (scripts/serve-build.ts) on loopback from a throwaway
// state folder per size; every loop is bounded.

const OUT_DIR = 'dist-bench-content-api'
const SIZES = [10, 1_000, 10_000]
const HASHTAGS = 12

// A filtered page of the staff list takes the server at most this at 10,000 POVs (median): the
// list's own time from its answer's Server-Timing, beside the whole request on loopback.
const STAFF_LIST_TARGET_MS = 200

const ENDPOINTS: Array<{ name: string; path: string; runs: number; staff?: true }> = [
  { name: 'GET /api/povs (whole list, spec shape)', path: '/api/povs', runs: 20 },
  { name: 'insights query (/api/povs/cards?limit=6)', path: '/api/povs/cards?limit=6', runs: 50 },
  {
    name: 'insights search (cards, limit=6, q, 2 hashtags)',
    path: '/api/povs/cards?limit=6&q=platform&hashtag=3&hashtag=5',
    runs: 50,
  },
  // The staff app's list: a filtered page of 25 in title order, with the match count,
  // the authors and each row's last editor; signed in, never cached.
  {
    name: 'staff list (/api/povs/staff?status=published&sort=title)',
    path: '/api/povs/staff?status=published&sort=title',
    runs: 50,
    staff: true,
  },
  {
    name: 'staff list, search and hashtag (q=platform&hashtag=5)',
    path: '/api/povs/staff?q=platform&hashtag=5',
    runs: 50,
    staff: true,
  },
]

const STAFF = { email: 'bench@example.test', password: 'bench staff password 4302' }

/** The bench's admin, stored as `npm run user` stores one; signed in once the server runs. */
async function addStaff(stateDir: string): Promise<void> {
  const hash = await hashPassword(STAFF.password)
  await executeLocal(
    `INSERT INTO users (email, password_hash, role) VALUES ('${STAFF.email}', '${hash}', 'admin');`,
    stateDir,
  )
}

/** N POVs with a realistic amount of text, two hashtags each, inserted by one statement each (then indexed for search). */
function contentSql(povCount: number): string {
  return `
INSERT INTO hashtags (name, type) WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${HASHTAGS})
  SELECT 'Topic' || i, 'topic' FROM n;
INSERT INTO povs (title, description, content, excerpt, author, published_date, featured_image, is_published)
  WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${povCount})
  SELECT
    'Point of view ' || i || (CASE i % 4 WHEN 0 THEN ': platform engineering at scale' WHEN 1 THEN ': data strategy' WHEN 2 THEN ': quality engineering' ELSE ': AI in production' END),
    'What leaders should know about topic ' || i || ' and the trade-offs that come with it.',
    printf('%.1200c', 'x') || ' ' || i,
    'A short summary of point of view ' || i || ' for the Insights card, clamped to three lines on screen.',
    'Author ' || (i % 7),
    date('2020-01-01', '+' || (i % 2000) || ' days'),
    '/images/seed/placeholder.webp',
    CASE WHEN i % 10 = 0 THEN 0 ELSE 1 END
  FROM n;
INSERT INTO content_hashtags (content_type, item_id, hashtag_id) SELECT 'pov', id, 1 + id % ${HASHTAGS} FROM povs;
INSERT INTO content_hashtags (content_type, item_id, hashtag_id) SELECT 'pov', id, 1 + (id + 5) % ${HASHTAGS} FROM povs;
`
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

async function time(
  base: string,
  path: string,
  runs: number,
  headers: Record<string, string> = {},
): Promise<{ median: number; p95: number; bytes: number; items: number; server: number[] }> {
  let bytes = 0
  let items = 0
  for (let i = 0; i < 3; i += 1) await (await fetch(`${base}${path}`, { headers })).arrayBuffer() // warm-up
  const samples: number[] = []
  const server: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now()
    const response = await fetch(`${base}${path}`, { headers })
    const body = await response.text()
    samples.push(performance.now() - started)
    const timing = response.headers.get('server-timing')?.match(/^list;dur=([\d.]+)$/)
    if (timing) server.push(Number(timing[1]))
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    bytes = Buffer.byteLength(body)
    const parsed = JSON.parse(body) as unknown[] | { items: unknown[] }
    items = Array.isArray(parsed) ? parsed.length : parsed.items.length
  }
  samples.sort((a, b) => a - b)
  server.sort((a, b) => a - b)
  return { median: percentile(samples, 50), p95: percentile(samples, 95), bytes, items, server }
}

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`

/** The staff list's own server time (Server-Timing `list`) against its target. */
function serverRow(name: string, size: number, server: number[]): BenchRow {
  const median = percentile(server, 50)
  return {
    group: 'content-api',
    metric: `${name}, ${size.toLocaleString('en-US')} POVs, server time`,
    value: `median ${median.toFixed(1)} ms, p95 ${percentile(server, 95).toFixed(1)} ms`,
    note: `target: median ≤ ${STAFF_LIST_TARGET_MS} ms: ${median <= STAFF_LIST_TARGET_MS ? 'met' : 'MISSED'}; the list's queries (Server-Timing), of ${server.length} answers`,
  }
}

export async function measure(): Promise<BenchRow[]> {
  execFileSync('npx', ['vite', 'build'], {
    env: { ...process.env, BUILD_OUT_DIR: OUT_DIR },
    stdio: 'ignore',
  })
  const rows: BenchRow[] = []
  for (const size of SIZES) {
    const stateDir = `.wrangler/bench-content-${size}`
    rmSync(stateDir, { recursive: true, force: true })
    await withLocalBindings(stateDir, async ({ DB }) => {
      await applyMigrations(DB)
    })
    await executeLocal(`${contentSql(size)}\n${rebuildSearchIndexSql()}`, stateDir)
    await addStaff(stateDir)
    const server = await startBuiltWorker({ outDir: OUT_DIR, stateDir })
    try {
      const { cookie } = await signIn(server.base, STAFF)
      for (const endpoint of ENDPOINTS) {
        const result = await time(server.base, endpoint.path, endpoint.runs, endpoint.staff ? { cookie } : {})
        rows.push({
          group: 'content-api',
          metric: `${endpoint.name}, ${size.toLocaleString('en-US')} POVs`,
          value: `median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${kb(result.bytes)}`,
          note: `${result.items} items, ${endpoint.runs} runs on loopback`,
        })
        if (endpoint.staff) rows.push(serverRow(endpoint.name, size, result.server))
      }
    } finally {
      await server.stop()
      rmSync(stateDir, { recursive: true, force: true })
    }
  }
  rows.push({
    group: 'content-api',
    metric: 'D1 statements per list request',
    value: '2 on an edge-cache miss, 0 on a hit',
    note: 'the list, then the next scheduled change the copy may not outlive; any size and filter; counted by a D1 proxy in test/worker/content-api.test.ts',
  })
  rmSync(OUT_DIR, { recursive: true, force: true })
  return rows
}
