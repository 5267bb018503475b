import { join } from 'node:path'
import { PortInUseError, startOnFreePort } from './ports.ts'
import {
  ServerStartError,
  type SpawnedServer,
  spawnServer,
  stopServer,
  waitForHealth,
  waitForOutput,
} from './spawned-server.ts'

// A build's Worker served by scripts/serve-build.ts, as the browser tests and the benches serve it.

export interface BuildServer {
  /** http://127.0.0.1:<port> */
  origin: string
  server: SpawnedServer
  stop: () => Promise<void>
}

export interface BuildServerOptions {
  /** The build's Worker configuration: `<outDir>/consulting_site/wrangler.json`. */
  config: string
  /** The folder of its local D1 and R2 (`--persist-to`). */
  stateDir: string
  /** `--var` overrides, made from the server's origin for the settings that name it (SITE_URL). */
  vars?: (origin: string) => Record<string, string>
  /** A fixed port, refused with PortInUseError when taken; by default one the OS hands out. */
  port?: number
  /** Where the server's output goes besides the error a failed start reports. */
  logFile?: string
  /** For the whole start: the server's ready line, then the health check. */
  timeoutMs?: number
}

const HOST = '127.0.0.1'

/**
 * Starts the server and resolves once it is the one answering at its origin: it has said it is
 * ready on exactly that origin (it exits instead when the port is taken) and the Worker answers its
 * health check there.
 */
export function startBuildServer(options: BuildServerOptions): Promise<BuildServer> {
  const start = (port: number) => startOn(port, options)
  return options.port === undefined ? startOnFreePort(start) : start(options.port)
}

async function startOn(port: number, options: BuildServerOptions): Promise<BuildServer> {
  const origin = `http://${HOST}:${port}`
  const vars = Object.entries(options.vars?.(origin) ?? {})
  const server = spawnServer(
    // The Node running this one: the project's (package.json's engines), which runs TypeScript.
    process.execPath,
    [
      join(import.meta.dirname, '../serve-build.ts'),
      '--config',
      options.config,
      '--host',
      HOST,
      '--port',
      String(port),
      '--persist-to',
      options.stateDir,
      ...vars.flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    process.env,
    { logFile: options.logFile },
  )
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  try {
    const [, ready] = await waitForOutput(server, /Ready on (\S+)/, deadline - Date.now())
    if (ready !== origin)
      throw new ServerStartError(`The server said it is ready on ${ready}, not on ${origin}`, server.log())
    await waitForHealth(origin, server, Math.max(0, deadline - Date.now()))
  } catch (error) {
    await stopServer(server)
    // How Miniflare reports workerd's refusal: "Address already in use (127.0.0.1:4173)".
    if (error instanceof ServerStartError && error.log.includes(`Address already in use (${HOST}:${port})`))
      throw new PortInUseError(port, HOST)
    throw error
  }
  return { origin, server, stop: () => stopServer(server) }
}
