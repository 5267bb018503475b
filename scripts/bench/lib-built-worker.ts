import { execFileSync } from 'node:child_process'
import { rmSync, symlinkSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { startBuildServer } from '../lib/build-server.ts'
import { type LocalAdmin, seedLocal } from '../seed.ts'

// Helpers for benches that time the built Worker, served as the browser tests serve it
// (scripts/serve-build.ts), on loopback. Files named
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
 * The build in `outDir` served on a port the OS hands out, with `vars` overriding its variables
 * (made from its origin); resolves once it is the one answering there (scripts/lib/build-server.ts).
 * `processGroup` holds the server and its workerd, for benches that account the server's CPU time.
 */
export async function startBuiltWorker(options: {
  outDir: string
  stateDir: string
  vars?: (origin: string) => Record<string, string>
  /** Where the server's output goes; by default nowhere. */
  logFile?: string
}): Promise<{ base: string; stop: () => Promise<void>; processGroup: number | undefined }> {
  const worker = await startBuildServer({
    config: `${options.outDir}/consulting_site/wrangler.json`,
    stateDir: options.stateDir,
    vars: options.vars,
    logFile: options.logFile,
  })
  return { base: worker.origin, stop: worker.stop, processGroup: worker.server.process.pid }
}

/** SITE_URL as a deployed site has it: the server's own origin. */
const ownSiteUrl = (origin: string) => ({ SITE_URL: origin })

/**
 * The build of git revision `rev` (say `main~3`): checked out beside this one in a worktree that
 * shares this checkout's node_modules, built, and served like this checkout's build but with its
 * own state, seeded by this checkout's seed (so the content is the same, as long as the schema is).
 * For benches that compare a change with the code before it in the same run.
 */
export async function withBaselineWorker<T>(rev: string, use: (base: string) => Promise<T>): Promise<T> {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim()
  const tree = resolve(`.bench/baseline-${commit}`)
  const outDir = join(tree, 'dist-bench')
  const stateDir = `.wrangler/bench-baseline-${commit}`
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
    const server = await startBuiltWorker({ outDir, stateDir, vars: ownSiteUrl })
    try {
      return await use(server.base)
    } finally {
      await server.stop()
    }
  } finally {
    rmSync(stateDir, { recursive: true, force: true })
    execFileSync('git', ['worktree', 'remove', '--force', tree], { stdio: 'ignore' })
  }
}

/**
 * Builds into `dist-bench-<name>`, serves it from a fresh state folder holding the seeded
 * content, with `SITE_URL` set to its own origin, runs `use` against that origin (with the seeded
 * admin's login), then stops and removes both folders.
 */
export async function withBuiltWorker<T>(
  name: string,
  use: (base: string, outDir: string, admin: LocalAdmin) => Promise<T>,
): Promise<T> {
  const outDir = `dist-bench-${name}`
  const stateDir = `.wrangler/bench-${name}`
  buildInto(outDir)
  rmSync(stateDir, { recursive: true, force: true })
  const admin = await seedLocal(stateDir)
  const server = await startBuiltWorker({ outDir, stateDir, vars: ownSiteUrl })
  try {
    return await use(server.base, outDir, admin)
  } finally {
    await server.stop()
    rmSync(stateDir, { recursive: true, force: true })
    rmSync(outDir, { recursive: true, force: true })
  }
}
