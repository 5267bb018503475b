import { inject } from 'vitest'
import type { TestServer } from './global-setup.ts'

/**
 * The server of this test file's worker. Vitest numbers its workers 1..maxWorkers
 * (VITEST_POOL_ID) and never runs two files in one worker at once, so no two files that run
 * together share a server, its database or its fake Zoho.
 */
export function testServer(): TestServer {
  const servers = inject('servers')
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]
  if (!server) throw new Error('No browser test server was started')
  return server
}
