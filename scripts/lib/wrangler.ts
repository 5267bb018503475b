import { execFileSync } from 'node:child_process'

// Runs wrangler against the local (Miniflare) state of wrangler.toml, optionally in another
// state folder (the browser tests use their own).
// CLOUDFLARE_CF_FETCH_ENABLED=false: Miniflare's placeholder `request.cf`, no request to Cloudflare.
const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  NO_D1_WARNING: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}

export function wrangler(args: string[], persistTo?: string): string {
  const persist = persistTo ? ['--persist-to', persistTo] : []
  return execFileSync('npx', ['wrangler', ...args, ...persist], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}
