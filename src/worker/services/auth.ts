import { eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { type UserRow, users } from '../db/schema'
import { clearLoginFailures, lockRemainingMs, recordLoginFailure } from './login-throttle'
import { hashPassword, needsRehash, verifyPassword } from './passwords'
import { toCurrentUser } from './sessions'

export type SignInResult =
  | { ok: true; user: CurrentUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterMs: number }

// Verified when the e-mail is unknown, so that the answer takes as long as for a real account.
let dummyHash: Promise<string> | undefined
const dummy = () => {
  dummyHash ??= hashPassword(crypto.randomUUID())
  return dummyHash
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return user
}

/**
 * Checks e-mail and password. Unknown e-mail, wrong password and inactive account give the
 * same answer after the same scrypt work; a locked account says so (after that work too).
 */
export async function signIn(
  db: Db,
  email: string,
  password: string,
  now = Date.now(),
): Promise<SignInResult> {
  const user = await findUserByEmail(db, email)
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummy()))
  if (!user) return { ok: false, reason: 'invalid' }
  const retryAfterMs = lockRemainingMs(user.lockedUntil, now)
  if (retryAfterMs > 0) return { ok: false, reason: 'locked', retryAfterMs }
  if (!matches) {
    await recordLoginFailure(db, user.id, now)
    return { ok: false, reason: 'invalid' }
  }
  if (!user.isActive) return { ok: false, reason: 'invalid' }
  await clearLoginFailures(db, user.id)
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date(now) })
      .where(eq(users.id, user.id))
  }
  return { ok: true, user: toCurrentUser(user) }
}
