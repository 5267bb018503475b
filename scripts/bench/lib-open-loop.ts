import { percentile } from './lib-built-worker.ts'

// An open-loop load generator: requests leave on a fixed schedule whether or not earlier ones
// have been answered, and each latency counts from the moment its request was due, not from when
// it left. A closed loop (send, wait, send) slows down with the server and hides the queueing a
// visitor sees (coordinated omission); this one shows it, and shows its own lateness besides.

export interface Outcome {
  kind: string
  /** When the request was due (performance.now()). */
  dueAt: number
  /** How long after `dueAt` it actually left: the generator's own lag. */
  lateMs: number
  /** From `dueAt` to the last byte of the body. */
  latencyMs: number
  /** HTTP status; 0 when no answer came (network error or timeout). */
  status: number
  error?: 'timeout' | 'network'
  /** The edge cache's X-Cache (HIT, STALE, MISS, BYPASS), when the answer has one. */
  cache?: string
}

export interface Stream {
  kind: string
  perSecond: number
  /** Sends request `index` of the stream; `timed` records it. */
  send: (index: number, dueAt: number) => Promise<unknown>
}

const REQUEST_TIMEOUT_MS = 30_000
/** Below this the schedule would lean on sub-millisecond timers Node does not have. */
const TICK_MS = 2

export class OpenLoop {
  readonly outcomes: Outcome[] = []
  inFlight = 0
  peakInFlight = 0
  private readonly running = new Set<Promise<unknown>>()

  /** One request, due at `dueAt`; the body is read to the end, as a browser would. */
  timed(
    kind: string,
    dueAt: number,
    url: string,
    init: RequestInit = {},
  ): Promise<{ status: number; text: string }> {
    const lateMs = performance.now() - dueAt
    this.inFlight += 1
    this.peakInFlight = Math.max(this.peakInFlight, this.inFlight)
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS)
    const done = fetch(url, { ...init, signal })
      .then(async (response) => ({
        status: response.status,
        text: await response.text(),
        cache: response.headers.get('x-cache') ?? undefined,
      }))
      .then(
        ({ cache, ...answer }) => {
          const latencyMs = performance.now() - dueAt
          this.outcomes.push({ kind, dueAt, lateMs, latencyMs, status: answer.status, cache })
          return answer
        },
        () => {
          const error = signal.aborted ? 'timeout' : 'network'
          this.outcomes.push({ kind, dueAt, lateMs, latencyMs: performance.now() - dueAt, status: 0, error })
          return { status: 0, text: '' }
        },
      )
      .finally(() => {
        this.inFlight -= 1
      })
    return done
  }

  /** Runs every stream at its rate for `seconds`, then waits for every answer. */
  async run(streams: Stream[], seconds: number, startedAt = performance.now()): Promise<void> {
    const endAt = startedAt + seconds * 1000
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
          void sent.finally(() => this.running.delete(sent))
          s.next += 1
          due = startedAt + s.offset + s.next * s.gap
        }
      }
      await new Promise((resolve) => setTimeout(resolve, TICK_MS))
    }
    while (this.running.size > 0) await Promise.allSettled([...this.running])
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
