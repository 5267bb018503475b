import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import {
  LOGIN_IP_LIMIT,
  LOGIN_IP_WINDOW_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_MS,
  TWO_FACTOR_PENDING_MS,
} from '../../shared/constants'
import { authMessages } from '../../shared/messages'
import { loginSchema } from '../../shared/schemas/auth'
import { twoFactorCodeSchema } from '../../shared/schemas/two-factor'
import { twoFactorMessages } from '../../shared/two-factor-messages'
import type { CurrentUser, TwoFactorChallenge } from '../../shared/types'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { requestNetwork } from '../lib/client-network'
import { HttpError, tooManyAttempts } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { auditStatement, staffActor } from '../services/audit-log'
import { signIn } from '../services/auth'
import { scryptParamsFor } from '../services/passwords'
import { deleteSession, SESSION_COOKIE } from '../services/sessions'
import { codeLockNotice } from '../services/two-factor/code-lock'
import {
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_COOKIE_OPTIONS,
} from '../services/two-factor/pending-sign-in'
import { signInWithSecondFactor } from '../services/two-factor/sign-in'

const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'Lax',
  path: '/',
} as const

/** The session cookie of a completed sign-in (password alone, or with a second factor). */
function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_ABSOLUTE_LIFETIME_MS / 1000 })
}

/** Both steps of a sign-in count against one limit per client network. */
const loginRateLimit = rateLimit({
  name: 'login',
  limit: LOGIN_IP_LIMIT,
  windowSeconds: LOGIN_IP_WINDOW_SECONDS,
})

/**
 * Signing in and out (/api/login, then /api/login/two-factor when the account has a second factor;
 * /api/logout) and who is signed in (/api/auth/user).
 */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', loginRateLimit, ...jsonBody(), validate('json', loginSchema), async (c) => {
    c.header('Cache-Control', 'no-store')
    // A fresh token on every sign-in; whatever session the browser held before ends there.
    const result = await signIn(
      c.var.db,
      {
        ...c.req.valid('json'),
        network: requestNetwork(c.req),
        previousSessionId: c.var.sessionId,
        userAgent: c.req.header('user-agent'),
      },
      scryptParamsFor(readConfig(c.env).PASSWORD_HASH_COST),
    )
    if (!result.ok && result.reason === 'locked')
      throw tooManyAttempts(authMessages.accountLocked, result.retryAfterMs)
    if (!result.ok) throw new HttpError(401, authMessages.invalidCredentials)
    if ('pendingToken' in result) {
      // No session yet: POST /api/login/two-factor takes the code with this cookie.
      setCookie(c, PENDING_SIGN_IN_COOKIE, result.pendingToken, {
        ...PENDING_SIGN_IN_COOKIE_OPTIONS,
        maxAge: TWO_FACTOR_PENDING_MS / 1000,
      })
      return c.json<TwoFactorChallenge>({ twoFactorRequired: true })
    }
    setSessionCookie(c, result.token)
    return c.json(result.user)
  })
  // The second step: the code, with the cookie of the first step's challenge.
  .post(
    '/login/two-factor',
    loginRateLimit,
    ...jsonBody(),
    validate('json', twoFactorCodeSchema),
    async (c) => {
      c.header('Cache-Control', 'no-store')
      const pendingToken = getCookie(c, PENDING_SIGN_IN_COOKIE)
      const result = pendingToken
        ? await signInWithSecondFactor(c.var.db, {
            pendingToken,
            code: c.req.valid('json').code,
            network: requestNetwork(c.req),
            previousSessionId: c.var.sessionId,
            userAgent: c.req.header('user-agent'),
          })
        : ({ ok: false, reason: 'expired' } as const)
      if (!result.ok && result.reason === 'invalid') throw new HttpError(401, twoFactorMessages.invalidCode)
      // Every other answer ends the pending sign-in: signed in, or back to the password.
      deleteCookie(c, PENDING_SIGN_IN_COOKIE, PENDING_SIGN_IN_COOKIE_OPTIONS)
      if (!result.ok && result.reason === 'account_locked')
        throw tooManyAttempts(twoFactorMessages.accountCodesLocked, result.retryAfterMs)
      if (!result.ok && result.reason === 'exhausted')
        throw new HttpError(401, twoFactorMessages.tooManyCodes)
      if (!result.ok) throw new HttpError(401, twoFactorMessages.pendingExpired)
      setSessionCookie(c, result.token)
      return c.json(result.user)
    },
  )
  .post('/logout', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { db, sessionId } = c.var
    const user = c.var.user ?? c.var.restrictedUser
    if (sessionId && user) {
      await db.batch([
        deleteSession(db, sessionId),
        auditStatement(db, staffActor(user, requestNetwork(c.req)), { action: 'sign_out' }),
      ])
    }
    deleteCookie(c, SESSION_COOKIE, cookieOptions)
    return c.json({ ok: true })
  })
  .get('/auth/user', async (c) => {
    c.header('Cache-Control', 'no-store')
    const { user, restrictedUser } = c.var
    if (restrictedUser) return c.json<CurrentUser | null>({ ...restrictedUser, twoFactorSetupRequired: true })
    const lockNotice = user ? await codeLockNotice(c.var.db, user.id) : null
    return c.json<CurrentUser | null>(
      user && lockNotice ? { ...user, twoFactorLockNotice: lockNotice.toISOString() } : user,
    )
  })
