import { and, eq, lte, sql } from 'drizzle-orm'
import {
  TWO_FACTOR_ACCOUNT_LOCK_MS,
  TWO_FACTOR_ACCOUNT_MAX_WRONG_CODES,
  TWO_FACTOR_ACCOUNT_WINDOW_MS,
} from '../../../shared/constants'
import type { Db } from '../../db/client'
import { userTwoFactor } from '../../db/schema'

export type AccountCodeCharge = { ok: true } | { ok: false; retryAfterMs: number; lockedNow: boolean }

/**
 * Charges a sign-in code to the account, whatever network it comes from, before it is checked
 * (docs/decisions/004): someone who has the password can start pending sign-ins from network
 * after network, but the account takes at most TWO_FACTOR_ACCOUNT_MAX_WRONG_CODES codes in a
 * window of TWO_FACTOR_ACCOUNT_WINDOW_MS. The code past that closes the code step for
 * TWO_FACTOR_ACCOUNT_LOCK_MS (`lockedNow`: the caller audits it) and keeps a notice for the user.
 * One statement, so concurrent codes each see their own count. A right code is refunded.
 */
export async function chargeAccountCode(
  db: Db,
  userId: number,
  now = Date.now(),
): Promise<AccountCodeCharge> {
  const t = userTwoFactor
  const lapsed = sql`${t.codeWindowStart} <= ${now - TWO_FACTOR_ACCOUNT_WINDOW_MS}`
  const over = sql`not (${lapsed}) and ${t.codeAttempts} + 1 > ${TWO_FACTOR_ACCOUNT_MAX_WRONG_CODES}`
  // SQLite reads every right-hand side from the row as it was, so `over` means the same in each.
  const [charged] = await db
    .update(t)
    .set({
      codeAttempts: sql`case when ${lapsed} then 1 when ${over} then 0 else ${t.codeAttempts} + 1 end`,
      codeWindowStart: sql`case when ${lapsed} then ${now} when ${over} then 0 else ${t.codeWindowStart} end`,
      codeLockedUntil: sql`case when ${over} then ${now + TWO_FACTOR_ACCOUNT_LOCK_MS} else ${t.codeLockedUntil} end`,
      lockNoticeAt: sql`case when ${over} then ${now} else ${t.lockNoticeAt} end`,
    })
    .where(and(eq(t.userId, userId), lte(t.codeLockedUntil, now)))
    .returning({ lockedUntil: t.codeLockedUntil })
  if (charged && charged.lockedUntil <= now) return { ok: true }
  if (charged) return { ok: false, retryAfterMs: charged.lockedUntil - now, lockedNow: true }
  const [row] = await db.select({ lockedUntil: t.codeLockedUntil }).from(t).where(eq(t.userId, userId))
  return { ok: false, retryAfterMs: Math.max(0, (row?.lockedUntil ?? now) - now), lockedNow: false }
}

/** The refund of a right code (a statement for the sign-in's batch). */
export function refundAccountCode(db: Db, userId: number) {
  return db
    .update(userTwoFactor)
    .set({ codeAttempts: sql`max(${userTwoFactor.codeAttempts} - 1, 0)` })
    .where(eq(userTwoFactor.userId, userId))
}

/** When the account's code step was last closed by wrong codes, until the user dismisses it. */
export async function codeLockNotice(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: userTwoFactor.lockNoticeAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
  return row?.at ?? null
}

/** The user has read the notice. */
export async function dismissCodeLockNotice(db: Db, userId: number): Promise<void> {
  await db.update(userTwoFactor).set({ lockNoticeAt: null }).where(eq(userTwoFactor.userId, userId))
}
