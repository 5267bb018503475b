import { Hono } from 'hono'
import { z } from 'zod'
import { DOCUMENT_KEY_PATTERN } from '../../shared/document-key'
import { imageInUse } from '../../shared/media-library-text'
import { apiMessages } from '../../shared/messages'
import { idParam } from '../../shared/schemas/fields'
import { mediaFocusInput } from '../../shared/schemas/media'
import type { AppEnv } from '../app-env'
import { CONTENT_TAGS, imageCacheTag } from '../lib/cache-tags'
import { edgeOrigins } from '../lib/edge-origins'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { dropsCachedCopies, purgeEverywhere } from '../middleware/drops-cached-copies'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin, requireUser } from '../middleware/require-user'
import { listDocuments, PDF_TYPE, pdfFileName } from '../services/documents'
import { listMedia, setMediaFocus, trashMedia, trashUnusedUploads } from '../services/images/media-library'

const documentFile = z.object({ file: z.string().max(60) })

/**
 * GET /api/media (any staff user): every uploaded image with the items that use it.
 * GET /api/media/documents (any staff user): every stored whitepaper PDF with the whitepapers
 * that offer it; GET /api/media/documents/<uuid>.pdf opens one, in the browser's PDF viewer.
 * PATCH /api/media/:id (admins only) `{ focus: { x, y } | null }`: the image's focal point.
 * DELETE /api/media/:id (admins only): moves the image to the trash; 409 while an item uses it.
 * POST /api/media/trash-unused (admins only): every image no item uses, uploaded more than 30 days
 * ago, to the trash; answers `{ count }`.
 */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/', requireUser, async (c) => c.json({ items: await listMedia(c.var.db, c.req.url) }))
  .get('/documents', requireUser, async (c) =>
    c.json({ items: await listDocuments(c.var.db, c.env.UPLOADS) }),
  )
  .get('/documents/:file', requireUser, validate('param', documentFile), async (c) => {
    const key = `documents/${c.req.valid('param').file}`
    const object = DOCUMENT_KEY_PATTERN.test(key) ? await c.env.UPLOADS.get(key) : null
    if (!object) throw new HttpError(404, apiMessages.notFound)
    const name = object.customMetadata?.fileName || 'whitepaper'
    return c.body(object.body, 200, {
      'Content-Type': PDF_TYPE,
      'Content-Length': String(object.size),
      'Content-Disposition': `inline; filename="${pdfFileName(name.replace(/\.pdf$/i, ''))}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    })
  })
  .patch(
    '/:id',
    requireAdmin,
    ...jsonBody(),
    validate('param', idParam),
    validate('json', mediaFocusInput),
    dropsCachedCopies(CONTENT_TAGS),
    async (c) => {
      const key = await setMediaFocus(
        c.var.db,
        c.req.valid('param').id,
        c.req.valid('json').focus,
        c.var.actor,
        edgeOrigins(c),
      )
      if (!key) throw new HttpError(404, apiMessages.notFound)
      await purgeEverywhere(c, [imageCacheTag(key)])
      return c.body(null, 204)
    },
  )
  .post('/trash-unused', requireAdmin, async (c) => {
    const keys = await trashUnusedUploads(c.var.db, c.var.actor, edgeOrigins(c))
    await purgeEverywhere(c, keys.map(imageCacheTag))
    return c.json({ count: keys.length })
  })
  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    const result = await trashMedia(c.var.db, c.req.valid('param').id, c.var.actor, edgeOrigins(c))
    if (!result) throw new HttpError(404, apiMessages.notFound)
    if (!result.trashed) throw new HttpError(409, imageInUse(result.usedBy))
    await purgeEverywhere(c, [imageCacheTag(result.key)])
    return c.body(null, 204)
  })
