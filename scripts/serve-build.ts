import { readdirSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { convertV4MiniflareOptions, Miniflare } from 'miniflare'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler'

// A build's Worker (`<outDir>/consulting_site/wrangler.json`) in workerd through Miniflare, the
// engine `wrangler dev` runs it with, but without the two things wrangler dev puts around it: a
// proxy Worker in a second workerd that every request passes through, and a debugger attached
// to the Worker for its console. Served so, the same requests took a third of the CPU time
// (800 page and asset requests: 3.7 s instead of 10.9 s), which on two cores is time the browser
// tests' pages get back. Started by scripts/lib/build-server.ts; it prints "Ready on <origin>"
// once it listens, and stops on SIGTERM.
//
//   node scripts/serve-build.ts --config <wrangler.json> --port <n> --persist-to <folder>
//     [--var NAME:value ...]

const { values } = parseArgs({
  options: {
    config: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    'persist-to': { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
  },
})
if (!values.config || !values.port || !values['persist-to']) {
  console.error(
    'Usage: node scripts/serve-build.ts --config <wrangler.json> --port <n> --persist-to <folder>',
  )
  process.exit(2)
}

const config = unstable_readConfig({ config: values.config })
// wrangler's module rules are for bundling; Miniflare takes the built modules as they are.
const { modulesRules: _bundlingRules, ...worker } = unstable_getMiniflareWorkerOptions(config).workerOptions
const root = dirname(resolve(values.config))
const main = resolve(root, config.main ?? 'index.js')
// The build's chunks (in assets/), which the entry imports by relative path.
const chunks = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .map((file) => join(root, file))
  .filter((path) => path.endsWith('.js') && path !== main)
const vars = Object.fromEntries(
  values.var.map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)]),
)

const miniflare = new Miniflare(
  convertV4MiniflareOptions({
    host: values.host,
    port: Number(values.port),
    // Where `wrangler dev --persist-to` and scripts/lib/local-bindings.ts keep D1, R2 and the cache.
    resourcePersistencePath: join(values['persist-to'], 'v3'),
    // No request here needs Cloudflare's `cf` object; Miniflare would otherwise fetch it online.
    cf: false,
    // `/cdn-cgi/local/scheduled` runs the cron, as under wrangler dev (the load bench drives it).
    unsafeTriggerHandlers: true,
    workers: [
      {
        ...worker,
        name: config.name,
        modulesRoot: root,
        modules: [main, ...chunks].map((path) => ({ type: 'ESModule' as const, path })),
        bindings: { ...(worker.bindings ?? {}), ...vars },
      },
    ],
  }),
)

try {
  const url = await miniflare.ready
  console.log(`Ready on ${url.origin}`)
} catch (error) {
  console.error(error)
  process.exit(1)
}

process.once('SIGTERM', () => {
  miniflare.dispose().then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
})
