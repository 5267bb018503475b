import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { stripVTControlCharacters } from 'node:util'

/** A server process, with everything it has printed so far. */
export interface SpawnedServer {
  process: ChildProcess
  /** Its output (both streams, colours removed). */
  log: () => string
}

/**
 * Starts `command` in a process group of its own (so that stopping it stops what it started:
 * npm, wrangler, workerd, Vite) and keeps its output for the error a failed start reports, and in
 * `logFile` too when one is named.
 */
export function spawnServer(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { cwd?: string; logFile?: string } = {},
): SpawnedServer {
  const { cwd, logFile } = options
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const file = logFile ? createWriteStream(logFile) : undefined
  file?.on('error', (error) => console.error(`Writing ${logFile}: ${error.message}`))
  child.once('exit', () => file?.end())
  let log = ''
  const keep = (chunk: Buffer) => {
    log += stripVTControlCharacters(chunk.toString())
    file?.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { process: child, log: () => log }
}

/** Why a server could not start: what it printed is in the message. */
export class ServerStartError extends Error {
  override name = 'ServerStartError'
  readonly log: string
  constructor(reason: string, log: string) {
    super(`${reason}:\n${log}`)
    this.log = log
  }
}

/**
 * Resolves with the first match of `pattern` in what the server prints: its own word for where it
 * listens, which only the process that took the port can give. Fails if it exits or has not
 * printed it within `timeoutMs`.
 */
export function waitForOutput(
  server: SpawnedServer,
  pattern: RegExp,
  timeoutMs: number,
): Promise<RegExpMatchArray> {
  const { process: child } = server
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer)
      child.stdout?.off('data', check)
      child.stderr?.off('data', check)
      child.off('exit', exited)
      settle()
    }
    const check = () => {
      const match = server.log().match(pattern)
      if (match) finish(() => resolve(match))
    }
    const exited = (code: number | null, signal: NodeJS.Signals | null) =>
      finish(() =>
        reject(
          new ServerStartError(`The server exited (${code ?? signal}) before it was ready`, server.log()),
        ),
      )
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new ServerStartError(`The server printed no ${pattern} within ${timeoutMs} ms`, server.log()),
          ),
        ),
      timeoutMs,
    )
    // After spawnServer's own listeners, so that the log already holds each chunk checked here.
    child.stdout?.on('data', check)
    child.stderr?.on('data', check)
    child.once('exit', exited)
    if (child.exitCode !== null || child.signalCode !== null) exited(child.exitCode, child.signalCode)
    else check()
  })
}

/**
 * Resolves once `${url}/api/health` answers 200. Only after `waitForOutput` has seen the server
 * name `url` as its own: any server on a port answers 200 to something.
 */
export async function waitForHealth(url: string, server: SpawnedServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = server.process
    if (exitCode !== null || signalCode !== null)
      throw new ServerStartError(`The server exited (${exitCode ?? signalCode})`, server.log())
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return
      last = `${response.status} ${await response.text()}`
    } catch (error) {
      // Not answering yet; the last reason is reported if it never does.
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new ServerStartError(
    `${url}/api/health did not answer 200 within ${timeoutMs} ms (${last})`,
    server.log(),
  )
}

/**
 * Stops the server's process group: SIGTERM to the whole group, or to its first process alone when
 * that one closes the others itself (`npm start`: npm passes it on, start.ts closes Vite and
 * workerd), then SIGKILL for whatever is left once it has exited or after `graceMs`.
 */
export async function stopServer(
  server: SpawnedServer,
  options: { termFirstProcessOnly?: boolean; graceMs?: number } = {},
): Promise<void> {
  const { process: child } = server
  const group = child.pid
  if (!group) return
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-group, signal)
    } catch (error) {
      // ESRCH: nothing of the group is left, which is what stopping wants.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    if (options.termFirstProcessOnly) child.kill('SIGTERM')
    else signalGroup('SIGTERM')
    const timer = setTimeout(() => signalGroup('SIGKILL'), options.graceMs ?? 10_000)
    await exited
    clearTimeout(timer)
  }
  signalGroup('SIGKILL')
}
