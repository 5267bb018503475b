import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { TWO_FACTOR_SETUP_MAX_CODES } from '../../../shared/constants'
import type { TwoFactorSetup } from '../../../shared/types'
import type { Db } from '../../db/client'
import { recoveryCodes, userTwoFactor } from '../../db/schema'
import { type AuditActor, auditStatement } from '../audit-log'
import { newRecoveryCodes } from './recovery-codes'
import { newTotpSecret, totpStep, totpUri } from './totp'

export interface TwoFactorState {
  enabled: boolean
  enabledAt: Date | null
  recoveryCodesLeft: number
}

const OFF: TwoFactorState = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 }
// D1 binds at most 100 parameters per statement.
const IDS_PER_STATEMENT = 90

/** Each user's two-factor state (for the staff list): two statements per 90 users. */
export async function twoFactorStates(db: Db, userIds: number[]): Promise<Map<number, TwoFactorState>> {
  const states = new Map<number, TwoFactorState>(userIds.map((id) => [id, OFF]))
  for (let start = 0; start < userIds.length; start += IDS_PER_STATEMENT) {
    const ids = userIds.slice(start, start + IDS_PER_STATEMENT)
    const [enabled, left] = await db.batch([
      db
        .select({ userId: userTwoFactor.userId, enabledAt: userTwoFactor.enabledAt })
        .from(userTwoFactor)
        .where(and(inArray(userTwoFactor.userId, ids), isNotNull(userTwoFactor.enabledAt))),
      db
        .select({ userId: recoveryCodes.userId, left: count() })
        .from(recoveryCodes)
        .where(and(inArray(recoveryCodes.userId, ids), isNull(recoveryCodes.usedAt)))
        .groupBy(recoveryCodes.userId),
    ])
    const leftByUser = new Map(left.map((row) => [row.userId, row.left]))
    for (const row of enabled) {
      states.set(row.userId, {
        enabled: true,
        enabledAt: row.enabledAt,
        recoveryCodesLeft: leftByUser.get(row.userId) ?? 0,
      })
    }
  }
  return states
}

export async function twoFactorState(db: Db, userId: number): Promise<TwoFactorState> {
  return (await twoFactorStates(db, [userId])).get(userId) ?? OFF
}

/**
 * Starts a set-up (or re-enrolment): a new key waits beside the current one, which keeps working
 * until the new one is confirmed with a code. The caller has checked the password.
 */
export async function startTwoFactorSetup(db: Db, userId: number, email: string): Promise<TwoFactorSetup> {
  const secret = newTotpSecret()
  await db
    .insert(userTwoFactor)
    .values({ userId, pendingSecret: secret })
    .onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecret: secret, setupAttempts: 0 } })
  return { secret, uri: totpUri(secret, email) }
}

export type ConfirmResult =
  | { ok: true; recoveryCodes: string[] }
  /** `too_many`: that was the set-up's last code; it has ended. */
  | { ok: false; reason: 'no_setup' | 'invalid_code' | 'too_many' }

/**
 * Confirms the waiting key with a code of it: it becomes the user's key (its step counts as
 * used), ten new recovery codes replace the old ones, and `two_factor_enabled` is logged. Each
 * code is charged to the set-up before it is checked: a session left open (or stolen) gets
 * TWO_FACTOR_SETUP_MAX_CODES guesses, then the key is dropped and `two_factor_setup_failed` logged.
 */
export async function confirmTwoFactorSetup(
  db: Db,
  actor: AuditActor & { userId: number },
  code: string,
  now = Date.now(),
): Promise<ConfirmResult> {
  const { userId } = actor
  const [row] = await db
    .update(userTwoFactor)
    .set({ setupAttempts: sql`${userTwoFactor.setupAttempts} + 1` })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        isNotNull(userTwoFactor.pendingSecret),
        lt(userTwoFactor.setupAttempts, TWO_FACTOR_SETUP_MAX_CODES),
      ),
    )
    .returning()
  if (!row?.pendingSecret) return { ok: false, reason: 'no_setup' }
  const step = totpStep(row.pendingSecret, code, now)
  if (step === null && row.setupAttempts < TWO_FACTOR_SETUP_MAX_CODES)
    return { ok: false, reason: 'invalid_code' }
  if (step === null) {
    await db.batch([
      db
        .update(userTwoFactor)
        .set({ pendingSecret: null })
        .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.pendingSecret, row.pendingSecret))),
      auditStatement(db, actor, { action: 'two_factor_setup_failed' }, new Date(now)),
    ])
    return { ok: false, reason: 'too_many' }
  }
  // Conditional on the key still waiting: a concurrent set-up or confirmation wins or loses whole.
  const confirmed = await db
    .update(userTwoFactor)
    .set({ secret: row.pendingSecret, pendingSecret: null, enabledAt: new Date(now), lastUsedStep: step })
    .where(and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.pendingSecret, row.pendingSecret)))
    .returning({ userId: userTwoFactor.userId })
  if (confirmed.length !== 1) return { ok: false, reason: 'no_setup' }
  const codes = newRecoveryCodes(db, userId)
  await db.batch([
    ...codes.statements,
    auditStatement(
      db,
      actor,
      { action: 'two_factor_enabled', detail: { replaced: row.enabledAt !== null } },
      new Date(now),
    ),
  ])
  return { ok: true, recoveryCodes: codes.codes }
}

/** The statements that take a user's second factor and recovery codes away. */
export function deleteTwoFactor(db: Db, userId: number) {
  return [
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId)),
  ] as const
}

/**
 * An admin takes a staff member's second factor away (a lost phone): they sign in with the
 * password alone, or set up a new one. Logged as `two_factor_reset` by `actor`, about the user.
 * False when the user had none.
 */
export async function resetTwoFactor(
  db: Db,
  userId: number,
  actor: AuditActor,
  target: { email: string },
  now = Date.now(),
): Promise<boolean> {
  const state = await twoFactorState(db, userId)
  if (!state.enabled) return false
  await db.batch([
    ...deleteTwoFactor(db, userId),
    auditStatement(
      db,
      actor,
      { action: 'two_factor_reset', target: { type: 'user', id: String(userId), title: target.email } },
      new Date(now),
    ),
  ])
  return true
}

/**
 * Accepts a TOTP code of the user's key once: the step it belongs to is stored by a conditional
 * UPDATE (`last_used_step < step`), so a code replayed within its window, or an older one, fails
 * even when two requests race.
 */
export async function consumeTotpCode(
  db: Db,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ secret: userTwoFactor.secret })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
  if (!row?.secret) return false
  const step = totpStep(row.secret, code, now)
  if (step === null) return false
  const taken = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        eq(userTwoFactor.secret, row.secret),
        lt(userTwoFactor.lastUsedStep, step),
      ),
    )
    .returning({ userId: userTwoFactor.userId })
  return taken.length === 1
}
