import { and, desc, eq, getTableName, lt, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { UNUSED_UPLOAD_MAX_AGE_MS } from '../../../shared/image-variants'
import type { ImageFocus, MediaItem } from '../../../shared/schemas/media'
import type { Db } from '../../db/client'
import { media, users } from '../../db/schema'
import { type AuditActor, appendAudit, auditStatementFor } from '../audit-log'
import { CONTENT_TYPES } from '../content/content-types'
import { textsShow } from './content-images'
import { forgetCachedImage } from './image-cache'
import { focusOf } from './image-focus'

// The media library: uploaded images with the content that shows them.
//
// A content item uses an upload when its featured or social image address contains the upload's key: the
// upload's address as a path or an absolute URL (what `uploadedImageKey` reads), and also one of
// its variant addresses typed in by hand, which a page would show as well. The rule errs towards
// keeping, and it is SQL, so the check and the removal are one statement and nothing saved in
// between can be removed.

/** `"table"."column"`: drizzle writes one table's columns unqualified, ambiguous inside a subquery. */
const qualified = (table: SQLiteTable, column: SQLiteColumn) =>
  sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`

const mediaKey = qualified(media, media.key)

const usesOf = (type: (typeof CONTENT_TYPES)[number]) =>
  sql`(instr(${qualified(type.table, type.columns.featuredImage)}, ${mediaKey}) > 0 or instr(${qualified(type.table, type.columns.socialImage)}, ${mediaKey}) > 0${
    type.markdownColumns.length
      ? sql` or ${textsShow(type.markdownColumns.map((column) => qualified(type.table, column)))}`
      : sql``
  })`

/** No content item uses the `media` row at hand. */
const unused: SQL = sql.join(
  CONTENT_TYPES.map((type) => sql`not exists (select 1 from ${type.table} where ${usesOf(type)})`),
  sql` and `,
)

/** How many content items use the `media` row at hand. */
const useCount = sql<number>`(${sql.join(
  CONTENT_TYPES.map((type) => sql`(select count(*) from ${type.table} where ${usesOf(type)})`),
  sql` + `,
)})`

/**
 * Every upload, newest first, with its uploader and the items that use it. No paging: unused
 * uploads live 30 days, so the library holds about one image per content item plus a month's
 * uploads, and the picker and the library's search and filter work on them all at once. One round trip: the images, then one statement per
 * content type for the uses.
 */
export async function listMedia(db: Db, requestUrl: string): Promise<MediaItem[]> {
  const [rows, ...usesByType] = await db.batch([
    db
      .select({ media, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(media)
      .leftJoin(users, eq(users.id, media.uploadedBy))
      .orderBy(desc(media.createdAt), desc(media.id)),
    ...CONTENT_TYPES.map((type) =>
      db
        .select({
          // Aliased: D1 answers a batch with rows keyed by column name, and both tables have an `id`.
          mediaId: sql<number>`${qualified(media, media.id)}`.as('media_id'),
          id: sql<number>`${qualified(type.table, type.columns.id)}`.as('item_id'),
          title: sql<string>`${qualified(type.table, type.columns.title)}`.as('item_title'),
        })
        .from(media)
        .innerJoin(type.table, usesOf(type))
        .orderBy(qualified(type.table, type.columns.title)),
    ),
  ])
  const usedBy = new Map<number, MediaItem['usedBy']>()
  usesByType.forEach((uses, index) => {
    const type = CONTENT_TYPES[index]!.mediaUserType
    for (const use of uses) {
      const list = usedBy.get(use.mediaId) ?? []
      list.push({ type, id: use.id, title: use.title })
      usedBy.set(use.mediaId, list)
    }
  })
  return rows.map(({ media: row, firstName, lastName, email }) => ({
    id: row.id,
    url: imageAddress(requestUrl, row.key),
    width: row.width,
    height: row.height,
    format: row.format,
    bytes: row.bytes,
    fileName: row.fileName,
    uploadedAt: row.createdAt.toISOString(),
    uploadedBy:
      row.uploadedBy === null
        ? null
        : { id: row.uploadedBy, name: [firstName, lastName].filter(Boolean).join(' ') || (email ?? '') },
    usedBy: usedBy.get(row.id) ?? [],
    focus: focusOf(row),
  }))
}

/** The address POST /api/upload answers for `key`, which content stores as its featured image. */
function imageAddress(requestUrl: string, key: string): string {
  return new URL(`/images/${key}`, requestUrl).href
}

/**
 * Gives an upload a focal point (null: the centre). The content answers that show it read it anew
 * once their copies are dropped; the social card is made again for its new side. Null when there
 * is no such upload, else its key.
 */
export async function setMediaFocus(
  db: Db,
  id: number,
  focus: ImageFocus | null,
  actor: AuditActor,
  edgeOrigins: string[],
): Promise<string | null> {
  const [row] = await db
    .update(media)
    .set({ focusX: focus?.x ?? null, focusY: focus?.y ?? null })
    .where(eq(media.id, id))
    .returning({ key: media.key, fileName: media.fileName })
  if (!row) return null
  // It changes what every page showing the image crops: worth a line in the log, like a delete.
  await appendAudit(db, actor, {
    action: 'media_focus_set',
    target: { type: 'upload', id: row.key, title: row.fileName },
    detail: { focus },
  })
  await forgetCachedImage(edgeOrigins, row.key)
  return row.key
}

export type DeleteMediaResult = { deleted: true; key: string } | { deleted: false; usedBy: number } | null

/**
 * Removes an upload no item uses: its row (with the audit event, in one batch whose every
 * statement sees the same uses), then its original and variants in R2 and the edge's copies at
 * `edgeOrigins`. Null when there is no such
 * upload; `usedBy` when items still use it, and then nothing is removed.
 */
export async function deleteMedia(
  db: Db,
  bucket: R2Bucket,
  id: number,
  actor: AuditActor,
  edgeOrigins: string[],
): Promise<DeleteMediaResult> {
  const byId = eq(media.id, id)
  const [[found], , removed] = await db.batch([
    db.select({ uses: useCount }).from(media).where(byId),
    auditStatementFor(
      db,
      actor,
      { action: 'media_deleted', type: 'upload' },
      { table: media, where: and(byId, unused)!, id: media.key, title: media.fileName },
    ),
    db.delete(media).where(and(byId, unused)).returning({ key: media.key }),
  ])
  if (!found) return null
  const [row] = removed
  if (!row) return { deleted: false, usedBy: found.uses }
  await removeStoredImage(bucket, row.key, edgeOrigins)
  return { deleted: true, key: row.key }
}

/**
 * Cron: removes the uploads no item uses whose upload is older than UNUSED_UPLOAD_MAX_AGE_MS.
 * The rows go first, in one statement that checks the uses, so an image is never removed from R2
 * while an item shows it. Returns the keys removed.
 */
export async function removeUnusedUploads(
  db: Db,
  bucket: R2Bucket,
  edgeOrigins: string[],
  now = Date.now(),
): Promise<string[]> {
  const removed = await db
    .delete(media)
    .where(and(lt(media.createdAt, new Date(now - UNUSED_UPLOAD_MAX_AGE_MS)), unused))
    .returning({ key: media.key })
  for (const { key } of removed) await removeStoredImage(bucket, key, edgeOrigins)
  return removed.map(({ key }) => key)
}

/**
 * The original at `key`, every stored variant under `variants/<key>/`, and the edge's copies for
 * `edgeOrigins`: without that, a deleted image went on being served from the cache for a day.
 */
async function removeStoredImage(bucket: R2Bucket, key: string, edgeOrigins: string[]): Promise<void> {
  const keys = [key]
  let cursor: string | undefined
  do {
    const listing = await bucket.list({ prefix: `variants/${key}/`, cursor })
    keys.push(...listing.objects.map((object) => object.key))
    cursor = listing.truncated ? listing.cursor : undefined
  } while (cursor)
  // One call deletes up to 1,000 keys; an image has a few dozen variants at most.
  await bucket.delete(keys)
  await forgetCachedImage(edgeOrigins, key)
}
