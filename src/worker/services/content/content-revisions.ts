import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { RevisionDetail, RevisionSummary } from '../../../shared/schemas/revision'
import type { Db } from '../../db/client'
import { contentRevisions, hashtags, users } from '../../db/schema'
import type { AuditActor } from '../audit-log'
import { type ContentItem, toItem } from './content-reads'
import type { ContentTable, ContentType, StoredItem } from './content-types'
import { hashtagsJson } from './hashtag-links'

/**
 * The revision of a save, as one statement for the save's own batch: it runs after the
 * write and copies the row as it now stands, so the snapshot is exactly what was saved, defaults,
 * `updatedAt` and hashtag names included, and a write that found no row records nothing.
 * The snapshot is the row's own column values (as the driver stores them) plus its hashtags;
 * `revisionItem` turns it into the item as the API sends it, so any column added later is in it.
 */
export function revisionStatement(
  db: Db,
  type: ContentTable<StoredItem>,
  actor: AuditActor,
  itemId: SQL<number>,
  restoredFrom: number | null = null,
) {
  const { table, columns } = type
  const fields = Object.entries(getTableColumns(table)).map(
    // The keys are the schema's own property names, never input: written as literals, they spare
    // the statement's 100 bound parameters.
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  )
  const snapshot = sql`json_object(${sql.join(fields, sql`, `)}, 'hashtags', json(${hashtagsJson(type.auditType, columns.id)}))`
  // The saver's name as the account holds it now; the e-mail when no name was given.
  const author = sql`coalesce(
    (select nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')
      from ${users} where ${users.id} = ${actor.userId}),
    ${actor.email}, '')`
  // Insert-select gives every column in the table's order; `null` lets the id autoincrement.
  return db.insert(contentRevisions).select(
    db
      .select({
        id: sql<number>`null`.as('new_id'),
        contentType: sql<string>`${type.auditType}`.as('new_content_type'),
        itemId: sql<number>`${columns.id}`.as('new_item_id'),
        userId: sql<number | null>`${actor.userId}`.as('new_user_id'),
        authorName: sql<string>`${author}`.as('new_author_name'),
        snapshot: sql<string>`${snapshot}`.as('new_snapshot'),
        restoredFrom: sql<number | null>`${restoredFrom}`.as('new_restored_from'),
        createdAt: sql<number>`${Date.now()}`.as('new_created_at'),
        version: sql<number>`${columns.version}`.as('new_version'),
      })
      .from(table)
      .where(eq(columns.id, itemId)),
  )
}

/** A snapshot as the API sends the item: each column read back as drizzle reads the row. */
function revisionItem<Row extends StoredItem>(type: ContentTable<Row>, snapshot: string): ContentItem<Row> {
  const { hashtags, ...stored } = JSON.parse(snapshot) as Record<string, unknown>
  const columns = getTableColumns(type.table)
  const row: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(stored)) {
    const column = columns[key]
    row[key] = column && value !== null ? column.mapFromDriverValue(value) : value
  }
  return toItem({ ...(row as unknown as Row), hashtags: JSON.stringify(hashtags ?? []) })
}

const ofItem = (type: ContentTable<StoredItem>, itemId: number) =>
  and(eq(contentRevisions.contentType, type.auditType), eq(contentRevisions.itemId, itemId))

const summaryColumns = {
  id: contentRevisions.id,
  createdAt: contentRevisions.createdAt,
  author: contentRevisions.authorName,
  restoredFrom: contentRevisions.restoredFrom,
}

const toSummary = (row: { id: number; createdAt: Date; author: string; restoredFrom: number | null }) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})

// Ids only grow, so they order saves within one millisecond too.
const newestFirst = (db: Db, type: ContentTable<StoredItem>, itemId: number) =>
  db
    .select(summaryColumns)
    .from(contentRevisions)
    .where(ofItem(type, itemId))
    .orderBy(desc(contentRevisions.id))

/** An item's history, newest first. */
export async function listRevisions(
  db: Db,
  type: ContentTable<StoredItem>,
  itemId: number,
): Promise<RevisionSummary[]> {
  return (await newestFirst(db, type, itemId)).map(toSummary)
}

/**
 * Who saved the item last (their account, while it exists) and when, or null when it has no
 * revisions (saved before they were kept).
 */
export async function lastSave(
  db: Db,
  type: ContentTable<StoredItem>,
  itemId: number,
): Promise<(RevisionSummary & { userId: number | null }) | null> {
  const [row] = await db
    .select({ ...summaryColumns, userId: contentRevisions.userId })
    .from(contentRevisions)
    .where(ofItem(type, itemId))
    .orderBy(desc(contentRevisions.id))
    .limit(1)
  return row ? { ...toSummary(row), userId: row.userId } : null
}

/** One revision with its item, or null when it is not a revision of this item. */
export async function getRevision<Row extends StoredItem>(
  db: Db,
  type: ContentTable<Row>,
  itemId: number,
  revisionId: number,
): Promise<RevisionDetail<ContentItem<Row>> | null> {
  const [row] = await db
    .select({ ...summaryColumns, snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(ofItem(type, itemId), eq(contentRevisions.id, revisionId)))
    .limit(1)
  if (!row) return null
  const { snapshot, ...summary } = row
  return { ...toSummary(summary), item: revisionItem(type, snapshot) }
}

/**
 * A revision's item as a PUT body, for the type's schema to check: as a client would send the
 * item back (JSON, blank optional texts as ''), with only the hashtags that still exist, so a
 * hashtag deleted since is dropped rather than making the old version impossible to restore.
 */
export async function restoreBody<Row extends StoredItem, Payload extends { hashtags: number[] }>(
  db: Db,
  type: ContentType<Row, Payload>,
  item: ContentItem<Row>,
): Promise<Record<string, unknown>> {
  // A restore saves over whatever is current, so it names no version to start from.
  const { version: _version, ...body } = JSON.parse(JSON.stringify(item)) as Record<string, unknown>
  for (const name of type.blankAsNull) if (body[name as string] === null) body[name as string] = ''
  const ids = item.hashtags.map((hashtag) => hashtag.id)
  const existing = ids.length
    ? await db.select({ id: hashtags.id }).from(hashtags).where(inArray(hashtags.id, ids))
    : []
  return { ...body, hashtags: existing.map((hashtag) => hashtag.id) }
}
