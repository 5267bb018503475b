import { Hono } from 'hono'
import type { TodayAnswer } from '../../shared/schemas/today'
import type { AppEnv } from '../app-env'
import { requireUser } from '../middleware/require-user'
import { isAdmin } from '../services/content/review-rules'
import { waitingFor } from '../services/content/review-waiting'
import { arrivalsSince } from '../services/today/arrivals'
import { contentProblems } from '../services/today/content-problems'
import { scheduledThisWeek } from '../services/today/scheduled'
import { newFrom, recordTodayVisit } from '../services/today/visits'

/**
 * GET /api/admin/today: the staff app's Today in one answer (shared/schemas/today.ts). Every staff
 * member: what waits for them (as /api/review/waiting), what is scheduled this week, enquiries and
 * subscriptions new since their last visit (which Enquiries shows every staff member), job
 * applications too for an admin (as /api/applications allows), and content problems, of their
 * own items for an editor. Answering records the visit, so the next one counts from now.
 */
export const todayRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  const { db, user } = c.var
  const now = new Date()
  const lastVisit = await recordTodayVisit(db, user.id, now)
  const since = newFrom(lastVisit, now)
  const [waiting, scheduled, newSince, problems] = await Promise.all([
    waitingFor(db, user, now),
    scheduledThisWeek(db, now),
    arrivalsSince(db, since, isAdmin(user)),
    contentProblems(db, user, now),
  ])
  return c.json({
    waiting,
    scheduled,
    since: since.toISOString(),
    firstVisit: lastVisit === null,
    newSince,
    problems,
  } satisfies TodayAnswer)
})
