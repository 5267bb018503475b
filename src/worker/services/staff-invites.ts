import { and, eq, exists, gt, isNull, sql } from 'drizzle-orm'
import { ADMIN_ROLE, INVITE_LIFETIME_MS } from '../../shared/constants'
import {
  type AcceptInviteInput,
  acceptInviteSchema,
  INVITE_TOKEN_SHAPE,
  type InviteStaffInput,
} from '../../shared/schemas/staff'
import { inviteMessages, staffMessages } from '../../shared/staff-messages'
import type { CreatedInvite, InviteInfo } from '../../shared/types'
import type { Db } from '../db/client'
import { type StaffInviteRow, staffInvites, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { parseOr400 } from '../lib/validate'
import { type AuditActor, auditStatementFor } from './audit-log'
import { findUserByEmail } from './auth'
import { hashPassword, type ScryptParams } from './passwords'
import { randomToken, tokenDigest } from './sessions'

// One-time invitation links. The link carries a random token; only its SHA-256 is
// stored, so the table cannot be turned back into links. We send no e-mail: the admin copies it.

/** The path of an invitation's page; the client shows it with its own origin. */
const invitePath = (token: string) => `/admin/invite/${token}`

function emailTaken(): HttpError {
  return new HttpError(409, staffMessages.emailTaken, { email: staffMessages.emailTaken })
}

/**
 * A new invitation for `input.email` (409 when the account exists), replacing that e-mail's
 * earlier invitations not yet accepted; its link is returned once.
 */
export async function createInvite(
  db: Db,
  input: { email: string; role: InviteStaffInput['role'] },
  actor: AuditActor,
  origin: string,
  now = Date.now(),
): Promise<CreatedInvite> {
  if (await findUserByEmail(db, input.email)) throw emailTaken()
  const token = randomToken()
  const tokenHash = tokenDigest(token)
  const [, [invite]] = await db.batch([
    db.delete(staffInvites).where(and(eq(staffInvites.email, input.email), isNull(staffInvites.usedAt))),
    db
      .insert(staffInvites)
      .values({
        tokenHash,
        email: input.email,
        role: input.role,
        createdBy: actor.userId,
        createdAt: new Date(now),
        expiresAt: new Date(now + INVITE_LIFETIME_MS),
      })
      .returning(),
    auditStatementFor(
      db,
      actor,
      { action: 'staff_invited', type: 'invite', detail: { role: input.role } },
      {
        table: staffInvites,
        where: eq(staffInvites.tokenHash, tokenHash),
        id: staffInvites.id,
        title: staffInvites.email,
      },
      new Date(now),
    ),
  ])
  if (!invite) throw new Error('The invitation just created could not be read back')
  return {
    id: invite.id,
    email: invite.email,
    role: invite.role,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    invitedBy: actor.email,
    inviterActive: true,
    link: new URL(invitePath(token), origin).href,
  }
}

/** Why an invitation cannot be used: 404 unknown, 410 used or expired, 409 account exists. */
function refusal(invite: StaffInviteRow | undefined, now: number): HttpError | null {
  if (!invite) return new HttpError(404, inviteMessages.notFound)
  if (invite.usedAt) return new HttpError(410, inviteMessages.used)
  if (invite.expiresAt.getTime() <= now) return new HttpError(410, inviteMessages.expired)
  return null
}

/**
 * An invitation lives only as long as its inviter's right to invite: made by an admin who has since
 * been made an editor, deactivated or removed, it creates no account, even once they are restored.
 * Demoting and deactivating void it for good (`voidedAt`, set by a trigger on `users`); removal
 * leaves no inviter to find.
 */
const inviterIsActiveAdmin = (db: Db) =>
  and(
    isNull(staffInvites.voidedAt),
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .where(
          and(eq(users.id, staffInvites.createdBy), eq(users.role, ADMIN_ROLE), eq(users.isActive, true)),
        ),
    ),
  )

async function usableInvite(db: Db, token: string, now: number): Promise<StaffInviteRow> {
  const [found] = INVITE_TOKEN_SHAPE.test(token)
    ? await db
        .select({
          invite: staffInvites,
          inviterActive: sql<number>`${inviterIsActiveAdmin(db)}`.mapWith(Boolean),
        })
        .from(staffInvites)
        .where(eq(staffInvites.tokenHash, tokenDigest(token)))
    : []
  const refused = refusal(found?.invite, now)
  if (refused || !found) throw refused
  if (!found.inviterActive) throw new HttpError(410, inviteMessages.inviterGone)
  if (await findUserByEmail(db, found.invite.email)) throw emailTaken()
  return found.invite
}

/** GET /api/invites/:token: the invitation, for its page. */
export async function readInvite(db: Db, token: string, now = Date.now()): Promise<InviteInfo> {
  const invite = await usableInvite(db, token, now)
  return { email: invite.email, role: invite.role, expiresAt: invite.expiresAt.toISOString() }
}

/**
 * Creates the account of an invitation, which is used up by the same act. The invitation is
 * claimed first by one conditional UPDATE, so of two concurrent acceptances only one goes on;
 * the account and its audit event follow in one batch. The new staff member then signs in
 * (through the sign-in form, with its throttle and any second factor).
 */
export async function acceptInvite(
  db: Db,
  token: string,
  body: unknown,
  network: string | null,
  scrypt: ScryptParams,
  now = Date.now(),
): Promise<{ email: string }> {
  const invite = await usableInvite(db, token, now)
  const input: AcceptInviteInput = await parseOr400(acceptInviteSchema(invite.email), body)
  const passwordHash = await hashPassword(input.password, scrypt)
  const at = new Date(now)
  const [claimed] = await db
    .update(staffInvites)
    .set({ usedAt: at })
    .where(
      and(
        eq(staffInvites.id, invite.id),
        isNull(staffInvites.usedAt),
        gt(staffInvites.expiresAt, at),
        inviterIsActiveAdmin(db),
      ),
    )
    .returning({ id: staffInvites.id })
  if (!claimed) {
    const [current] = await db.select().from(staffInvites).where(eq(staffInvites.id, invite.id))
    throw refusal(current, now) ?? new HttpError(410, inviteMessages.inviterGone)
  }
  const newAccount = sql`lower(${users.email}) = ${invite.email}`
  try {
    await db.batch([
      db.insert(users).values({
        email: invite.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        role: invite.role,
      }),
      auditStatementFor(
        db,
        { userId: null, email: invite.email, network },
        { action: 'invite_accepted', type: 'user', detail: { role: invite.role } },
        { table: users, where: newAccount, id: users.id, title: users.email, actorId: users.id },
        at,
      ),
    ])
  } catch (error) {
    // Created meanwhile by other means (`npm run user`): the invitation has nothing left to do.
    if (String(error).includes('UNIQUE')) throw emailTaken()
    throw error
  }
  return { email: invite.email }
}

/** An invitation not yet accepted, by id; 404 when there is none. */
async function openInvite(db: Db, id: number): Promise<StaffInviteRow> {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.usedAt)))
  if (!invite) throw new HttpError(404, staffMessages.unknownInvite)
  return invite
}

/** Revokes an invitation not yet accepted: its link then finds nothing (404). Logged. */
export async function revokeInvite(db: Db, id: number, actor: AuditActor): Promise<void> {
  await openInvite(db, id)
  const unused = and(eq(staffInvites.id, id), isNull(staffInvites.usedAt))
  const [, removed] = await db.batch([
    auditStatementFor(
      db,
      actor,
      { action: 'staff_invite_revoked', type: 'invite' },
      { table: staffInvites, where: unused!, id: staffInvites.id, title: staffInvites.email },
    ),
    db.delete(staffInvites).where(unused).returning({ id: staffInvites.id }),
  ])
  // Accepted between the read and the delete: nothing was revoked.
  if (removed.length === 0) throw new HttpError(404, staffMessages.unknownInvite)
}

/**
 * A new link for an invitation not yet accepted (expired, void or lost), for the same e-mail and
 * role, made by `actor`: the old link stops working, as with any new invitation for the e-mail.
 */
export async function reissueInvite(
  db: Db,
  id: number,
  actor: AuditActor,
  origin: string,
  now = Date.now(),
): Promise<CreatedInvite> {
  const invite = await openInvite(db, id)
  return createInvite(
    db,
    { email: invite.email, role: invite.role as InviteStaffInput['role'] },
    actor,
    origin,
    now,
  )
}
