import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { idParam } from '../../shared/schemas/fields'
import { hashtagSchema } from '../../shared/schemas/hashtag'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin, requireUser } from '../middleware/require-user'
import { createHashtag, deleteHashtag, updateHashtag } from '../services/hashtag-writes'

/** Writes under /api/hashtags: any staff user creates, only admins update and delete. */
export const hashtagAdminRoutes = new Hono<AppEnv>()
  .post('/', requireUser, ...jsonBody(), validate('json', hashtagSchema), async (c) => {
    return c.json(await createHashtag(c.var.db, c.req.valid('json')), 201)
  })
  .put(
    '/:id',
    requireAdmin,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', hashtagSchema),
    async (c) => {
      const hashtag = await updateHashtag(c.var.db, c.req.valid('param').id, c.req.valid('json'))
      if (!hashtag) throw new HttpError(404, apiMessages.notFound)
      return c.json(hashtag)
    },
  )
  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    if (!(await deleteHashtag(c.var.db, c.req.valid('param').id)))
      throw new HttpError(404, apiMessages.notFound)
    return c.json({ ok: true })
  })
