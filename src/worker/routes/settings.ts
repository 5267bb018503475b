import { Hono } from 'hono'
import { requireTwoFactorSchema } from '../../shared/schemas/two-factor'
import { twoFactorMessages } from '../../shared/two-factor-messages'
import type { AppEnv } from '../app-env'
import { requestNetwork } from '../lib/client-network'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin } from '../middleware/require-user'
import { auditStatement, staffActor } from '../services/audit-log'
import { twoFactorState } from '../services/two-factor/enrolment'
import { isTwoFactorRequired, setTwoFactorRequired } from '../services/two-factor/settings'

/**
 * /api/admin/settings, admins only: the site's settings, each changed with its audit event.
 * /two-factor: whether every staff member must have a second factor.
 */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/two-factor', requireAdmin, async (c) => c.json({ required: await isTwoFactorRequired(c.var.db) }))
  .put('/two-factor', requireAdmin, ...jsonBody(), validate('json', requireTwoFactorSchema), async (c) => {
    const { db, user } = c.var
    const { required } = c.req.valid('json')
    // Else the admin's own session would be restricted the moment the setting is saved.
    if (required && !(await twoFactorState(db, user.id)).enabled)
      throw new HttpError(409, twoFactorMessages.enableOwnFirst)
    await db.batch([
      setTwoFactorRequired(db, required),
      auditStatement(db, staffActor(user, requestNetwork(c.req)), {
        action: 'settings_changed',
        detail: { setting: 'require_two_factor', value: required },
      }),
    ])
    return c.json({ required })
  })
