import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { eq, sql } from 'drizzle-orm'
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_REFRESH_INTERVAL_MS,
} from '../../shared/constants'
import type { CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { sessions, type UserRow, users } from '../db/schema'

export const SESSION_COOKIE = '__Host-sid'

/** The database keeps only this digest, so a leaked table cannot be replayed as cookies. */
export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

/**
 * A new session: its cookie token (160 random bits) and the insert that stores it, to run alone
 * or in the batch of what goes with it (the sign-in's audit event).
 */
export function newSession(db: Db, userId: number, now = Date.now()) {
  const bytes = crypto.getRandomValues(new Uint8Array(20))
  const token = encodeBase32LowerCaseNoPadding(bytes)
  const absoluteExpire = now + SESSION_ABSOLUTE_LIFETIME_MS
  const insert = db.insert(sessions).values({
    sid: sessionIdFromToken(token),
    sess: { userId, createdAt: now, absoluteExpire },
    expire: new Date(Math.min(now + SESSION_IDLE_TIMEOUT_MS, absoluteExpire)),
  })
  return { token, insert }
}

/** Creates a session and returns the cookie token. */
export async function createSession(db: Db, userId: number, now = Date.now()): Promise<string> {
  const session = newSession(db, userId, now)
  await session.insert
  return session.token
}

export interface ValidSession {
  sid: string
  user: CurrentUser
}

/**
 * Looks the token up (one query with the user), enforces idle and absolute expiry and the
 * user's active flag, and slides the idle expiry at most once a minute.
 */
export async function validateSession(db: Db, token: string, now = Date.now()): Promise<ValidSession | null> {
  const sid = sessionIdFromToken(token)
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sql`json_extract(${sessions.sess}, '$.userId')`))
    .where(eq(sessions.sid, sid))
    .limit(1)
  if (!row) return null
  const { session, user } = row
  if (session.expire.getTime() <= now || session.sess.absoluteExpire <= now || !user.isActive) {
    await deleteSession(db, sid)
    return null
  }
  const lastSeen = session.expire.getTime() - SESSION_IDLE_TIMEOUT_MS
  if (now - lastSeen >= SESSION_REFRESH_INTERVAL_MS) {
    const expire = new Date(Math.min(now + SESSION_IDLE_TIMEOUT_MS, session.sess.absoluteExpire))
    await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid))
  }
  return { sid, user: toCurrentUser(user) }
}

/** What the API tells about a staff user: never the password hash or the lockout state. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
  }
}

/** Ends a session; awaited alone, or run in a batch (sign-out and its audit event). */
export function deleteSession(db: Db, sid: string) {
  return db.delete(sessions).where(eq(sessions.sid, sid))
}
