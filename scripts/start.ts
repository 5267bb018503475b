import { createServer, type ViteDevServer } from 'vite'
import { startFakeCloudflare } from './fake-cloudflare/server.ts'
import { DEFAULT_STATE_DIR } from './lib/local-bindings.ts'
import { loginLines, seedLocal } from './seed.ts'

// `npm start`: local D1 migrated and seeded, and Vite (SPA with hot reload + the Worker in
// workerd, one origin) in this process. Both start at once: Vite's Worker opens D1 only to answer
// a request, and the server listens only once the seed is written, so no page sees a half-seeded
// state. PORT changes the port; LOCAL_STATE_DIR the state folder (vite.config.ts reads it too).
process.env.WRANGLER_SEND_METRICS = 'false'
const stateDir = process.env.LOCAL_STATE_DIR ?? DEFAULT_STATE_DIR
const port = Number(process.env.PORT ?? 5173)

// Writes purge the zone's cache by tag, as deployed, against a local fake of Cloudflare's API on a
// free port; vite.config.ts hands its address to the Worker (a developer's .dev.vars still wins).
const fakeCloudflare = await startFakeCloudflare()
process.env.DEV_CACHE_PURGE_API_URL = fakeCloudflare.apiUrl()

const [seeded, created] = await Promise.allSettled([
  seedLocal(stateDir),
  createServer({ server: { port, strictPort: true } }),
])
const server: ViteDevServer | undefined = created.status === 'fulfilled' ? created.value : undefined
if (seeded.status === 'rejected' || !server) {
  await server?.close()
  const reason = seeded.status === 'rejected' ? seeded.reason : (created as PromiseRejectedResult).reason
  console.error(reason)
  process.exit(1)
}
const logins = loginLines(seeded.value)

try {
  await server.listen()
} catch (error) {
  // A port in use, most often: said in one line, with Vite and workerd closed.
  await server.close()
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
server.printUrls()
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`
console.log(`\nSite: ${url}  (ready in ${(performance.now() / 1000).toFixed(1)} s)\n${logins}`)
console.log(`Cache purges go to a local fake of Cloudflare's API: ${fakeCloudflare.controlUrl()}/calls\n`)
server.bindCLIShortcuts({ print: true })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.allSettled([server.close(), fakeCloudflare.close()]).finally(() => process.exit(0))
  })
}
