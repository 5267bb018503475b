import { eq, sql } from 'drizzle-orm'
import type { CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { type UserRow, users } from '../db/schema'
import { auditNetwork } from '../lib/client-network'
import { type AuditActor, type AuditEntry, appendOrCountAudit, auditStatement } from './audit-log'
import { chargeLoginAttempt, clearLoginAttempts } from './login-throttle'
import { hashPassword, needsRehash, SCRYPT_PARAMS, type ScryptParams, verifyPassword } from './passwords'
import { deleteSession, newSession, toCurrentUser } from './sessions'
import { twoFactorState } from './two-factor/enrolment'
import { newPendingSignIn } from './two-factor/pending-sign-in'

export type SignedIn = { ok: true; user: CurrentUser; token: string }

export type SignInResult =
  | SignedIn
  /** The password was right; the sign-in goes on with a second factor (two-factor/sign-in.ts). */
  | { ok: true; pendingToken: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterMs: number }

/**
 * Verified when the e-mail is unknown, so that the answer costs the same scrypt work as for a real
 * account, from an isolate's first request on (a hash made on demand cost that request twice).
 * The password behind it was random and discarded; its parameters must stay the current ones.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$32768$8$3$rSC8B7nF0Py5c/86sxJn1Q==$IeNvZMWntDILa+tGjwSHZR4SM1bNgCkSPB9LgFLSHsc='
const DUMMY_TEST_PASSWORD_HASH =
  'scrypt$1024$8$1$iiN89vV6qloVHvmpptlhMQ==$uerNs35iEOUCYEEkfDKAKbtAi9qY2fVrlc8iFrK+A44='

export const dummyHashFor = (scrypt: ScryptParams) =>
  scrypt.N === SCRYPT_PARAMS.N && scrypt.r === SCRYPT_PARAMS.r && scrypt.p === SCRYPT_PARAMS.p
    ? DUMMY_PASSWORD_HASH
    : DUMMY_TEST_PASSWORD_HASH

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1)
  return user
}

/**
 * Checks e-mail and password for a client network and, when they match, opens a session (ending
 * `previousSessionId`). Unknown e-mail, wrong password and inactive account give the same answer
 * after the same scrypt work, and are charged and locked alike: a lock holds per (e-mail,
 * network) pair, so it says nothing about whether the account exists and an attacker's network
 * cannot lock its owner out elsewhere (docs/decisions/004).
 *
 * Every attempt leaves an audit event with the e-mail as typed (never the password); the reason
 * a sign-in failed is told to admins reading the log, never to the client. Failures repeated
 * within an hour count into one event (`appendOrCountAudit`), so they cannot flood the log.
 */
export async function signIn(
  db: Db,
  credentials: {
    email: string
    password: string
    network: string
    previousSessionId?: string | null
    userAgent?: string | null
  },
  scrypt: ScryptParams,
  now = Date.now(),
): Promise<SignInResult> {
  const email = credentials.email.trim().toLowerCase()
  const { password, network, previousSessionId } = credentials
  const at = new Date(now)
  const actor = (user: UserRow | undefined): AuditActor => ({
    userId: user?.id ?? null,
    email,
    network: auditNetwork(network),
  })
  const retryAfterMs = await chargeLoginAttempt(db, email, network, now)
  if (retryAfterMs > 0) {
    await appendOrCountAudit(db, actor(await findUserByEmail(db, email)), { action: 'sign_in_locked' }, at)
    return { ok: false, reason: 'locked', retryAfterMs }
  }
  const user = await findUserByEmail(db, email)
  const matches = await verifyPassword(password, user?.passwordHash ?? dummyHashFor(scrypt))
  if (!user || !matches || !user.isActive) {
    const reason = !user ? 'unknown_email' : !matches ? 'wrong_password' : 'inactive_account'
    await appendOrCountAudit(db, actor(user), { action: 'sign_in_failed', detail: { reason } }, at)
    return { ok: false, reason: 'invalid' }
  }
  if (needsRehash(user.passwordHash, scrypt)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password, scrypt), updatedAt: at })
      .where(eq(users.id, user.id))
  }
  if ((await twoFactorState(db, user.id)).enabled) {
    // No refund yet: the attempt stays charged until the second factor is given, so a network
    // that starts sign-ins and never finishes them is locked out like one that guesses passwords.
    const pending = newPendingSignIn(db, user.id, network, now)
    await pending.insert
    return { ok: true, pendingToken: pending.token }
  }
  return openSignedInSession(
    db,
    user,
    { network, previousSessionId, userAgent: credentials.userAgent },
    { action: 'sign_in' },
    now,
  )
}

/** The browser a sign-in comes from, as its session records it. */
export interface SignInClient {
  network: string
  previousSessionId?: string | null
  userAgent?: string | null
}

/**
 * Opens the session of a sign-in that passed every check. The session, the last sign-in time,
 * its audit event (and those that follow), the refund of the throttle's charge and the end of the
 * browser's previous session land together or not at all.
 */
export async function openSignedInSession(
  db: Db,
  user: UserRow,
  client: SignInClient,
  event: AuditEntry,
  now = Date.now(),
  moreEvents: AuditEntry[] = [],
): Promise<SignedIn> {
  const email = user.email.toLowerCase()
  const network = auditNetwork(client.network)
  const actor: AuditActor = { userId: user.id, email, network }
  const at = new Date(now)
  const session = newSession(db, user.id, now, { userAgent: client.userAgent, network })
  await db.batch([
    session.insert,
    db.update(users).set({ lastSignInAt: at }).where(eq(users.id, user.id)),
    auditStatement(db, actor, event, at),
    ...moreEvents.map((entry) => auditStatement(db, actor, entry, at)),
    clearLoginAttempts(db, email, client.network),
    ...(client.previousSessionId ? [deleteSession(db, client.previousSessionId)] : []),
  ])
  return { ok: true, user: toCurrentUser(user), token: session.token }
}
