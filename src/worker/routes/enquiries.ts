import { Hono } from 'hono'
import { enquirySearchQuery } from '../../shared/schemas/enquiry-search'
import type { AppEnv } from '../app-env'
import type { Db } from '../db/client'
import { csvAttachment } from '../lib/csv'
import { validate } from '../lib/validate'
import { requireUser } from '../middleware/require-user'
import { leadStatusBySubmission } from '../services/crm-outbox'
import { listEnquiries } from '../services/enquiries'
import { downloadRequestsCsv, enquiriesCsv } from '../services/enquiry-export'
import { listDownloadRequests } from '../services/whitepaper-downloads'

/** Contact submissions, each with its CRM lead status. */
async function enquiriesWithLeads(db: Db, q: string | undefined) {
  const enquiries = await listEnquiries(db, q)
  const leads = await leadStatusBySubmission(
    db,
    enquiries.map((enquiry) => enquiry.id),
  )
  return enquiries.map((enquiry) => ({ ...enquiry, lead: leads.get(enquiry.id) ?? null }))
}

/**
 * GET /api/enquiries: contact submissions for staff, newest first, each with its CRM lead status.
 * GET /api/enquiries/downloads: whitepaper download requests, likewise.
 * `q` narrows either to what contains it; `/export.csv` under each gives the same rows as a file.
 */
export const enquiryRoutes = new Hono<AppEnv>()
  .get('/', requireUser, validate('query', enquirySearchQuery), async (c) =>
    c.json(await enquiriesWithLeads(c.var.db, c.req.valid('query').q)),
  )
  .get('/export.csv', requireUser, validate('query', enquirySearchQuery), async (c) =>
    csvAttachment(enquiriesCsv(await enquiriesWithLeads(c.var.db, c.req.valid('query').q)), 'enquiries'),
  )
  .get('/downloads', requireUser, validate('query', enquirySearchQuery), async (c) =>
    c.json(await listDownloadRequests(c.var.db, c.req.valid('query').q)),
  )
  .get('/downloads/export.csv', requireUser, validate('query', enquirySearchQuery), async (c) =>
    csvAttachment(
      downloadRequestsCsv(await listDownloadRequests(c.var.db, c.req.valid('query').q)),
      'download-requests',
    ),
  )
