import { Hono } from 'hono'
import { mediaApiMessages } from '../../shared/media-messages'
import { apiMessages } from '../../shared/messages'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { imageCacheTag } from '../lib/cache-tags'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { purgeEverywhere } from '../middleware/drops-cached-copies'
import { requireAdmin, requireUser } from '../middleware/require-user'
import { deleteMedia, listMedia } from '../services/media-library'

/**
 * GET /api/media (any staff user): every uploaded image with the items that use it.
 * DELETE /api/media/:id (admins only, like content deletes): 409 while an item uses the image.
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json({ items: await listMedia(c.var.db, c.req.url) }))
  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    const origins = [new URL(c.req.url).origin, new URL(readConfig(c.env).SITE_URL).origin]
    const result = await deleteMedia(c.var.db, c.env.UPLOADS, c.req.valid('param').id, c.var.actor, origins)
    if (!result) throw new HttpError(404, apiMessages.notFound)
    if (!result.deleted) throw new HttpError(409, mediaApiMessages.inUse(result.usedBy))
    await purgeEverywhere(c, [imageCacheTag(result.key)])
    return c.body(null, 204)
  })
