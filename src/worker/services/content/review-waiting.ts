import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import type { ContentNoteKind, ReviewState } from '../../../shared/schemas/review'
import type { CurrentUser, WaitingItem } from '../../../shared/types'
import type { Db } from '../../db/client'
import { contentNotes } from '../../db/schema'
import { CONTENT_TYPES, type ContentType, type StoredItem } from './content-types'
import { isAdmin, workflowColumns } from './review-rules'

/** How long a writer's list shows that an admin approved their item: a week, then it is old news. */
const APPROVAL_SHOWN_MS = 7 * 24 * 60 * 60 * 1000

interface WaitingRow {
  id: number
  title: string
  reviewState: ReviewState | null
  publishAt: Date | null
  updatedAt: Date
  since: number | null
  by: string | null
  note: string | null
}

/** What one type's statement lists: the items at `where`, each with the thread entry of `step`. */
function waitingOfType(
  db: Db,
  type: ContentType<StoredItem, { hashtags: number[] }>,
  step: ContentNoteKind,
  where: (columns: ReturnType<typeof workflowColumns>) => SQL | undefined,
) {
  const { id, title, updatedAt, publishAt } = type.columns
  const ofStep = (column: SQLiteColumn): SQL =>
    sql`(select ${column} from ${contentNotes} where ${and(
      eq(contentNotes.contentType, type.auditType),
      eq(contentNotes.itemId, id),
      eq(contentNotes.kind, step),
    )} order by ${desc(contentNotes.id)} limit 1)`
  const columns = workflowColumns(type)
  return db
    .select({
      id,
      title,
      reviewState: columns.reviewState,
      publishAt,
      updatedAt,
      since: ofStep(contentNotes.createdAt),
      by: ofStep(contentNotes.authorName),
      note: ofStep(contentNotes.body),
    })
    .from(type.table)
    .where(where(columns))
}

/** Items of the writer's that an admin approved since `after`, published (or scheduled) still. */
function approvedSince(
  type: ContentType<StoredItem, { hashtags: number[] }>,
  user: CurrentUser,
  after: Date,
) {
  return ({ createdBy }: ReturnType<typeof workflowColumns>) =>
    and(
      eq(createdBy, user.id),
      eq(type.columns.isPublished, true),
      sql`exists (select 1 from ${contentNotes} where ${and(
        eq(contentNotes.contentType, type.auditType),
        eq(contentNotes.itemId, type.columns.id),
        eq(contentNotes.kind, 'approved'),
        gt(contentNotes.createdAt, after),
      )})`,
    )
}

/**
 * What waits for `user`, of every type, newest first: for an admin each item in review, with who
 * submitted it; for an editor their own items sent back, with the admin's note, and their items
 * approved in the last APPROVAL_SHOWN_MS. One batch; each row brings the thread entry of the step
 * that put it there.
 */
export async function waitingFor(db: Db, user: CurrentUser, now = new Date()): Promise<WaitingItem[]> {
  const shownFrom = new Date(now.getTime() - APPROVAL_SHOWN_MS)
  const lists = CONTENT_TYPES.flatMap((type) =>
    isAdmin(user)
      ? [
          {
            type,
            statement: waitingOfType(db, type, 'submitted', ({ reviewState }) =>
              eq(reviewState, 'in_review'),
            ),
          },
        ]
      : [
          {
            type,
            statement: waitingOfType(db, type, 'changes_requested', ({ reviewState, createdBy }) =>
              and(eq(reviewState, 'changes_requested'), eq(createdBy, user.id)),
            ),
          },
          { type, statement: waitingOfType(db, type, 'approved', approvedSince(type, user, shownFrom)) },
        ],
  )
  const results = (await db.batch(
    lists.map((list) => list.statement) as unknown as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]],
  )) as unknown as WaitingRow[][]
  const items = results.flatMap((rows, index) =>
    rows.map(
      (row): WaitingItem => ({
        type: lists[index]!.type.auditType,
        id: row.id,
        title: row.title,
        reviewState: row.reviewState ?? (row.publishAt && row.publishAt > now ? 'scheduled' : 'published'),
        // An item put there before its thread was kept has no entry: its last save stands in.
        since: new Date(row.since ?? row.updatedAt).toISOString(),
        by: row.by ?? '',
        note: row.note,
      }),
    ),
  )
  return items.sort((a, b) => b.since.localeCompare(a.since) || b.id - a.id)
}
