import { PortInUseError, startOnFreePort } from './ports.ts'
import {
  ServerStartError,
  type SpawnedServer,
  spawnServer,
  stopServer,
  waitForOutput,
} from './spawned-server.ts'

// `npm start` (scripts/start.ts: the seed, then `vite dev` with the Worker in workerd) as a
// developer runs it, for the dev-server browser test and the fresh-clone bench.

export interface NpmStart {
  /** http://localhost:<port>, as start.ts prints it. */
  url: string
  server: SpawnedServer
}

/**
 * Starts `npm start` on a port the OS hands out and resolves once start.ts has printed its `Site:`
 * line naming that port: it prints it only after Vite listens there, and exits instead when Vite
 * finds the port taken (strictPort).
 */
export function startNpmStart(options: {
  env: NodeJS.ProcessEnv
  cwd?: string
  timeoutMs: number
}): Promise<NpmStart> {
  return startOnFreePort(async (port) => {
    // Through npm, as a developer runs it: npm puts node_modules/.bin (the project's Node) first.
    const server = spawnServer('npm', ['start'], { ...options.env, PORT: String(port) }, { cwd: options.cwd })
    const url = `http://localhost:${port}`
    try {
      const [, site] = await waitForOutput(server, /Site: (\S+)/, options.timeoutMs)
      if (site !== `${url}/`)
        throw new ServerStartError(`npm start serves ${site}, not ${url}/`, server.log())
    } catch (error) {
      await stopNpmStart(server)
      // Vite's refusal, as start.ts prints it.
      if (error instanceof ServerStartError && error.log.includes(`Port ${port} is already in use`))
        throw new PortInUseError(port, 'localhost')
      throw error
    }
    return { url, server }
  })
}

/** npm passes SIGTERM on and start.ts closes Vite and workerd; what is left of the group is killed. */
export const stopNpmStart = (server: SpawnedServer) => stopServer(server, { termFirstProcessOnly: true })
