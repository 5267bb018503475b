import { Hono } from 'hono'
import { INVITE_IP_LIMIT, INVITE_IP_WINDOW_SECONDS } from '../../shared/constants'
import type { AppEnv } from '../app-env'
import { auditNetwork, requestNetwork } from '../lib/client-network'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { acceptInvite, readInvite } from '../services/staff-invites'

const limit = rateLimit({ name: 'invite', limit: INVITE_IP_LIMIT, windowSeconds: INVITE_IP_WINDOW_SECONDS })

/**
 * /api/invites/:token, for anyone holding an invitation link (issue 13): what it invites to, and
 * its acceptance. Limited per client network; answers are never cached.
 */
export const inviteRoutes = new Hono<AppEnv>()
  .get('/:token', limit, async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await readInvite(c.var.db, c.req.param('token')))
  })
  .post('/:token/accept', limit, ...jsonBody(), async (c) => {
    c.header('Cache-Control', 'no-store')
    const network = auditNetwork(requestNetwork(c.req))
    return c.json(await acceptInvite(c.var.db, c.req.param('token'), await c.req.json(), network), 201)
  })
