import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BenchRow } from './types.ts'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** A fresh clone of HEAD: `npm install` time, then `npm start` until `/` answers. */
export async function measure(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  const dir = mkdtempSync(join(tmpdir(), 'bench-clone-'))
  try {
    execFileSync('git', ['clone', '--quiet', process.cwd(), dir])
    let started = Date.now()
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: dir,
      stdio: 'ignore',
    })
    rows.push({
      group: 'foundation',
      metric: 'install (npm install on a fresh clone, warm npm cache)',
      value: seconds(Date.now() - started),
    })

    const port = 5199
    started = Date.now()
    const server = spawn('npm', ['start'], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), WRANGLER_SEND_METRICS: 'false' },
      stdio: 'ignore',
      detached: true,
    })
    try {
      const deadline = started + 120_000
      let ready = false
      while (!ready && Date.now() < deadline) {
        ready = await fetch(`http://localhost:${port}/`).then(
          (r) => r.ok,
          () => false,
        )
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      rows.push({
        group: 'foundation',
        metric: 'cold start to first response (npm start, fresh clone)',
        value: ready ? seconds(Date.now() - started) : 'timed out (120 s)',
        note: 'includes migrating and seeding local D1',
      })
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
    }
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
