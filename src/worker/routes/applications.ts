import { Hono } from 'hono'
import { applicationReviewText } from '../../shared/application-review-messages'
import {
  applicationListQuery,
  applicationReviewRequest,
  type CvLink,
} from '../../shared/schemas/application-review'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin } from '../middleware/require-user'
import {
  getApplication,
  listApplicationOpenings,
  listApplications,
  reviewApplication,
} from '../services/careers/application-review'
import { cvDisposition } from '../services/careers/cv-files'
import { createCvLink, useCvLink } from '../services/careers/cv-links'

/** Nobody keeps a CV or its refusal: the address is a capability and the file is personal data. */
const PRIVATE = 'private, no-store'

/**
 * /api/applications, admins only: job applications for review (the applications themselves come
 * in through content/job-applications.ts). GET lists them (never a CV's storage key), PATCH /:id
 * saves a status and/or staff notes from the version it names (409 when another save came first),
 * POST /:id/cv-link makes a single-use link that works for five minutes, GET /cv/:token streams
 * the CV to the admin who asked for it. Unsafe methods pass the same-origin check of the API
 * (app.ts).
 */
export const applicationAdminRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', applicationListQuery), async (c) =>
    c.json(await listApplications(c.var.db, c.req.valid('query').openingId)),
  )
  .get('/openings', requireAdmin, async (c) => c.json(await listApplicationOpenings(c.var.db)))
  .patch(
    '/:id',
    requireAdmin,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', applicationReviewRequest),
    async (c) =>
      c.json(await reviewApplication(c.var.db, c.req.valid('param').id, c.req.valid('json'), c.var.actor)),
  )
  .post('/:id/cv-link', requireAdmin, validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id
    const link = (await getApplication(c.var.db, id)) && (await createCvLink(c.var.db, id, c.var.user.id))
    if (!link) throw new HttpError(404, applicationReviewText.notFound)
    return c.json({ url: link.path, expiresAt: link.expiresAt.toISOString() } satisfies CvLink, 201)
  })
  .get('/cv/:token', requireAdmin, async (c) => {
    c.header('Cache-Control', PRIVATE)
    const cv = await useCvLink(c.var.db, c.req.param('token'), c.var.actor)
    const object = cv && (await c.env.UPLOADS.get(cv.key))
    if (!cv || !object)
      throw new HttpError(404, applicationReviewText.linkInvalid, undefined, { 'Cache-Control': PRIVATE })
    return c.body(object.body, 200, {
      'Content-Type': cv.contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': cvDisposition(cv.name, cv.extension),
      'Cache-Control': PRIVATE,
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    })
  })
