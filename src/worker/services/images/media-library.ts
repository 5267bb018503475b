import { and, desc, eq, getTableName, lt, type SQL, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import { UNUSED_UPLOAD_MAX_AGE_MS } from '../../../shared/image-variants'
import type { ImageFocus, MediaItem } from '../../../shared/schemas/media'
import type { Db } from '../../db/client'
import { media, trash, users } from '../../db/schema'
import { type AuditActor, appendAudit, auditStatementFor } from '../audit-log'
import { CONTENT_TYPES } from '../content/content-types'
import { rowJson } from '../trash/trash-snapshot'
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
 * Every upload, newest first, with its uploader, the items that use it, and whether it has gone
 * unused past UNUSED_UPLOAD_MAX_AGE_MS (an admin moves those to the trash). No paging: those
 * clear-outs keep the library at about one image per content item plus a month's uploads, and the picker and the library's search and filter work on them all at once. One round trip: the images, then one statement per
 * content type for the uses.
 */
export async function listMedia(db: Db, requestUrl: string, now = Date.now()): Promise<MediaItem[]> {
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
    unusedLong: !usedBy.has(row.id) && row.createdAt.getTime() < now - UNUSED_UPLOAD_MAX_AGE_MS,
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

export type TrashMediaResult = { trashed: true; key: string } | { trashed: false; usedBy: number } | null

/**
 * The statements that move the uploads `where` selects, if no item uses them, to the trash: an
 * audit event and a trash entry each (the media row as stored), then the rows themselves, whose
 * keys the last statement returns. Every statement of one batch sees the same uses. The R2 objects
 * stay until the entries go for good (services/trash/trash-entries.ts).
 */
function trashStatements(db: Db, where: SQL, actor: AuditActor, at: Date) {
  const movable = and(where, unused)!
  return [
    auditStatementFor(
      db,
      actor,
      { action: 'media_trashed', type: 'upload' },
      { table: media, where: movable, id: media.key, title: media.fileName },
      at,
    ),
    // Filled by position: id, kind, content type, item, title, snapshot, by, at.
    db
      .insert(trash)
      .select(
        sql`select null, 'upload', null, ${media.id}, coalesce(${media.fileName}, ${media.key}), json_object('row', ${rowJson(media)}), ${actor.userId}, ${at.getTime()} from ${media} where ${movable}`,
      ),
    db.delete(media).where(movable).returning({ key: media.key }),
  ] as const
}

/**
 * Moves an upload no item uses to the trash, then drops the edge's copies of it at `edgeOrigins`.
 * Null when there is no such upload; `usedBy` when items still use it, and then nothing moves.
 */
export async function trashMedia(
  db: Db,
  id: number,
  actor: AuditActor,
  edgeOrigins: string[],
): Promise<TrashMediaResult> {
  const byId = eq(media.id, id)
  const [[found], , , removed] = await db.batch([
    db.select({ uses: useCount }).from(media).where(byId),
    ...trashStatements(db, byId, actor, new Date()),
  ])
  if (!found) return null
  const [row] = removed
  if (!row) return { trashed: false, usedBy: found.uses }
  await forgetCachedImage(edgeOrigins, row.key)
  return { trashed: true, key: row.key }
}

/**
 * An admin's clear-out: every upload no item uses, uploaded more than UNUSED_UPLOAD_MAX_AGE_MS
 * ago, to the trash (nothing deletes them unasked). Returns their keys.
 */
export async function trashUnusedUploads(
  db: Db,
  actor: AuditActor,
  edgeOrigins: string[],
  now = Date.now(),
): Promise<string[]> {
  const [, , removed] = await db.batch(
    trashStatements(db, lt(media.createdAt, new Date(now - UNUSED_UPLOAD_MAX_AGE_MS)), actor, new Date(now)),
  )
  for (const { key } of removed) await forgetCachedImage(edgeOrigins, key)
  return removed.map(({ key }) => key)
}

/**
 * The original at `key`, every stored variant under `variants/<key>/`, and the edge's copies for
 * `edgeOrigins`: without that, a deleted image went on being served from the cache for a day.
 */
export async function removeStoredImage(bucket: R2Bucket, key: string, edgeOrigins: string[]): Promise<void> {
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
