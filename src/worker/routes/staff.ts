import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { idParam } from '../../shared/schemas/fields'
import { changeRoleSchema, inviteStaffSchema } from '../../shared/schemas/staff'
import { twoFactorMessages } from '../../shared/two-factor-messages'
import type { AppEnv } from '../app-env'
import { users } from '../db/schema'
import { requestNetwork } from '../lib/client-network'
import { HttpError } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin } from '../middleware/require-user'
import { staffActor } from '../services/audit-log'
import { createInvite, reissueInvite, revokeInvite } from '../services/staff-invites'
import { changeRole, listStaff, setActive, signOutEverywhere } from '../services/staff-members'
import { resetTwoFactor } from '../services/two-factor/enrolment'

/**
 * /api/admin/staff, admins only: the staff list, invitations (made, revoked, re-issued), role,
 * active flag, sign-out everywhere and taking a member's second factor away. Unsafe methods pass
 * the same-origin check of the API (app.ts).
 */
export const staffRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await listStaff(c.var.db)))
  .post('/invites', requireAdmin, ...jsonBody(), validate('json', inviteStaffSchema), async (c) => {
    const invite = await createInvite(c.var.db, c.req.valid('json'), c.var.actor, new URL(c.req.url).origin)
    return c.json(invite, 201)
  })
  .delete('/invites/:id', requireAdmin, validate('param', idParam), async (c) => {
    await revokeInvite(c.var.db, c.req.valid('param').id, c.var.actor)
    return c.body(null, 204)
  })
  .post('/invites/:id/reissue', requireAdmin, validate('param', idParam), async (c) => {
    const origin = new URL(c.req.url).origin
    return c.json(await reissueInvite(c.var.db, c.req.valid('param').id, c.var.actor, origin), 201)
  })
  .put(
    '/:id/role',
    requireAdmin,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', changeRoleSchema),
    async (c) => {
      return c.json(
        await changeRole(c.var.db, c.req.valid('param').id, c.req.valid('json').role, c.var.actor),
      )
    },
  )
  .post('/:id/deactivate', requireAdmin, validate('param', idParam), async (c) => {
    return c.json(await setActive(c.var.db, c.req.valid('param').id, false, c.var.actor))
  })
  .post('/:id/activate', requireAdmin, validate('param', idParam), async (c) => {
    return c.json(await setActive(c.var.db, c.req.valid('param').id, true, c.var.actor))
  })
  .delete('/:id/sessions', requireAdmin, validate('param', idParam), async (c) => {
    await signOutEverywhere(c.var.db, c.req.valid('param').id, c.var.actor)
    return c.json({ ok: true })
  })
  // A lost phone: the member's second factor goes, their sessions stay.
  .delete('/:id/two-factor', requireAdmin, validate('param', idParam), async (c) => {
    const { db, user } = c.var
    const { id } = c.req.valid('param')
    const [target] = await db.select({ email: users.email }).from(users).where(eq(users.id, id))
    if (!target) throw new HttpError(404, twoFactorMessages.unknownUser)
    if (!(await resetTwoFactor(db, id, staffActor(user, requestNetwork(c.req)), target)))
      throw new HttpError(409, twoFactorMessages.notEnabled)
    return c.json({ ok: true })
  })
