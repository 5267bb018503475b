import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

/** A database binding, or one D1 session on it (read replication, see app.ts). */
export type D1Source = D1Database | D1DatabaseSession

export function createDb(d1: D1Source) {
  return drizzle('withSession' in d1 ? d1 : sessionAsDatabase(d1), { schema })
}

export type Db = ReturnType<typeof createDb>

/**
 * Drizzle's D1 driver only prepares statements and sends batches, which a session does as well;
 * the binding-only methods are refused instead of silently leaving the session.
 */
function sessionAsDatabase(session: D1DatabaseSession): D1Database {
  const outsideSession = (method: string) => new Error(`D1 ${method}() is not available inside a session`)
  return {
    prepare: (query) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: () => Promise.reject(outsideSession('exec')),
    dump: () => Promise.reject(outsideSession('dump')),
    withSession: () => {
      throw outsideSession('withSession')
    },
  }
}

/** Carries a staff member's D1 bookmark between requests, so they always read their own writes. */
export { D1_BOOKMARK_COOKIE } from '../../shared/storage-names'

// D1 bookmarks are four hex groups, 8-8-8-32 (`00000085-0000024c-00004c6d-8e61…`; local D1 alike).
// Anything else in the cookie is ignored rather than handed to D1, which starts at the primary.
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/

/** The cookie's bookmark when it has a bookmark's shape, else null. */
export function parseBookmark(value: string | undefined): string | null {
  return value !== undefined && BOOKMARK_SHAPE.test(value) ? value : null
}
