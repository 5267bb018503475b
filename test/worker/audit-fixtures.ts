import { expect } from 'vitest'
import type { AuditEvent } from '../../src/shared/types'
import {
  auditEvents,
  caseStudies,
  hashtags,
  loginAttempts,
  povs,
  rateLimits,
  sessions,
  users,
} from '../../src/worker/db/schema'
import { addStaff, cookieFor, db } from './auth-fixtures'
import { call } from './helpers'

/**
 * Empties the staff, throttle, content and audit tables, and adds the admin who reads the log
 * (a session made directly, so the reader's own sign-in is not in the log).
 */
export async function resetWithReader() {
  for (const table of [
    sessions,
    users,
    rateLimits,
    loginAttempts,
    auditEvents,
    povs,
    caseStudies,
    hashtags,
  ]) {
    await db.delete(table)
  }
  const reader = await addStaff({ email: 'reader@example.test', role: 'admin' })
  return { reader, cookie: await cookieFor(reader.id) }
}

/** The log as an admin reads it through the API, newest first. */
export async function readAuditLog(cookie: string, query = ''): Promise<AuditEvent[]> {
  const response = await call(`/api/admin/audit${query}`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.json()
}
