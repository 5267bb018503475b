import { Hono } from 'hono'
import { staffBulkAction } from '../../../shared/schemas/staff-list'
import type { AppEnv } from '../../app-env'
import type { CacheTag } from '../../lib/cache-tags'
import { validate } from '../../lib/validate'
import { dropsCachedCopies } from '../../middleware/drops-cached-copies'
import { jsonBody } from '../../middleware/json-body'
import { requireAdmin } from '../../middleware/require-user'
import { bulkAction } from '../../services/content/bulk-actions'
import type { ContentTable, StoredItem } from '../../services/content/content-types'

/**
 * POST /bulk (admins only): publish, unpublish or delete the chosen items of one type in one
 * action (the staff list's selection), each recorded in the audit log.
 */
export function bulkRoutes(type: ContentTable<StoredItem>, shownIn: CacheTag[]) {
  return new Hono<AppEnv>().post(
    '/bulk',
    dropsCachedCopies(shownIn),
    requireAdmin,
    ...jsonBody(),
    validate('json', staffBulkAction),
    async (c) => c.json(await bulkAction(c.var.db, type, c.req.valid('json'), c.var.actor)),
  )
}
