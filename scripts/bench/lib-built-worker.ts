import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { closeSync, openSync, rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type LocalAdmin, seedLocal } from '../seed.ts'

// Helpers for benches that time the built Worker under `wrangler dev` on loopback. Files named
// lib-* are not benches themselves (scripts/bench.ts skips them).

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

/** "median X ms, p95 Y ms" of the samples. */
export function latencySummary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b)
  return `median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`
}

/** Builds the app in `cwd` (this checkout by default) into `outDir`, relative to `cwd`. */
export function buildInto(outDir: string, cwd?: string): void {
  execFileSync('npx', ['vite', 'build'], {
    cwd,
    env: { ...process.env, BUILD_OUT_DIR: outDir },
    stdio: 'ignore',
  })
}

/** Signs `admin` in on `base`; the session cookie and the origin, as a staff page's requests send them. */
export async function signIn(base: string, admin: LocalAdmin): Promise<{ cookie: string; origin: string }> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (!response.ok || !cookie) throw new Error(`login answered ${response.status}`)
  return { cookie, origin: base }
}

/**
 * `wrangler dev` of the build in `outDir`, with `vars` as --var overrides; resolves once healthy.
 * `processGroup` holds wrangler and its workerd, for benches that account the server's CPU time.
 */
export async function startBuiltWorker(options: {
  outDir: string
  port: number
  stateDir: string
  vars?: Record<string, string>
  /** Where wrangler's output goes; by default nowhere. */
  logFile?: string
}): Promise<{ base: string; stop: () => Promise<void>; processGroup: number | undefined }> {
  const log = options.logFile ? openSync(options.logFile, 'w') : 'ignore'
  const base = `http://127.0.0.1:${options.port}`
  const server: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      `${options.outDir}/consulting_site/wrangler.json`,
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--persist-to',
      options.stateDir,
      ...Object.entries(options.vars ?? {}).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
      '--show-interactive-dev-session=false',
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: ['ignore', log, log], detached: true },
  )
  // The child holds its own copy of the log's descriptor.
  if (typeof log === 'number') closeSync(log)
  const stop = async () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop, processGroup: server.pid }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`wrangler dev on ${base} did not answer within 60 s`)
}

/**
 * The build of git revision `rev` (say `main~3`): checked out beside this one in a worktree that
 * shares this checkout's node_modules, built, and served like this checkout's build but with its
 * own state, seeded by this checkout's seed (so the content is the same, as long as the schema is).
 * For benches that compare a change with the code before it in the same run.
 */
export async function withBaselineWorker<T>(
  rev: string,
  port: number,
  use: (base: string) => Promise<T>,
): Promise<T> {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim()
  const tree = resolve(`.bench/baseline-${commit}`)
  const outDir = join(tree, 'dist-bench')
  const stateDir = `.wrangler/bench-${port}`
  execFileSync('git', ['worktree', 'add', '--force', '--detach', tree, commit], { stdio: 'ignore' })
  try {
    symlinkSync(resolve('node_modules'), join(tree, 'node_modules'))
    buildInto(outDir, tree)
    rmSync(stateDir, { recursive: true, force: true })
    // The baseline's own seed, with its migrations and content: an older Worker may not read what
    // today's seed writes (its detail pages answered 500 on today's rows).
    const baselineSeed = (await import(pathToFileURL(join(tree, 'scripts/seed.ts')).href)) as {
      seedLocal: (stateDir: string) => Promise<unknown>
    }
    await baselineSeed.seedLocal(stateDir)
    const base = `http://127.0.0.1:${port}`
    const server = await startBuiltWorker({ outDir, port, stateDir, vars: { SITE_URL: base } })
    try {
      return await use(base)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(stateDir, { recursive: true, force: true })
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' })
  }
}

/**
 * Builds into `dist-bench-<port>`, serves it from a fresh state folder holding the seeded
 * content, with `SITE_URL` set to its own origin, runs `use` against that origin (with the seeded
 * admin's login), then stops and removes both folders.
 */
export async function withBuiltWorker<T>(
  port: number,
  use: (base: string, outDir: string, admin: LocalAdmin) => Promise<T>,
): Promise<T> {
  const outDir = `dist-bench-${port}`
  const stateDir = `.wrangler/bench-${port}`
  const base = `http://127.0.0.1:${port}`
  buildInto(outDir)
  rmSync(stateDir, { recursive: true, force: true })
  const admin = await seedLocal(stateDir)
  const server = await startBuiltWorker({ outDir, port, stateDir, vars: { SITE_URL: base } })
  try {
    return await use(base, outDir, admin)
  } finally {
    await server.stop()
    rmSync(stateDir, { recursive: true, force: true })
    rmSync(outDir, { recursive: true, force: true })
  }
}
