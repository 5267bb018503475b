import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

// Inputs of `vite build`: a build older than any of them is rebuilt before tests use it.
const INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'wrangler.toml', 'package-lock.json']

function newestChange(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))))
}

/**
 * Builds into `outDir` (Vite's `BUILD_OUT_DIR`) unless a build there is newer than every input,
 * so each test script works on a fresh clone and none rebuilds what `npm test` just built.
 */
export function buildIfStale(outDir = process.env.BUILD_OUT_DIR ?? 'dist', force = false): void {
  const built = join(outDir, 'consulting_site', 'wrangler.json')
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
  if (!force && builtAt > Math.max(...INPUTS.map(newestChange))) return
  // vitest sets NODE_ENV=test, which would make Vite skip minification: build as production does.
  execFileSync('npx', ['vite', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
