import { and, count, desc, eq, sql } from 'drizzle-orm'
import { applicationReviewText } from '../../../shared/application-review-messages'
import type {
  ApplicationOpening,
  ApplicationReviewRequest,
  StaffApplication,
} from '../../../shared/schemas/application-review'
import type { EditConflictBody } from '../../../shared/types'
import type { Db } from '../../db/client'
import { auditEvents, jobApplications, jobOpenings } from '../../db/schema'
import { HttpError } from '../../lib/http-error'
import { type AuditActor, auditStatementFor, changedFields } from '../audit-log'

// Staff's review of job applications: the list, a status and notes per application.
// Admins only (routes/applications.ts). The CV's storage key never leaves the Worker.

const staffColumns = {
  id: jobApplications.id,
  openingId: jobApplications.openingId,
  openingTitle: jobOpenings.title,
  firstName: jobApplications.firstName,
  lastName: jobApplications.lastName,
  email: jobApplications.email,
  phone: jobApplications.phone,
  linkedin: jobApplications.linkedin,
  note: jobApplications.note,
  status: jobApplications.status,
  staffNotes: jobApplications.staffNotes,
  cvName: jobApplications.cvName,
  cvType: jobApplications.cvType,
  cvBytes: jobApplications.cvBytes,
  createdAt: jobApplications.createdAt,
  updatedAt: jobApplications.updatedAt,
  version: jobApplications.version,
}

type StaffRow = NonNullable<Awaited<ReturnType<ReturnType<typeof staffSelect>['get']>>>

function present({ cvName, cvType, cvBytes, createdAt, updatedAt, ...row }: StaffRow): StaffApplication {
  return {
    ...row,
    cv: { name: cvName, type: cvType, bytes: cvBytes },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }
}

const staffSelect = (db: Db) =>
  db
    .select(staffColumns)
    .from(jobApplications)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))

/** Applications newest first: every one, or those to opening `openingId`. */
export async function listApplications(db: Db, openingId?: number): Promise<StaffApplication[]> {
  const rows = await staffSelect(db)
    .where(openingId === undefined ? undefined : eq(jobApplications.openingId, openingId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
  return rows.map(present)
}

/** One application as staff see it, or null. */
export async function getApplication(db: Db, id: number): Promise<StaffApplication | null> {
  const row = await staffSelect(db).where(eq(jobApplications.id, id)).get()
  return row ? present(row) : null
}

/** Every opening with its number of applications: those closing last first. */
export async function listApplicationOpenings(db: Db): Promise<ApplicationOpening[]> {
  return db
    .select({
      id: jobOpenings.id,
      title: jobOpenings.title,
      applyBy: jobOpenings.applyBy,
      applications: count(jobApplications.id),
    })
    .from(jobOpenings)
    .leftJoin(jobApplications, eq(jobApplications.openingId, jobOpenings.id))
    .groupBy(jobOpenings.id)
    .orderBy(desc(jobOpenings.applyBy), desc(jobOpenings.id))
}

/** 409: the review started from a version another save has replaced; the body shows that save. */
class ReviewConflict extends HttpError {
  constructor(
    readonly current: StaffApplication,
    readonly lastSave: EditConflictBody<StaffApplication>['lastSave'],
  ) {
    super(409, applicationReviewText.conflict)
  }

  override toBody(): EditConflictBody<StaffApplication> {
    return { ...super.toBody(), current: this.current, lastSave: this.lastSave }
  }
}

/** Who saved the application's review last, from the audit log; null when nobody has. */
async function lastReview(db: Db, id: number, actor: AuditActor) {
  const event = await db
    .select({ at: auditEvents.at, email: auditEvents.actorEmail, userId: auditEvents.actorUserId })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'application_reviewed'),
        eq(auditEvents.targetType, 'application'),
        eq(auditEvents.targetId, String(id)),
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(1)
    .get()
  return event
    ? {
        author: event.email ?? 'someone',
        savedAt: event.at.toISOString(),
        byYou: event.userId !== null && event.userId === actor.userId,
      }
    : null
}

/**
 * Saves a status and/or staff notes from `review.version`: 404 for no such application, 409
 * (with the application as it is now) when another save has come since. The audit event runs
 * first in the batch, on the condition the update then meets, so it is written exactly when the
 * update is. A review that changes nothing writes nothing.
 */
export async function reviewApplication(
  db: Db,
  id: number,
  review: ApplicationReviewRequest,
  actor: AuditActor,
  now = new Date(),
): Promise<StaffApplication> {
  const before = await getApplication(db, id)
  if (!before) throw new HttpError(404, applicationReviewText.notFound)
  if (before.version !== review.version) throw new ReviewConflict(before, await lastReview(db, id, actor))
  const after = {
    ...(review.status === undefined ? {} : { status: review.status }),
    ...(review.staffNotes === undefined ? {} : { staffNotes: review.staffNotes || null }),
  }
  const changed = changedFields({ status: before.status, staffNotes: before.staffNotes }, after)
  if (changed.length === 0) return before
  const unchanged = sql`${eq(jobApplications.id, id)} and ${eq(jobApplications.version, review.version)}`
  const [, updated] = await db.batch([
    auditStatementFor(
      db,
      actor,
      { action: 'application_reviewed', type: 'application', detail: { changed } },
      {
        table: jobApplications,
        where: unchanged,
        id: jobApplications.id,
        title: sql`(select ${jobOpenings.title} from ${jobOpenings} where ${jobOpenings.id} = ${jobApplications.openingId})`,
      },
      now,
    ),
    db
      .update(jobApplications)
      .set({ ...after, updatedAt: now, version: sql`${jobApplications.version} + 1` })
      .where(unchanged)
      .returning({ id: jobApplications.id }),
  ])
  const current = await getApplication(db, id)
  if (!current) throw new HttpError(404, applicationReviewText.notFound)
  if (updated.length === 0) throw new ReviewConflict(current, await lastReview(db, id, actor))
  return current
}
