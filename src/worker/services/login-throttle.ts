import { eq, sql } from 'drizzle-orm'
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES } from '../../shared/constants'
import type { Db } from '../db/client'
import { users } from '../db/schema'

/** Milliseconds left on an account's lock, or 0 when it may try again. */
export function lockRemainingMs(lockedUntil: Date | null, now = Date.now()): number {
  return lockedUntil ? Math.max(0, lockedUntil.getTime() - now) : 0
}

/**
 * Counts a failed sign-in in one statement; the LOGIN_MAX_FAILURES-th failure locks the account
 * for LOGIN_LOCKOUT_MS and starts the count again, so the lock ends by itself.
 */
export async function recordLoginFailure(db: Db, userId: number, now = Date.now()): Promise<void> {
  const reachesLimit = sql`${users.failedLoginCount} + 1 >= ${LOGIN_MAX_FAILURES}`
  await db
    .update(users)
    .set({
      failedLoginCount: sql`case when ${reachesLimit} then 0 else ${users.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${reachesLimit} then ${Math.floor((now + LOGIN_LOCKOUT_MS) / 1000)} else ${users.lockedUntil} end`,
    })
    .where(eq(users.id, userId))
}

export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, userId))
}
