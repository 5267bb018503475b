import { eq, gt, lte, sql } from 'drizzle-orm'
import { CV_LINK_LIFETIME_MS } from '../../../shared/schemas/application-review'
import type { Db } from '../../db/client'
import { cvLinks, jobApplications, jobOpenings } from '../../db/schema'
import { type AuditActor, auditStatementFor } from '../audit-log'
import { LINK_TOKEN_SHAPE, linkToken, tokenDigest } from '../sessions'
import { type CvExtension, cvFileOf } from './cv-files'

// Links through which an admin opens an applicant's CV, in the shape of whitepaper download
// links (services/whitepaper-downloads.ts): 32 random bytes in the address, only their SHA-256 in
// D1, so the table cannot be turned back into links and no signing secret exists to manage. A
// CV link is stricter: it works for CV_LINK_LIFETIME_MS, once, and only for the admin who asked
// for it (the route checks the session too); it goes with its application.

/** The path of a CV link. */
const cvLinkPath = (token: string) => `/api/applications/cv/${token}`

/** A new link to application `applicationId`'s CV for user `userId`, or null for no such application. */
export async function createCvLink(db: Db, applicationId: number, userId: number, now = Date.now()) {
  const token = linkToken()
  const expiresAt = new Date(now + CV_LINK_LIFETIME_MS)
  // Insert-select: nothing is stored for an application that does not exist (or has just gone).
  const [created] = await db
    .insert(cvLinks)
    .select(
      db
        .select({
          id: sql<number>`null`.as('new_id'),
          tokenHash: sql<string>`${tokenDigest(token)}`.as('new_token_hash'),
          applicationId: jobApplications.id,
          createdBy: sql<number>`${userId}`.as('new_created_by'),
          createdAt: sql<number>`${now}`.as('new_created_at'),
          expiresAt: sql<number>`${expiresAt.getTime()}`.as('new_expires_at'),
        })
        .from(jobApplications)
        .where(eq(jobApplications.id, applicationId)),
    )
    .returning({ id: cvLinks.id })
  return created ? { path: cvLinkPath(token), expiresAt } : null
}

interface OpenedCv {
  key: string
  name: string
  extension: CvExtension
  contentType: string
}

/**
 * Uses up the link `token` if it is live and `actor`'s, recording the CV's opening in the audit
 * log in the same batch; answers what to stream, or null for a malformed, unknown, expired, used
 * or someone else's token.
 */
export async function useCvLink(db: Db, token: string, actor: AuditActor, now = Date.now()) {
  if (!LINK_TOKEN_SHAPE.test(token) || actor.userId === null) return null
  const link = sql`${eq(cvLinks.tokenHash, tokenDigest(token))} and ${gt(cvLinks.expiresAt, new Date(now))} and ${eq(cvLinks.createdBy, actor.userId)}`
  const row = await db
    .select({
      key: jobApplications.cvKey,
      name: jobApplications.cvName,
      openingTitle: jobOpenings.title,
    })
    .from(cvLinks)
    .innerJoin(jobApplications, eq(jobApplications.id, cvLinks.applicationId))
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobApplications.openingId))
    .where(link)
    .get()
  const file = row && cvFileOf(row.key)
  if (!row || !file) return null
  // Only the request whose delete removes the row may serve it: two racing uses get one CV. The
  // event goes first, on the condition the delete then meets (a batch runs alone), so it is
  // written exactly when the link is used.
  const [, used] = await db.batch([
    auditStatementFor(
      db,
      actor,
      { action: 'application_cv_opened', type: 'application' },
      { table: cvLinks, where: link, id: cvLinks.applicationId, title: sql`${row.openingTitle}` },
      new Date(now),
    ),
    db.delete(cvLinks).where(link).returning({ id: cvLinks.id }),
  ])
  if (used.length === 0) return null
  return { key: row.key, name: row.name, ...file } satisfies OpenedCv
}

/** Cron: links past their expiry, used or not. */
export async function pruneCvLinks(db: Db, now = Date.now()): Promise<void> {
  await db.delete(cvLinks).where(lte(cvLinks.expiresAt, new Date(now)))
}
