import { Hono } from 'hono'
import { idParam } from '../../shared/schemas/fields'
import { changeRoleSchema, inviteStaffSchema } from '../../shared/schemas/staff'
import type { AppEnv } from '../app-env'
import { requestNetwork } from '../lib/client-network'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { requireAdmin } from '../middleware/require-user'
import { staffActor } from '../services/audit-log'
import { createInvite, reissueInvite, revokeInvite } from '../services/staff-invites'
import { changeRole, listStaff, setActive, signOutEverywhere } from '../services/staff-members'

/**
 * /api/admin/staff, admins only: the staff list, invitations (made, revoked, re-issued), role,
 * active flag and sign-out everywhere. Unsafe methods pass the same-origin check of the API (app.ts).
 */
export const staffRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json(await listStaff(c.var.db)))
  .post('/invites', requireAdmin, ...jsonBody(), validate('json', inviteStaffSchema), async (c) => {
    const actor = staffActor(c.var.user, requestNetwork(c.req))
    const invite = await createInvite(c.var.db, c.req.valid('json'), actor, new URL(c.req.url).origin)
    return c.json(invite, 201)
  })
  .delete('/invites/:id', requireAdmin, validate('param', idParam), async (c) => {
    await revokeInvite(c.var.db, c.req.valid('param').id, staffActor(c.var.user, requestNetwork(c.req)))
    return c.body(null, 204)
  })
  .post('/invites/:id/reissue', requireAdmin, validate('param', idParam), async (c) => {
    const actor = staffActor(c.var.user, requestNetwork(c.req))
    const origin = new URL(c.req.url).origin
    return c.json(await reissueInvite(c.var.db, c.req.valid('param').id, actor, origin), 201)
  })
  .put(
    '/:id/role',
    requireAdmin,
    validate('param', idParam),
    ...jsonBody(),
    validate('json', changeRoleSchema),
    async (c) => {
      const actor = staffActor(c.var.user, requestNetwork(c.req))
      return c.json(await changeRole(c.var.db, c.req.valid('param').id, c.req.valid('json').role, actor))
    },
  )
  .post('/:id/deactivate', requireAdmin, validate('param', idParam), async (c) => {
    const actor = staffActor(c.var.user, requestNetwork(c.req))
    return c.json(await setActive(c.var.db, c.req.valid('param').id, false, actor))
  })
  .post('/:id/activate', requireAdmin, validate('param', idParam), async (c) => {
    const actor = staffActor(c.var.user, requestNetwork(c.req))
    return c.json(await setActive(c.var.db, c.req.valid('param').id, true, actor))
  })
  .delete('/:id/sessions', requireAdmin, validate('param', idParam), async (c) => {
    const actor = staffActor(c.var.user, requestNetwork(c.req))
    await signOutEverywhere(c.var.db, c.req.valid('param').id, actor)
    return c.json({ ok: true })
  })
