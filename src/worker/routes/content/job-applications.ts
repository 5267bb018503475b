import { Hono } from 'hono'
import { UPLOAD_MULTIPART_OVERHEAD_BYTES } from '../../../shared/constants'
import { idParam } from '../../../shared/schemas/fields'
import {
  APPLICATION_RATE_LIMIT,
  APPLICATION_RATE_WINDOW_SECONDS,
  applicationText,
  CV_MAX_BYTES,
  jobApplicationUploadSchema,
} from '../../../shared/schemas/job-application'
import type { AppEnv } from '../../app-env'
import { readConfig } from '../../env'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { multipartBody } from '../../middleware/multipart-body'
import { rateLimit } from '../../middleware/rate-limit'
import { openingForApplication, sniffCv, storeApplication } from '../../services/careers/application-intake'
import { deliverSoon } from '../../services/crm-outbox'

/**
 * Room for the text fields beside the CV (a 5,000-character note is up to 15 KB in UTF-8), on top
 * of the multipart envelope's own allowance.
 */
const FIELDS_MAX_BYTES = 32 * 1024

/** The largest body the route reads: the CV, the fields and the envelope (as `multipartBody` counts). */
export const APPLICATION_BODY_MAX_BYTES = CV_MAX_BYTES + FIELDS_MAX_BYTES + UPLOAD_MULTIPART_OVERHEAD_BYTES

/**
 * POST /api/careers/:id/applications, public, multipart: the applicant's fields
 * (jobApplicationSchema) and their CV as the file `cv`. Answers 201 `{ ok: true }` and nothing
 * about what was stored. Refusals: 400 with field messages; 404 if the opening is not public;
 * 409 if it has stopped taking applications (its apply-by day is past: the opening is still
 * there, its state refuses the request, and staff may extend it again, so not 410); 413 for a CV
 * over CV_MAX_BYTES (a body too large for one is refused from its Content-Length before it is
 * read); 415 for a CV that is neither a PDF nor a Word document by its bytes; 429 past the
 * per-network limit. Not a CRM lead: only the sales team's message (when a webhook is configured)
 * goes to the outbox. No audit event either: the
 * audit log records staff actions and sign-in attempts, not visitors' submissions (the contact
 * form and download requests record none).
 */
export const jobApplicationRoutes = new Hono<AppEnv>().post(
  '/:id/applications',
  ...multipartBody(CV_MAX_BYTES + FIELDS_MAX_BYTES, applicationText.cvTooLarge),
  rateLimit({
    name: 'application',
    limit: APPLICATION_RATE_LIMIT,
    windowSeconds: APPLICATION_RATE_WINDOW_SECONDS,
  }),
  validate('param', idParam),
  validate('form', jobApplicationUploadSchema),
  async (c) => {
    const opening = await openingForApplication(c.var.db, c.req.valid('param').id)
    if (opening.state === 'unavailable') throw new HttpError(404, applicationText.openingUnavailable)
    if (opening.state === 'closed') throw new HttpError(409, applicationText.openingClosed)
    const { website, consent: _consent, cv, ...applicant } = c.req.valid('form')
    // Honeypot filled: a bot. It gets the normal answer so it learns nothing, and nothing is kept.
    if (website) return c.json({ ok: true } as const, 201)
    if (cv.size > CV_MAX_BYTES)
      throw new HttpError(413, applicationText.cvTooLarge, { cv: applicationText.cvTooLarge })
    const kind = await sniffCv(cv)
    if (!kind) throw new HttpError(415, applicationText.cvWrongType, { cv: applicationText.cvWrongType })
    const outboxIds = await storeApplication(
      c.var.db,
      readConfig(c.env),
      c.env.UPLOADS,
      opening,
      applicant,
      cv,
      kind,
    )
    for (const outboxId of outboxIds) await deliverSoon(c, outboxId)
    return c.json({ ok: true } as const, 201)
  },
)
