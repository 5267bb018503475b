import { rmSync } from 'node:fs'
import { startFakeZoho } from '../fake-zoho/server.ts'
import { FAKE_ZOHO_CREDENTIALS } from '../fake-zoho/state.ts'
import { seedLocal } from '../seed.ts'
import { buildInto, latencySummary, signIn, startBuiltWorker } from './lib-built-worker.ts'
import type { BenchRow } from './types.ts'

// Latency of GET /api/zoho/leads (50 leads) through the built Worker
// (scripts/serve-build.ts) on loopback, against the fake Zoho on loopback: with the token cached
// in D1, and with a refresh (the fake's clock jumps an hour, so each request meets
// INVALID_TOKEN, refreshes once and retries: three Zoho calls).

const OUT_DIR = 'dist-bench-crm'
const STATE_DIR = '.wrangler/bench-crm'
const RUNS = 40
const LEADS = 50

async function timeLeads(url: string, cookie: string, before?: () => Promise<unknown>): Promise<string> {
  const samples: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    await before?.()
    const started = performance.now()
    const response = await fetch(url, { headers: { cookie } })
    const body = (await response.json()) as { data?: unknown[] }
    samples.push(performance.now() - started)
    if (!response.ok || body.data?.length !== LEADS) throw new Error(`leads answered ${response.status}`)
  }
  return latencySummary(samples)
}

export async function measure(): Promise<BenchRow[]> {
  buildInto(OUT_DIR)
  rmSync(STATE_DIR, { recursive: true, force: true })
  const admin = await seedLocal(STATE_DIR)
  const fake = await startFakeZoho({ demoLeads: LEADS })
  let worker: Awaited<ReturnType<typeof startBuiltWorker>> | undefined
  try {
    worker = await startBuiltWorker({
      outDir: OUT_DIR,
      stateDir: STATE_DIR,
      vars: () => ({
        ZOHO_ACCOUNTS_URL: fake.accountsUrl(),
        ZOHO_CLIENT_ID: FAKE_ZOHO_CREDENTIALS.clientId,
        ZOHO_CLIENT_SECRET: FAKE_ZOHO_CREDENTIALS.clientSecret,
        ZOHO_REFRESH_TOKEN: FAKE_ZOHO_CREDENTIALS.refreshToken,
      }),
    })
    const { cookie } = await signIn(worker.base, admin)
    const url = `${worker.base}/api/zoho/leads`
    for (let i = 0; i < 3; i += 1) await fetch(url, { headers: { cookie } }) // warm-up
    const cached = await timeLeads(url, cookie)
    const expireToken = () =>
      fetch(`${fake.controlUrl()}/clock`, { method: 'POST', body: JSON.stringify({ advanceSeconds: 3700 }) })
    const refreshed = await timeLeads(url, cookie, expireToken)
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
    await worker?.stop()
    await fake.close()
    rmSync(STATE_DIR, { recursive: true, force: true })
    rmSync(OUT_DIR, { recursive: true, force: true })
  }
}
