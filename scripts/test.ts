import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

// `npm test`: every check, in the order that fails fastest, then one closing line with the
// number of tests that passed and failed across the vitest suites.
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' }
const RESULTS = '.test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

const suiteStarted = Date.now()
const failures: string[] = []
let passedTests = 0
let failedTests = 0

function run(name: string, command: string, args: string[]): boolean {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  const ok = result.status === 0
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (!ok) failures.push(name)
  return ok
}

/** Generated files are committed; regenerating them must not change them. */
function unchangedAfter(name: string, file: string, regenerate: () => boolean) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : ''
  if (!regenerate()) return
  if (readFileSync(file, 'utf8') !== before) {
    console.log(`✘ ${file} changed when regenerated: commit the regenerated file`)
    failures.push(`${name}: ${file} is stale`)
  }
}

function vitest(suite: string) {
  const report = `${RESULTS}/${suite}.json`
  run(`${suite} tests`, 'npx', [
    'vitest',
    'run',
    '-c',
    `vitest.${suite}.config.ts`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
    }
    passedTests += summary.numPassedTests
    failedTests += summary.numFailedTests
  } else {
    failedTests += 1
  }
}

unchangedAfter('wrangler types', 'worker-configuration.d.ts', () =>
  run('worker types', 'npx', ['wrangler', 'types', '--strict-vars', 'false']),
)
unchangedAfter('route tree', 'src/client/routeTree.gen.ts', () => run('build', 'npx', ['vite', 'build']))
run('typecheck', 'npx', ['tsc', '-b'])
run('lint and format', 'npx', ['biome', 'check', '.'])
run('deploy dry run', 'npx', ['wrangler', 'deploy', '--dry-run', '-c', 'dist/consulting_site/wrangler.json'])
vitest('worker')
vitest('client')
vitest('scripts')
vitest('browser')

const seconds = (Date.now() - suiteStarted) / 1000
writeFileSync(
  `${RESULTS}/summary.json`,
  JSON.stringify({ seconds, finishedAt: new Date().toISOString(), passedTests, failedTests }),
)
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.')
console.log(`${passedTests} passed, ${failedTests} failed`)
process.exit(failures.length || failedTests ? 1 : 0)
