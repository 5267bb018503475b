import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { SESSION_COOKIE, validateSession } from '../services/sessions'

/** Puts the signed-in user (or null) on the context; never rejects by itself. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE)
  const session = token ? await validateSession(c.var.db, token) : null
  c.set('user', session?.user ?? null)
  c.set('sessionId', session?.sid ?? null)
  return next()
})
