import { coreCount, type groupCores } from './lib-cpu.ts'
import {
  type Accepted,
  CONTACT_EMAIL_PREFIX,
  checkLeads,
  type LeadCheck,
  mismatchedZohoIds,
  missingFrom,
  notesOnLoadLeads,
  type Stored,
  type ZohoSide,
} from './lib-load-checks.ts'
import { latencyText, ms, type OpenLoop, type Outcome, summarize } from './lib-open-loop.ts'
import type { BenchRow } from './types.ts'

// The load bench's table: what was sent and answered, how fast, what failed, and whether every
// accepted enquiry and lead was stored and delivered exactly once.

/** What the deployed cron sends per run (src/worker/services/crm-outbox.ts, DRAIN_BATCH) and how often. */
const DEPLOYED_DRAIN_BATCH = 25
const DEPLOYED_CRON_MINUTES = 5
/** The outbox's first retry waits this long (crm-outbox.ts, OUTBOX_BACKOFF_BASE_MS). */
const FIRST_BACKOFF_S = 120

export interface LoadRun {
  config: {
    seconds: number
    reads: number
    contacts: number
    downloads: number
    outage: { from: number; to: number }
  }
  loop: OpenLoop
  startedAt: number
  drain: {
    zohoBackAt: number
    window: { downSince: number; backSince: number }
    cronGapMs: number
    cronRuns: number
    cronFailures: number
    backlogGoneAt: number | undefined
  }
  cpu: {
    wallSeconds: number
    server: ReturnType<typeof groupCores>
    own: number
    machineBusy: number
    machineTotal: number
  }
  eventLoopP99Ms: number
  loadBefore: number
  accepted: Accepted
  stored: Stored
  zoho: ZohoSide
}

const KINDS = {
  read: ['page', 'api'],
  page: ['page'],
  api: ['api'],
  contact: ['contact'],
  lead: ['lead'],
  download: ['download'],
  pdf: ['pdf'],
} as const
const EXPECTED: Record<string, number> = {
  page: 200,
  api: 200,
  contact: 200,
  lead: 202,
  download: 201,
  pdf: 200,
}
const LABEL: Record<keyof typeof KINDS, string> = {
  read: 'reads (pages + API)',
  page: 'pages (HTML)',
  api: 'API GETs',
  contact: 'POST /api/contact',
  lead: 'POST /api/zoho/create-lead (after each enquiry)',
  download: 'POST /api/whitepapers/:id/downloads',
  pdf: 'GET /downloads/:token (the PDF)',
}

const leadText = (check: LeadCheck) =>
  `accepted ${check.accepted}, in outbox ${check.inOutbox}, delivered ${check.delivered}, duplicated ${check.duplicated}, missing ${check.missing}`

/** "kind N" for each kind with a nonzero count. */
function byKind(outcomes: Outcome[], counted: (outcome: Outcome) => boolean): string {
  const counts = new Map<string, number>()
  for (const outcome of outcomes)
    if (counted(outcome)) counts.set(outcome.kind, (counts.get(outcome.kind) ?? 0) + 1)
  return [...counts].map(([kind, count]) => `${kind} ${count}`).join(', ')
}

export function loadReport(run: LoadRun): BenchRow[] {
  const { config, loop, cpu, drain, accepted, stored, zoho } = run
  const outcomes = loop.outcomes
  const of = (kinds: readonly string[]) => outcomes.filter((outcome) => kinds.includes(outcome.kind))
  const wall = cpu.wallSeconds
  const cores = coreCount()
  const group = 'load'
  const rows: BenchRow[] = []
  const row = (metric: string, value: string, note?: string) => rows.push({ group, metric, value, note })

  const machineCores = (cpu.machineBusy / cpu.machineTotal) * cores
  // Node names its main thread, so wrangler's process shows as MainThread; npx and esbuild idle.
  const named = (name: string) => (name === 'MainThread' ? 'wrangler (node)' : name)
  const serverProcesses = [...cpu.server.byProcess]
    .filter(([, used]) => used >= 0.01)
    .map(([name, used]) => `${named(name)} ${used.toFixed(2)}`)
    .join(', ')
  const busiest = `${named(cpu.server.busiest.process)} ${cpu.server.busiest.cores.toFixed(2)}`
  row(
    'machine',
    `${cores} cores; load average ${run.loadBefore.toFixed(1)} before the run`,
    `CPU during the load: server ${cpu.server.total.toFixed(2)} cores (${serverProcesses}; busiest thread ${busiest}), generator + fake Zoho (this process) ${(cpu.own / wall).toFixed(2)}, whole machine ${machineCores.toFixed(2)} of ${cores} busy`,
  )
  const outageFrom = config.seconds * config.outage.from
  const outageTo = config.seconds * config.outage.to
  row(
    'scenario',
    `${config.seconds} s: reads ${config.reads}/s, enquiries ${config.contacts}/s (each followed by its lead), download requests ${config.downloads}/s (each followed by the PDF)`,
    `fake Zoho answers every call (token included) 503 with an HTML body from ${outageFrom} s to ${outageTo} s; RATE_LIMIT_SCALE 1, one CF-Connecting-IP per enquiry or download, 5,000 for the readers`,
  )

  const scheduled: Record<string, number> = {
    read: config.reads * config.seconds,
    contact: config.contacts * config.seconds,
    download: config.downloads * config.seconds,
  }
  // Over the load and the tail of its last answers: what the server actually got through.
  const answered = (kinds: readonly string[]) => {
    const answers = of(kinds).filter((outcome) => outcome.status !== 0)
    const last = answers.reduce((at, o) => Math.max(at, o.dueAt + o.latencyMs - run.startedAt), 0) / 1000
    return { count: answers.length, last, perSecond: answers.length / Math.max(config.seconds, last) }
  }
  for (const kind of ['read', 'contact', 'lead', 'download', 'pdf'] as const) {
    const { count, last, perSecond } = answered(KINDS[kind])
    const target = scheduled[kind]
    const sent =
      target === undefined
        ? 'each sent once the request before it succeeded'
        : `${count} of ${Math.round(target)} scheduled (${((100 * count) / target).toFixed(1)} %) at ${target / config.seconds}/s`
    row(
      `rate: ${LABEL[kind]}`,
      `${perSecond.toFixed(1)}/s answered`,
      `${sent}; last answer ${last.toFixed(1)} s after the start`,
    )
  }

  const latencyNote = 'from when each request was due (open loop), to the last byte'
  row(
    'latency: all requests',
    latencyText(summarize(outcomes.map((o) => o.latencyMs))),
    `${outcomes.length} requests, ${latencyNote}`,
  )
  for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
    const samples = of(KINDS[kind]).map((outcome) => outcome.latencyMs)
    if (samples.length)
      row(`latency: ${LABEL[kind]}`, latencyText(summarize(samples)), `${samples.length} requests`)
  }
  const reads = of(KINDS.read)
  const down = (o: Outcome) => o.dueAt >= run.startedAt + outageFrom * 1000 && o.dueAt < drain.zohoBackAt
  const duringOutage = reads.filter(down)
  const outsideOutage = reads.filter((o) => !down(o))
  row(
    'latency: reads while Zoho is down / up',
    `${latencyText(summarize(duringOutage.map((o) => o.latencyMs)))} / ${latencyText(summarize(outsideOutage.map((o) => o.latencyMs)))}`,
  )

  const cacheCounts = byKind(
    reads.map((o) => ({ ...o, kind: o.status === 0 ? 'no answer' : (o.cache ?? 'no X-Cache') })),
    () => true,
  )
  row(
    'edge cache on reads',
    cacheCounts,
    'X-Cache of each read: a copy is fresh 60 s, then served stale while it refreshes',
  )

  const late = summarize(outcomes.map((outcome) => outcome.lateMs))
  row(
    'generator',
    `left late p50 ${ms(late.p50)}, p99 ${ms(late.p99)}, max ${ms(late.max)}; event loop delay p99 ${ms(run.eventLoopP99Ms)}`,
    `how far behind schedule requests left (the generator's own saturation); peak ${loop.peakInFlight} requests in flight`,
  )
  const readP99 = summarize(reads.map((o) => o.latencyMs)).p99
  const readRate = answered(KINDS.read).perSecond
  const serverCores = cpu.server.total
  const ownCores = cpu.own / wall
  // Which side ran out: the machine (other processes took the CPU), the generator (requests left
  // late), or the server (answers lag while the schedule holds).
  const verdict =
    machineCores > cores * 0.95 && serverCores + ownCores < machineCores * 0.75
      ? `the machine: ${machineCores.toFixed(2)} of ${cores} cores busy, of which the server had ${serverCores.toFixed(2)} and the generator ${ownCores.toFixed(2)}; other processes took the rest`
      : late.p99 > 100
        ? `the generator: its requests left up to ${ms(late.p99)} late (p99)`
        : readRate < config.reads * 0.97 || readP99 > 1000
          ? `the server: its answers fell behind (read p99 ${ms(readP99)}) while the generator kept to its schedule; it used ${serverCores.toFixed(2)} cores, its busiest thread ${busiest}`
          : 'neither: the schedule held and the answers kept up'
  row('saturated', verdict, `reads sustained ${readRate.toFixed(1)}/s of ${config.reads}/s scheduled`)

  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500)
  row(
    'responses: 5xx',
    String(serverErrors.length),
    `target 0${serverErrors.length ? `; ${byKind(outcomes, (o) => o.status >= 500)}` : ''}`,
  )
  const unexpected = (o: Outcome) => o.status > 0 && o.status < 500 && o.status !== EXPECTED[o.kind]
  const others = outcomes.filter(unexpected)
  const timeouts = outcomes.filter((outcome) => outcome.error === 'timeout').length
  const network = outcomes.filter((outcome) => outcome.error === 'network').length
  row(
    'responses: other errors',
    `${others.length} unexpected status (429: ${others.filter((o) => o.status === 429).length}), ${timeouts} timeouts (30 s), ${network} network errors`,
    others.length + timeouts + network ? byKind(outcomes, (o) => unexpected(o) || o.status === 0) : undefined,
  )

  const refused = zoho.requests.filter(
    (request) =>
      request.status === 503 && request.at >= drain.window.downSince && request.at < drain.window.backSince,
  ).length
  const retried = stored.outbox.filter((row) => row.attempts > 1).length
  row(
    'Zoho outage',
    `${refused} Zoho calls refused; ${retried} leads sent by the cron after their first send failed`,
    `Zoho down ${((drain.window.backSince - drain.window.downSince) / 1000).toFixed(1)} s`,
  )
  const drained =
    drain.backlogGoneAt === undefined ? undefined : (drain.backlogGoneAt - drain.zohoBackAt) / 1000
  const deployedRuns = Math.ceil(retried / DEPLOYED_DRAIN_BATCH)
  row(
    'outbox drain after Zoho returned',
    drained === undefined ? 'not drained' : `${drained.toFixed(1)} s`,
    `cron run every ${drain.cronGapMs / 1000} s from Zoho's return (${drain.cronRuns} runs, ${drain.cronFailures} failed); a failed first send waits ${FIRST_BACKOFF_S} s, so the last leads of the outage cannot go sooner. Deployed (every ${DEPLOYED_CRON_MINUTES} min, ${DEPLOYED_DRAIN_BATCH} leads a run) this backlog needs ${deployedRuns} run${deployedRuns === 1 ? '' : 's'}, about ${deployedRuns * DEPLOYED_CRON_MINUTES} min`,
  )
  const status = (s: string) => stored.outbox.filter((row) => row.status === s).length
  row(
    'outbox at the end',
    `sent ${status('sent')}, pending ${status('pending')}, failed ${status('failed')}`,
    `${stored.outbox.length} rows of the load`,
  )

  // A request the client gave up on (a timeout) may still have been served: stored, never acknowledged.
  const unacknowledged = (found: Iterable<string>, seen: Set<string>) => missingFrom(new Set(found), seen)
  const contactLeads = stored.outbox
    .filter((r) => r.email.startsWith(CONTACT_EMAIL_PREFIX))
    .map((r) => r.email)
  const lostContacts = missingFrom(accepted.contacts, stored.contacts)
  row(
    'enquiries (contact form)',
    `accepted ${accepted.contacts.size}, stored ${accepted.contacts.size - lostContacts}, lost ${lostContacts}`,
    `stored: a contact_submissions row with its e-mail; besides, ${unacknowledged(stored.contacts, accepted.contacts)} enquiries and ${unacknowledged(contactLeads, accepted.leads)} leads stored whose answer the client never got`,
  )
  row(
    'leads from enquiries',
    leadText(checkLeads(accepted.leads, stored, zoho)),
    'delivered: a lead with its e-mail in the fake Zoho; duplicated: more than one',
  )
  const lostDownloads = missingFrom(accepted.downloads, stored.downloads)
  row(
    'download requests',
    `stored ${accepted.downloads.size - lostDownloads} (lost ${lostDownloads}), ${leadText(checkLeads(accepted.downloads, stored, zoho))}`,
    `stored: a whitepaper_downloads row with its e-mail; besides, ${unacknowledged(stored.downloads, accepted.downloads)} stored whose answer the client never got`,
  )
  row(
    'Zoho ids',
    `${mismatchedZohoIds(stored, zoho)} sent rows whose zoho_id is not their lead's; ${notesOnLoadLeads(zoho)} notes on the load's leads`,
    'both 0 when each enquiry became one new lead, sent once',
  )
  return rows
}
