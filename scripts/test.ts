import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

// `npm test`: every check, in the order that fails fastest, then a table of each stage's time and
// one closing line with the number of tests that passed and failed across the vitest suites.
// `npm run test:changed` (`--changed`): the inner loop. Types and lint as usual (both
// incremental or quick), then in each suite only the test files that a change since the last
// commit reaches through their imports (vitest --changed); no build check, no deploy dry run.
const changedOnly = process.argv.includes('--changed')
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' }
const RESULTS = '.test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

const suiteStarted = Date.now()
const failures: string[] = []
const stages: { name: string; seconds: number; ok: boolean; tests?: string }[] = []
let passedTests = 0
let failedTests = 0

function run(name: string, command: string, args: string[]): boolean {
  const started = Date.now()
  console.log(`\n▶ ${name}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  const ok = result.status === 0
  const seconds = (Date.now() - started) / 1000
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`)
  stages.push({ name, seconds, ok })
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
  const ran = run(`${suite} tests`, 'npx', [
    'vitest',
    'run',
    '-c',
    `vitest.${suite}.config.ts`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...(changedOnly ? ['--changed', '--passWithNoTests'] : []),
  ])
  const stage = stages.at(-1)
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
    }
    passedTests += summary.numPassedTests
    failedTests += summary.numFailedTests
    if (stage) stage.tests = `${summary.numPassedTests} passed, ${summary.numFailedTests} failed`
  } else if (!ran) {
    failedTests += 1
  }
}

function printStages() {
  const width = Math.max(...stages.map((stage) => stage.name.length))
  console.log('\nstage'.padEnd(width + 2), '   time  result')
  for (const stage of stages) {
    const time = `${stage.seconds.toFixed(1)} s`.padStart(8)
    console.log(
      stage.name.padEnd(width),
      time,
      ' ',
      stage.ok ? 'ok' : 'FAILED',
      stage.tests ? `(${stage.tests})` : '',
    )
  }
  console.log('total'.padEnd(width), `${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`.padStart(8))
}

unchangedAfter('wrangler types', 'worker-configuration.d.ts', () =>
  run('worker types', 'npx', ['wrangler', 'types', '--strict-vars', 'false']),
)
if (!changedOnly) {
  unchangedAfter('route tree', 'src/client/routeTree.gen.ts', () => run('build', 'npx', ['vite', 'build']))
}
run('typecheck', 'npx', ['tsc', '-b'])
run('lint and dead code', 'npm', ['run', '--silent', 'lint'])
if (!changedOnly) {
  run('deploy dry run', 'npx', [
    'wrangler',
    'deploy',
    '--dry-run',
    '-c',
    'dist/consulting_site/wrangler.json',
  ])
}
vitest('worker')
vitest('client')
vitest('scripts')
vitest('browser')

const seconds = (Date.now() - suiteStarted) / 1000
writeFileSync(
  `${RESULTS}/summary.json`,
  JSON.stringify({ seconds, finishedAt: new Date().toISOString(), passedTests, failedTests, stages }),
)
printStages()
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.')
console.log(`${passedTests} passed, ${failedTests} failed`)
process.exit(failures.length || failedTests ? 1 : 0)
