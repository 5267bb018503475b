import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../../shared/constants'
import type { AppEnv } from '../app-env'
import { createDb, D1_BOOKMARK_COOKIE, parseBookmark } from '../db/client'
import { SESSION_COOKIE, validateSession } from '../services/sessions'
import { needsTwoFactorSetup } from '../services/two-factor/settings'

/**
 * Puts the request's database on the context, as one D1 session (read replication): visitors
 * read from the nearest replica; a request carrying the staff cookie starts from the bookmark
 * it brought (or from the primary) and takes the new bookmark home, so its next request reads
 * at least what this one wrote.
 */
export const openDbSession = createMiddleware<AppEnv>(async (c, next) => {
  const staff = getCookie(c, SESSION_COOKIE) !== undefined
  const carried = staff ? parseBookmark(getCookie(c, D1_BOOKMARK_COOKIE)) : null
  const session = c.env.DB.withSession(carried ?? (staff ? 'first-primary' : 'first-unconstrained'))
  c.set('db', createDb(session))
  await next()
  const bookmark = staff ? session.getBookmark() : null
  if (bookmark !== null && bookmark !== carried) {
    setCookie(c, D1_BOOKMARK_COOKIE, bookmark, {
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000,
    })
  }
})

/**
 * Puts the signed-in user (or null) on the context; never rejects by itself. A user who must set
 * up a second factor first goes on the context as `restrictedUser` instead of `user`.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE)
  const session = token ? await validateSession(c.var.db, token) : null
  const restricted = session ? await needsTwoFactorSetup(c.var.db, session.user.id) : false
  c.set('user', restricted ? null : (session?.user ?? null))
  c.set('restrictedUser', restricted ? (session?.user ?? null) : null)
  c.set('sessionId', session?.sid ?? null)
  return next()
})
