import { Hono } from 'hono'
import type { z } from 'zod'
import { apiMessages } from '../../../shared/messages'
import { idParam } from '../../../shared/schemas/fields'
import { revisionParam } from '../../../shared/schemas/revision'
import type { AppEnv } from '../../app-env'
import { HttpError } from '../../lib/http-error'
import { parseOr400, validate } from '../../lib/validate'
import { dropsCachedCopies } from '../../middleware/drops-cached-copies'
import { requireAdmin, requireUser } from '../../middleware/require-user'
import { type ContentItem, getContent } from '../../services/content/content-reads'
import { getRevision, listRevisions, restoreBody } from '../../services/content/content-revisions'
import type { ContentType, StoredItem } from '../../services/content/content-types'
import { updateContent } from '../../services/content/content-writes'

const staff = { includeUnpublished: true }

/**
 * An item's history: GET /:id/revisions and GET /:id/revisions/:revisionId for any
 * staff user; POST /:id/revisions/:revisionId/restore changes the item, so only admins, as PUT
 * /:id. A restore saves the old version through the update path, as a new revision.
 */
export function revisionRoutes<
  Row extends StoredItem,
  Payload extends { hashtags: number[]; isPublished: boolean; title: string },
  Shown,
>(
  type: ContentType<Row, Payload>,
  schema: z.ZodType<Payload>,
  present: (item: ContentItem<Row>, forStaff: boolean) => Shown,
) {
  return new Hono<AppEnv>()
    .get('/:id/revisions', requireUser, validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param')
      // Items from before revisions were kept have none: an empty history, not a 404.
      if (!(await getContent(c.var.db, type, id, staff))) throw new HttpError(404, apiMessages.notFound)
      return c.json(await listRevisions(c.var.db, type, id))
    })
    .get('/:id/revisions/:revisionId', requireUser, validate('param', revisionParam), async (c) => {
      const { id, revisionId } = c.req.valid('param')
      const revision = await getRevision(c.var.db, type, id, revisionId)
      if (!revision) throw new HttpError(404, apiMessages.notFound)
      // Shown as the API answers the item: a snapshot is the stored row, as it was saved.
      return c.json({ ...revision, item: present(revision.item, true) })
    })
    .post(
      '/:id/revisions/:revisionId/restore',
      dropsCachedCopies([type.cacheTag]),
      requireAdmin,
      validate('param', revisionParam),
      async (c) => {
        const { id, revisionId } = c.req.valid('param')
        const revision = await getRevision(c.var.db, type, id, revisionId)
        if (!revision) throw new HttpError(404, apiMessages.notFound)
        const payload = await parseOr400(schema, await restoreBody(c.var.db, type, revision.item))
        const item = await updateContent(c.var.db, type, id, payload, c.var.actor, revisionId)
        if (!item) throw new HttpError(404, apiMessages.notFound)
        return c.json(present(item, true))
      },
    )
}
