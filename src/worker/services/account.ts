import { and, eq, gt } from 'drizzle-orm'
import { authMessages } from '../../shared/messages'
import { changePasswordSchema } from '../../shared/schemas/account'
import { accountMessages } from '../../shared/staff-messages'
import type { AccountSession, CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { loginAttempts, sessions, users } from '../db/schema'
import { HttpError, tooManyAttempts } from '../lib/http-error'
import { describeUserAgent } from '../lib/user-agent'
import { parseOr400 } from '../lib/validate'
import { type AuditActor, auditStatement, staffActor } from './audit-log'
import { checkCurrentPassword } from './current-password'
import { hashPassword, type ScryptParams } from './passwords'
import { deleteSession, deleteUserSessions, sessionsOfUser, tokenDigest } from './sessions'

// A signed-in staff member's own account: password and sessions.

/**
 * A new password, given the current one (400 naming `currentPassword` when it is wrong; checked
 * under the sign-in throttle of the e-mail and `network`, 429 while it is locked). Every
 * other session of the account ends; `sid`, the one that asked, stays. Like `npm run user --
 * set-password`, it also lifts the sign-in locks on the e-mail.
 */
export async function changePassword(
  db: Db,
  user: CurrentUser,
  sid: string,
  body: unknown,
  network: string,
  scrypt: ScryptParams,
) {
  const actor = staffActor(user, network)
  const input = await parseOr400(changePasswordSchema(user.email), body)
  const check = await checkCurrentPassword(db, user.id, input.currentPassword, network)
  if (!check.ok && check.retryAfterMs > 0)
    throw tooManyAttempts(authMessages.accountLocked, check.retryAfterMs)
  if (!check.ok) {
    throw new HttpError(400, accountMessages.wrongCurrentPassword, {
      currentPassword: accountMessages.wrongCurrentPassword,
    })
  }
  const at = new Date()
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password, scrypt), updatedAt: at })
      .where(eq(users.id, user.id)),
    deleteUserSessions(db, user.id, sid),
    db.delete(loginAttempts).where(eq(loginAttempts.email, user.email.toLowerCase())),
    auditStatement(
      db,
      actor,
      { action: 'password_changed', target: { type: 'user', id: String(user.id), title: user.email } },
      at,
    ),
  ])
}

/**
 * How the account's list names a session: a digest of its database key, so that the key itself
 * (which, unlike the cookie, is never shown) does not travel in URLs or logs.
 */
const listId = (sid: string) => tokenDigest(sid).slice(0, 32)

async function liveSessions(db: Db, userId: number, now: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(sessionsOfUser(userId), gt(sessions.expire, new Date(now))))
  return rows.filter((row) => row.sess.absoluteExpire > now)
}

/** The account's live sessions, this one first, then by last activity. */
export async function listOwnSessions(db: Db, userId: number, currentSid: string, now = Date.now()) {
  const list: AccountSession[] = (await liveSessions(db, userId, now)).map(({ sid, sess }) => ({
    id: listId(sid),
    browser: describeUserAgent(sess.userAgent),
    network: sess.network ?? null,
    createdAt: new Date(sess.createdAt).toISOString(),
    lastActiveAt: new Date(sess.lastSeenAt ?? sess.createdAt).toISOString(),
    current: sid === currentSid,
  }))
  return list.sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt),
  )
}

/** Ends one of the account's own sessions; 404 for any other id (someone else's included). */
export async function endOwnSession(
  db: Db,
  userId: number,
  id: string,
  currentSid: string,
  actor: AuditActor,
): Promise<{ current: boolean }> {
  const session = (await liveSessions(db, userId, Date.now())).find(({ sid }) => listId(sid) === id)
  if (!session) throw new HttpError(404, accountMessages.unknownSession)
  await db.batch([
    deleteSession(db, session.sid),
    auditStatement(db, actor, {
      action: 'session_ended',
      target: { type: 'session', id, title: describeUserAgent(session.sess.userAgent) },
    }),
  ])
  return { current: session.sid === currentSid }
}
