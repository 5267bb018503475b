import type { Server } from 'node:http'
import { createServer } from 'node:net'

// How the servers that tests, benches and local tools start get their ports. A fixed port is
// shared with everything else on the machine (`npm run preview` on 4173, `npm start` on 5173, a
// second checkout's tests): a server either takes a port the OS has just handed out or refuses a
// fixed one that is taken, naming it, and never takes another server's answers for its own.

/** A port that some other process already listens on. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(port: number, host: string) {
    super(`Port ${port} on ${host} is already in use by another process`)
  }
}

/** A port on `host` that nothing listens on now, as the OS hands out for port 0. */
function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error(`The OS gave no port on ${host}`)),
      )
    })
  })
}

/**
 * Starts a server with `start` on a port the OS has just said is free. The server listens only
 * later (a process has to start first), and another may take the port in between: `start` then
 * throws PortInUseError and is tried again on another port.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort())
    } catch (error) {
      if (!(error instanceof PortInUseError) || attempt >= attempts) throw error
      console.warn(`${error.message}; starting again on another port`)
    }
  }
}

/** Listens on `port` (0: one the OS chooses) and resolves with it; a taken port is a PortInUseError. */
export function listenOn(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const refused = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, host) : error)
    server.once('error', refused)
    server.listen(port, host, () => {
      server.off('error', refused)
      const address = server.address()
      if (typeof address === 'object' && address) resolve(address.port)
      else reject(new Error(`The server on ${host} has no port`))
    })
  })
}
