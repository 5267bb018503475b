import { type ChildProcess, spawn } from 'node:child_process'

/** A server process of the browser tests, with everything it has printed so far. */
export interface SpawnedServer {
  process: ChildProcess
  log: () => string
}

/**
 * Starts `command` in a process group of its own (so that stopping it stops what it started:
 * npm, wrangler, workerd, Vite) and keeps its output for the error a failed start reports.
 */
export function spawnServer(command: string, args: string[], env: NodeJS.ProcessEnv): SpawnedServer {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let log = ''
  const keep = (chunk: Buffer) => {
    log += chunk.toString()
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { process: child, log: () => log }
}

/** Resolves once `${url}/api/health` answers 200; fails with the server's output otherwise. */
export async function waitForHealth(url: string, server: SpawnedServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const { exitCode } = server.process
    if (exitCode !== null) throw new Error(`The server exited with code ${exitCode}:\n${server.log()}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server at ${url} did not become healthy within ${timeoutMs} ms:\n${server.log()}`)
}
