// An upload's row in `media`: what the Images binding read, and who uploaded it.

import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'

export type NewMediaRecord = typeof media.$inferInsert

/** Inserts the row (a second insert of the same key, from a concurrent request, does nothing). */
export function insertMediaStatement(db: Db, record: NewMediaRecord) {
  return db
    .insert(media)
    .values(record)
    .onConflictDoNothing({ target: media.key })
    .returning({ id: media.id })
}

/** What serving a variant needs of an upload's row, or undefined when it has none. */
export async function findMediaSize(
  db: Db,
  key: string,
): Promise<{ width: number; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ width: media.width, createdAt: media.createdAt })
    .from(media)
    .where(eq(media.key, key))
  return row
}
