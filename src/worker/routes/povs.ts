import { Hono } from 'hono'
import { NEXT_CURSOR_HEADER } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import { contentListQuery } from '../../shared/schemas/content-query'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import { setContentCache } from '../lib/cache'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { getPov, listPovPage, toPovSummary } from '../services/povs'

export const povRoutes = new Hono<AppEnv>()
  .get('/', validate('query', contentListQuery), async (c) => {
    const { includeUnpublished: drafts, ...filter } = c.req.valid('query')
    const includeUnpublished = drafts === 'true' && c.var.user !== null
    setContentCache(c, includeUnpublished)
    const page = await listPovPage(c.var.db, { includeUnpublished }, filter)
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return c.json(page.items)
  })
  // Registered before '/:id' so that 'cards' is not read as an id.
  .get('/cards', validate('query', contentListQuery), async (c) => {
    const { includeUnpublished: _ignored, ...filter } = c.req.valid('query')
    setContentCache(c, false)
    const page = await listPovPage(c.var.db, { includeUnpublished: false }, filter)
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return c.json(page.items.map(toPovSummary))
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const includeUnpublished = c.var.user !== null
    const pov = await getPov(c.var.db, c.req.valid('param').id, { includeUnpublished })
    if (!pov) throw new HttpError(404, apiMessages.notFound)
    setContentCache(c, includeUnpublished)
    return c.json(pov)
  })
