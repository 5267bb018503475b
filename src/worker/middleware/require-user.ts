import { createMiddleware } from 'hono/factory'
import { ADMIN_ROLE } from '../../shared/constants'
import { authMessages } from '../../shared/messages'
import { twoFactorMessages } from '../../shared/two-factor-messages'
import type { CurrentUser } from '../../shared/types'
import type { AppEnv } from '../app-env'
import { requestNetwork } from '../lib/client-network'
import { HttpError } from '../lib/http-error'
import { type AuditActor, staffActor } from '../services/audit-log'

type SignedInEnv = AppEnv & { Variables: { user: CurrentUser; actor: AuditActor } }

/** 401 for anonymous callers, 403 for a session that must set up a second factor first. */
function refuseWithoutUser(c: { var: AppEnv['Variables'] }) {
  if (c.var.user) return
  if (c.var.restrictedUser) throw new HttpError(403, twoFactorMessages.setupRequired)
  throw new HttpError(401, authMessages.unauthenticated)
}

/**
 * 401 unless a staff user is signed in; staff responses are never cached. `actor` is who the
 * audit log names for what the request changes: the user, from their network.
 */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  refuseWithoutUser(c)
  c.set('actor', staffActor(c.var.user, requestNetwork(c.req)))
  c.header('Cache-Control', 'no-store')
  return next()
})

/** 401 for anonymous callers, 403 for signed-in users whose role is not admin. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  refuseWithoutUser(c)
  if (c.var.user.role !== ADMIN_ROLE) throw new HttpError(403, authMessages.forbidden)
  c.set('actor', staffActor(c.var.user, requestNetwork(c.req)))
  c.header('Cache-Control', 'no-store')
  return next()
})

type AccountEnv = AppEnv & { Variables: { account: CurrentUser } }

/**
 * For what a user does to their own second factor: every signed-in user, restricted sessions
 * included (that is how they get out of the restriction); `account` is that user.
 */
export const requireAccount = createMiddleware<AccountEnv>(async (c, next) => {
  const account = c.var.user ?? c.var.restrictedUser
  if (!account) throw new HttpError(401, authMessages.unauthenticated)
  c.set('account', account)
  c.header('Cache-Control', 'no-store')
  return next()
})
