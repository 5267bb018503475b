import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { AUDIT_PAGE_SIZE } from '../../shared/constants'
import { type AuditListQuery, auditBounds } from '../../shared/schemas/audit'
import type { AuditActor, AuditEvent } from '../../shared/types'
import type { Db } from '../db/client'
import { type AuditEventRow, auditEvents, users } from '../db/schema'
import { afterCursor, type Page, parseCursor, toPage } from './content/content-filters'

function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorUserId, email: row.actorEmail },
    action: row.action,
    target:
      row.targetType && row.targetId !== null
        ? { type: row.targetType, id: row.targetId, title: row.targetTitle }
        : null,
    network: row.network,
    detail: row.detail,
    count: row.count,
  }
}

/** Newest first, in keyset pages of `limit` (AUDIT_PAGE_SIZE by default); one statement. */
export async function listAuditEvents(db: Db, query: AuditListQuery): Promise<Page<AuditEvent>> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE
  const bounds = auditBounds(query.from, query.to)
  const cursor = parseCursor(query.cursor)
  // Repeats of one action are dropped, so the statement binds at most one parameter per kind.
  const actions = [...new Set(query.action ?? [])]
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      and(
        actions.length ? inArray(auditEvents.action, actions) : undefined,
        query.actor ? eq(auditEvents.actorUserId, query.actor) : undefined,
        bounds.from === undefined ? undefined : gte(auditEvents.at, new Date(bounds.from)),
        bounds.to === undefined ? undefined : lte(auditEvents.at, new Date(bounds.to)),
        afterCursor(cursor && { key: Number(cursor.key), id: cursor.id }, auditEvents.at, auditEvents.id),
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit + 1)
  return toPage(rows, limit, toAuditEvent, (row) => `${row.at.getTime()}.${row.id}`)
}

/** The staff accounts that appear in the log, for its person filter. */
export async function listAuditActors(db: Db): Promise<AuditActor[]> {
  return (
    db
      .select({ id: users.id, email: users.email })
      .from(users)
      // Spelled out: drizzle writes single-table columns unqualified, and inside the subquery an
      // unqualified `id` would be the event's.
      .where(sql`exists (select 1 from audit_events where audit_events.actor_user_id = users.id)`)
      .orderBy(asc(users.email))
  )
}
