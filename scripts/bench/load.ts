import { mkdirSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { startFakeZoho } from '../fake-zoho/server.ts'
import { type Endpoint, FAKE_ZOHO_CREDENTIALS, type Fault } from '../fake-zoho/state.ts'
import { seedLocal } from '../seed.ts'
import { buildInto, startBuiltWorker } from './lib-built-worker.ts'
import { groupCores, machineCpuSeconds, ownCpuSeconds, snapshotGroup } from './lib-cpu.ts'
import { type Accepted, deliveryRows, storedRows, zohoSide } from './lib-load-delivery.ts'
import { trafficRows } from './lib-load-report.ts'
import { publishedIds, visitorStreams, warmUp } from './lib-load-traffic.ts'
import { OpenLoop } from './lib-open-loop.ts'
import type { BenchRow } from './types.ts'

// `npm run bench -- load`: public reads, contact enquiries and whitepaper download requests at
// fixed rates against the built Worker (scripts/serve-build.ts), while the fake Zoho refuses every
// call for the middle 40 % of the run. Then the cron is driven until the outbox is empty, and D1
// and the fake are checked: every accepted enquiry and lead stored, and delivered exactly once.

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback)
  if (!(value > 0)) throw new Error(`${name} must be a positive number`)
  return value
}
const SECONDS = positive('LOAD_SECONDS', 300)
const READS_PER_SECOND = positive('LOAD_RPS', 200)
const CONTACTS_PER_SECOND = positive('LOAD_CONTACT_RPS', 5)
const DOWNLOADS_PER_SECOND = positive('LOAD_DOWNLOAD_RPS', 2)
/** A visitor gives up after this long; the request then counts as a timeout. */
const TIMEOUT_MS = positive('LOAD_TIMEOUT_SECONDS', 30) * 1000
/** Open requests at most; more wait for a connection, timed from when they were due (lib-open-loop.ts). */
const CONNECTIONS = positive('LOAD_CONNECTIONS', 256)
/** How long after the load the outbox may take to empty before the bench gives up on it. */
const DRAIN_LIMIT_MS = positive('LOAD_DRAIN_SECONDS', 600) * 1000
/** Zoho fails from 30 % to 70 % of the run: minutes 1.5 to 3.5 of 5. */
const OUTAGE = { from: 0.3, to: 0.7 } as const
/** Far more often than the deployed 5-minute cron, so the drain shows the backoff, not the cadence. */
const CRON_GAP_MS = 1000
/** The cron run and the outbox listing wait behind the load's requests; past this they count as failed. */
const CONTROL_TIMEOUT_MS = 60_000
/** GET /api/zoho/outbox lists at most this many rows that are not sent. */
const OUTBOX_LIST_LIMIT = 100
const OUT_DIR = 'dist-bench-load'
const STATE_DIR = '.wrangler/bench-load'
/** wrangler's own output, kept for when the server misbehaves under the load. */
const SERVER_LOG = '.bench/load-wrangler.log'

/** Everything the fake serves for the CRM, the token included: Zoho down, not one endpoint. */
const OUTAGE_ENDPOINTS: Endpoint[] = [
  'token',
  'leads.list',
  'leads.create',
  'leads.upsert',
  'leads.search',
  'notes.create',
  'notes.list',
]
// Open-ended: the faults are cleared when the outage ends, however many calls came meanwhile.
const OUTAGE_FAULTS: Fault[] = OUTAGE_ENDPOINTS.map((endpoint) => ({
  endpoint,
  times: Number.MAX_SAFE_INTEGER,
  status: 503,
  raw: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
}))

/** Resolves at `at` (performance.now()), or rejects as soon as the bench gives up. */
const sleepUntil = (at: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    signal.throwIfAborted()
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    const timer = setTimeout(
      () => {
        signal.removeEventListener('abort', onAbort)
        resolve()
      },
      Math.max(0, at - performance.now()),
    )
    signal.addEventListener('abort', onAbort, { once: true })
  })

async function signIn(base: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(admin),
  })
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
  if (!login.ok || !cookie) throw new Error(`login answered ${login.status}`)
  return cookie
}

/**
 * Runs the cron every CRON_GAP_MS from Zoho's return until the load is over and no lead is
 * pending. `backlogGoneAt`: since when no lead whose first send failed has been pending.
 */
async function driveOutbox(
  base: string,
  cookie: string,
  loadEndedAt: () => number | undefined,
  signal: AbortSignal,
) {
  const cron = encodeURIComponent('*/5 * * * *')
  let cronRuns = 0
  let cronFailures = 0
  let lastCronFailure: string | undefined
  let backlogGoneAt: number | undefined
  for (;;) {
    // The run's scheduled time set to now, as a deployed cron's is its own tick.
    const scheduled = `${base}/cdn-cgi/local/scheduled?cron=${cron}&time=${Date.now()}&format=json`
    const failure = await fetch(scheduled, { signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS) }).then(
      async (response) => {
        const text = await response.text()
        return response.ok ? undefined : `${response.status} ${text.slice(0, 80)}`
      },
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    )
    cronRuns += 1
    if (failure) {
      cronFailures += 1
      lastCronFailure = failure
    }
    // An overloaded server may not answer in time: then nothing is known and the loop goes on.
    const rows = await fetch(`${base}/api/zoho/outbox`, {
      headers: { cookie },
      signal: AbortSignal.timeout(CONTROL_TIMEOUT_MS),
    }).then(
      async (response) =>
        response.ok
          ? ((await response.json()) as { data: { status: string; attempts: number }[] }).data
          : undefined,
      () => undefined,
    )
    // The listing is newest first and capped: a full page may hide older pending rows.
    const complete = rows !== undefined && rows.length < OUTBOX_LIST_LIMIT
    const pending = rows?.filter((row) => row.status === 'pending') ?? []
    const backlog = !complete || pending.some((row) => row.attempts > 0)
    backlogGoneAt = backlog ? undefined : (backlogGoneAt ?? performance.now())
    const endedAt = loadEndedAt()
    if (endedAt !== undefined && complete && pending.length === 0) break
    if (endedAt !== undefined && performance.now() - endedAt > DRAIN_LIMIT_MS) break
    await sleepUntil(performance.now() + CRON_GAP_MS, signal)
  }
  return { cronGapMs: CRON_GAP_MS, cronRuns, cronFailures, lastCronFailure, backlogGoneAt }
}

export async function measure(): Promise<BenchRow[]> {
  const loadBefore = loadavg()[0] ?? 0
  buildInto(OUT_DIR)
  rmSync(STATE_DIR, { recursive: true, force: true })
  mkdirSync(dirname(SERVER_LOG), { recursive: true })
  const admin = await seedLocal(STATE_DIR)
  const fake = await startFakeZoho()
  let worker: Awaited<ReturnType<typeof startBuiltWorker>> | undefined
  // Stops the outage and the cron driver when the load fails, so nothing outlives the bench.
  const abandon = new AbortController()
  try {
    worker = await startBuiltWorker({
      outDir: OUT_DIR,
      stateDir: STATE_DIR,
      logFile: SERVER_LOG,
      vars: () => ({
        ZOHO_ACCOUNTS_URL: fake.accountsUrl(),
        ZOHO_CLIENT_ID: FAKE_ZOHO_CREDENTIALS.clientId,
        ZOHO_CLIENT_SECRET: FAKE_ZOHO_CREDENTIALS.clientSecret,
        ZOHO_REFRESH_TOKEN: FAKE_ZOHO_CREDENTIALS.refreshToken,
      }),
    })
    const { base } = worker
    const cookie = await signIn(base, admin)
    // The token is fetched and cached before the load, as on a site that has been running.
    const leads = await fetch(`${base}/api/zoho/leads`, { headers: { cookie } })
    if (!leads.ok) throw new Error(`the CRM tab's lead list answered ${leads.status}`)
    const ids = await publishedIds(base)
    await warmUp(base, ids)

    const accepted: Accepted = { contacts: new Set(), leads: new Set(), downloads: new Set() }
    const loop = new OpenLoop({ timeoutMs: TIMEOUT_MS, connections: CONNECTIONS })
    const streams = visitorStreams({
      base,
      ids,
      loop,
      accepted,
      perSecond: { reads: READS_PER_SECOND, contacts: CONTACTS_PER_SECOND, downloads: DOWNLOADS_PER_SECOND },
    })
    const group = worker.processGroup
    const cpuNow = () => ({
      server: group ? snapshotGroup(group) : new Map(),
      own: ownCpuSeconds(),
      machine: machineCpuSeconds(),
    })
    const before = cpuNow()
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const startedAt = performance.now()
    let loadEndedAt: number | undefined
    const outage = (async () => {
      await sleepUntil(startedAt + SECONDS * 1000 * OUTAGE.from, abandon.signal)
      await fetch(`${fake.controlUrl()}/fault`, { method: 'POST', body: JSON.stringify(OUTAGE_FAULTS) })
      const downSince = Date.now()
      await sleepUntil(startedAt + SECONDS * 1000 * OUTAGE.to, abandon.signal)
      await fetch(`${fake.controlUrl()}/clear-faults`, { method: 'POST' })
      const zohoBackAt = performance.now()
      const window = { downSince, backSince: Date.now() }
      return { zohoBackAt, window, ...(await driveOutbox(base, cookie, () => loadEndedAt, abandon.signal)) }
    })()
    // Awaited below; this only keeps an early failure of the load from leaving it unhandled.
    outage.catch(() => undefined)
    await loop.run(streams, SECONDS, startedAt)
    loadEndedAt = performance.now()
    lag.disable()
    const after = cpuNow()
    const drain = await outage
    // D1 is read from its files once the server has let go of them.
    await worker.stop()
    worker = undefined
    const stored = await storedRows(STATE_DIR)
    const zoho = await zohoSide(fake.controlUrl())
    const seconds = (loadEndedAt - startedAt) / 1000
    return [
      ...trafficRows({
        config: {
          seconds: SECONDS,
          reads: READS_PER_SECOND,
          contacts: CONTACTS_PER_SECOND,
          downloads: DOWNLOADS_PER_SECOND,
          outage: OUTAGE,
          timeoutMs: TIMEOUT_MS,
          serverLog: SERVER_LOG,
        },
        loop,
        startedAt,
        zohoBackAt: drain.zohoBackAt,
        cpu: {
          wallSeconds: seconds,
          server: groupCores(before.server, after.server, seconds),
          own: after.own - before.own,
          machineBusy: after.machine.busy - before.machine.busy,
          machineTotal: after.machine.total - before.machine.total,
        },
        eventLoopP99Ms: lag.percentile(99) / 1e6,
        loadBefore,
      }),
      ...deliveryRows({ drain, accepted, stored, zoho }),
    ]
  } finally {
    abandon.abort()
    await worker?.stop()
    await fake.close()
    rmSync(STATE_DIR, { recursive: true, force: true })
    rmSync(OUT_DIR, { recursive: true, force: true })
  }
}
