import { and, eq, lte, sql } from 'drizzle-orm'
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_FAILURES } from '../../shared/constants'
import type { Db } from '../db/client'
import { loginAttempts } from '../db/schema'

/**
 * Charges a sign-in attempt to the (e-mail, client network) pair before its password is checked,
 * in one statement, so that concurrent attempts each see a different count and a burst gets no
 * more password checks than LOGIN_MAX_FAILURES. The attempt that reaches the limit starts a lock
 * of LOGIN_LOCKOUT_MS; until then each attempt keeps the count alive for another
 * LOGIN_LOCKOUT_MS. A successful sign-in deletes the row (clearLoginAttempts).
 *
 * Returns the milliseconds left on the pair's lock, or 0 when the password may be checked.
 */
export async function chargeLoginAttempt(
  db: Db,
  email: string,
  network: string,
  now = Date.now(),
): Promise<number> {
  const lapsed = sql`${loginAttempts.expiresAt} <= ${now}`
  const [row] = await db
    .insert(loginAttempts)
    .values({ email, network, attempts: 1, expiresAt: now + LOGIN_LOCKOUT_MS })
    .onConflictDoUpdate({
      target: [loginAttempts.email, loginAttempts.network],
      set: {
        attempts: sql`case when ${lapsed} then 1 else ${loginAttempts.attempts} + 1 end`,
        expiresAt: sql`case when ${lapsed} or ${loginAttempts.attempts} < ${LOGIN_MAX_FAILURES} then ${now + LOGIN_LOCKOUT_MS} else ${loginAttempts.expiresAt} end`,
      },
    })
    .returning({ attempts: loginAttempts.attempts, expiresAt: loginAttempts.expiresAt })
  return row && row.attempts > LOGIN_MAX_FAILURES ? Math.max(0, row.expiresAt - now) : 0
}

/** The refund of a successful sign-in; a statement for the sign-in's batch. */
export function clearLoginAttempts(db: Db, email: string, network: string) {
  return db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.network, network)))
}

/** Drops lapsed counts (cron), so e-mails typed once do not stay in D1. */
export async function pruneLoginAttempts(db: Db, now = Date.now()): Promise<void> {
  await db.delete(loginAttempts).where(lte(loginAttempts.expiresAt, now))
}
