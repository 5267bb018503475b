import { Hono } from 'hono'
import { NEXT_CURSOR_HEADER } from '../../shared/constants'
import { hashtagListQuery } from '../../shared/schemas/content-query'
import type { AppEnv } from '../app-env'
import { setContentCache } from '../lib/cache'
import { validate } from '../lib/validate'
import { listHashtagPage } from '../services/content/hashtags'

export const hashtagRoutes = new Hono<AppEnv>().get('/', validate('query', hashtagListQuery), async (c) => {
  setContentCache(c, false)
  const page = await listHashtagPage(c.var.db, c.req.valid('query'))
  if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
  return c.json(page.items)
})
