import { execFileSync } from 'node:child_process'

// Runs wrangler against the local (Miniflare) D1 of wrangler.toml, optionally in another
// state folder (the browser tests use their own).
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_D1_WARNING: 'true' }

function wrangler(args: string[], persistTo?: string): string {
  const persist = persistTo ? ['--persist-to', persistTo] : []
  return execFileSync('npx', ['wrangler', ...args, ...persist], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

export function migrateLocal(persistTo?: string): void {
  wrangler(['d1', 'migrations', 'apply', 'DB', '--local'], persistTo)
}

export function executeFile(file: string, persistTo?: string): void {
  wrangler(['d1', 'execute', 'DB', '--local', '--file', file], persistTo)
}

export function queryLocal<Row>(sqlText: string, persistTo?: string): Row[] {
  const output = wrangler(['d1', 'execute', 'DB', '--local', '--json', '--command', sqlText], persistTo)
  const parsed = JSON.parse(output) as { results: Row[] }[]
  return parsed[0]?.results ?? []
}
