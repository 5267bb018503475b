import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { requireUser } from '../middleware/require-user'
import { leadStatusBySubmission } from '../services/crm-outbox'
import { listEnquiries } from '../services/enquiries'
import { listDownloadRequests } from '../services/whitepaper-downloads'

/**
 * GET /api/enquiries: contact submissions for staff, newest first, each with its CRM lead status.
 * GET /api/enquiries/downloads: whitepaper download requests, likewise.
 */
export const enquiryRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => {
    const enquiries = await listEnquiries(c.var.db)
    const leads = await leadStatusBySubmission(
      c.var.db,
      enquiries.map((enquiry) => enquiry.id),
    )
    return c.json(enquiries.map((enquiry) => ({ ...enquiry, lead: leads.get(enquiry.id) ?? null })))
  })
  .get('/downloads', requireUser, async (c) => c.json(await listDownloadRequests(c.var.db)))
