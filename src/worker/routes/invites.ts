import { Hono } from 'hono'
import { validator } from 'hono/validator'
import { INVITE_IP_LIMIT, INVITE_IP_WINDOW_SECONDS } from '../../shared/constants'
import type { AcceptInviteInput } from '../../shared/schemas/staff'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { auditNetwork, requestNetwork } from '../lib/client-network'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { scryptParamsFor } from '../services/passwords'
import { acceptInvite, readInvite } from '../services/staff-invites'

const limit = rateLimit({ name: 'invite', limit: INVITE_IP_LIMIT, windowSeconds: INVITE_IP_WINDOW_SECONDS })

/**
 * /api/invites/:token, for anyone holding an invitation link: what it invites to, and
 * its acceptance. Limited per client network; answers are never cached.
 */
export const inviteRoutes = new Hono<AppEnv>()
  .get('/:token', limit, async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await readInvite(c.var.db, c.req.param('token')))
  })
  // The body's policy names the invited e-mail, so the service parses it once the invitation is
  // read; the validator here only types the body for the client.
  .post(
    '/:token/accept',
    limit,
    ...jsonBody(),
    validator('json', (body) => body as AcceptInviteInput),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      const network = auditNetwork(requestNetwork(c.req))
      const scrypt = scryptParamsFor(readConfig(c.env).PASSWORD_HASH_COST)
      return c.json(
        await acceptInvite(c.var.db, c.req.param('token'), c.req.valid('json'), network, scrypt),
        201,
      )
    },
  )
