import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { z } from 'zod'
import { apiMessages } from '../../../shared/messages'
import { reviewMessages } from '../../../shared/review-messages'
import { scheduleText } from '../../../shared/schedule-text'
import type { AuditAction } from '../../../shared/schemas/audit'
import type { ContentNoteKind, ReviewAction, ReviewState, reviewStep } from '../../../shared/schemas/review'
import type { CurrentUser } from '../../../shared/types'
import type { Db } from '../../db/client'
import type { AppConfig } from '../../env'
import { HttpError } from '../../lib/http-error'
import { type AuditActor, auditStatementFor, changedFields } from '../audit-log'
import { outboxInsert, queuedOutboxIds } from '../crm-outbox'
import { type ReviewNotice, reviewNotice } from '../review-notices'
import { contentAudit } from './content-audit'
import { authorNameOf, isUnfitStep, noteStatement } from './content-notes'
import { type ContentItem, getContent } from './content-reads'
import { revisionStatement } from './content-revisions'
import type { ContentTable, StoredItem } from './content-types'
import { isAdmin, type Standing, standingOf, workflowColumns } from './review-rules'

// The review steps (docs/content.md, "Review and publishing"): who may take each, from where the
// item must stand, and what each writes. Every step adds its entry to the item's thread and its
// event to the audit log, and those that ask someone to act queue the team's message, all in the
// batch of the change.

type Step = z.output<typeof reviewStep>

const STEP_RECORDS: Record<ReviewAction, { kind: ContentNoteKind; audit: AuditAction }> = {
  submit: { kind: 'submitted', audit: 'content_submitted' },
  withdraw: { kind: 'withdrawn', audit: 'content_withdrawn' },
  approve: { kind: 'approved', audit: 'content_approved' },
  request_changes: { kind: 'changes_requested', audit: 'content_changes_requested' },
}

/** Where the item stands after a step that only moves it in review. */
const STATE_AFTER: Record<Exclude<ReviewAction, 'approve'>, ReviewState | null> = {
  submit: 'in_review',
  withdraw: null,
  request_changes: 'changes_requested',
}

/**
 * 403 for a step the user may not take, 409 for one that does not fit where the item stands: an
 * admin reviews; the item's writer (or an admin) submits and withdraws; only an unpublished item
 * not in review is submitted, and only one in review is withdrawn, approved or sent back.
 */
function checkStep(user: CurrentUser, item: Standing, action: ReviewAction) {
  const reviews = action === 'approve' || action === 'request_changes'
  if (reviews && !isAdmin(user)) throw new HttpError(403, reviewMessages.onlyAdminsReview)
  if (!reviews && !isAdmin(user) && item.createdBy !== user.id)
    throw new HttpError(403, reviewMessages.onlyWriterSubmits)
  if (action === 'submit') {
    if (item.isPublished) throw new HttpError(409, reviewMessages.alreadyPublished)
    if (item.reviewState === 'in_review') throw new HttpError(409, reviewMessages.alreadyInReview)
  } else if (item.reviewState !== 'in_review') throw new HttpError(409, reviewMessages.notInReview)
}

/** The same rule as `checkStep`'s 409s, as SQL, for the step's batch to hold to. */
function startsFrom(type: ContentTable<StoredItem>, action: ReviewAction): SQL | undefined {
  const { reviewState } = workflowColumns(type)
  if (action !== 'submit') return eq(reviewState, 'in_review')
  return and(
    eq(type.columns.isPublished, false),
    or(isNull(reviewState), eq(reviewState, 'changes_requested')),
  )
}

/** The team's message for the step, when it asks someone to act; undefined for a withdrawal. */
function noticeOf(item: Standing, step: Step, type: ContentTable<StoredItem>, user: CurrentUser) {
  const about = {
    segment: type.segment,
    id: item.id,
    title: item.title,
    by: authorNameOf(user),
    email: user.email,
  }
  const at = step.action === 'approve' && step.publishAt ? new Date(step.publishAt) : null
  const notices: Record<ReviewAction, ReviewNotice | undefined> = {
    submit: { ...about, step: 'submitted' },
    withdraw: undefined,
    request_changes: { ...about, step: 'changesRequested' },
    approve:
      at && at.getTime() > Date.now() ? { ...about, step: 'scheduled', at } : { ...about, step: 'published' },
  }
  return notices[step.action]
}

/**
 * An approval publishes the item, from `publishAt` when given (a future time schedules it): a save
 * of its own, so it bumps the version and writes a revision and the publishing events, as an
 * admin's publish from the form would; the review ends with it.
 */
function approval(
  db: Db,
  type: ContentTable<StoredItem>,
  item: Standing,
  publishAt: string | null | undefined,
  actor: AuditActor,
): BatchItem<'sqlite'>[] {
  const { table, columns } = type
  const at = publishAt ? new Date(publishAt) : null
  if (at && item.unpublishAt && Date.parse(item.unpublishAt) <= at.getTime())
    throw new HttpError(400, apiMessages.invalidRequest, { publishAt: scheduleText.unpublishBeforePublish })
  const events = contentAudit(db, actor, type.auditType, columns, table)
  const changed = changedFields(
    { isPublished: item.isPublished, publishAt: item.publishAt },
    { isPublished: true, publishAt: at },
  )
  return [
    events.publishing(item.id, item.title, true),
    db
      .update(table)
      .set({
        isPublished: true,
        publishAt: at,
        reviewState: null,
        updatedAt: new Date(),
        version: sql`${columns.version} + 1`,
      })
      .where(eq(columns.id, item.id)),
    revisionStatement(db, type, actor, sql<number>`${item.id}`),
    events.updated(item.id, changed),
  ]
}

/**
 * Takes `step` on item `id` for `user`, all in one batch, and answers the item as staff read it
 * then, with the outbox rows of the team's message to send. 404 when there is no such item; 403
 * and 409 as `checkStep` says, also when another request moved the item between the read and the write.
 */
export async function takeReviewStep<Row extends StoredItem>(
  db: Db,
  config: AppConfig,
  type: ContentTable<Row>,
  id: number,
  step: Step,
  user: CurrentUser,
  actor: AuditActor,
): Promise<{ item: ContentItem<Row>; outboxIds: number[] }> {
  const anyType = type as unknown as ContentTable<StoredItem>
  const item = await standingOf(db, type, id)
  if (!item) throw notFound()
  checkStep(user, item, step.action)
  const { kind, audit } = STEP_RECORDS[step.action]
  const approve = step.action === 'approve'
  const notice = noticeOf(item, step, anyType, user)
  const message = notice && reviewNotice(config, notice)
  const { columns, table } = type
  const statements: BatchItem<'sqlite'>[] = [
    // First, as the batch's guard: it fails the whole batch when the item has moved meanwhile.
    noteStatement(
      db,
      anyType,
      id,
      { kind, body: step.note ?? null, user },
      startsFrom(anyType, step.action),
      approve ? 1 : 0,
    ),
    auditStatementFor(
      db,
      actor,
      { action: audit, type: type.auditType },
      { table, where: eq(columns.id, id), id: columns.id, title: columns.title },
    ),
    ...(step.action === 'approve'
      ? approval(db, anyType, item, step.publishAt, actor)
      : [db.update(table).set({ reviewState: STATE_AFTER[step.action] }).where(eq(columns.id, id))]),
    ...(message ? [outboxInsert(db, { kind: 'webhook', payload: message }, {})] : []),
  ]
  const results = await db
    .batch(statements as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]])
    .catch(async (error: unknown) => {
      if (!isUnfitStep(error)) throw error
      const now = await standingOf(db, type, id)
      if (!now) throw notFound()
      checkStep(user, now, step.action)
      // Moved and back again meanwhile: still not where this step started from.
      throw new HttpError(
        409,
        step.action === 'submit' ? reviewMessages.alreadyInReview : reviewMessages.notInReview,
      )
    })
  const after = await getContent(db, type, id, { includeUnpublished: true })
  if (!after) throw notFound()
  return { item: after, outboxIds: queuedOutboxIds(results) }
}

const notFound = () => new HttpError(404, apiMessages.notFound)
