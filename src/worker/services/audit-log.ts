import { and, desc, eq, gt, inArray, lt, notExists, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { AUDIT_REPEAT_WINDOW_MS, AUDIT_RETENTION_MS } from '../../shared/constants'
import type { AuditAction, AuditTargetType } from '../../shared/schemas/audit'
import type { AuditDetail, CurrentUser } from '../../shared/types'
import type { Db } from '../db/client'
import { auditEvents } from '../db/schema'
import { auditNetwork } from '../lib/client-network'

// The audit log is written here only: appended beside the change it records, never updated but
// for the count of a repeated failed sign-in (the table's trigger refuses anything else), deleted
// only by the retention cron.

/** Who acted, from where. For sign-in events `email` is the e-mail as typed. */
export interface AuditActor {
  userId: number | null
  email: string | null
  /** IPv4 /24 or IPv6 /64, see `auditNetwork`. */
  network: string | null
}

export interface AuditEntry {
  action: AuditAction
  target?: { type: AuditTargetType; id: string; title: string | null }
  detail?: AuditDetail
}

/** A signed-in staff member acting from the client network `network` (`requestNetwork`). */
export function staffActor(user: CurrentUser, network: string): AuditActor {
  return { userId: user.id, email: user.email.toLowerCase(), network: auditNetwork(network) }
}

/** One statement appending the event, to run in the `db.batch` of the change it records. */
export function auditStatement(db: Db, actor: AuditActor, entry: AuditEntry, at = new Date()) {
  return db.insert(auditEvents).values({
    at,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetTitle: entry.target?.title ?? null,
    network: actor.network,
    detail: entry.detail ?? null,
  })
}

/** Appends an event on its own, where the change it records cannot share a batch with it. */
export async function appendAudit(db: Db, actor: AuditActor, entry: AuditEntry, at = new Date()) {
  await auditStatement(db, actor, entry, at)
}

/**
 * Records an attempt that anonymous traffic can repeat at will (a failed or locked-out sign-in):
 * when an event of the last AUDIT_REPEAT_WINDOW_MS, counted from its first attempt, has the same
 * action, e-mail, account, network and detail, its count goes up instead of a row being added, so
 * the log grows by one row per kind of attempt and hour however many arrive. Raising and the
 * insert that runs only when nothing was raised share one batch, which D1 runs without another
 * request's statements in between: racing attempts land on one event and none is lost (an
 * `UPDATE … RETURNING` followed by a separate insert would let two first attempts both insert).
 */
export async function appendOrCountAudit(
  db: Db,
  actor: AuditActor,
  entry: Pick<AuditEntry, 'action' | 'detail'>,
  at = new Date(),
) {
  const detail = entry.detail ? JSON.stringify(entry.detail) : null
  const newestLikeThis = db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, entry.action),
        sql`${auditEvents.actorEmail} is ${actor.email}`,
        gt(auditEvents.at, new Date(at.getTime() - AUDIT_REPEAT_WINDOW_MS)),
        sql`${auditEvents.actorUserId} is ${actor.userId}`,
        sql`${auditEvents.network} is ${actor.network}`,
        sql`${auditEvents.detail} is ${detail}`,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1)
  await db.batch([
    db
      .update(auditEvents)
      .set({ count: sql`${auditEvents.count} + 1` })
      .where(inArray(auditEvents.id, newestLikeThis)),
    // Insert-select, so that it adds a row only when no event matched; its columns follow the
    // rules of auditStatementFor's.
    db.insert(auditEvents).select(
      db
        .select({
          id: sql<number>`null`.as('new_id'),
          at: sql<number>`${at.getTime()}`.as('new_at'),
          actorUserId: sql<number | null>`${actor.userId}`.as('new_actor_user_id'),
          actorEmail: sql<string | null>`${actor.email}`.as('new_actor_email'),
          action: sql<string>`${entry.action}`.as('new_action'),
          targetType: sql<string | null>`null`.as('new_target_type'),
          targetId: sql<string | null>`null`.as('new_target_id'),
          targetTitle: sql<string | null>`null`.as('new_target_title'),
          network: sql<string | null>`${actor.network}`.as('new_network'),
          detail: sql<string | null>`${detail}`.as('new_detail'),
          count: sql<number>`1`.as('new_count'),
        })
        .from(sql`(select 1)`)
        .where(notExists(newestLikeThis)),
    ),
  ])
}

export interface AuditSource {
  table: SQLiteTable
  /** Selects the one item the event is about. */
  where: SQL
  id: SQLiteColumn
  /** The title snapshot: a column of the item, or a value. */
  title: SQLiteColumn | SQL
  /** The actor's id from the row, when the item is the account acting (an invitation accepted). */
  actorId?: SQLiteColumn
}

/**
 * Appends the event only if `source` holds a matching row when the statement runs inside its
 * batch; target id and title are read from that row. So an item deleted by another request
 * meanwhile gets no event, and a publish is recorded only when the flag really changes.
 */
export function auditStatementFor(
  db: Db,
  actor: AuditActor,
  entry: { action: AuditAction; type: AuditTargetType; detail?: AuditDetail },
  source: AuditSource,
  at = new Date(),
) {
  // Insert-select must give every column in the table's order; `null` lets the id autoincrement.
  // Aliases of their own (`new_…`), so none can shadow a column the WHERE clause names.
  return db.insert(auditEvents).select(
    db
      .select({
        id: sql<number>`null`.as('new_id'),
        at: sql<number>`${at.getTime()}`.as('new_at'),
        actorUserId: sql<number | null>`${source.actorId ?? actor.userId}`.as('new_actor_user_id'),
        actorEmail: sql<string | null>`${actor.email}`.as('new_actor_email'),
        action: sql<string>`${entry.action}`.as('new_action'),
        targetType: sql<string>`${entry.type}`.as('new_target_type'),
        targetId: sql<string>`cast(${source.id} as text)`.as('new_target_id'),
        targetTitle: sql<string | null>`${source.title}`.as('new_target_title'),
        network: sql<string | null>`${actor.network}`.as('new_network'),
        detail: sql<string | null>`${entry.detail ? JSON.stringify(entry.detail) : null}`.as('new_detail'),
        count: sql<number>`1`.as('new_count'),
      })
      .from(source.table)
      .where(source.where),
  )
}

/**
 * Names of the fields of `after` whose values differ from `before`: an empty text and null are
 * the same, lists compare as sets. Only names go into the log, never values.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const normal = (value: unknown) => {
    if (value === '' || value === undefined) return null
    if (Array.isArray(value)) return JSON.stringify([...new Set(value)].sort())
    // An item as read has its times as ISO-8601 text; the columns being written have Dates.
    if (value instanceof Date) return value.toISOString()
    return value
  }
  return Object.keys(after).filter((key) => normal(before[key]) !== normal(after[key]))
}

/** Cron: events are kept one year (AUDIT_RETENTION_MS). */
export async function pruneAuditEvents(db: Db, now = Date.now()): Promise<void> {
  await db.delete(auditEvents).where(lt(auditEvents.at, new Date(now - AUDIT_RETENTION_MS)))
}
