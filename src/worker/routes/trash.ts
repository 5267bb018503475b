import { Hono } from 'hono'
import type { ContentTypeName } from '../../shared/content/registry'
import { apiMessages } from '../../shared/messages'
import { trashMessages } from '../../shared/review-messages'
import { idParam } from '../../shared/schemas/fields'
import type { AppEnv } from '../app-env'
import type { Db } from '../db/client'
import type { TrashRow } from '../db/schema'
import { imageCacheTag } from '../lib/cache-tags'
import { edgeOrigins } from '../lib/edge-origins'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { dropCopiesOf, purgeEverywhere } from '../middleware/drops-cached-copies'
import { requireAdmin } from '../middleware/require-user'
import { contentTypeNamed } from '../services/content/content-types'
import { isTakenPathError } from '../services/content/page-rules'
import { restoreContent } from '../services/trash/trash-content'
import { deleteTrashEntry, emptyTrash, findTrashEntry, listTrash } from '../services/trash/trash-entries'
import { restoreUpload } from '../services/trash/trash-uploads'

/**
 * The trash, admins only (docs/content.md, "Trash"):
 * GET / → `{ entries: TrashEntry[] }`, newest first;
 * POST /:id/restore → 200 `{ ok: true }`, the item or upload back under its own id; 409 when a page's
 *   address has been taken since;
 * DELETE /:id → 204, that entry for good; DELETE / → 200 `{ count }`, every entry for good.
 */
export const trashRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json({ entries: await listTrash(c.var.db) }))
  .post('/:id/restore', requireAdmin, validate('param', idParam), async (c) => {
    const entry = await entryOr404(c.var.db, c.req.valid('param').id)
    if (entry.kind === 'upload') {
      if (!(await restoreUpload(c.var.db, entry, c.var.actor))) throw new HttpError(404, apiMessages.notFound)
      return c.json({ ok: true })
    }
    const type = contentTypeNamed(entry.contentType as ContentTypeName)
    const restored = await restoreContent(c.var.db, type, entry, c.var.actor).catch((error: unknown) => {
      if (isTakenPathError(error)) throw new HttpError(409, trashMessages.addressTaken)
      throw error
    })
    if (!restored) throw new HttpError(404, apiMessages.notFound)
    // It is public again if it was published: cached lists and feeds must show it.
    await dropCopiesOf(c, [type.cacheTag])
    return c.json({ ok: true })
  })
  .delete('/:id', requireAdmin, validate('param', idParam), async (c) => {
    const entry = await entryOr404(c.var.db, c.req.valid('param').id)
    const { count, uploadKeys } = await deleteTrashEntry(
      c.var.db,
      c.env.UPLOADS,
      entry,
      c.var.actor,
      edgeOrigins(c),
    )
    if (!count) throw new HttpError(404, apiMessages.notFound)
    await purgeEverywhere(c, uploadKeys.map(imageCacheTag))
    return c.body(null, 204)
  })
  .delete('/', requireAdmin, async (c) => {
    const { count, uploadKeys } = await emptyTrash(c.var.db, c.env.UPLOADS, c.var.actor, edgeOrigins(c))
    await purgeEverywhere(c, uploadKeys.map(imageCacheTag))
    return c.json({ count })
  })

async function entryOr404(db: Db, id: number): Promise<TrashRow> {
  const entry = await findTrashEntry(db, id)
  if (!entry) throw new HttpError(404, apiMessages.notFound)
  return entry
}
