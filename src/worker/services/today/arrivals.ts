import { count, desc, gte } from 'drizzle-orm'
import type { TodayAnswer } from '../../../shared/schemas/today'
import type { Db } from '../../db/client'
import { contactSubmissions, jobApplications, newsletterSubscriptions } from '../../db/schema'

/** How many of the new enquiries Today names; the rest it counts. */
const ENQUIRIES_NAMED = 5

/**
 * What arrived from `since` on: enquiries (the newest named), newsletter subscriptions and, for an
 * admin (`withApplications`), job applications. These rows keep their time in whole seconds, so the
 * second of the last visit counts again rather than losing what came later in it.
 */
export async function arrivalsSince(
  db: Db,
  since: Date,
  withApplications: boolean,
): Promise<TodayAnswer['newSince']> {
  const enquiry = contactSubmissions
  const [enquiryCount, latest, subscriptions] = await db.batch([
    db.select({ count: count() }).from(enquiry).where(gte(enquiry.createdAt, since)),
    db
      .select({
        id: enquiry.id,
        firstName: enquiry.firstName,
        lastName: enquiry.lastName,
        email: enquiry.email,
      })
      .from(enquiry)
      .where(gte(enquiry.createdAt, since))
      .orderBy(desc(enquiry.createdAt), desc(enquiry.id))
      .limit(ENQUIRIES_NAMED),
    db
      .select({ count: count() })
      .from(newsletterSubscriptions)
      .where(gte(newsletterSubscriptions.createdAt, since)),
  ])
  const applications = withApplications
    ? await db.select({ count: count() }).from(jobApplications).where(gte(jobApplications.createdAt, since))
    : null
  return {
    enquiries: {
      count: enquiryCount[0]?.count ?? 0,
      latest: latest.map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
      })),
    },
    applications: applications && { count: applications[0]?.count ?? 0 },
    subscriptions: { count: subscriptions[0]?.count ?? 0 },
  }
}
