import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { type APIRequestContext, request } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startNpmStart, stopNpmStart } from '../../../scripts/lib/npm-start.ts'
import { type SpawnedServer, waitForHealth } from '../../../scripts/lib/spawned-server.ts'
import type { LocalAdmin } from '../../../scripts/seed.ts'

// `npm start` for one test file, as a developer runs it (scripts/lib/npm-start.ts), on a port the
// OS hands out and with a state folder of its own, so it runs beside the build the other browser
// tests use and beside a developer's own `npm start`.

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

/** Starts the dev server before the file's tests and stops it after them. */
export function startDevServerPerFile(): () => DevServer {
  let server: SpawnedServer | undefined
  let devServer: DevServer | undefined
  let stateDir = ''
  beforeAll(async () => {
    mkdirSync('.wrangler', { recursive: true })
    stateDir = mkdtempSync('.wrangler/dev-server-test-')
    // Within the hook's 120 s, so that a start that hangs reports its output.
    const deadline = Date.now() + 110_000
    const started = await startNpmStart({
      // Its own dependency cache too: Vite then scans the whole app at start, as on a fresh clone,
      // instead of finding imports the cache lacks page by page and reloading the page for each.
      env: developerEnv({ LOCAL_STATE_DIR: stateDir, VITE_CACHE_DIR: join(stateDir, 'vite') }),
      timeoutMs: deadline - Date.now(),
    })
    server = started.server
    await waitForHealth(started.url, server, Math.max(0, deadline - Date.now()))
    const admin = JSON.parse(readFileSync(join(stateDir, 'local-admin.json'), 'utf8')) as LocalAdmin
    devServer = { url: started.url, admin }
  })
  afterAll(async () => {
    if (server) await stopNpmStart(server)
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
