import { Hono } from 'hono'
import { NEXT_CURSOR_HEADER } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import { contentListQuery } from '../../shared/schemas/content-query'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import { setContentCache } from '../lib/cache'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { getCaseStudy, listCaseStudyPage } from '../services/case-studies'

export const caseStudyRoutes = new Hono<AppEnv>()
  .get('/', validate('query', contentListQuery), async (c) => {
    const { includeUnpublished: drafts, ...filter } = c.req.valid('query')
    const includeUnpublished = drafts === 'true' && c.var.user !== null
    setContentCache(c, includeUnpublished)
    const page = await listCaseStudyPage(c.var.db, { includeUnpublished }, filter)
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return c.json(page.items)
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const includeUnpublished = c.var.user !== null
    const study = await getCaseStudy(c.var.db, c.req.valid('param').id, { includeUnpublished })
    if (!study) throw new HttpError(404, apiMessages.notFound)
    setContentCache(c, includeUnpublished)
    return c.json(study)
  })

/** GET /api/public/case-studies: published only, whoever asks (`includeUnpublished` is ignored). */
export const publicCaseStudyRoutes = new Hono<AppEnv>().get(
  '/',
  validate('query', contentListQuery),
  async (c) => {
    const { includeUnpublished: _ignored, ...filter } = c.req.valid('query')
    setContentCache(c, false)
    const page = await listCaseStudyPage(c.var.db, { includeUnpublished: false }, filter)
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return c.json(page.items)
  },
)
