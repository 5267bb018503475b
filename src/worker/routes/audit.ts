import { Hono } from 'hono'
import { NEXT_CURSOR_HEADER } from '../../shared/constants'
import { auditListQuery } from '../../shared/schemas/audit'
import type { AppEnv } from '../app-env'
import { validate } from '../lib/validate'
import { requireAdmin } from '../middleware/require-user'
import { listAuditActors, listAuditEvents } from '../services/audit-queries'

/**
 * GET /api/admin/audit: the audit log, admins only, newest first; a JSON array with the next
 * page's cursor in X-Next-Cursor, like the content lists. The log has no write route: events are
 * appended by the actions they record and removed only by the retention cron.
 */
export const auditRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', auditListQuery), async (c) => {
    const page = await listAuditEvents(c.var.db, c.req.valid('query'))
    if (page.nextCursor) c.header(NEXT_CURSOR_HEADER, page.nextCursor)
    return c.json(page.items)
  })
  /** The staff accounts the log names, for the screen's person filter. */
  .get('/actors', requireAdmin, async (c) => c.json(await listAuditActors(c.var.db)))
