import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'
import { and, eq, gt, lte } from 'drizzle-orm'
import { TWO_FACTOR_PENDING_MS } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { pendingSignIns } from '../../db/schema'
import { sessionIdFromToken } from '../sessions'

/**
 * The cookie that carries a sign-in from its password step to its second factor. `__Secure-`
 * (the path is not `/`, so `__Host-` cannot be used), HttpOnly, SameSite=Strict, only sent to
 * the sign-in endpoints, for TWO_FACTOR_PENDING_MS.
 */
export const PENDING_SIGN_IN_COOKIE = '__Secure-pending-sign-in'
export const PENDING_SIGN_IN_COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: 'Strict',
  path: '/api/login',
} as const

/** A new pending sign-in: its cookie token (160 random bits) and the insert storing its digest. */
export function newPendingSignIn(db: Db, userId: number, now = Date.now()) {
  const token = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))
  const insert = db
    .insert(pendingSignIns)
    .values({ id: sessionIdFromToken(token), userId, expiresAt: now + TWO_FACTOR_PENDING_MS })
  return { token, insert }
}

/** The user whose password step `token` stands for, while it has not expired nor been used. */
export async function pendingSignInUser(db: Db, token: string, now = Date.now()): Promise<number | null> {
  const [row] = await db
    .select({ userId: pendingSignIns.userId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.id, sessionIdFromToken(token)), gt(pendingSignIns.expiresAt, now)))
  return row?.userId ?? null
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
