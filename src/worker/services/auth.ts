import { eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { type UserRow, users } from '../db/schema'
import { chargeLoginAttempt, clearLoginAttempts } from './login-throttle'
import { hashPassword, needsRehash, verifyPassword } from './passwords'
import { toCurrentUser } from './sessions'

export type SignInResult =
  | { ok: true; user: CurrentUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterMs: number }

/**
 * Verified when the e-mail is unknown, so that the answer costs the same scrypt work as for a real
 * account, from an isolate's first request on (a hash made on demand cost that request twice).
 * The password behind it was random and discarded; its parameters must stay the current ones.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$3$rSC8B7nF0Py5c/86sxJn1Q==$IeNvZMWntDILa+tGjwSHZR4SM1bNgCkSPB9LgFLSHsc='

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return user
}

/**
 * Checks e-mail and password for a client network. Unknown e-mail, wrong password and inactive
 * account give the same answer after the same scrypt work, and are charged and locked alike: a
 * lock holds per (e-mail, network) pair, so it says nothing about whether the account exists and
 * an attacker's network cannot lock its owner out elsewhere (docs/decisions/004).
 */
export async function signIn(
  db: Db,
  credentials: { email: string; password: string; network: string },
  now = Date.now(),
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase()
  const { password, network } = credentials
  const retryAfterMs = await chargeLoginAttempt(db, email, network, now)
  if (retryAfterMs > 0) return { ok: false, reason: 'locked', retryAfterMs }
  const user = await findUserByEmail(db, email)
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH)
  if (!user || !matches || !user.isActive) return { ok: false, reason: 'invalid' }
  await clearLoginAttempts(db, email, network)
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date(now) })
      .where(eq(users.id, user.id))
  }
  return { ok: true, user: toCurrentUser(user) }
}
