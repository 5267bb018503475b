import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { idParam } from '../../shared/schemas/fields'
import { povSchema } from '../../shared/schemas/pov'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin, requireUser } from '../middleware/require-user'
import { createPov, deletePov, updatePov } from '../services/pov-writes'

/** Writes under /api/povs: any staff user creates, only admins update and delete. */
export const povAdminRoutes = new Hono<AppEnv>()
  .post('/', requireUser, ...jsonBody(), validate('json', povSchema), async (c) => {
    return c.json(await createPov(c.var.db, c.req.valid('json')), 201)
  })
  .put(
    '/:id',
    requireAdmin,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', povSchema),
    async (c) => {
      const pov = await updatePov(c.var.db, c.req.valid('param').id, c.req.valid('json'))
      if (!pov) throw new HttpError(404, apiMessages.notFound)
      return c.json(pov)
    },
  )
  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    if (!(await deletePov(c.var.db, c.req.valid('param').id))) throw new HttpError(404, apiMessages.notFound)
    return c.json({ ok: true })
  })
