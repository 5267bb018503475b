import { Hono } from 'hono'
import { ADMIN_ROLE } from '../../shared/constants'
import type { ContentTypeName } from '../../shared/content/registry'
import { apiMessages, authMessages } from '../../shared/messages'
import { NEW_ITEM_KEY, unsavedChangesBody, unsavedChangesParam } from '../../shared/schemas/unsaved-changes'
import type { CurrentUser } from '../../shared/types'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireUser } from '../middleware/require-user'
import {
  dropUnsavedChanges,
  keepUnsavedChanges,
  readUnsavedChanges,
} from '../services/content/unsaved-changes'

/**
 * A staff member's own unsaved changes, so that a sign-out, a reload or a closed tab
 * loses nothing: /api/unsaved-changes/:contentType/:itemKey, always the signed-in user's row.
 * Anyone may create an item but only admins edit one (docs/product.md section 6), so only admins keep
 * changes to an existing item.
 */
function keyOf(user: CurrentUser, param: { contentType: ContentTypeName; itemKey: string }) {
  if (param.itemKey !== NEW_ITEM_KEY && user.role !== ADMIN_ROLE)
    throw new HttpError(403, authMessages.forbidden)
  return { userId: user.id, ...param }
}

export const unsavedChangesRoutes = new Hono<AppEnv>()
  .get('/:contentType/:itemKey', requireUser, validate('param', unsavedChangesParam), async (c) => {
    const kept = await readUnsavedChanges(c.var.db, keyOf(c.var.user, c.req.valid('param')))
    if (!kept) throw new HttpError(404, apiMessages.notFound)
    return c.json(kept)
  })
  .put(
    '/:contentType/:itemKey',
    requireUser,
    validate('param', unsavedChangesParam),
    ...jsonBody(),
    validate('json', unsavedChangesBody),
    async (c) => {
      const key = keyOf(c.var.user, c.req.valid('param'))
      const savedAt = await keepUnsavedChanges(c.var.db, key, c.req.valid('json').values)
      return c.json({ savedAt: savedAt.toISOString() })
    },
  )
  .delete('/:contentType/:itemKey', requireUser, validate('param', unsavedChangesParam), async (c) => {
    await dropUnsavedChanges(c.var.db, keyOf(c.var.user, c.req.valid('param')))
    return c.body(null, 204)
  })
