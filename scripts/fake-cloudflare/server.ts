import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { playConnectionFault } from '../lib/fake-connection-faults.ts'
import { serveTenants } from '../lib/fake-tenants.ts'
import { FAKE_CLOUDFLARE_CREDENTIALS, MAX_TAGS_PER_PURGE, type PurgeCall, type PurgeFault } from './state.ts'

// A local stand-in for Cloudflare's purge-by-tag endpoint, `POST /client/v4/zones/{zone}/purge_cache`
// with `{ "tags": [...] }`: it checks the zone and the bearer token, answers with Cloudflare's
// envelope (`{ success, errors, messages, result }`), records each call and fails on demand. The
// Worker reaches it only through CACHE_PURGE_API_URL, as it would reach the real API.

export interface FakeCloudflare {
  /** e.g. http://127.0.0.1:4291 */
  origin: string
  /**
   * Value for CACHE_PURGE_API_URL. A `tenant` gets an API of its own under /t/{tenant}, so test
   * files running in parallel share no calls or faults.
   */
  apiUrl(tenant?: string): string
  /** Base of the control surface (`/__fake`) of a tenant: GET calls, POST reset and fault. */
  controlUrl(tenant?: string): string
  close(): Promise<void>
}

interface Reply {
  status: number
  body: unknown
}

const envelope = (status: number, errors: { code: number; message: string }[], result: unknown = null) => ({
  status,
  body: { success: errors.length === 0, errors, messages: [], result },
})

/** Printable ASCII without spaces or commas (a comma separates tags in the header). */
const VALID_TAG = /^[!-+\--~]{1,1024}$/

class Tenant {
  calls: PurgeCall[] = []
  faults: PurgeFault[] = []
  readonly hanging = new Set<ServerResponse>()

  async handle(request: IncomingMessage, response: ServerResponse, path: string, raw: string) {
    if (path.startsWith('/__fake/')) {
      send(response, this.control(path, request.method ?? 'GET', raw))
      return
    }
    const purge = path.match(/^\/client\/v4\/zones\/([^/]+)\/purge_cache$/)
    if (!purge || request.method !== 'POST') {
      send(response, envelope(404, [{ code: 7000, message: 'No route for that URI' }]))
      return
    }
    const call: PurgeCall = {
      zone: purge[1] ?? '',
      tags: tagsOf(raw),
      authorized: request.headers.authorization === `Bearer ${FAKE_CLOUDFLARE_CREDENTIALS.token}`,
      status: 0,
      at: Date.now(),
    }
    this.calls.push(call)
    const fault = this.takeFault()
    if (await playConnectionFault(fault, request, response, this.hanging)) return
    const reply =
      fault?.status !== undefined
        ? {
            status: fault.status,
            body: fault.body ?? envelope(fault.status, [{ code: 10000, message: 'fault' }]).body,
          }
        : this.purge(call, request, raw)
    call.status = reply.status
    send(response, reply)
  }

  purge(call: PurgeCall, request: IncomingMessage, raw: string): Reply {
    if (!call.authorized) return envelope(403, [{ code: 10000, message: 'Authentication error' }])
    if (call.zone !== FAKE_CLOUDFLARE_CREDENTIALS.zoneId) {
      return envelope(400, [{ code: 7003, message: 'Could not route to this zone: invalid identifier' }])
    }
    if (!/^application\/json/i.test(request.headers['content-type'] ?? '')) {
      return envelope(400, [{ code: 1012, message: 'Request must be JSON' }])
    }
    const tags = (JSON.parse(raw || '{}') as { tags?: unknown }).tags
    if (!Array.isArray(tags) || tags.length === 0 || !tags.every((tag) => VALID_TAG.test(String(tag)))) {
      return envelope(400, [{ code: 1012, message: 'tags must be 1 or more tags without spaces or commas' }])
    }
    if (tags.length > MAX_TAGS_PER_PURGE) {
      return envelope(400, [{ code: 1012, message: `at most ${MAX_TAGS_PER_PURGE} tags per request` }])
    }
    return envelope(200, [], { id: randomBytes(16).toString('hex') })
  }

  takeFault(): PurgeFault | undefined {
    const fault = this.faults[0]
    if (!fault) return undefined
    fault.times = (fault.times ?? 1) - 1
    if (fault.times <= 0) this.faults.shift()
    return fault
  }

  control(path: string, method: string, raw: string): Reply {
    if (method === 'GET' && path === '/__fake/calls') return { status: 200, body: this.calls }
    if (method !== 'POST') return { status: 405, body: { error: 'method not allowed' } }
    switch (path) {
      case '/__fake/reset':
        for (const response of this.hanging) response.destroy()
        this.hanging.clear()
        this.calls = []
        this.faults = []
        return { status: 200, body: { ok: true } }
      case '/__fake/fault': {
        const input = JSON.parse(raw || '{}') as PurgeFault | PurgeFault[]
        this.faults.push(...(Array.isArray(input) ? input : [input]))
        return { status: 200, body: { ok: true } }
      }
      default:
        return { status: 404, body: { error: 'unknown control' } }
    }
  }
}

function tagsOf(raw: string): string[] {
  try {
    const tags = (JSON.parse(raw) as { tags?: unknown }).tags
    return Array.isArray(tags) ? tags.map(String) : []
  } catch {
    return []
  }
}

function send(response: ServerResponse, reply: Reply): void {
  response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body))
}

/** Starts the fake on `port` (0, the default: one the OS hands out; a taken one is a PortInUseError). */
export async function startFakeCloudflare(
  options: { port?: number; host?: string; unref?: boolean } = {},
): Promise<FakeCloudflare> {
  const server = await serveTenants(
    options,
    () => new Tenant(),
    (tenant, request, response, path, body) => tenant.handle(request, response, path, body),
  )
  return {
    origin: server.origin,
    apiUrl: (tenant = '') => `${server.origin}${server.prefix(tenant)}/client/v4`,
    controlUrl: (tenant = '') => `${server.origin}${server.prefix(tenant)}/__fake`,
    close: server.close,
  }
}
