import { exports } from 'cloudflare:workers'

export const ORIGIN = 'http://localhost'

/** Calls the Worker as a same-origin browser page would (Origin header on unsafe methods). */
export function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.method && !['GET', 'HEAD'].includes(init.method) && !headers.has('origin')) {
    headers.set('origin', ORIGIN)
  }
  return exports.default.fetch(new Request(new URL(path, ORIGIN), { ...init, headers }))
}

export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json')
  return call(path, { method: 'POST', ...init, headers, body: JSON.stringify(body) })
}
