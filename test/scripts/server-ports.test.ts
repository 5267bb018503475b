import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeCloudflare } from '../../scripts/fake-cloudflare/server.ts'
import { startFakeWebhook } from '../../scripts/fake-webhook/server.ts'
import { startFakeZoho } from '../../scripts/fake-zoho/server.ts'
import { startBuildServer } from '../../scripts/lib/build-server.ts'
import { listenOn } from '../../scripts/lib/ports.ts'

// The servers the tests start never take another server's answers for their own: `npm run
// preview` on 4173, `npm start` on 5173, or a second checkout's tests may already listen where
// a fixed port would put them, and answer 200 to a health check. The build server serves a Worker of
// a few lines here, which echoes a value of this run (`--var`), so an answer shows whose it is.

let folder = ''
let config = ''
const foreign: Server[] = []

/** An HTTP server that is not ours, on a port the OS hands out: 200 and 'foreign' for every request. */
function foreignServer(): Promise<number> {
  const server = createServer((_request, response) => response.end('foreign'))
  foreign.push(server)
  return listenOn(server, 0, '127.0.0.1')
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'server-ports-'))
  writeFileSync(
    join(folder, 'worker.js'),
    'export default { fetch: (request, env) => Response.json({ ok: true, run: env.RUN }) }\n',
  )
  config = join(folder, 'wrangler.json')
  writeFileSync(
    config,
    JSON.stringify({ name: 'port-probe', main: 'worker.js', compatibility_date: '2026-10-01' }),
  )
})

afterAll(async () => {
  await Promise.all(foreign.map((server) => new Promise((resolve) => server.close(resolve))))
  rmSync(folder, { recursive: true, force: true })
})

describe('the build server of the browser tests and the benches', () => {
  it('refuses a fixed port that another server answers on, and names the port', async () => {
    const taken = await foreignServer()
    expect(await (await fetch(`http://127.0.0.1:${taken}/api/health`)).text()).toBe('foreign')

    await expect(
      startBuildServer({ config, stateDir: join(folder, 'refused'), port: taken, timeoutMs: 90_000 }),
    ).rejects.toThrow(`Port ${taken} on 127.0.0.1 is already in use by another process`)
  })

  // Not by holding 4173 and 5173 itself: a developer's preview or `npm start` starting meanwhile would fail.
  it('serves on a port the OS hands out, never on the ports of `npm run preview` or `npm start`, and answers as the Worker it started', async () => {
    const run = randomUUID()

    const worker = await startBuildServer({
      config,
      stateDir: join(folder, 'served'),
      vars: () => ({ RUN: run }),
      timeoutMs: 90_000,
    })
    try {
      expect(['4173', '5173']).not.toContain(new URL(worker.origin).port)
      const health = await fetch(`${worker.origin}/api/health`)
      expect(await health.json()).toEqual({ ok: true, run })
    } finally {
      await worker.stop()
    }
    await expect(fetch(`${worker.origin}/api/health`)).rejects.toThrow()
  })
})

describe('the fake Zoho, Cloudflare API and webhook receiver', () => {
  it('refuse a fixed port that is taken, naming it', async () => {
    const taken = await foreignServer()
    const refusal = `Port ${taken} on 127.0.0.1 is already in use by another process`
    await expect(startFakeZoho({ port: taken })).rejects.toThrow(refusal)
    await expect(startFakeCloudflare({ port: taken })).rejects.toThrow(refusal)
    await expect(startFakeWebhook({ port: taken })).rejects.toThrow(refusal)
  })
})
