import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { ContentNoteKind } from '../../../shared/schemas/review'
import type { ContentNote, CurrentUser } from '../../../shared/types'
import type { Db } from '../../db/client'
import { type ContentNoteRow, contentNotes } from '../../db/schema'
import type { ContentTable, StoredItem } from './content-types'

// An item's thread: what staff wrote about it and each review step, oldest first. Entries are
// only ever added; they go when the item goes for good.

/** The name a thread shows for its writer: their name as the account holds it, else their e-mail. */
export const authorNameOf = (user: CurrentUser) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email

const toNote = ({ contentType: _type, itemId: _item, createdAt, ...note }: ContentNoteRow): ContentNote => ({
  ...note,
  createdAt: createdAt.toISOString(),
})

const ofItem = (type: ContentTable<StoredItem>, id: number) =>
  and(eq(contentNotes.contentType, type.auditType), eq(contentNotes.itemId, id))

export async function listNotes(db: Db, type: ContentTable<StoredItem>, id: number): Promise<ContentNote[]> {
  const rows = await db.select().from(contentNotes).where(ofItem(type, id)).orderBy(asc(contentNotes.id))
  return rows.map(toNote)
}

/**
 * One entry, as a statement for a batch: its `version` is read from the item where `standing`
 * holds, plus `versionStep` (1 when the batch saves the item too, whose new version the entry then
 * belongs to). Where `standing` no longer holds (another request took a step meanwhile) that read
 * is null, which the column refuses, and so the whole batch is rolled back: a step is written
 * entirely or not at all. `isUnfitStep` recognises that refusal.
 */
export function noteStatement(
  db: Db,
  type: ContentTable<StoredItem>,
  id: number,
  entry: { kind: ContentNoteKind; body: string | null; user: CurrentUser },
  standing?: SQL,
  versionStep = 0,
) {
  const { table, columns } = type
  const version = db
    .select({ version: sql<number>`${columns.version} + ${versionStep}` })
    .from(table)
    .where(and(eq(columns.id, id), standing))
  return db
    .insert(contentNotes)
    .values({
      contentType: type.auditType,
      itemId: id,
      kind: entry.kind,
      body: entry.body,
      userId: entry.user.id,
      authorName: authorNameOf(entry.user),
      version: sql`(${version})`,
      createdAt: new Date(),
    })
    .returning()
}

/** The refusal of a step's entry whose item no longer stands where the step starts (see `noteStatement`). */
export const isUnfitStep = (error: unknown): boolean =>
  String(error).includes('content_notes.version') ||
  // A lone statement's failure comes wrapped in drizzle's, with D1's as its cause.
  (error instanceof Error && error.cause !== undefined && isUnfitStep(error.cause))

/** A staff member's note on the item's thread; null when there is no such item. */
export async function addNote(
  db: Db,
  type: ContentTable<StoredItem>,
  id: number,
  body: string,
  user: CurrentUser,
): Promise<ContentNote | null> {
  try {
    const [row] = await noteStatement(db, type, id, { kind: 'note', body, user })
    return row ? toNote(row) : null
  } catch (error) {
    // The item has gone (or never was): its version read null.
    if (isUnfitStep(error)) return null
    throw error
  }
}
