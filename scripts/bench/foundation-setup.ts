import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type NpmStart, startNpmStart, stopNpmStart } from '../lib/npm-start.ts'
import { ServerStartError } from '../lib/spawned-server.ts'
import type { BenchRow } from './types.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** `npm start` in `dir` until `/` answers, within 120 s. */
async function coldStart(dir: string): Promise<BenchRow> {
  const row = {
    group: 'foundation',
    metric: 'cold start to first response (npm start, fresh clone)',
    note: 'includes migrating and seeding local D1',
  }
  const started = Date.now()
  const deadline = started + 120_000
  let start: NpmStart
  try {
    start = await startNpmStart({
      cwd: dir,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      timeoutMs: deadline - started,
    })
  } catch (error) {
    if (!(error instanceof ServerStartError)) throw error
    // The reason in the table, what it printed below the bench's progress.
    console.error(error.message)
    return { ...row, value: `did not start: ${error.message.split('\n')[0]}` }
  }
  try {
    let ready = false
    while (!ready && Date.now() < deadline) {
      ready = await fetch(`${start.url}/`).then(
        (r) => r.ok,
        () => false,
      )
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return { ...row, value: ready ? seconds(Date.now() - started) : 'timed out (120 s)' }
  } finally {
    await stopNpmStart(start.server)
  }
}

/** A fresh clone of HEAD: `npm install` time, then `npm start` until `/` answers. */
export async function measure(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const dir = mkdtempSync(join(tmpdir(), 'bench-clone-'))
  try {
    execFileSync('git', ['clone', '--quiet', process.cwd(), dir])
    const started = Date.now()
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: dir,
      stdio: 'ignore',
    })
    rows.push({
      group: 'foundation',
      metric: 'install (npm install on a fresh clone, warm npm cache)',
      value: seconds(Date.now() - started),
    })

    rows.push(await coldStart(dir))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const summary = '.test-results/summary.json'
  if (existsSync(summary)) {
    const { seconds: total, finishedAt } = JSON.parse(readFileSync(summary, 'utf8')) as {
      seconds: number
      finishedAt: string
    }
    rows.push({
      group: 'foundation',
      metric: 'npm test (whole suite)',
      value: `${total.toFixed(0)} s`,
      note: `last run ${finishedAt}`,
    })
  } else {
    rows.push({
      group: 'foundation',
      metric: 'npm test (whole suite)',
      value: 'n/a',
      note: 'run npm test first',
    })
  }
  return rows
}
