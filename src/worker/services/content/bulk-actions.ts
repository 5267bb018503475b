import { eq, inArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { StaffBulkAction } from '../../../shared/schemas/staff-list'
import type { Db } from '../../db/client'
import type { AuditActor } from '../audit-log'
import { trashContentStatements } from '../trash/trash-content'
import { contentAudit } from './content-audit'
import { revisionStatement } from './content-revisions'
import type { ContentTable, StoredItem } from './content-types'

export interface BulkResult {
  /** The items the action changed. */
  changed: number[]
  /** Items already as asked (published, or unpublished): left alone, with no event. */
  unchanged: number[]
  /** Ids with no item (deleted meanwhile). */
  missing: number[]
}

/**
 * Publishes, unpublishes or deletes the chosen items in one atomic batch, each as its own edit
 * or delete would: an audit event per item (content_published / content_unpublished and
 * content_updated, or content_trashed), a new version and revision for a changed flag, and a
 * deleted item moved to the trash as a delete moves it.
 */
export async function bulkAction(
  db: Db,
  type: ContentTable<StoredItem>,
  { action, ids }: StaffBulkAction,
  actor: AuditActor,
): Promise<BulkResult> {
  const { table, columns } = type
  const found = (await db
    .select({ id: columns.id, title: columns.title, isPublished: columns.isPublished })
    .from(table)
    .where(inArray(columns.id, ids))) as Array<{ id: number; title: string; isPublished: boolean }>
  const known = new Set(found.map((item) => item.id))
  const missing = ids.filter((id) => !known.has(id))
  const events = contentAudit(db, actor, type.auditType, columns, table)
  const publish = action === 'publish'
  const targets = action === 'delete' ? found : found.filter((item) => item.isPublished !== publish)
  const statements: BatchItem<'sqlite'>[] = targets.flatMap(({ id, title }): BatchItem<'sqlite'>[] =>
    action === 'delete'
      ? [...trashContentStatements(db, type, id, actor)]
      : [
          events.publishing(id, title, publish),
          db
            .update(table)
            .set({
              isPublished: publish,
              // Publishing ends a review, as an admin's save that publishes does (content-writes.ts).
              ...(publish ? { reviewState: null } : {}),
              updatedAt: new Date(),
              version: sql`${columns.version} + 1`,
            })
            .where(eq(columns.id, id)),
          revisionStatement(db, type, actor, sql<number>`${id}`),
          events.updated(id, ['isPublished']),
        ],
  )
  const [first, ...rest] = statements
  if (first) await db.batch([first, ...rest])
  const changed = new Set(targets.map((item) => item.id))
  return {
    changed: [...changed],
    unchanged: found.filter((item) => !changed.has(item.id)).map((item) => item.id),
    missing,
  }
}
