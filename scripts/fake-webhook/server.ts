import type { IncomingMessage, ServerResponse } from 'node:http'
import { serveTenants } from '../lib/fake-tenants.ts'

// A local stand-in for an incoming webhook (Slack's or Microsoft Teams'): `POST /hooks/{name}` with
// a JSON body is recorded and answered 200 `ok`, or with the status of a queued fault. The Worker
// reaches it only through SALES_WEBHOOK_URL, as it would reach the real one.

export interface FakeWebhook {
  /** e.g. http://127.0.0.1:4292 */
  origin: string
  /** Value for SALES_WEBHOOK_URL. A `tenant` gets a receiver of its own under /t/{tenant}. */
  hookUrl(tenant?: string): string
  /** Base of the control surface (`/__fake`) of a tenant: GET posts, POST reset and fault. */
  controlUrl(tenant?: string): string
  close(): Promise<void>
}

export interface ReceivedPost {
  path: string
  contentType: string
  body: unknown
  /** What the receiver answered. */
  status: number
}

class Tenant {
  posts: ReceivedPost[] = []
  /** Statuses to answer the next posts with, one each. */
  faults: number[] = []

  handle(request: IncomingMessage, path: string, raw: string): { status: number; body: unknown } {
    if (path.startsWith('/__fake/')) return this.control(path, request.method ?? 'GET', raw)
    if (!/^\/hooks\/[\w-]+$/.test(path) || request.method !== 'POST')
      return { status: 404, body: 'no_service' }
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return { status: 400, body: 'invalid_payload' }
    }
    const status = this.faults.shift() ?? 200
    this.posts.push({ path, contentType: request.headers['content-type'] ?? '', body, status })
    return { status, body: status === 200 ? 'ok' : 'fault' }
  }

  control(path: string, method: string, raw: string): { status: number; body: unknown } {
    if (method === 'GET' && path === '/__fake/posts') return { status: 200, body: this.posts }
    if (method === 'POST' && path === '/__fake/reset') {
      this.posts = []
      this.faults = []
      return { status: 200, body: { ok: true } }
    }
    if (method === 'POST' && path === '/__fake/fault') {
      const { status = 500, times = 1 } = (raw ? JSON.parse(raw) : {}) as { status?: number; times?: number }
      for (let index = 0; index < times; index += 1) this.faults.push(status)
      return { status: 200, body: { ok: true } }
    }
    return { status: 404, body: { error: 'unknown control' } }
  }
}

function send(response: ServerResponse, { status, body }: { status: number; body: unknown }) {
  if (typeof body === 'string') response.writeHead(status, { 'content-type': 'text/plain' }).end(body)
  else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/** Starts the fake on `port` (0, the default: one the OS hands out; a taken one is a PortInUseError). */
export async function startFakeWebhook(
  options: { port?: number; unref?: boolean } = {},
): Promise<FakeWebhook> {
  const server = await serveTenants(
    options,
    () => new Tenant(),
    (tenant, request, response, path, body) => send(response, tenant.handle(request, path, body)),
  )
  return {
    origin: server.origin,
    hookUrl: (tenant = '') => `${server.origin}${server.prefix(tenant)}/hooks/sales`,
    controlUrl: (tenant = '') => `${server.origin}${server.prefix(tenant)}/__fake`,
    close: server.close,
  }
}
