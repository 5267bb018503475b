import { eq, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { ContentTypeName } from '../../../shared/content/registry'
import type { AuditAction } from '../../../shared/schemas/audit'
import type { AuditDetail, HashtagRef } from '../../../shared/types'
import type { Db } from '../../db/client'
import { type AuditActor, auditStatementFor, changedFields } from '../audit-log'

interface ContentColumns {
  id: SQLiteColumn
  title: SQLiteColumn
  isPublished: SQLiteColumn
}

/**
 * The audit events of content writes, as statements for the write's own batch. Each
 * write records what it did (created, updated; a delete's is services/trash/trash-content.ts); a write that changes the published
 * flag records `content_published` or `content_unpublished` as well, so that filtering by either
 * finds every time an item went live or was withdrawn, whichever form did it.
 */
export function contentAudit(
  db: Db,
  actor: AuditActor,
  type: ContentTypeName,
  columns: ContentColumns,
  table: SQLiteTable,
) {
  const at = new Date()
  const event = (action: AuditAction, where: SQL, detail?: AuditDetail, title?: SQL) =>
    auditStatementFor(
      db,
      actor,
      { action, type, detail },
      { table, where, id: columns.id, title: title ?? columns.title },
      at,
    )
  return {
    /** After the insert: autoincrement ids only grow and D1 runs a batch alone. */
    created(published: boolean) {
      const newest = eq(columns.id, sql`(select max(${columns.id}) from ${table})`)
      return [event('content_created', newest), ...(published ? [event('content_published', newest)] : [])]
    },
    /** Before the update: written only if the stored flag is the other value (it changes). */
    publishing(id: number, title: string, published: boolean) {
      const flips = sql`${eq(columns.id, id)} and ${eq(columns.isPublished, !published)}`
      return event(published ? 'content_published' : 'content_unpublished', flips, undefined, sql`${title}`)
    },
    /** After the update, with the names of the fields it changed. */
    updated: (id: number, changed: string[]) => event('content_updated', eq(columns.id, id), { changed }),
  }
}

/** The names of the fields an edit changes, from the item as read before it; hashtags by id. */
export function contentChanges(
  before: { hashtags: HashtagRef[] },
  columns: Record<string, unknown>,
  hashtagIds: number[],
): string[] {
  return changedFields(
    { ...before, hashtags: before.hashtags.map((hashtag) => hashtag.id) },
    { ...columns, hashtags: hashtagIds },
  )
}
