import { Hono } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { validator } from 'hono/validator'
import { PASSWORD_CHANGE_IP_LIMIT, PASSWORD_CHANGE_IP_WINDOW_SECONDS } from '../../shared/constants'
import { type ChangePasswordInput, sessionIdParam } from '../../shared/schemas/account'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { requestNetwork } from '../lib/client-network'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireUser } from '../middleware/require-user'
import { changePassword, endOwnSession, listOwnSessions } from '../services/account'
import { staffActor } from '../services/audit-log'
import { scryptParamsFor } from '../services/passwords'
import { SESSION_COOKIE } from '../services/sessions'

/** /api/account: the signed-in staff member's own password and sessions. */
export const accountRoutes = new Hono<AppEnv>()
  .put(
    '/password',
    requireUser,
    // Each attempt checks a password: a stolen session must not become a way to guess it.
    rateLimit({
      name: 'password-change',
      limit: PASSWORD_CHANGE_IP_LIMIT,
      windowSeconds: PASSWORD_CHANGE_IP_WINDOW_SECONDS,
    }),
    ...jsonBody(),
    // The new password's policy names the account's e-mail, so the service parses the body; the
    // validator here only types it for the client.
    validator('json', (body) => body as ChangePasswordInput),
    async (c) => {
      const { db, user, sessionId } = c.var
      const scrypt = scryptParamsFor(readConfig(c.env).PASSWORD_HASH_COST)
      await changePassword(db, user, sessionId ?? '', c.req.valid('json'), requestNetwork(c.req), scrypt)
      return c.json({ ok: true })
    },
  )
  .get('/sessions', requireUser, async (c) =>
    c.json(await listOwnSessions(c.var.db, c.var.user.id, c.var.sessionId ?? '')),
  )
  .delete('/sessions/:id', requireUser, validate('param', sessionIdParam), async (c) => {
    const { db, user, sessionId } = c.var
    const actor = staffActor(user, requestNetwork(c.req))
    const ended = await endOwnSession(db, user.id, c.req.valid('param').id, sessionId ?? '', actor)
    // Ending this very session is signing out here.
    if (ended.current) deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true })
    return c.json(ended)
  })
