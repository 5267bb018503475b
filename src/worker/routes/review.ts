import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { requireUser } from '../middleware/require-user'
import { waitingFor } from '../services/content/review-waiting'

/**
 * GET /api/review/waiting: the staff member's "Waiting for you" list, `{ items }`: for an admin
 * everything in review, for an editor their items sent back with changes requested.
 */
export const reviewRoutes = new Hono<AppEnv>().get('/waiting', requireUser, async (c) =>
  c.json({ items: await waitingFor(c.var.db, c.var.user) }),
)
