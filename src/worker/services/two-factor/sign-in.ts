import { eq } from 'drizzle-orm'
import { isTotpCode } from '../../../shared/schemas/two-factor'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { auditNetwork } from '../../lib/client-network'
import { type AuditActor, auditStatement } from '../audit-log'
import { openSignedInSession, type SignedIn, type SignInClient } from '../auth'
import { chargeAccountCode, refundAccountCode } from './code-lock'
import { consumeTotpCode } from './enrolment'
import { chargePendingSignIn, claimPendingSignIn, endPendingSignIn } from './pending-sign-in'
import { consumeRecoveryCode } from './recovery-codes'

export type SecondFactorResult =
  | SignedIn
  /** `exhausted`: that was the pending sign-in's last code; the password is asked again. */
  | { ok: false; reason: 'expired' | 'invalid' | 'exhausted' }
  /** The account's code step is closed (code-lock.ts). */
  | { ok: false; reason: 'account_locked'; retryAfterMs: number }

/**
 * The second step of a sign-in: the pending token of a right password plus a TOTP code or a
 * recovery code, from the network the password came from. Each code is charged before it is
 * checked, twice: to the pending sign-in (TWO_FACTOR_MAX_CODES_PER_SIGN_IN, then the password is
 * asked again) and to the account across all networks (code-lock.ts), which bounds the guesses of
 * someone who has the password however many networks they use. The password step's charge to the
 * (e-mail, network) throttle stays until a right code refunds it, so a network that keeps
 * starting sign-ins it does not finish is locked out of the password step too. A right code opens
 * the session exactly as a password-only sign-in does and uses the pending token up.
 */
export async function signInWithSecondFactor(
  db: Db,
  attempt: SignInClient & { pendingToken: string; code: string },
  now = Date.now(),
): Promise<SecondFactorResult> {
  const pending = await chargePendingSignIn(db, attempt.pendingToken, attempt.network, now)
  const [user] = pending ? await db.select().from(users).where(eq(users.id, pending.userId)) : []
  if (!pending || !user?.isActive) return { ok: false, reason: 'expired' }
  const email = user.email.toLowerCase()
  const actor: AuditActor = { userId: user.id, email, network: auditNetwork(attempt.network) }
  const at = new Date(now)
  const account = await chargeAccountCode(db, user.id, now)
  if (!account.ok) {
    await db.batch([
      endPendingSignIn(db, attempt.pendingToken),
      ...(account.lockedNow ? [auditStatement(db, actor, { action: 'two_factor_locked' }, at)] : []),
    ])
    return { ok: false, reason: 'account_locked', retryAfterMs: account.retryAfterMs }
  }
  const method = isTotpCode(attempt.code) ? 'totp' : 'recovery_code'
  const accepted =
    method === 'totp'
      ? await consumeTotpCode(db, user.id, attempt.code, now)
      : await consumeRecoveryCode(db, user.id, attempt.code, now)
  if (!accepted) {
    const failed = auditStatement(db, actor, { action: 'two_factor_failed', detail: { method } }, at)
    if (!pending.last) {
      await failed
      return { ok: false, reason: 'invalid' }
    }
    await db.batch([failed, endPendingSignIn(db, attempt.pendingToken)])
    return { ok: false, reason: 'exhausted' }
  }
  if (!(await claimPendingSignIn(db, attempt.pendingToken, now))) return { ok: false, reason: 'expired' }
  await refundAccountCode(db, user.id)
  return openSignedInSession(
    db,
    user,
    attempt,
    { action: 'sign_in', detail: { method } },
    now,
    method === 'recovery_code' ? [{ action: 'recovery_code_used' }] : [],
  )
}
