import { percentile } from './lib-built-worker.ts'

// An open-loop load generator: requests leave on a fixed schedule whether or not earlier ones
// have been answered, and each latency counts from the moment its request was due, not from when
// it left. A closed loop (send, wait, send) slows down with the server and hides the queueing a
// visitor sees (coordinated omission); this one shows it, and shows its own lateness besides.

export interface Outcome {
  kind: string
  /** When the request was due (performance.now()). */
  dueAt: number
  /** How long after `dueAt` the generator got to it: its own lag. */
  lateMs: number
  /** From `dueAt` to the last byte of the body. */
  latencyMs: number
  /** HTTP status; 0 when no answer came (network error or timeout). */
  status: number
  error?: 'timeout' | 'network'
  /** What the network error was (undici's cause code: ECONNRESET, UND_ERR_CONNECT_TIMEOUT...). */
  cause?: string
  /** How long it waited for one of the generator's connections before it left. */
  waitMs: number
  /** The edge cache's X-Cache (HIT, STALE, MISS, BYPASS), when the answer has one. */
  cache?: string
}

export interface Stream {
  kind: string
  perSecond: number
  /** Sends request `index` of the stream; `timed` records it. */
  send: (index: number, dueAt: number) => Promise<unknown>
}

/** Below this the schedule would lean on sub-millisecond timers Node does not have. */
const TICK_MS = 2

export class OpenLoop {
  readonly outcomes: Outcome[] = []
  inFlight = 0
  peakInFlight = 0
  peakWaiting = 0
  /** A request unanswered this long after it was due counts as a timeout: a visitor has left by then. */
  readonly timeoutMs: number
  /**
   * At most this many requests are open at once; the others wait for a connection, their latency
   * still counted from when they were due (as wrk2 does). Without a bound, a server slower than
   * the schedule collects connections until it runs out of file descriptors (workerd
   * crashed with EMFILE at about 5,000 open requests) instead of showing how slow it is.
   */
  readonly connections: number
  private readonly waiting: (() => void)[] = []
  private readonly running = new Set<Promise<unknown>>()

  constructor(options: { timeoutMs?: number; connections?: number } = {}) {
    this.timeoutMs = options.timeoutMs ?? 30_000
    this.connections = options.connections ?? 256
  }

  /** One request, due at `dueAt`; the body is read to the end, as a browser would. */
  timed(
    kind: string,
    dueAt: number,
    url: string,
    init: RequestInit = {},
  ): Promise<{ status: number; text: string }> {
    const lateMs = performance.now() - dueAt
    return new Promise((resolve) => {
      const record = (outcome: Omit<Outcome, 'kind' | 'dueAt' | 'lateMs' | 'latencyMs'>) =>
        this.outcomes.push({ kind, dueAt, lateMs, latencyMs: performance.now() - dueAt, ...outcome })
      const start = () => {
        const waitMs = performance.now() - dueAt - lateMs
        const left = dueAt + this.timeoutMs - performance.now()
        if (left <= 0) {
          // The visitor gave up while waiting for a connection: the server never sees it.
          record({ status: 0, error: 'timeout', cause: 'never sent', waitMs })
          resolve({ status: 0, text: '' })
          return
        }
        this.inFlight += 1
        this.peakInFlight = Math.max(this.peakInFlight, this.inFlight)
        const signal = AbortSignal.timeout(Math.ceil(left))
        fetch(url, { ...init, signal })
          .then(async (response) => ({
            status: response.status,
            text: await response.text(),
            cache: response.headers.get('x-cache') ?? undefined,
          }))
          .then(
            ({ cache, ...answer }) => {
              record({ status: answer.status, cache, waitMs })
              resolve(answer)
            },
            (failure: unknown) => {
              const code = (failure as { cause?: { code?: unknown } } | null)?.cause?.code
              const cause =
                typeof code === 'string' ? code : failure instanceof Error ? failure.name : 'unknown'
              record({ status: 0, error: signal.aborted ? 'timeout' : 'network', cause, waitMs })
              resolve({ status: 0, text: '' })
            },
          )
          .finally(() => this.release())
      }
      if (this.inFlight < this.connections) start()
      else {
        this.waiting.push(start)
        this.peakWaiting = Math.max(this.peakWaiting, this.waiting.length)
      }
    })
  }

  /** A connection is free: the oldest waiting requests take it (those expired meanwhile take none). */
  private release(): void {
    this.inFlight -= 1
    while (this.inFlight < this.connections && this.waiting.length > 0) this.waiting.shift()?.()
  }

  /** Runs every stream at its rate for `seconds`, then waits for every answer. */
  async run(streams: Stream[], seconds: number, startedAt = performance.now()): Promise<void> {
    const endAt = startedAt + seconds * 1000
    const failures: unknown[] = []
    // Staggered starts, so the streams' requests do not all fall on the same millisecond.
    const state = streams.map((stream, i) => ({
      stream,
      next: 0,
      gap: 1000 / stream.perSecond,
      offset: (i * 1000) / stream.perSecond / streams.length,
    }))
    for (;;) {
      const now = performance.now()
      if (now >= endAt) break
      for (const s of state) {
        for (let due = startedAt + s.offset + s.next * s.gap; due <= now && due < endAt; ) {
          const sent = s.stream.send(s.next, due)
          this.running.add(sent)
          // A failing stream is a fault of the bench: reported once the load is over, after cleanup can run.
          void sent.then(
            () => this.running.delete(sent),
            (error: unknown) => {
              this.running.delete(sent)
              failures.push(error)
            },
          )
          s.next += 1
          due = startedAt + s.offset + s.next * s.gap
        }
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS))
    }
    while (this.running.size > 0) await Promise.allSettled([...this.running])
    if (failures.length > 0) throw failures[0]
  }
}

export interface Summary {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  }
}

export const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`

export function latencyText(summary: Summary): string {
  return `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)}`
}
