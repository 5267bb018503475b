import { sha256 } from '@oslojs/crypto/sha2'
import {
  encodeBase32LowerCaseNoPadding,
  encodeBase64urlNoPadding,
  encodeHexLowerCase,
} from '@oslojs/encoding'
import { and, eq, ne, sql } from 'drizzle-orm'
import {
  SESSION_ABSOLUTE_LIFETIME_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_REFRESH_INTERVAL_MS,
  USER_AGENT_MAX,
} from '../../shared/constants'
import type { CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { sessions, type UserRow, users } from '../db/schema'

export { SESSION_COOKIE } from '../../shared/storage-names'

/** SHA-256 in hex: the database keeps only this of a token, so a leaked table cannot be replayed. */
export function tokenDigest(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
}

/**
 * A session's database key, from its cookie token: its digest, under the name sessions use.
 * @alias
 */
export const sessionIdFromToken = tokenDigest

/** 160 random bits in base32: session cookies and invitation links. */
export function randomToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))
}

/** What `linkToken()` makes: a token of another shape is refused before any query. */
export const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** 256 random bits in base64url (43 characters): links that are a capability (downloads, previews). */
export function linkToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)))
}

/** Where a session was opened, for the account's session list. */
export interface SessionClient {
  userAgent?: string | null
  /** The audit log's form of the client network (`auditNetwork`), or null. */
  network?: string | null
}

/**
 * A new session: its cookie token (160 random bits) and the insert that stores it, to run alone
 * or in the batch of what goes with it (the sign-in's audit event).
 */
export function newSession(db: Db, userId: number, now = Date.now(), client: SessionClient = {}) {
  const token = randomToken()
  const absoluteExpire = now + SESSION_ABSOLUTE_LIFETIME_MS
  const insert = db.insert(sessions).values({
    sid: sessionIdFromToken(token),
    sess: {
      userId,
      createdAt: now,
      absoluteExpire,
      userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      network: client.network ?? null,
      lastSeenAt: now,
    },
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
    await db
      .update(sessions)
      .set({ expire, sess: sql`json_set(${sessions.sess}, '$.lastSeenAt', ${now})` })
      .where(eq(sessions.sid, sid))
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

/** The sessions of one user (the expression of the index `sessions_user_idx`). */
export const sessionsOfUser = (userId: number) => eq(sql`json_extract(${sessions.sess}, '$.userId')`, userId)

/** Ends every session of a user, or every one but `keepSid`; for a batch. */
export function deleteUserSessions(db: Db, userId: number, keepSid?: string) {
  return db
    .delete(sessions)
    .where(and(sessionsOfUser(userId), keepSid ? ne(sessions.sid, keepSid) : undefined))
}
