import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { visibilityQuery } from '../../shared/schemas/content-query'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import { setContentCache } from '../lib/cache'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { getPov, listPovs } from '../services/povs'

export const povRoutes = new Hono<AppEnv>()
  .get('/', validate('query', visibilityQuery), async (c) => {
    const includeUnpublished = c.req.valid('query').includeUnpublished === 'true' && c.var.user !== null
    setContentCache(c, includeUnpublished)
    return c.json(await listPovs(c.var.db, { includeUnpublished }))
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const includeUnpublished = c.var.user !== null
    const pov = await getPov(c.var.db, c.req.valid('param').id, { includeUnpublished })
    if (!pov) throw new HttpError(404, apiMessages.notFound)
    setContentCache(c, includeUnpublished)
    return c.json(pov)
  })
