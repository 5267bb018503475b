import { desc, eq, lt, type SQL, sql } from 'drizzle-orm'
import { TRASH_RETENTION_MS } from '../../../shared/constants'
import type { TrashEntry } from '../../../shared/types'
import type { Db } from '../../db/client'
import { type TrashRow, trash, users } from '../../db/schema'
import { type AuditActor, appendAudit, auditStatement } from '../audit-log'
import { deleteTrashedItemRecords } from '../content/item-records'
import { removeStoredImage } from '../images/media-library'
import { trashedUploadKey } from './trash-uploads'

// The trash: what DELETE of content, pages and uploads moved aside (trash-content.ts,
// images/media-library.ts), listed, deleted for good on request or by the cron after
// TRASH_RETENTION_MS, and restored (trash-content.ts, trash-uploads.ts).

/** Every entry, newest first, with who deleted it (name, else e-mail) and when the cron takes it. */
export async function listTrash(db: Db): Promise<TrashEntry[]> {
  const rows = await db
    .select({ entry: trash, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(trash)
    .leftJoin(users, eq(users.id, trash.deletedBy))
    .orderBy(desc(trash.deletedAt), desc(trash.id))
  return rows.map(({ entry, firstName, lastName, email }) => ({
    id: entry.id,
    kind: entry.kind,
    contentType: entry.contentType,
    itemId: entry.itemId,
    title: entry.title,
    deletedBy: [firstName, lastName].filter(Boolean).join(' ') || email,
    deletedAt: entry.deletedAt.toISOString(),
    goesAt: new Date(entry.deletedAt.getTime() + TRASH_RETENTION_MS).toISOString(),
  }))
}

export async function findTrashEntry(db: Db, id: number): Promise<TrashRow | undefined> {
  const [entry] = await db.select().from(trash).where(eq(trash.id, id))
  return entry
}

/**
 * Deletes the entries `entries` selects for good, in one batch with `audit` and their items'
 * records (revisions, notes, preview links, unsaved changes), then the trashed uploads' originals
 * and variants in R2 with the edge's copies at `edgeOrigins`. Returns how many entries went and
 * the uploads' keys, whose cache tags the caller purges.
 */
async function deleteEntries(
  db: Db,
  bucket: R2Bucket,
  entries: SQL,
  edgeOrigins: string[],
  audit: ReturnType<typeof auditStatement>[] = [],
): Promise<{ count: number; uploadKeys: string[] }> {
  const deleted = await db.batch([
    ...deleteTrashedItemRecords(db, entries),
    ...audit,
    db.delete(trash).where(entries).returning({ kind: trash.kind, snapshot: trash.snapshot }),
  ])
  const removed = deleted.at(-1) as Array<Pick<TrashRow, 'kind' | 'snapshot'>>
  const uploadKeys = removed.filter((entry) => entry.kind === 'upload').map(trashedUploadKey)
  for (const key of uploadKeys) await removeStoredImage(bucket, key, edgeOrigins)
  return { count: removed.length, uploadKeys }
}

/** One entry for good, with its audit event (`trash_emptied`, the item as target). */
export function deleteTrashEntry(
  db: Db,
  bucket: R2Bucket,
  entry: TrashRow,
  actor: AuditActor,
  edgeOrigins: string[],
) {
  const target =
    entry.kind === 'upload'
      ? { type: 'upload' as const, id: trashedUploadKey(entry), title: entry.title }
      : { type: entry.contentType!, id: String(entry.itemId), title: entry.title }
  const audit = auditStatement(db, actor, { action: 'trash_emptied', target, detail: { count: 1 } })
  return deleteEntries(db, bucket, eq(trash.id, entry.id), edgeOrigins, [audit])
}

/** Everything in the trash for good; the audit event counts the entries. */
export async function emptyTrash(db: Db, bucket: R2Bucket, actor: AuditActor, edgeOrigins: string[]) {
  const result = await deleteEntries(db, bucket, sql`1 = 1`, edgeOrigins)
  if (result.count) await appendAudit(db, actor, { action: 'trash_emptied', detail: { count: result.count } })
  return result
}

/** Cron: entries older than TRASH_RETENTION_MS go for good. Returns the uploads' keys. */
export async function expireTrash(db: Db, bucket: R2Bucket, edgeOrigins: string[], now = Date.now()) {
  const { uploadKeys } = await deleteEntries(
    db,
    bucket,
    lt(trash.deletedAt, new Date(now - TRASH_RETENTION_MS)),
    edgeOrigins,
  )
  return uploadKeys
}
