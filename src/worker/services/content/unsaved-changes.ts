import { and, eq, lte } from 'drizzle-orm'
import type { ContentTypeName } from '../../../shared/content/registry'
import type { UnsavedChanges } from '../../../shared/schemas/unsaved-changes'
import type { Db } from '../../db/client'
import { unsavedChanges } from '../../db/schema'

/** One staff member's kept changes to one item (or to the item being created). */
export interface UnsavedKey {
  userId: number
  contentType: ContentTypeName
  itemKey: string
}

const rowOf = ({ userId, contentType, itemKey }: UnsavedKey) =>
  and(
    eq(unsavedChanges.userId, userId),
    eq(unsavedChanges.contentType, contentType),
    eq(unsavedChanges.itemKey, itemKey),
  )

export async function readUnsavedChanges(db: Db, key: UnsavedKey): Promise<UnsavedChanges | null> {
  const [row] = await db
    .select({ values: unsavedChanges.values, savedAt: unsavedChanges.savedAt })
    .from(unsavedChanges)
    .where(rowOf(key))
    .limit(1)
  if (!row) return null
  try {
    return { values: JSON.parse(row.values) as Record<string, unknown>, savedAt: row.savedAt.toISOString() }
  } catch (error) {
    // Written by keepUnsavedChanges as JSON; a row that is not cannot be offered, only replaced.
    console.error('unsaved changes are not JSON', key, error)
    return null
  }
}

/** Replaces the kept changes; returns when they were kept. */
export async function keepUnsavedChanges(
  db: Db,
  key: UnsavedKey,
  values: Record<string, unknown>,
  now = new Date(),
): Promise<Date> {
  const json = JSON.stringify(values)
  await db
    .insert(unsavedChanges)
    .values({ ...key, values: json, savedAt: now })
    .onConflictDoUpdate({
      target: [unsavedChanges.userId, unsavedChanges.contentType, unsavedChanges.itemKey],
      set: { values: json, savedAt: now },
    })
  return now
}

/** The statement that drops kept changes: on discard, and in the batch of the save that makes them moot. */
export const dropUnsavedChanges = (db: Db, key: UnsavedKey) => db.delete(unsavedChanges).where(rowOf(key))

/** Changes nobody came back to within this long are dropped by the cron. */
const UNSAVED_CHANGES_KEPT_MS = 30 * 24 * 60 * 60 * 1000

/** Cron housekeeping: unpublished text is not kept forever for a dialog nobody reopens. */
export async function pruneUnsavedChanges(db: Db, now = Date.now()): Promise<void> {
  await db.delete(unsavedChanges).where(lte(unsavedChanges.savedAt, new Date(now - UNSAVED_CHANGES_KEPT_MS)))
}
