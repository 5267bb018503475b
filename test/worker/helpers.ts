import { exports } from 'cloudflare:workers'
import { onTestFinished, vi } from 'vitest'

export const ORIGIN = 'http://localhost'

/** Calls the Worker as a same-origin browser page would (Origin header on unsafe methods). */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.method && !['GET', 'HEAD'].includes(init.method) && !headers.has('origin')) {
    headers.set('origin', ORIGIN)
  }
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }))
}

/** A request as a signed-in staff member's page sends it: their session cookie, and the body as JSON. */
export function sendAs(cookie: string, method: string, path: string, body?: unknown): Promise<Response> {
  return call(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json')
  return call(path, { method: 'POST', ...init, headers, body: JSON.stringify(body) })
}

/**
 * Freezes `Date` (in this isolate, so in the Worker under test too) for the rest of the test:
 * requests counted against a fixed-window rate limit then all land in one window, however
 * slowly they run, instead of occasionally straddling a window boundary.
 */
export function freezeClock(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  onTestFinished(() => {
    vi.useRealTimers()
  })
}
