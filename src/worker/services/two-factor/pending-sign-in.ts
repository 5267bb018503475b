import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm'
import { TWO_FACTOR_MAX_CODES_PER_SIGN_IN, TWO_FACTOR_PENDING_MS } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { pendingSignIns } from '../../db/schema'
import { sessionIdFromToken } from '../sessions'

/**
 * The cookie that carries a sign-in from its password step to its second factor. `__Secure-`
 * (the path is not `/`, so `__Host-` cannot be used), HttpOnly, SameSite=Strict, only sent to
 * the sign-in endpoints, for TWO_FACTOR_PENDING_MS.
 */
export { PENDING_SIGN_IN_COOKIE } from '../../../shared/storage-names'
export const PENDING_SIGN_IN_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: 'Strict',
  path: '/api/login',
} as const

/**
 * A new pending sign-in from `network` (the password step's): its cookie token (160 random bits)
 * and the insert storing its digest.
 */
export function newPendingSignIn(db: Db, userId: number, network: string, now = Date.now()) {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))
  const insert = db
    .insert(pendingSignIns)
    .values({ id: sessionIdFromToken(token), userId, network, expiresAt: now + TWO_FACTOR_PENDING_MS })
  return { token, insert }
}

/**
 * Charges one code to the pending sign-in `token` stands for, before the code is checked, in one
 * statement: of concurrent attempts no more than TWO_FACTOR_MAX_CODES_PER_SIGN_IN get through.
 * Null when there is no such sign-in, it has expired, it was started from another network, or
 * its codes are spent; else its user and whether this code is its last.
 */
export async function chargePendingSignIn(
  db: Db,
  token: string,
  network: string,
  now = Date.now(),
): Promise<{ userId: number; last: boolean } | null> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ codeAttempts: sql`${pendingSignIns.codeAttempts} + 1` })
    .where(
      and(
        eq(pendingSignIns.id, sessionIdFromToken(token)),
        gt(pendingSignIns.expiresAt, now),
        eq(pendingSignIns.network, network),
        lt(pendingSignIns.codeAttempts, TWO_FACTOR_MAX_CODES_PER_SIGN_IN),
      ),
    )
    .returning({ userId: pendingSignIns.userId, attempts: pendingSignIns.codeAttempts })
  return row ? { userId: row.userId, last: row.attempts >= TWO_FACTOR_MAX_CODES_PER_SIGN_IN } : null
}

/** Ends a pending sign-in without a session: its codes are spent, or the account is locked. */
export function endPendingSignIn(db: Db, token: string) {
  return db.delete(pendingSignIns).where(eq(pendingSignIns.id, sessionIdFromToken(token)))
}

/** Uses the token up, in one statement: of two requests racing with it only one gets true. */
export async function claimPendingSignIn(db: Db, token: string, now = Date.now()): Promise<boolean> {
  const claimed = await db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.id, sessionIdFromToken(token)), gt(pendingSignIns.expiresAt, now)))
    .returning({ userId: pendingSignIns.userId })
  return claimed.length === 1
}

/** Cron: drops pending sign-ins nobody finished. */
export async function prunePendingSignIns(db: Db, now = Date.now()): Promise<void> {
  await db.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, now))
}
