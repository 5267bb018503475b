import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { isKnownVersion, listLeads, writeLeads } from './leads.ts'
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
  /** Value for ZOHO_ACCOUNTS_URL: the accounts server of data centre `dc`. */
  accountsUrl(dc?: DataCentre): string
  /** Base of the test-only control surface (`/__fake`). */
  controlUrl: string
  state: FakeState
  close(): Promise<void>
}

const JSON_TYPE = 'application/json;charset=UTF-8'

function endpointOf(method: string, path: string): Endpoint {
  if (/^\/accounts\/[^/]+\/oauth\/v2\/token$/.test(path)) return 'token'
  if (/\/crm\/[^/]+\/Leads\/upsert$/.test(path)) return 'leads.upsert'
  if (/\/crm\/[^/]+\/Leads$/.test(path)) return method === 'GET' ? 'leads.list' : 'leads.create'
  return 'other'
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function tokenParams(url: URL, request: IncomingMessage, raw: string): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams)
  const type = request.headers['content-type'] ?? ''
  if (type.startsWith('application/x-www-form-urlencoded')) {
    for (const [key, value] of new URLSearchParams(raw)) params.set(key, value)
  } else if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData()
    for (const [key, value] of form) if (typeof value === 'string') params.set(key, value)
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

function takeFault(state: FakeState, endpoint: Endpoint): Fault | undefined {
  const index = state.faults.findIndex((fault) => fault.endpoint === endpoint && fault.times > 0)
  const fault = state.faults[index]
  if (!fault) return undefined
  fault.times -= 1
  if (fault.times <= 0) state.faults.splice(index, 1)
  return fault
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Starts the fake on `port` (0 = any free port). */
export async function startFakeZoho(
  options: { port?: number; host?: string; demoLeads?: number } = {},
): Promise<FakeZoho> {
  const host = options.host ?? '127.0.0.1'
  let state = createState()
  if (options.demoLeads) seedDemoLeads(state, options.demoLeads)
  const hanging = new Set<ServerResponse>()
  const sockets = new Set<Socket>()
  let origin = ''
  const apiOrigin = (dc: DataCentre) => `${origin}/api/${dc}`

  async function control(path: string, method: string, raw: string): Promise<Reply> {
    const input = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    if (method === 'GET' && path === '/__fake/requests') return { status: 200, body: state.requests }
    if (method === 'GET' && path === '/__fake/leads') return { status: 200, body: state.leads }
    if (method !== 'POST') return { status: 405, body: { error: 'method' } }
    switch (path) {
      case '/__fake/reset':
        for (const response of hanging) response.destroy()
        hanging.clear()
        state = createState()
        if (typeof input.demoLeads === 'number') seedDemoLeads(state, input.demoLeads)
        return { status: 200, body: { ok: true } }
      case '/__fake/fault': {
        const faults = (Array.isArray(input) ? input : [input]) as Fault[]
        state.faults.push(...faults.map((fault) => ({ ...fault, times: fault.times ?? 1 })))
        return { status: 200, body: { ok: true } }
      }
      case '/__fake/clock':
        state.clockOffsetMs += Number(input.advanceSeconds ?? 0) * 1000
        return { status: 200, body: { offsetMs: state.clockOffsetMs } }
      case '/__fake/config':
        state.config = { ...state.config, ...(input as Partial<FakeState['config']>) }
        return { status: 200, body: state.config }
      case '/__fake/revoke':
        for (const token of state.issued) state.revokedRefreshTokens.add(token.refreshToken)
        state.revokedRefreshTokens.add(String(input.refreshToken ?? ''))
        return { status: 200, body: { ok: true } }
      case '/__fake/seed':
        if (Array.isArray(input.leads)) state.leads.push(...(input.leads as LeadRecord[]))
        else seedDemoLeads(state, Number(input.count ?? 8))
        return { status: 200, body: { count: state.leads.length } }
      default:
        return { status: 404, body: { error: 'unknown control' } }
    }
  }

  async function zoho(request: IncomingMessage, url: URL, raw: string): Promise<Reply> {
    const method = request.method ?? 'GET'
    const token = url.pathname.match(/^\/accounts\/([^/]+)\/oauth\/v2\/token$/)
    if (token) {
      const dc = token[1] as DataCentre
      if (!DATA_CENTRES.includes(dc)) return { status: 404, body: { error: 'unknown data centre' } }
      if (method !== 'POST') return { status: 405, body: { error: 'invalid_request' } }
      return issueToken(state, dc, await tokenParams(url, request, raw), apiOrigin)
    }
    const api = url.pathname.match(/^\/api\/([^/]+)\/crm\/([^/]+)\/([^/]+)(\/upsert)?$/)
    if (!api || !DATA_CENTRES.includes(api[1] as DataCentre) || !isKnownVersion(api[2] ?? '')) {
      return {
        status: 404,
        body: {
          code: 'INVALID_URL_PATTERN',
          details: {},
          message: 'Please check if the URL trying to access is a correct one',
          status: 'error',
        },
      }
    }
    const [, dc, version, module, upsert] = api
    const denied = checkAuth(state, dc as DataCentre, request.headers.authorization)
    if (denied) return denied
    if (module !== 'Leads') {
      return {
        status: 400,
        body: {
          code: 'INVALID_MODULE',
          details: { resource_path_index: 0 },
          message: 'the module name given seems to be invalid',
          status: 'error',
        },
      }
    }
    if (method === 'GET' && !upsert) return listLeads(state, version ?? 'v8', url.searchParams)
    if (method === 'POST') {
      if (!/^application\/json/i.test(request.headers['content-type'] ?? '')) {
        return {
          status: 400,
          body: { code: 'INVALID_DATA', details: {}, message: 'invalid content type', status: 'error' },
        }
      }
      return writeLeads(state, raw, Boolean(upsert))
    }
    return {
      status: 400,
      body: {
        code: 'INVALID_REQUEST_METHOD',
        details: {},
        message: 'The http request method type is not a valid one',
        status: 'error',
      },
    }
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    const method = request.method ?? 'GET'
    try {
      const raw = await readBody(request)
      if (url.pathname.startsWith('/__fake/')) {
        send(response, await control(url.pathname, method, raw))
        return
      }
      const endpoint = endpointOf(method, url.pathname)
      const log = { method, path: url.pathname + url.search, endpoint, status: 0, at: Date.now() }
      state.requests.push(log)
      const fault = takeFault(state, endpoint)
      if (fault?.delayMs) await sleep(fault.delayMs)
      if (fault?.hang) {
        hanging.add(response)
        return
      }
      if (fault?.drop) {
        request.socket.destroy()
        return
      }
      if (fault?.raw !== undefined || fault?.status !== undefined) {
        log.status = fault.status ?? 200
        if (fault.raw !== undefined) {
          response
            .writeHead(log.status, { 'content-type': fault.contentType ?? 'text/html', ...fault.headers })
            .end(fault.raw)
        } else if (fault.body === undefined) {
          response.writeHead(log.status, fault.headers ?? {}).end()
        } else {
          response
            .writeHead(log.status, { 'content-type': JSON_TYPE, ...fault.headers })
            .end(JSON.stringify(fault.body))
        }
        return
      }
      const reply = await zoho(request, url, raw)
      log.status = reply.status
      send(response, reply)
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve))
  origin = `http://${host}:${(server.address() as AddressInfo).port}`
  return {
    origin,
    accountsUrl: (dc = 'us') => `${origin}/accounts/${dc}`,
    controlUrl: `${origin}/__fake`,
    get state() {
      return state
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
