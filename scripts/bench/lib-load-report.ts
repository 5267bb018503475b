import { coreCount, type groupCores } from './lib-cpu.ts'
import { latencyText, ms, type OpenLoop, type Outcome, summarize } from './lib-open-loop.ts'
import type { BenchRow } from './types.ts'

// The load bench's rows about the traffic: what was sent and answered, how fast, what failed,
// where the CPU went and which side ran out. The rows about the leads are in lib-load-delivery.ts.

export interface TrafficRun {
  config: {
    seconds: number
    reads: number
    contacts: number
    downloads: number
    outage: { from: number; to: number }
    timeoutMs: number
    serverLog: string
  }
  loop: OpenLoop
  startedAt: number
  zohoBackAt: number
  cpu: {
    wallSeconds: number
    server: ReturnType<typeof groupCores>
    own: number
    machineBusy: number
    machineTotal: number
  }
  eventLoopP99Ms: number
  loadBefore: number
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

/** "name N, name N" of what `name` gives each counted item, most frequent first. */
function tally<T>(items: T[], name: (item: T) => string | undefined): string {
  const counts = new Map<string, number>()
  for (const item of items) {
    const key = name(item)
    if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${key} ${count}`)
    .join(', ')
}

export function trafficRows(run: TrafficRun): BenchRow[] {
  const { config, loop, cpu } = run
  const outcomes = loop.outcomes
  const of = (kinds: readonly string[]) => outcomes.filter((outcome) => kinds.includes(outcome.kind))
  const answeredOnly = (list: Outcome[]) => list.filter((outcome) => outcome.status !== 0)
  const wall = cpu.wallSeconds
  const cores = coreCount()
  const rows: BenchRow[] = []
  const row = (metric: string, value: string, note?: string) =>
    rows.push({ group: 'load', metric, value, note })

  const machineCores = (cpu.machineBusy / cpu.machineTotal) * cores
  const serverCores = cpu.server.total
  const ownCores = cpu.own / wall
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
    `CPU during the load and its last answers (${wall.toFixed(0)} s): server ${serverCores.toFixed(2)} cores (${serverProcesses}; busiest thread ${busiest}), generator + fake Zoho (this process) ${ownCores.toFixed(2)}, whole machine ${machineCores.toFixed(2)} of ${cores} busy`,
  )
  row(
    'scenario',
    `${config.seconds} s: reads ${config.reads}/s, enquiries ${config.contacts}/s (each followed by its lead), download requests ${config.downloads}/s (each followed by the PDF)`,
    `fake Zoho answers every call (token included) 503 with an HTML body from ${config.seconds * config.outage.from} s to ${config.seconds * config.outage.to} s; RATE_LIMIT_SCALE 1, one CF-Connecting-IP per enquiry or download, 5,000 for the readers; a request unanswered after ${config.timeoutMs / 1000} s is a timeout`,
  )

  const scheduled: Record<string, number> = {
    read: config.reads * config.seconds,
    contact: config.contacts * config.seconds,
    download: config.downloads * config.seconds,
  }
  // Over the load and the tail of its last answers: what the server actually got through.
  const answered = (kinds: readonly string[]) => {
    const answers = answeredOnly(of(kinds))
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

  // Latencies of the answered requests: a refused connection fails in a millisecond and would
  // flatter the percentiles; requests that got no answer are counted with the errors below.
  const latencyOf = (list: Outcome[]) => {
    const answers = answeredOnly(list)
    const unanswered = list.length - answers.length
    return {
      value: latencyText(summarize(answers.map((o) => o.latencyMs))),
      note: `${answers.length} answered${unanswered ? `, ${unanswered} not` : ''}; from when each request was due (open loop) to its last byte`,
    }
  }
  const all = latencyOf(outcomes)
  row('latency: all requests', all.value, all.note)
  for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
    const list = of(KINDS[kind])
    if (list.length === 0) continue
    const latency = latencyOf(list)
    row(`latency: ${LABEL[kind]}`, latency.value, latency.note)
  }
  const reads = of(KINDS.read)
  const outageFrom = run.startedAt + config.seconds * config.outage.from * 1000
  const down = (o: Outcome) => o.dueAt >= outageFrom && o.dueAt < run.zohoBackAt
  row(
    'latency: reads while Zoho is down / up',
    `${latencyOf(reads.filter(down)).value} / ${latencyOf(reads.filter((o) => !down(o))).value}`,
  )
  row(
    'edge cache on reads',
    tally(reads, (o) => (o.status === 0 ? 'no answer' : (o.cache ?? 'no X-Cache'))),
    'X-Cache of each read: a copy is fresh 60 s, then served stale while it refreshes',
  )

  const late = summarize(outcomes.map((outcome) => outcome.lateMs))
  row(
    'generator',
    `late p50 ${ms(late.p50)}, p99 ${ms(late.p99)}, max ${ms(late.max)}; event loop delay p99 ${ms(run.eventLoopP99Ms)}`,
    'how far behind schedule the generator got to each request: its own saturation',
  )
  const wait = summarize(outcomes.map((outcome) => outcome.waitMs))
  const neverSent = outcomes.filter((outcome) => outcome.cause === 'never sent').length
  row(
    'connections',
    `waited for one p50 ${ms(wait.p50)}, p99 ${ms(wait.p99)}, max ${ms(wait.max)}; ${neverSent} requests timed out before one was free`,
    `at most ${loop.connections} open requests (peak ${loop.peakInFlight}), at most ${loop.peakWaiting} waiting: waits mean the server answered slower than the schedule`,
  )

  // A server that stops answering shows as a long stretch without answers while requests are
  // still being sent; a slow one keeps answering, late.
  const readRate = answered(KINDS.read)
  const readP99 = summarize(answeredOnly(reads).map((o) => o.latencyMs)).p99
  const arrivals = answeredOnly(outcomes)
    .map((o) => (o.dueAt + o.latencyMs - run.startedAt) / 1000)
    .sort((a, b) => a - b)
  let silence = { from: 0, seconds: 0 }
  for (const [index, at] of [...arrivals, wall].entries()) {
    const from = arrivals[index - 1] ?? 0
    if (at - from > silence.seconds) silence = { from, seconds: at - from }
  }
  // After the schedule ends, the last requests answer or time out: a quiet tail is expected there.
  const stopped = silence.seconds >= Math.max(10, config.seconds / 10) && silence.from < config.seconds
  const verdict = stopped
    ? `the server stopped answering: no answer for ${silence.seconds.toFixed(0)} s from ${silence.from.toFixed(0)} s after the start, while the server used ${serverCores.toFixed(2)} cores; see ${config.serverLog}`
    : machineCores > cores * 0.95 && serverCores + ownCores < machineCores * 0.75
      ? `the machine: ${machineCores.toFixed(2)} of ${cores} cores busy, of which the server had ${serverCores.toFixed(2)} and the generator ${ownCores.toFixed(2)}; other processes took the rest`
      : late.p99 > 1000 || (late.p99 > 100 && readP99 < 1000)
        ? `the generator: its requests left up to ${ms(late.p99)} late (p99)`
        : readRate.count < config.reads * config.seconds * 0.97 || readP99 > 1000
          ? `the server: its answers fell behind (read p99 ${ms(readP99)}) while the generator kept to its schedule; it used ${serverCores.toFixed(2)} cores, its busiest thread ${busiest}`
          : 'neither: the schedule held and the answers kept up'
  row(
    'saturated',
    verdict,
    `reads sustained ${readRate.perSecond.toFixed(1)}/s of ${config.reads}/s scheduled`,
  )

  const serverErrors = outcomes.filter((outcome) => outcome.status >= 500)
  row(
    'responses: 5xx',
    String(serverErrors.length),
    `target 0${serverErrors.length ? `; ${tally(serverErrors, (o) => `${o.kind} ${o.status}`)}` : ''}`,
  )
  const unexpected = outcomes.filter((o) => o.status > 0 && o.status < 500 && o.status !== EXPECTED[o.kind])
  const timeouts = outcomes.filter((outcome) => outcome.error === 'timeout')
  const network = outcomes.filter((outcome) => outcome.error === 'network')
  const detail = [
    unexpected.length ? `statuses: ${tally(unexpected, (o) => `${o.kind} ${o.status}`)}` : '',
    timeouts.length ? `timeouts: ${tally(timeouts, (o) => o.kind)}` : '',
    network.length ? `network errors: ${tally(network, (o) => o.cause)}` : '',
  ].filter(Boolean)
  row(
    'responses: other errors',
    `${unexpected.length} unexpected status (429: ${unexpected.filter((o) => o.status === 429).length}), ${timeouts.length} timeouts, ${network.length} network errors`,
    detail.length ? detail.join('; ') : undefined,
  )
  return rows
}
