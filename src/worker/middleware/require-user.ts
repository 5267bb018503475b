import { createMiddleware } from 'hono/factory'
import { ADMIN_ROLE } from '../../shared/constants'
import { authMessages } from '../../shared/messages'
import type { CurrentUser } from '../../shared/types'
import type { AppEnv } from '../app-env'
import { HttpError } from '../lib/http-error'

type SignedInEnv = AppEnv & { Variables: { user: CurrentUser } }

/** 401 unless a staff user is signed in; staff responses are never cached. */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new HttpError(401, authMessages.unauthenticated)
  c.header('Cache-Control', 'no-store')
  return next()
})

/** 401 for anonymous callers, 403 for signed-in users whose role is not admin. */
export const requireAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw new HttpError(401, authMessages.unauthenticated)
  if (c.var.user.role !== ADMIN_ROLE) throw new HttpError(403, authMessages.forbidden)
  c.header('Cache-Control', 'no-store')
  return next()
})
