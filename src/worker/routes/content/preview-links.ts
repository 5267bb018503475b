import { Hono } from 'hono'
import { idParam } from '../../../shared/schemas/fields'
import { createPreviewLinkSchema, previewLinkParam } from '../../../shared/schemas/preview-link'
import type { AppEnv } from '../../app-env'
import { validate } from '../../lib/validate'
import { jsonBody } from '../../middleware/json-body'
import { requireUser } from '../../middleware/require-user'
import type { ContentTable, StoredItem } from '../../services/content/content-types'
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../../services/content/preview-links'

/**
 * /api/<type>/:id/preview-links. Every staff member who can see the item makes links
 * and lists the live ones; the link's creator or an admin revokes one. Unsafe methods pass the
 * same-origin check of the API (app.ts).
 */
export const previewLinkRoutes = (type: ContentTable<StoredItem>) =>
  new Hono<AppEnv>()
    .post(
      '/:id/preview-links',
      requireUser,
      validate('param', idParam),
      ...jsonBody(),
      validate('json', createPreviewLinkSchema),
      async (c) => {
        const link = await createPreviewLink(
          c.var.db,
          type,
          c.req.valid('param').id,
          c.req.valid('json').days,
          c.var.user,
          c.var.actor,
          new URL(c.req.url).origin,
        )
        return c.json(link, 201)
      },
    )
    .get('/:id/preview-links', requireUser, validate('param', idParam), async (c) =>
      c.json(await listPreviewLinks(c.var.db, type, c.req.valid('param').id, c.var.user)),
    )
    .delete('/:id/preview-links/:linkId', requireUser, validate('param', previewLinkParam), async (c) => {
      const { id, linkId } = c.req.valid('param')
      await revokePreviewLink(c.var.db, type, id, linkId, c.var.user, c.var.actor)
      return c.json({ ok: true })
    })
