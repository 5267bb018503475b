import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { chargeLoginAttempt, clearLoginAttempts } from './login-throttle'
import { verifyPassword } from './passwords'

export type PasswordCheck = { ok: true } | { ok: false; retryAfterMs: number }

/**
 * Confirms a signed-in user's password before a change to how they sign in. Charged to the same
 * (e-mail, network) throttle as sign-in, so a stolen session cannot be used to guess the
 * password faster than the login form allows. `retryAfterMs` is 0 for a wrong password and the
 * time left on the lock when locked.
 */
export async function checkCurrentPassword(
  db: Db,
  userId: number,
  password: string,
  network: string,
  now = Date.now(),
): Promise<PasswordCheck> {
  const [user] = await db.select().from(users).where(eq(users.id, userId))
  if (!user) return { ok: false, retryAfterMs: 0 }
  const email = user.email.toLowerCase()
  const retryAfterMs = await chargeLoginAttempt(db, email, network, now)
  if (retryAfterMs > 0) return { ok: false, retryAfterMs }
  if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, retryAfterMs: 0 }
  await clearLoginAttempts(db, email, network)
  return { ok: true }
}
