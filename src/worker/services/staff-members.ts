import { and, asc, desc, eq, exists, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { ADMIN_ROLE } from '../../shared/constants'
import type { AuditAction } from '../../shared/schemas/audit'
import type { StaffRole } from '../../shared/schemas/staff'
import { staffMessages } from '../../shared/staff-messages'
import type { AuditDetail, StaffList, StaffMember } from '../../shared/types'
import type { Db } from '../db/client'
import { sessions, staffInvites, type UserRow, users } from '../db/schema'
import { HttpError } from '../lib/http-error'
import { type AuditActor, auditStatementFor } from './audit-log'
import { deleteUserSessions, sessionsOfUser } from './sessions'
import { twoFactorStates } from './two-factor/enrolment'

// Staff management, admins only (routes/staff.ts). Each change and its audit event
// land in one batch; the event is written only when the change really happened.

function toStaffMember(user: UserRow, twoFactorEnabled: boolean): StaffMember {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    twoFactorEnabled,
  }
}

async function memberOf(db: Db, user: UserRow): Promise<StaffMember> {
  const states = await twoFactorStates(db, [user.id])
  return toStaffMember(user, states.get(user.id)?.enabled ?? false)
}

const inviters = alias(users, 'inviters')

/** Every account, and the invitations not yet accepted (expired ones too, marked by their date). */
export async function listStaff(db: Db): Promise<StaffList> {
  // Two queries, not one batch: in a D1 batch, rows come back keyed by column name, and the
  // joined account's `email`, `role` and `id` overwrote the invitation's own.
  const [members, invites] = await Promise.all([
    db.select().from(users).orderBy(asc(users.email)),
    db
      .select({
        invite: staffInvites,
        inviter: { email: inviters.email, role: inviters.role, isActive: inviters.isActive },
      })
      .from(staffInvites)
      .leftJoin(inviters, eq(inviters.id, staffInvites.createdBy))
      .where(isNull(staffInvites.usedAt))
      .orderBy(desc(staffInvites.createdAt)),
  ])
  const twoFactor = await twoFactorStates(
    db,
    members.map((member) => member.id),
  )
  return {
    members: members.map((member) => toStaffMember(member, twoFactor.get(member.id)?.enabled ?? false)),
    invites: invites.map(({ invite, inviter }) => ({
      id: invite.id,
      email: invite.email,
      role: invite.role,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
      invitedBy: inviter?.email ?? null,
      // The rule of staff-invites.ts (inviterIsActiveAdmin), read from the joined row.
      inviterActive: !invite.voidedAt && inviter?.role === ADMIN_ROLE && inviter.isActive,
    })),
  }
}

async function findMember(db: Db, id: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw new HttpError(404, staffMessages.unknownMember)
  return user
}

const others = alias(users, 'others')

/**
 * True while the row being updated is not the last active admin. Part of the UPDATE's own WHERE,
 * so the check and the change are one statement: of two concurrent demotions of the only two
 * admins, the second sees the first's result and changes nothing.
 */
const leavesAnActiveAdmin = (db: Db) =>
  or(
    ne(users.role, ADMIN_ROLE),
    eq(users.isActive, false),
    exists(
      db
        .select({ one: sql`1` })
        .from(others)
        .where(and(ne(others.id, users.id), eq(others.role, ADMIN_ROLE), eq(others.isActive, true))),
    ),
  )

/**
 * The event of a change to account `id`, for the batch right after the change's UPDATE:
 * `changes()` is that statement's count, so a refused or empty change leaves no event.
 */
function memberEvent(
  db: Db,
  actor: AuditActor,
  action: AuditAction,
  id: number,
  detail?: AuditDetail,
  changedOnly = true,
) {
  return auditStatementFor(
    db,
    actor,
    { action, type: 'user', detail },
    {
      table: users,
      where: and(eq(users.id, id), changedOnly ? sql`changes() = 1` : undefined) as SQL,
      id: users.id,
      title: users.email,
    },
  )
}

/** A new role; 409 when it would leave no active admin. The same role again changes nothing. */
export async function changeRole(
  db: Db,
  id: number,
  role: StaffRole,
  actor: AuditActor,
): Promise<StaffMember> {
  const [[updated]] = await db.batch([
    db
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, id),
          ne(users.role, role),
          role === ADMIN_ROLE ? undefined : leavesAnActiveAdmin(db),
        ),
      )
      .returning(),
    memberEvent(db, actor, 'staff_role_changed', id, { role }),
  ])
  if (updated) return memberOf(db, updated)
  const user = await findMember(db, id)
  if (user.role === role) return memberOf(db, user)
  throw new HttpError(409, staffMessages.lastAdminDemote)
}

/**
 * Deactivates (ending every session at once: the session check would refuse them anyway at their
 * next request) or activates an account; 409 when deactivating the last active admin.
 */
export async function setActive(
  db: Db,
  id: number,
  active: boolean,
  actor: AuditActor,
): Promise<StaffMember> {
  const change = db
    .update(users)
    .set({ isActive: active, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.isActive, !active), active ? undefined : leavesAnActiveAdmin(db)))
    .returning()
  const event = memberEvent(db, actor, active ? 'staff_activated' : 'staff_deactivated', id)
  const [[updated]] = active
    ? await db.batch([change, event])
    : await db.batch([
        change,
        event,
        db
          .delete(sessions)
          .where(
            and(
              sessionsOfUser(id),
              sql`not exists (select 1 from ${users} where ${users.id} = ${id} and ${users.isActive} = 1)`,
            ),
          ),
      ])
  if (updated) return memberOf(db, updated)
  const user = await findMember(db, id)
  if (user.isActive === active) return memberOf(db, user)
  throw new HttpError(409, staffMessages.lastAdminDeactivate)
}

/** Ends every session of the account, wherever it is signed in. */
export async function signOutEverywhere(db: Db, id: number, actor: AuditActor): Promise<void> {
  await findMember(db, id)
  await db.batch([
    deleteUserSessions(db, id),
    memberEvent(db, actor, 'staff_signed_out_everywhere', id, undefined, false),
  ])
}
