import { and, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ContentNoteKind, ReviewState } from '../../../shared/schemas/review'
import type { CurrentUser, WaitingItem } from '../../../shared/types'
import type { Db } from '../../db/client'
import { contentNotes } from '../../db/schema'
import { CONTENT_TYPES } from './content-types'
import { isAdmin, workflowColumns } from './review-rules'

interface WaitingRow {
  id: number
  title: string
  reviewState: ReviewState
  updatedAt: Date
  since: number | null
  by: string | null
  note: string | null
}

/**
 * What waits for `user`, of every type, newest first: for an admin each item in review, with who
 * submitted it; for an editor their own items sent back, with the admin's note. One batch, one
 * statement a type; each row brings the thread entry of the step that put it there.
 */
export async function waitingFor(db: Db, user: CurrentUser): Promise<WaitingItem[]> {
  const admin = isAdmin(user)
  const step: ContentNoteKind = admin ? 'submitted' : 'changes_requested'
  const statements = CONTENT_TYPES.map((type) => {
    const { reviewState, createdBy } = workflowColumns(type)
    const { id, title, updatedAt } = type.columns
    const ofStep = (column: SQLiteColumn): SQL =>
      sql`(select ${column} from ${contentNotes} where ${and(
        eq(contentNotes.contentType, type.auditType),
        eq(contentNotes.itemId, id),
        eq(contentNotes.kind, step),
      )} order by ${desc(contentNotes.id)} limit 1)`
    return db
      .select({
        id,
        title,
        reviewState,
        updatedAt,
        since: ofStep(contentNotes.createdAt),
        by: ofStep(contentNotes.authorName),
        note: ofStep(contentNotes.body),
      })
      .from(type.table)
      .where(
        admin
          ? eq(reviewState, 'in_review')
          : and(eq(reviewState, 'changes_requested'), eq(createdBy, user.id)),
      )
  })
  const results = (await db.batch(
    statements as unknown as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
  )) as unknown as WaitingRow[][]
  const items = results.flatMap((rows, index) =>
    rows.map(
      (row): WaitingItem => ({
        type: CONTENT_TYPES[index]!.auditType,
        id: row.id,
        title: row.title,
        reviewState: row.reviewState,
        // An item put there before its thread was kept has no entry: its last save stands in.
        since: new Date(row.since ?? row.updatedAt).toISOString(),
        by: row.by ?? '',
        note: row.note,
      }),
    ),
  )
  return items.sort((a, b) => b.since.localeCompare(a.since) || b.id - a.id)
}
