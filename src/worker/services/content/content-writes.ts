import { eq, type SQL, sql } from 'drizzle-orm'
import { NEW_ITEM_KEY } from '../../../shared/schemas/unsaved-changes'
import type { Db } from '../../db/client'
import { contentHashtags, hashtags } from '../../db/schema'
import type { AuditActor } from '../audit-log'
import { contentAudit, contentChanges } from './content-audit'
import { assertHashtagsExist, existingHashtagIds } from './content-links'
import { type ContentItem, getContent } from './content-reads'
import { revisionStatement } from './content-revisions'
import type { ContentTable, ContentType, StoredItem } from './content-types'
import { linksOf } from './hashtag-links'
import { deleteItemRecords } from './item-records'
import { indexItem, unindexItem } from './search-index'
import { dropUnsavedChanges } from './unsaved-changes'

const staff = { includeUnpublished: true }

/** A save makes the saver's kept changes to that item moot: they go in its batch. */
const savedChanges = (db: Db, type: ContentTable<StoredItem>, actor: AuditActor, itemKey: string) =>
  actor.userId === null
    ? []
    : [dropUnsavedChanges(db, { userId: actor.userId, contentType: type.auditType, itemKey })]

/**
 * The item id is SQL so that a batch can name the row it has just inserted. The link table's
 * columns are (type, item, hashtag) in that order, which an insert-select fills by position.
 */
function linkHashtags(db: Db, type: ContentTable<StoredItem>, itemId: SQL<number>, ids: number[]) {
  return db
    .insert(contentHashtags)
    .select(
      sql`select ${type.auditType}, ${itemId}, ${hashtags.id} from ${hashtags} where ${existingHashtagIds(ids)}`,
    )
}

/**
 * The payload as columns: hashtags are links, not a column, blank optional texts are NULL, instants
 * are times. The version a save started from is checked, never stored as sent.
 */
function storedColumns<Row extends StoredItem, Payload extends { hashtags: number[]; version?: number }>(
  type: ContentType<Row, Payload>,
  { hashtags: _ids, version: _version, ...fields }: Payload,
): Record<string, unknown> {
  const columns: Record<string, unknown> = { ...fields }
  for (const name of type.blankAsNull) if (columns[name as string] === '') columns[name as string] = null
  // The schedule's instants arrive as ISO-8601 text (blank for none) and are stored as times.
  for (const name of ['publishAt', 'unpublishAt']) {
    const value = columns[name]
    if (typeof value === 'string') columns[name] = value ? new Date(value) : null
  }
  return columns
}

/**
 * The item, its search entry and hashtag links in one atomic batch, with its audit events and first
 * revision. Its creator is its writer in the editorial workflow (review-rules.ts).
 */
export async function createContent<
  Row extends StoredItem,
  Payload extends { hashtags: number[]; isPublished: boolean },
>(db: Db, type: ContentType<Row, Payload>, payload: Payload, actor: AuditActor): Promise<ContentItem<Row>> {
  await assertHashtagsExist(db, payload.hashtags)
  const { table, columns } = type
  // Autoincrement ids only grow and D1 runs a batch alone, so max(id) is the row just inserted.
  const newest = sql<number>`(select max(${columns.id}) from ${table})`
  const [[created]] = await db.batch([
    db
      .insert(table)
      .values({ ...storedColumns(type, payload), createdBy: actor.userId })
      .returning({ id: columns.id }),
    indexItem(db, type, newest),
    linkHashtags(db, type, newest, payload.hashtags),
    revisionStatement(db, type, actor, newest),
    ...contentAudit(db, actor, type.auditType, columns, table).created(payload.isPublished),
    ...savedChanges(db, type, actor, NEW_ITEM_KEY),
  ])
  const item = created && (await getContent(db, type, Number(created.id), staff))
  if (!item) throw new Error(`The ${type.auditType} just created could not be read back`)
  return item
}

/** An update named the version it started from, and another save has come since: nothing was written. */
export class StaleVersion<Row> extends Error {
  constructor(readonly current: ContentItem<Row>) {
    super(`Version ${current.version} of this item was saved by someone else`)
  }
}

// Two saves that start from one version both write the revision of the next: the unique index
// (migration 0018) lets the first commit and rolls the second's whole batch back.
const isSecondSaveOfVersion = (error: unknown) => String(error).includes('content_revisions.version')

/**
 * Replaces fields, search entry and hashtag links atomically, with the audit events and a new revision; null
 * when there is no such item. The names of the changed fields come from the item as read just
 * before. A restore passes the revision it brings back as `restoredFrom`. A payload that names its
 * `version` is refused with `StaleVersion` when the item is no longer at it, even when the other save
 * lands between the read and the write; one without saves over whatever is there (the spec's API).
 * A save that publishes ends the item's review: an admin publishing directly needs no approval step.
 */
export async function updateContent<
  Row extends StoredItem,
  Payload extends { hashtags: number[]; isPublished: boolean; title: string; version?: number },
>(
  db: Db,
  type: ContentType<Row, Payload>,
  id: number,
  payload: Payload,
  actor: AuditActor,
  restoredFrom: number | null = null,
): Promise<ContentItem<Row> | null> {
  await assertHashtagsExist(db, payload.hashtags)
  const before = await getContent(db, type, id, staff)
  if (!before) return null
  const { version: startedFrom } = payload
  if (startedFrom !== undefined && startedFrom !== before.version) throw new StaleVersion(before)
  const { table, columns } = type
  const stored = storedColumns(type, payload)
  const events = contentAudit(db, actor, type.auditType, columns, table)
  const version = startedFrom === undefined ? sql`${columns.version} + 1` : startedFrom + 1
  const reviewEnds = payload.isPublished ? { reviewState: null } : {}
  const write = db.batch([
    events.publishing(id, payload.title, payload.isPublished),
    db
      .update(table)
      .set({ ...stored, ...reviewEnds, updatedAt: new Date(), version })
      .where(eq(columns.id, id))
      .returning({ id: columns.id }),
    unindexItem(db, type, id),
    indexItem(db, type, id),
    db.delete(contentHashtags).where(linksOf(type.auditType, id)),
    linkHashtags(db, type, sql<number>`${id}`, payload.hashtags),
    revisionStatement(db, type, actor, sql<number>`${id}`, restoredFrom),
    events.updated(id, contentChanges(before, stored, payload.hashtags)),
    ...savedChanges(db, type, actor, String(id)),
  ])
  const [, updated] = await write.catch(async (error: unknown) => {
    if (startedFrom === undefined || !isSecondSaveOfVersion(error)) throw error
    const current = await getContent(db, type, id, staff)
    throw current ? new StaleVersion(current) : error
  })
  return updated.length ? getContent(db, type, id, staff) : null
}

/**
 * Its hashtag links go with it (ON DELETE CASCADE), and its revisions, preview links and unsaved
 * changes in the same batch; its audit event is written first, with its title.
 */
export async function deleteContent<Row extends StoredItem>(
  db: Db,
  type: ContentTable<Row>,
  id: number,
  actor: AuditActor,
): Promise<boolean> {
  const { table, columns } = type
  const [, deleted] = await db.batch([
    contentAudit(db, actor, type.auditType, columns, table).deleted(id),
    db.delete(table).where(eq(columns.id, id)).returning({ id: columns.id }),
    ...deleteItemRecords(db, type, id),
  ])
  return deleted.length > 0
}
