import { eq, sql } from 'drizzle-orm'
import {
  auditEvents,
  loginAttempts,
  rateLimits,
  sessions,
  staffInvites,
  users,
} from '../../src/worker/db/schema'
import { db } from './auth-fixtures'
import { call } from './helpers'

/** Empties the tables staff management and the account touch. */
export async function resetStaff() {
  for (const table of [sessions, staffInvites, users, rateLimits, loginAttempts, auditEvents]) {
    await db.delete(table)
  }
}

let ipCounter = 0
/** A client address of its own per call site, so per-network limits of other tests do not interfere. */
export const freshIp = () => {
  ipCounter += 1
  return `192.0.2.${ipCounter % 250}`
}

/** A same-origin request as a signed-in staff member from the network 198.51.100.0/24, JSON body if any. */
export function send(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return call(path, {
    method,
    headers: {
      cookie,
      'cf-connecting-ip': '198.51.100.23',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** How many session rows the user has. */
export async function sessionCount(userId: number): Promise<number> {
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(eq(sql`json_extract(${sessions.sess}, '$.userId')`, userId))
  return rows.length
}

/** The user a session cookie signs in as, through the API (null when the session is gone). */
export async function whoIs(cookie: string): Promise<{ id: number } | null> {
  return (await call('/api/auth/user', { headers: { cookie } })).json()
}
