import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { media, type TrashRow, trash } from '../../db/schema'
import { type AuditActor, auditStatementFor } from '../audit-log'
import { restoreRowStatement } from './trash-snapshot'

/** The R2 key of a trashed upload, from its entry's snapshot of the media row. */
export const trashedUploadKey = (entry: Pick<TrashRow, 'snapshot'>): string =>
  (JSON.parse(entry.snapshot) as { row: { key: string } }).row.key

/**
 * Whether the upload at `key` is in the trash. Serving an image with no media row asks this before
 * recording it as an upload from before the media library (serve-image.ts), which would bring a
 * trashed upload back onto the site.
 */
export async function isTrashedUpload(db: Db, key: string): Promise<boolean> {
  const [found] = await db
    .select({ id: trash.id })
    .from(trash)
    .where(and(eq(trash.kind, 'upload'), sql`json_extract(${trash.snapshot}, '$.row.key') = ${key}`))
    .limit(1)
  return found !== undefined
}

/** Writes the media row back under its own id and removes the entry; false when the entry went meanwhile. */
export async function restoreUpload(db: Db, entry: TrashRow, actor: AuditActor): Promise<boolean> {
  const [, , removed] = await db.batch([
    restoreRowStatement(db, media, entry.id),
    auditStatementFor(
      db,
      actor,
      { action: 'media_restored', type: 'upload' },
      { table: media, where: eq(media.id, entry.itemId), id: media.key, title: media.fileName },
    ),
    db.delete(trash).where(eq(trash.id, entry.id)).returning({ id: trash.id }),
  ])
  return removed.length > 0
}
