import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { listenOn } from './ports.ts'

// The HTTP server of a local fake (Cloudflare's API, an incoming webhook): one tenant per test file
// under /t/{name} (the root is the tenant ''), so files running in parallel share no state.

export interface TenantServer {
  /** e.g. http://127.0.0.1:4291 */
  origin: string
  /** The path prefix of a tenant: '' for the root one. */
  prefix(tenant: string): string
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Listens on `port` (0: one the OS hands out; a taken one is a PortInUseError) and hands each
 * request to its tenant (made by `create` on first use) with the path inside the tenant and the
 * body read; a handler that throws answers 500.
 */
export async function serveTenants<Tenant>(
  options: { port?: number; host?: string; unref?: boolean },
  create: () => Tenant,
  handle: (
    tenant: Tenant,
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    body: string,
  ) => Promise<void> | void,
): Promise<TenantServer> {
  const host = options.host ?? '127.0.0.1'
  const tenants = new Map<string, Tenant>()
  const sockets = new Set<Socket>()
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://fake')
      const scoped = url.pathname.match(/^\/t\/([\w-]+)(\/.*)$/)
      const name = scoped?.[1] ?? ''
      let tenant = tenants.get(name)
      if (!tenant) {
        tenant = create()
        tenants.set(name, tenant)
      }
      await handle(tenant, request, response, scoped?.[2] ?? url.pathname, await readBody(request))
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await listenOn(server, options.port ?? 0, host)
  if (options.unref) server.unref()
  return {
    origin: `http://${host}:${port}`,
    prefix: (tenant) => (tenant ? `/t/${tenant}` : ''),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
