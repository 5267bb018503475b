import { and, desc, eq, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { deliveryProblemAdvice } from '../../shared/delivery-problem-text'
import {
  createLeadSchema,
  LEAD_RATE_LIMIT,
  LEAD_RATE_WINDOW_SECONDS,
  trackVisitorSchema,
  VISITOR_RATE_LIMIT,
  VISITOR_RATE_WINDOW_SECONDS,
} from '../../shared/schemas/crm'
import { trackedPage, trackedReferrer } from '../../shared/tracked-page'
import type { AppEnv } from '../app-env'
import { crmOutbox } from '../db/schema'
import { readConfig } from '../env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireUser } from '../middleware/require-user'
import { deliverSoon, enqueueLead } from '../services/crm-outbox'
import { deliveryProblem, failureText, problemOf } from '../services/delivery-problem'
import { recordPageVisit } from '../services/visit-log'
import { ZohoError } from '../services/zoho/errors'
import { listLeads } from '../services/zoho/leads'
import { zohoSettings } from '../services/zoho/settings'

const OUTBOX_LIST_LIMIT = 100

/**
 * A Zoho failure as our API error: a precise 5xx that tells staff what to do, never a bare 500
 * nor the raw cause (it names settings and secrets), which goes to the Worker log.
 */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof ZohoError)) return error
  console.error(`Zoho leads not loaded: ${failureText(error)}`)
  const headers = error.retryAfter ? { 'Retry-After': String(Math.ceil(error.retryAfter)) } : undefined
  return new HttpError(error.status, deliveryProblemAdvice[deliveryProblem(error)], undefined, headers)
}

export const zohoRoutes = new Hono<AppEnv>()
  .get('/leads', requireUser, async (c) => {
    try {
      const settings = zohoSettings(readConfig(c.env))
      return c.json(await listLeads({ db: c.var.db, settings }))
    } catch (error) {
      throw asHttpError(error)
    }
  })
  // Leads that are not in Zoho yet (pending) or never will be without help (failed).
  .get('/outbox', requireUser, async (c) => {
    const rows = await c.var.db
      .select({
        id: crmOutbox.id,
        email: crmOutbox.email,
        status: crmOutbox.status,
        attempts: crmOutbox.attempts,
        lastError: crmOutbox.lastError,
        contactSubmissionId: crmOutbox.contactSubmissionId,
        createdAt: crmOutbox.createdAt,
      })
      .from(crmOutbox)
      .where(and(eq(crmOutbox.kind, 'lead'), ne(crmOutbox.status, 'sent')))
      .orderBy(desc(crmOutbox.id))
      .limit(OUTBOX_LIST_LIMIT)
    return c.json({ data: rows.map(({ lastError, ...row }) => ({ ...row, problem: problemOf(lastError) })) })
  })
  .post(
    '/create-lead',
    ...jsonBody(),
    rateLimit({ name: 'create-lead', limit: LEAD_RATE_LIMIT, windowSeconds: LEAD_RATE_WINDOW_SECONDS }),
    validate('json', createLeadSchema),
    async (c) => {
      // Stored first: from here on the lead survives Zoho being down, slow or misconfigured.
      const row = await enqueueLead(c.var.db, c.req.valid('json'))
      await deliverSoon(c, row.id)
      return c.json({ success: true }, 202)
    },
  )
  .post(
    '/track-visitor',
    ...jsonBody(),
    rateLimit({
      name: 'track-visitor',
      limit: VISITOR_RATE_LIMIT,
      windowSeconds: VISITOR_RATE_WINDOW_SECONDS,
    }),
    validate('json', trackVisitorSchema),
    async (c) => {
      const visit = c.req.valid('json')
      const page = trackedPage(visit.page)
      if (page === null) return c.body(null, 204)
      // Zoho has no API that takes page views: they stay here. A failed write must not fail the page.
      try {
        await recordPageVisit(
          c.var.db,
          { ...visit, page, referrer: trackedReferrer(visit.referrer) },
          readConfig(c.env).SITE_URL,
        )
      } catch (error) {
        console.error('Visitor event not stored', error)
      }
      return c.body(null, 204)
    },
  )
