import { eq } from 'drizzle-orm'
import { isTotpCode } from '../../../shared/schemas/two-factor'
import type { Db } from '../../db/client'
import { users } from '../../db/schema'
import { auditNetwork } from '../../lib/client-network'
import { type AuditActor, appendAudit } from '../audit-log'
import { openSignedInSession, type SignedIn, type SignInClient } from '../auth'
import { chargeLoginAttempt } from '../login-throttle'
import { consumeTotpCode } from './enrolment'
import { claimPendingSignIn, pendingSignInUser } from './pending-sign-in'
import { consumeRecoveryCode } from './recovery-codes'

export type SecondFactorResult =
  | SignedIn
  | { ok: false; reason: 'expired' | 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterMs: number }

/**
 * The second step of a sign-in: the pending token of a right password plus a TOTP code or a
 * recovery code. Each code is charged to the same (e-mail, network) throttle as the password
 * was, before it is checked, so codes cannot be guessed faster than passwords; a right code opens
 * the session exactly as a password-only sign-in does and uses the pending token up.
 */
export async function signInWithSecondFactor(
  db: Db,
  attempt: SignInClient & { pendingToken: string; code: string },
  now = Date.now(),
): Promise<SecondFactorResult> {
  const userId = await pendingSignInUser(db, attempt.pendingToken, now)
  const [user] = userId === null ? [] : await db.select().from(users).where(eq(users.id, userId))
  if (!user?.isActive) return { ok: false, reason: 'expired' }
  const email = user.email.toLowerCase()
  const actor: AuditActor = { userId: user.id, email, network: auditNetwork(attempt.network) }
  const at = new Date(now)
  const retryAfterMs = await chargeLoginAttempt(db, email, attempt.network, now)
  if (retryAfterMs > 0) {
    await appendAudit(db, actor, { action: 'sign_in_locked' }, at)
    return { ok: false, reason: 'locked', retryAfterMs }
  }
  const method = isTotpCode(attempt.code) ? 'totp' : 'recovery_code'
  const accepted =
    method === 'totp'
      ? await consumeTotpCode(db, user.id, attempt.code, now)
      : await consumeRecoveryCode(db, user.id, attempt.code, now)
  if (!accepted) {
    await appendAudit(db, actor, { action: 'two_factor_failed', detail: { method } }, at)
    return { ok: false, reason: 'invalid' }
  }
  if (!(await claimPendingSignIn(db, attempt.pendingToken, now))) return { ok: false, reason: 'expired' }
  return openSignedInSession(
    db,
    user,
    attempt,
    { action: 'sign_in', detail: { method } },
    now,
    method === 'recovery_code' ? [{ action: 'recovery_code_used' }] : [],
  )
}
