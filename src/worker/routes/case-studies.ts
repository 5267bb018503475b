import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { visibilityQuery } from '../../shared/schemas/content-query'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import { setContentCache } from '../lib/cache'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { getCaseStudy, listCaseStudies } from '../services/case-studies'

export const caseStudyRoutes = new Hono<AppEnv>()
  .get('/', validate('query', visibilityQuery), async (c) => {
    const includeUnpublished = c.req.valid('query').includeUnpublished === 'true' && c.var.user !== null
    setContentCache(c, includeUnpublished)
    return c.json(await listCaseStudies(c.var.db, { includeUnpublished }))
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const includeUnpublished = c.var.user !== null
    const study = await getCaseStudy(c.var.db, c.req.valid('param').id, { includeUnpublished })
    if (!study) throw new HttpError(404, apiMessages.notFound)
    setContentCache(c, includeUnpublished)
    return c.json(study)
  })

/** GET /api/public/case-studies: published only, whoever asks. */
export const publicCaseStudyRoutes = new Hono<AppEnv>().get('/', async (c) => {
  setContentCache(c, false)
  return c.json(await listCaseStudies(c.var.db, { includeUnpublished: false }))
})
