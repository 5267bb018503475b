import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, request } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { PortInUseError, startOnFreePort } from '../../../scripts/lib/ports.ts'
import {
  ServerStartError,
  type SpawnedServer,
  spawnServer,
  stopServer,
  waitForHealth,
  waitForOutput,
} from '../../../scripts/lib/spawned-server.ts'
import type { LocalAdmin } from '../../../scripts/seed.ts'

// `npm start` for one test file: scripts/start.ts (the seed, then `vite dev` with the Worker in
// workerd) as a developer runs it, on a port the OS hands out and with a state folder of its own,
// so it runs beside the build the other browser tests use and beside a developer's own `npm start`.

export interface DevServer {
  url: string
  admin: LocalAdmin
}

/** The environment of a developer's shell: without what vitest sets for its own runs (NODE_ENV=test, VITEST*). */
function developerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  )
  return { ...env, ...extra }
}

// npm passes SIGTERM on and start.ts closes Vite and workerd; what is left of the group is killed.
const stop = (server: SpawnedServer) => stopServer(server, { termFirstProcessOnly: true })

/**
 * `npm start` on `port`, resolved once it is the one answering there: start.ts has printed its
 * `Site:` line naming that port (it exits instead when Vite finds the port taken) and the Worker
 * answers its health check.
 */
async function startOn(port: number, stateDir: string): Promise<{ server: SpawnedServer; url: string }> {
  // Through npm, as a developer runs it: npm puts node_modules/.bin (the project's Node) first.
  const spawned = spawnServer(
    'npm',
    ['start'],
    // Its own dependency cache too: Vite then scans the whole app at start, as on a fresh clone,
    // instead of finding imports the cache lacks page by page and reloading the page for each.
    developerEnv({ PORT: String(port), LOCAL_STATE_DIR: stateDir, VITE_CACHE_DIR: join(stateDir, 'vite') }),
  )
  const url = `http://localhost:${port}`
  // Within the hook's 120 s, so that a start that hangs reports its output.
  const deadline = Date.now() + 110_000
  try {
    const [, site] = await waitForOutput(spawned, /Site: (\S+)/, deadline - Date.now())
    if (site !== `${url}/`) throw new ServerStartError(`npm start serves ${site}, not ${url}/`, spawned.log())
    await waitForHealth(url, spawned, Math.max(0, deadline - Date.now()))
  } catch (error) {
    await stop(spawned)
    // Vite's refusal of a taken port (strictPort), as start.ts prints it.
    if (error instanceof ServerStartError && error.log.includes(`Port ${port} is already in use`))
      throw new PortInUseError(port, 'localhost')
    throw error
  }
  return { server: spawned, url }
}

/** Starts the dev server before the file's tests, on a port the OS hands out, and stops it after them. */
export function startDevServerPerFile(): () => DevServer {
  let server: SpawnedServer | undefined
  let devServer: DevServer | undefined
  let stateDir = ''
  beforeAll(async () => {
    mkdirSync('.wrangler', { recursive: true })
    stateDir = mkdtempSync('.wrangler/dev-server-test-')
    const started = await startOnFreePort((port) => startOn(port, stateDir))
    server = started.server
    const admin = JSON.parse(readFileSync(join(stateDir, 'local-admin.json'), 'utf8')) as LocalAdmin
    devServer = { url: started.url, admin }
  })
  afterAll(async () => {
    if (server) await stop(server)
    if (stateDir) rmSync(stateDir, { recursive: true, force: true })
  })
  return () => {
    if (!devServer) throw new Error('The dev server is not running')
    return devServer
  }
}

/** The API as a page of the dev server calls it (its same-origin header included). */
export function apiOf(devServer: DevServer): Promise<APIRequestContext> {
  return request.newContext({ baseURL: devServer.url, extraHTTPHeaders: { origin: devServer.url } })
}

/** Signs `api` in; its later calls are that staff member's. */
export async function signInApi(api: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await api.post('/api/login', { data: { email, password } })
  if (!response.ok())
    throw new Error(`${email} could not sign in: ${response.status()} ${await response.text()}`)
}

/** An invitation link for `email` as an editor, made through `adminApi` (signed in as an admin). */
export async function inviteEditor(adminApi: APIRequestContext, email: string): Promise<string> {
  const response = await adminApi.post('/api/admin/staff/invites', { data: { email, role: 'editor' } })
  if (!response.ok())
    throw new Error(`Inviting ${email} failed: ${response.status()} ${await response.text()}`)
  return ((await response.json()) as { link: string }).link
}

/** Accepts the invitation behind `link` through the API, as its form does. */
export async function acceptInvite(api: APIRequestContext, link: string, password: string): Promise<void> {
  const token = new URL(link).pathname.split('/').pop()
  const response = await api.post(`/api/invites/${token}/accept`, {
    data: { firstName: 'Omar', lastName: 'Haddad', password, confirmPassword: password },
  })
  if (response.status() !== 201)
    throw new Error(`Accepting ${link} failed: ${response.status()} ${await response.text()}`)
}
