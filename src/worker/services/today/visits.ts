import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { todayVisits } from '../../db/schema'

/** What a first visit to Today counts as new: the last week. */
const FIRST_VISIT_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000

/**
 * Records that `userId` opened Today at `now` and answers the visit before it, from which "New
 * since your last visit" counts, or null on the first visit ever. Read and write are one batch,
 * so two tabs opened together both get the earlier visit.
 */
export async function recordTodayVisit(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [previous] = await db.batch([
    db.select({ visitedAt: todayVisits.visitedAt }).from(todayVisits).where(eq(todayVisits.userId, userId)),
    db
      .insert(todayVisits)
      .values({ userId, visitedAt: now })
      .onConflictDoUpdate({ target: todayVisits.userId, set: { visitedAt: now } }),
  ])
  return previous[0]?.visitedAt ?? null
}

/** Where "New since your last visit" starts: the last visit, or on the first a week before `now`. */
export const newFrom = (lastVisit: Date | null, now: Date) =>
  lastVisit ?? new Date(now.getTime() - FIRST_VISIT_LOOKBACK_MS)
