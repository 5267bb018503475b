import { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { setContentCache } from '../lib/cache'
import { listHashtags } from '../services/hashtags'

export const hashtagRoutes = new Hono<AppEnv>().get('/', async (c) => {
  setContentCache(c, false)
  return c.json(await listHashtags(c.var.db))
})
