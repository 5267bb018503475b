import { execFileSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { startFakeZoho } from '../fake-zoho/server.ts'
import { FAKE_ZOHO_CREDENTIALS } from '../fake-zoho/state.ts'
import { seedLocal } from '../seed.ts'
import type { BenchRow } from './types.ts'

// Issue 6: latency of GET /api/zoho/leads (50 leads) through the built Worker under
// `wrangler dev` on 127.0.0.1:4303, against the fake Zoho on loopback: with the token cached
// in D1, and with a refresh (the fake's clock jumps an hour, so each request meets
// INVALID_TOKEN, refreshes once and retries: three Zoho calls).

const PORT = 4303
const BASE = `http://127.0.0.1:${PORT}`
const OUT_DIR = 'dist-bench-4303'
const STATE_DIR = '.wrangler/bench-crm'
const RUNS = 40
const LEADS = 50

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

async function waitForHealth(deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`wrangler dev on ${BASE} did not answer within ${deadlineMs} ms`)
}

async function timeLeads(cookie: string, before?: () => Promise<unknown>) {
  const samples: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    await before?.()
    const started = performance.now()
    const response = await fetch(`${BASE}/api/zoho/leads`, { headers: { cookie } })
    const body = (await response.json()) as { data?: unknown[] }
    samples.push(performance.now() - started)
    if (!response.ok || body.data?.length !== LEADS) throw new Error(`leads answered ${response.status}`)
  }
  samples.sort((a, b) => a - b)
  return `median ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms`
}

export async function measure(): Promise<BenchRow[]> {
  execFileSync('npx', ['vite', 'build'], { env: { ...process.env, BUILD_OUT_DIR: OUT_DIR }, stdio: 'ignore' })
  rmSync(STATE_DIR, { recursive: true, force: true })
  const admin = await seedLocal(STATE_DIR)
  const fake = await startFakeZoho({ demoLeads: LEADS })
  const vars = {
    ZOHO_ACCOUNTS_URL: fake.accountsUrl(),
    ZOHO_CLIENT_ID: FAKE_ZOHO_CREDENTIALS.clientId,
    ZOHO_CLIENT_SECRET: FAKE_ZOHO_CREDENTIALS.clientSecret,
    ZOHO_REFRESH_TOKEN: FAKE_ZOHO_CREDENTIALS.refreshToken,
  }
  const server = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '-c',
      `${OUT_DIR}/consulting_site/wrangler.json`,
      '--ip',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--persist-to',
      STATE_DIR,
      ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
      '--show-interactive-dev-session=false',
    ],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false' }, stdio: 'ignore', detached: true },
  )
  try {
    await waitForHealth(60_000)
    const login = await fetch(`${BASE}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify(admin),
    })
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
    if (!login.ok || !cookie) throw new Error(`login answered ${login.status}`)
    for (let i = 0; i < 3; i += 1) await fetch(`${BASE}/api/zoho/leads`, { headers: { cookie } }) // warm-up
    const cached = await timeLeads(cookie)
    const clock = () =>
      fetch(`${fake.controlUrl()}/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: 3700 }) })
    const refreshed = await timeLeads(cookie, clock)
    const note = `${LEADS} leads, ${RUNS} runs on loopback, fake Zoho on 127.0.0.1`
    return [
      { group: 'crm', metric: 'GET /api/zoho/leads, token cached in D1', value: cached, note },
      {
        group: 'crm',
        metric: 'GET /api/zoho/leads, token refresh (INVALID_TOKEN, refresh, retry)',
        value: refreshed,
        note,
      },
    ]
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    await fake.close()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    rmSync(STATE_DIR, { recursive: true, force: true })
    rmSync(OUT_DIR, { recursive: true, force: true })
  }
}
