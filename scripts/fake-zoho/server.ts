import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { playConnectionFault } from '../lib/fake-connection-faults.ts'
import { listenOn } from '../lib/ports.ts'
import { confirmSubscriber, listSubscribe } from './campaigns.ts'
import { isKnownVersion, listLeads, searchLeads, writeLeads } from './leads.ts'
import { createNotes, listNotes } from './notes.ts'
import {
  createState,
  DATA_CENTRES,
  type DataCentre,
  type Endpoint,
  type FakeState,
  type Fault,
  type LeadRecord,
  seedDemoLeads,
} from './state.ts'
import { checkAuth, issueToken, type Reply } from './token.ts'

export interface FakeZoho {
  /** e.g. http://127.0.0.1:4290 */
  origin: string
  /**
   * Value for ZOHO_ACCOUNTS_URL: the accounts server of data centre `dc`. A `tenant` gets a
   * Zoho of its own under /t/{tenant}, so test files running in parallel share no state.
   */
  accountsUrl(dc?: DataCentre, tenant?: string): string
  /** Value for ZOHO_CAMPAIGNS_URL: the Campaigns API of data centre `dc`, beside its accounts server. */
  campaignsUrl(dc?: DataCentre, tenant?: string): string
  /** Base of the test-only control surface (`/__fake`) of a tenant. */
  controlUrl(tenant?: string): string
  close(): Promise<void>
}

const JSON_TYPE = 'application/json;charset=UTF-8'

function endpointOf(method: string, path: string): Endpoint {
  if (/^\/accounts\/[^/]+\/oauth\/v2\/token$/.test(path)) return 'token'
  if (/^\/campaigns\/[^/]+\/api\/v1\.1\/json\/listsubscribe$/.test(path)) return 'campaigns.subscribe'
  if (/\/crm\/[^/]+\/Leads\/upsert$/.test(path)) return 'leads.upsert'
  if (/\/crm\/[^/]+\/Leads\/search$/.test(path)) return 'leads.search'
  if (/\/crm\/[^/]+\/Leads\/[^/]+\/Notes$/.test(path)) return method === 'GET' ? 'notes.list' : 'notes.create'
  if (/\/crm\/[^/]+\/Leads$/.test(path)) return method === 'GET' ? 'leads.list' : 'leads.create'
  return 'other'
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Zoho takes the token parameters from the query or from a urlencoded or multipart body. */
async function tokenParams(url: URL, request: IncomingMessage, raw: string): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams)
  const type = request.headers['content-type'] ?? ''
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(raw)) params.set(key, value)
  } else if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData()
    form.forEach((value, key) => {
      if (typeof value === 'string') params.set(key, value)
    })
  }
  return params
}

function send(response: ServerResponse, reply: Reply): void {
  if (reply.status === 204 || reply.body === undefined) {
    response.writeHead(reply.status).end()
    return
  }
  response.writeHead(reply.status, { 'content-type': JSON_TYPE }).end(JSON.stringify(reply.body))
}

const apiError = (
  status: number,
  code: string,
  message: string,
  details: Record<string, unknown> = {},
): Reply => ({
  status,
  body: { code, details, message, status: 'error' },
})

const notFound = () =>
  apiError(404, 'INVALID_URL_PATTERN', 'Please check if the URL trying to access is a correct one')

/** One independent fake Zoho: its own tokens, leads, faults and request log. */
class Tenant {
  state: FakeState = createState()
  readonly hanging = new Set<ServerResponse>()
  readonly base: string

  constructor(base: string) {
    this.base = base
  }

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET'
    try {
      const raw = await readBody(request)
      if (url.pathname.startsWith('/__fake/')) {
        send(response, this.control(url.pathname, method, raw))
        return
      }
      const endpoint = endpointOf(method, url.pathname)
      const log = { method, path: url.pathname + url.search, endpoint, status: 0, at: Date.now() }
      this.state.requests.push(log)
      const fault = this.takeFault(endpoint)
      if (await playConnectionFault(fault, request, response, this.hanging)) return
      if (fault && (fault.raw !== undefined || fault.status !== undefined)) {
        log.status = fault.status ?? 200
        if (fault.raw !== undefined) {
          const headers = { 'content-type': fault.contentType ?? 'text/html', ...fault.headers }
          response.writeHead(log.status, headers).end(fault.raw)
        } else if (fault.body === undefined) {
          response.writeHead(log.status, fault.headers ?? {}).end()
        } else {
          response
            .writeHead(log.status, { 'content-type': JSON_TYPE, ...fault.headers })
            .end(JSON.stringify(fault.body))
        }
        return
      }
      const reply = await this.zoho(request, url, raw)
      log.status = reply.status
      send(response, reply)
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  }

  takeFault(endpoint: Endpoint): Fault | undefined {
    const faults = this.state.faults
    const index = faults.findIndex((fault) => fault.endpoint === endpoint && fault.times > 0)
    const fault = faults[index]
    if (!fault) return undefined
    fault.times -= 1
    if (fault.times <= 0) faults.splice(index, 1)
    return fault
  }

  control(path: string, method: string, raw: string): Reply {
    const input: unknown = raw ? JSON.parse(raw) : {}
    const fields = (input ?? {}) as Record<string, unknown>
    if (method === 'GET' && path === '/__fake/requests') return { status: 200, body: this.state.requests }
    if (method === 'GET' && path === '/__fake/leads') return { status: 200, body: this.state.leads }
    if (method === 'GET' && path === '/__fake/notes') return { status: 200, body: this.state.notes }
    if (method === 'GET' && path === '/__fake/subscribers')
      return { status: 200, body: this.state.subscribers }
    if (method !== 'POST') return { status: 405, body: { error: 'method not allowed' } }
    switch (path) {
      case '/__fake/reset':
        for (const response of this.hanging) response.destroy()
        this.hanging.clear()
        this.state = createState()
        if (typeof fields.demoLeads === 'number') seedDemoLeads(this.state, fields.demoLeads)
        return { status: 200, body: { ok: true } }
      case '/__fake/fault': {
        const faults = (Array.isArray(input) ? input : [input]) as Fault[]
        this.state.faults.push(...faults.map((fault) => ({ ...fault, times: fault.times ?? 1 })))
        return { status: 200, body: { ok: true } }
      }
      // Ends an outage of open length (faults queued with a large `times`) and keeps everything else.
      case '/__fake/clear-faults':
        this.state.faults = []
        return { status: 200, body: { ok: true } }
      case '/__fake/clock':
        this.state.clockOffsetMs += Number(fields.advanceSeconds ?? 0) * 1000
        return { status: 200, body: { offsetMs: this.state.clockOffsetMs } }
      case '/__fake/config':
        this.state.config = { ...this.state.config, ...(fields as Partial<FakeState['config']>) }
        return { status: 200, body: this.state.config }
      case '/__fake/confirm-subscriber':
        return confirmSubscriber(this.state, String(fields.email ?? ''))
      case '/__fake/revoke':
        this.state.revokedRefreshTokens.add(String(fields.refreshToken ?? ''))
        return { status: 200, body: { ok: true } }
      case '/__fake/seed':
        if (Array.isArray(fields.leads)) this.state.leads.push(...(fields.leads as LeadRecord[]))
        else seedDemoLeads(this.state, Number(fields.count ?? 8))
        return { status: 200, body: { count: this.state.leads.length } }
      default:
        return { status: 404, body: { error: 'unknown control' } }
    }
  }

  async zoho(request: IncomingMessage, url: URL, raw: string): Promise<Reply> {
    const method = request.method ?? 'GET'
    const token = url.pathname.match(/^\/accounts\/([^/]+)\/oauth\/v2\/token$/)
    if (token) {
      const dc = token[1] as DataCentre
      if (!DATA_CENTRES.includes(dc)) return { status: 404, body: { error: 'unknown data centre' } }
      if (method !== 'POST') return { status: 405, body: { error: 'invalid_request' } }
      const params = await tokenParams(url, request, raw)
      return issueToken(this.state, dc, params, (centre) => `${this.base}/api/${centre}`)
    }
    const campaigns = url.pathname.match(/^\/campaigns\/([^/]+)\/api\/v1\.1\/json\/listsubscribe$/)
    if (campaigns) {
      const dc = campaigns[1] as DataCentre
      if (!DATA_CENTRES.includes(dc)) return notFound()
      if (method !== 'POST') return apiError(405, 'INVALID_REQUEST_METHOD', 'Only POST is allowed')
      const denied = checkAuth(this.state, dc, request.headers.authorization)
      if (denied) return denied
      return listSubscribe(this.state, raw, request.headers['content-type'] ?? '')
    }
    const api = url.pathname.match(/^\/api\/([^/]+)\/crm\/([^/]+)\/([^/]+)(?:\/(.+))?$/)
    if (!api || !DATA_CENTRES.includes(api[1] as DataCentre) || !isKnownVersion(api[2] ?? '')) {
      return notFound()
    }
    const [, dc, version = 'v8', module, rest] = api
    const denied = checkAuth(this.state, dc as DataCentre, request.headers.authorization)
    if (denied) return denied
    if (module !== 'Leads') {
      return apiError(400, 'INVALID_MODULE', 'the module name given seems to be invalid', {
        resource_path_index: 0,
      })
    }
    const notesOf = rest?.match(/^([^/]+)\/Notes$/)?.[1]
    const route = notesOf ? 'notes' : (rest ?? 'records')
    if (!['records', 'upsert', 'search', 'notes'].includes(route)) return notFound()
    if (method === 'GET' && route === 'records') return listLeads(this.state, version, url.searchParams)
    if (method === 'GET' && route === 'search') return searchLeads(this.state, url.searchParams)
    if (method === 'GET' && notesOf) return listNotes(this.state, notesOf, version, url.searchParams)
    if (method === 'POST' && route !== 'search') {
      if (!/^application\/json/i.test(request.headers['content-type'] ?? '')) {
        return apiError(400, 'INVALID_DATA', 'invalid content type')
      }
      if (notesOf) return createNotes(this.state, notesOf, raw)
      return writeLeads(this.state, raw, route === 'upsert')
    }
    return apiError(400, 'INVALID_REQUEST_METHOD', 'The http request method type is not a valid one')
  }
}

/** Starts the fake on `port` (0, the default: one the OS hands out; a taken one is a PortInUseError). */
export async function startFakeZoho(
  options: { port?: number; host?: string; demoLeads?: number; unref?: boolean } = {},
): Promise<FakeZoho> {
  const host = options.host ?? '127.0.0.1'
  const tenants = new Map<string, Tenant>()
  const sockets = new Set<Socket>()
  let origin = ''
  const prefix = (tenant: string) => (tenant ? `/t/${tenant}` : '')

  function tenantOf(name: string): Tenant {
    let tenant = tenants.get(name)
    if (!tenant) {
      tenant = new Tenant(`${origin}${prefix(name)}`)
      tenants.set(name, tenant)
    }
    return tenant
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const scoped = url.pathname.match(/^\/t\/([\w-]+)(\/.*)$/)
    const tenant = tenantOf(scoped?.[1] ?? '')
    url.pathname = scoped?.[2] ?? url.pathname
    await tenant.handle(request, response, url)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await listenOn(server, options.port ?? 0, host)
  if (options.unref) server.unref()
  origin = `http://${host}:${port}`
  if (options.demoLeads) seedDemoLeads(tenantOf('').state, options.demoLeads)
  return {
    origin,
    accountsUrl: (dc = 'us', tenant = '') => `${origin}${prefix(tenant)}/accounts/${dc}`,
    campaignsUrl: (dc = 'us', tenant = '') => `${origin}${prefix(tenant)}/campaigns/${dc}`,
    controlUrl: (tenant = '') => `${origin}${prefix(tenant)}/__fake`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
