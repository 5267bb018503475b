import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { requireUser } from '../middleware/require-user'
import { listEnquiries } from '../services/enquiries'

/** GET /api/enquiries: contact submissions for staff, newest first. */
export const enquiryRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  return c.json(await listEnquiries(c.var.db))
})
