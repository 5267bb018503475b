import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { idParam } from '../../shared/schemas/fields'
import { sharedBlockInput } from '../../shared/schemas/shared-block'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { dropsCachedCopies } from '../middleware/drops-cached-copies'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin, requireUser } from '../middleware/require-user'
import {
  createSharedBlock,
  deleteSharedBlock,
  getSharedBlock,
  listSharedBlocks,
  sharedBlockHistory,
  updateSharedBlock,
} from '../services/shared-blocks'

// Every page render reads its shared blocks, so a write drops the pages' cached copies (here and,
// by purge, everywhere): no list of which page shows which block to keep up to date.
const dropsCopies = dropsCachedCopies(['pages'])

/**
 * /api/shared-blocks: every staff member reads them (to place one on a page); writing one changes
 * published pages at once, which the editorial workflow leaves to admins.
 */
export const sharedBlockRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json({ sharedBlocks: await listSharedBlocks(c.var.db) }))
  .get('/:id', requireUser, validate('param', idParam), async (c) => {
    const found = await getSharedBlock(c.var.db, c.req.valid('param').id)
    if (!found) throw new HttpError(404, apiMessages.notFound)
    return c.json(found)
  })
  .get('/:id/revisions', requireUser, validate('param', idParam), async (c) => {
    const history = await sharedBlockHistory(c.var.db, c.req.valid('param').id)
    if (!history) throw new HttpError(404, apiMessages.notFound)
    return c.json({ revisions: history })
  })
  .post('/', dropsCopies, requireAdmin, ...jsonBody(), validate('json', sharedBlockInput), async (c) =>
    c.json(await createSharedBlock(c.var.db, c.var.user, c.var.actor, c.req.valid('json')), 201),
  )
  .put(
    '/:id',
    dropsCopies,
    requireAdmin,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', sharedBlockInput),
    async (c) => {
      const { id } = c.req.valid('param')
      const found = await updateSharedBlock(c.var.db, c.var.user, c.var.actor, id, c.req.valid('json'))
      if (!found) throw new HttpError(404, apiMessages.notFound)
      return c.json(found)
    },
  )
  .delete('/:id', dropsCopies, requireAdmin, validate('param', idParam), async (c) => {
    if (!(await deleteSharedBlock(c.var.db, c.var.actor, c.req.valid('param').id)))
      throw new HttpError(404, apiMessages.notFound)
    return c.body(null, 204)
  })
