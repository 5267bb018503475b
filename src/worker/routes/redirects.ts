import { Hono } from 'hono'
import { apiMessages } from '../../shared/messages'
import { idParam } from '../../shared/schemas/fields'
import { redirectInput } from '../../shared/schemas/redirect'
import type { AppEnv } from '../app-env'
import { EVERY_TAG } from '../lib/cache-tags'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { dropsCachedCopies } from '../middleware/drops-cached-copies'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin } from '../middleware/require-user'
import { listMissedPaths } from '../services/missed-paths'
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from '../services/redirects'

// A write is seen at the next request: it drops the cached answers it may change (lib/cache-tags.ts).
const dropsCopies = dropsCachedCopies(EVERY_TAG)

/**
 * /api/admin/redirects, admins only: the redirects public pages answer with (routes/site.ts).
 * A `from` is unique, and no redirect leads to another's `from` (400 on the field that would).
 */
export const redirectRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => c.json({ redirects: await listRedirects(c.var.db) }))
  .post('/', dropsCopies, ...jsonBody(), validate('json', redirectInput), async (c) =>
    c.json(await createRedirect(c.var.db, c.var.actor, c.req.valid('json')), 201),
  )
  .put(
    '/:id',
    dropsCopies,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', redirectInput),
    async (c) => {
      const redirect = await updateRedirect(
        c.var.db,
        c.var.actor,
        c.req.valid('param').id,
        c.req.valid('json'),
      )
      if (!redirect) throw new HttpError(404, apiMessages.notFound)
      return c.json(redirect)
    },
  )
  .delete('/:id', dropsCopies, validate('param', idParam), async (c) => {
    if (!(await deleteRedirect(c.var.db, c.var.actor, c.req.valid('param').id)))
      throw new HttpError(404, apiMessages.notFound)
    return c.body(null, 204)
  })

/** /api/admin/missed-addresses, admins only: public addresses that answered 404 lately, most requested first. */
export const missedAddressRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/', async (c) => c.json({ missed: await listMissedPaths(c.var.db) }))
