import { Hono } from 'hono'
import { NEXT_CURSOR_HEADER } from '../../shared/constants'
import { hashtagListQuery } from '../../shared/schemas/content-query'
import { hashtagSchema } from '../../shared/schemas/hashtag'
import type { AppEnv } from '../app-env'
import { setContentCache } from '../lib/cache'
import { CONTENT_TAGS } from '../lib/cache-tags'
import { validate } from '../lib/validate'
import { createHashtag, deleteHashtag, updateHashtag } from '../services/content/hashtag-writes'
import { listHashtagPage } from '../services/content/hashtags'
import { contentWriteRoutes } from './content/writes'

/**
 * /api/hashtags: the public list, and staff writes with the content core's permissions (POST for
 * any staff user, PUT and DELETE for admins). Names are unique: 409 on a duplicate. Every item
 * shows its hashtags' names, so a write drops the cached copies of every content type.
 */
export const hashtagRoutes = new Hono<AppEnv>()
  .get('/', validate('query', hashtagListQuery), async (c) => {
    setContentCache(c, false)
    const page = await listHashtagPage(c.var.db, c.req.valid('query'))
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return c.json(page.items)
  })
  .route(
    '/',
    contentWriteRoutes(
      hashtagSchema,
      { create: createHashtag, update: updateHashtag, remove: deleteHashtag },
      CONTENT_TAGS,
    ),
  )
