// An upload's row in `media`: what the Images binding read, and who uploaded it.

import { eq } from 'drizzle-orm'
import type { ImageFocus } from '../../../shared/schemas/media'
import type { Db } from '../../db/client'
import { media } from '../../db/schema'
import { focusOf } from './image-focus'

export type NewMediaRecord = typeof media.$inferInsert

/** Inserts the row (a second insert of the same key, from a concurrent request, does nothing). */
export function insertMediaStatement(db: Db, record: NewMediaRecord) {
  return db
    .insert(media)
    .values(record)
    .onConflictDoNothing({ target: media.key })
    .returning({ id: media.id })
}

/** What serving a variant needs of an upload's row. */
export interface MediaSize {
  width: number
  height: number
  createdAt: Date
  focus: ImageFocus | null
}

/** An upload's `MediaSize`, or undefined when it has no row. */
export async function findMediaSize(db: Db, key: string): Promise<MediaSize | undefined> {
  const [row] = await db
    .select({
      width: media.width,
      height: media.height,
      createdAt: media.createdAt,
      focusX: media.focusX,
      focusY: media.focusY,
    })
    .from(media)
    .where(eq(media.key, key))
  return row && { width: row.width, height: row.height, createdAt: row.createdAt, focus: focusOf(row) }
}
