import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'

// `npm test`: every check, then a table of each stage's time and one closing line with the number
// of tests that passed and failed across the vitest suites.
// `npm run test:changed` (`--changed`): the inner loop. Types and lint as usual (both
// incremental or quick), then in each suite only the test files that a change since the last
// commit reaches through their imports (vitest --changed); no build check, no deploy dry run.
//
// After the generated files, two lanes share the two cores. The browser suite is the longest stage
// and waits on pages and servers at times, so it is one lane and starts at once; the lint, the
// deploy dry run, the Worker, script and component suites and the type check run in the other lane
// beside it (the Worker suite keeps about one core busy, its tests waiting on workerd). After both
// lanes, or with the browser suite after the component suite, a core idled for minutes. The
// browser suite streams its output; the other stages' is printed whole when each ends.
const changedOnly = process.argv.includes('--changed')
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: process.env.CI ? '0' : '1' }
const RESULTS = '.test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

const suiteStarted = Date.now()
const failures: string[] = []
interface Stage {
  name: string
  seconds: number
  ok: boolean
  tests?: string
}
const stages: Stage[] = []
let passedTests = 0
let failedTests = 0
/** Each failed test as `file › title`, repeated after the table so a log's tail names them. */
const failedNames: string[] = []

/**
 * Runs one command to its end. In a lane (`held`) its output (both streams, in order) is held and
 * printed whole at the end, so two lanes' lines never interleave; a stage that runs alone streams.
 */
function run(name: string, command: string, args: string[], held = false): Promise<Stage> {
  const started = Date.now()
  console.log(`▶ ${name}`)
  return new Promise((resolve) => {
    const output: Buffer[] = []
    const child = spawn(command, args, { env, stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    const finish = (ok: boolean, error?: Error) => {
      const seconds = (Date.now() - started) / 1000
      if (held) {
        process.stdout.write(`\n── ${name} ──\n`)
        process.stdout.write(Buffer.concat(output))
      }
      if (error) console.log(error.message)
      console.log(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`)
      const stage = { name, seconds, ok }
      stages.push(stage)
      if (!ok) failures.push(name)
      resolve(stage)
    }
    child.on('error', (error) => finish(false, error))
    child.on('close', (code) => finish(code === 0))
  })
}

/** Generated files are committed; regenerating them must not change them. */
async function unchangedAfter(name: string, file: string, regenerate: () => Promise<Stage>) {
  const before = existsSync(file) ? readFileSync(file, 'utf8') : ''
  if (!(await regenerate()).ok) return
  if (readFileSync(file, 'utf8') !== before) {
    console.log(`✘ ${file} changed when regenerated: commit the regenerated file`)
    failures.push(`${name}: ${file} is stale`)
  }
}

async function vitest(suite: string, held = false) {
  const report = `${RESULTS}/${suite}.json`
  const stage = await run(
    `${suite} tests`,
    'npx',
    [
      'vitest',
      'run',
      '-c',
      `vitest.${suite}.config.ts`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...(changedOnly ? ['--changed', '--passWithNoTests'] : []),
    ],
    held,
  )
  if (existsSync(report)) {
    const summary = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number
      numFailedTests: number
      testResults: {
        name: string
        message?: string
        assertionResults: { status: string; fullName: string; failureMessages: string[] }[]
      }[]
    }
    for (const file of summary.testResults) {
      const where = relative(process.cwd(), file.name)
      const failed = file.assertionResults.filter((test) => test.status === 'failed')
      for (const test of failed) {
        const reason = test.failureMessages[0]?.split('\n')[0] ?? ''
        failedNames.push(`${where} › ${test.fullName}\n      ${reason}`)
      }
      // A file that fails to load has no failed test to name, only its message.
      if (!failed.length && file.message) failedNames.push(`${where}: ${file.message.split('\n')[0]}`)
    }
    passedTests += summary.numPassedTests
    failedTests += summary.numFailedTests
    stage.tests = `${summary.numPassedTests} passed, ${summary.numFailedTests} failed`
  } else if (!stage.ok) {
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

await unchangedAfter('wrangler types', 'worker-configuration.d.ts', () =>
  run('worker types', 'npx', ['wrangler', 'types', '--strict-vars', 'false']),
)
if (!changedOnly) {
  await unchangedAfter('route tree', 'src/client/routeTree.gen.ts', () =>
    run('build', 'npx', ['vite', 'build']),
  )
}
await Promise.all([
  (async () => {
    await run('lint and dead code', 'npm', ['run', '--silent', 'lint'], true)
    if (!changedOnly) {
      await run(
        'deploy dry run',
        'npx',
        ['wrangler', 'deploy', '--dry-run', '-c', 'dist/consulting_site/wrangler.json'],
        true,
      )
    }
    await vitest('worker', true)
    await vitest('scripts', true)
    // One checker thread: the browser lane holds the other core, and TypeScript 7's default of
    // several only made them compete (CPU 35 s against 19 s with one, the same errors).
    await run('typecheck', 'npx', ['tsc', '-b', '--checkers', '1', '--builders', '1'], true)
    await vitest('client', true)
  })(),
  vitest('browser'),
])

const seconds = (Date.now() - suiteStarted) / 1000
writeFileSync(
  `${RESULTS}/summary.json`,
  JSON.stringify({ seconds, finishedAt: new Date().toISOString(), passedTests, failedTests, stages }),
)
printStages()
if (failedNames.length) console.log(`\nFailed tests:\n${failedNames.map((name) => `  ${name}`).join('\n')}`)
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.')
console.log(`${passedTests} passed, ${failedTests} failed`)
process.exit(failures.length || failedTests ? 1 : 0)
