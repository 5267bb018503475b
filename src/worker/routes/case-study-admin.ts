import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { caseStudySchema } from '../../shared/schemas/case-study'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin, requireUser } from '../middleware/require-user'
import { createCaseStudy, deleteCaseStudy, updateCaseStudy } from '../services/case-study-writes'

/** Writes under /api/case-studies: any staff user creates, only admins update and delete. */
export const caseStudyAdminRoutes = new Hono<AppEnv>()
  .post('/', requireUser, ...jsonBody(), validate('json', caseStudySchema), async (c) => {
    return c.json(await createCaseStudy(c.var.db, c.req.valid('json')), 201)
  })
  .put(
    '/:id',
    requireAdmin,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', caseStudySchema),
    async (c) => {
      const study = await updateCaseStudy(c.var.db, c.req.valid('param').id, c.req.valid('json'))
      if (!study) throw new HttpError(404, apiMessages.notFound)
      return c.json(study)
    },
  )
  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    if (!(await deleteCaseStudy(c.var.db, c.req.valid('param').id)))
      throw new HttpError(404, apiMessages.notFound)
    return c.json({ ok: true })
  })
