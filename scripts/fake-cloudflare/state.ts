import type { ConnectionFault } from '../lib/fake-connection-faults.ts'
// What the fake Cloudflare API (server.ts) accepts and records; type-only imports of this file
// reach the Worker tests, so it imports nothing from Node.

/** The one zone and API token the fake knows; any other is refused as Cloudflare would. */
export const FAKE_CLOUDFLARE_CREDENTIALS = {
  zoneId: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  token: 'fake-cache-purge-token',
} as const

/** Cloudflare's limit of tags in one purge request (purge limits: 100 operations per request). */
export const MAX_TAGS_PER_PURGE = 100

/** One request to `POST /zones/{zone}/purge_cache`, as the fake answered it. */
export interface PurgeCall {
  zone: string
  /** The tags asked for, in the order sent; empty when the body was not `{ "tags": [...] }`. */
  tags: string[]
  /** The Authorization header matched `Bearer <token>`. */
  authorized: boolean
  status: number
  at: number
}

/** A fault for the next `times` purge requests (default 1). */
export interface PurgeFault extends ConnectionFault {
  times?: number
  /** Answer with this status and `body` (default: Cloudflare's error envelope). */
  status?: number
  body?: unknown
}
