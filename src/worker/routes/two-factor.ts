import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { LOGIN_IP_LIMIT, LOGIN_IP_WINDOW_SECONDS } from '../../shared/constants'
import { authMessages } from '../../shared/messages'
import { idParam } from '../../shared/schemas/fields'
import {
  currentPasswordSchema,
  isTotpCode,
  requireTwoFactorSchema,
  twoFactorCodeSchema,
} from '../../shared/schemas/two-factor'
import { twoFactorMessages } from '../../shared/two-factor-messages'
import type { TwoFactorStatus } from '../../shared/types'
import type { AppEnv } from '../app-env'
import { users } from '../db/schema'
import { requestNetwork } from '../lib/client-network'
import { HttpError, tooManyAttempts } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireAccount, requireAdmin } from '../middleware/require-user'
import { auditStatement, staffActor } from '../services/audit-log'
import { checkCurrentPassword } from '../services/current-password'
import { dismissCodeLockNotice } from '../services/two-factor/code-lock'
import {
  confirmTwoFactorSetup,
  deleteTwoFactor,
  resetTwoFactor,
  startTwoFactorSetup,
  twoFactorState,
} from '../services/two-factor/enrolment'
import {
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_COOKIE_OPTIONS,
} from '../services/two-factor/pending-sign-in'
import { isTwoFactorRequired, setTwoFactorRequired } from '../services/two-factor/settings'
import { signInWithSecondFactor } from '../services/two-factor/sign-in'
import { setSessionCookie } from './auth'

const lockedError = (retryAfterMs: number) => tooManyAttempts(authMessages.accountLocked, retryAfterMs)

/** POST /api/login/two-factor: the second step of a sign-in (after POST /api/login's challenge). */
export const secondFactorRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit({ name: 'login', limit: LOGIN_IP_LIMIT, windowSeconds: LOGIN_IP_WINDOW_SECONDS }),
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
    if (!result.ok && result.reason === 'exhausted') throw new HttpError(401, twoFactorMessages.tooManyCodes)
    if (!result.ok) throw new HttpError(401, twoFactorMessages.pendingExpired)
    setSessionCookie(c, result.token)
    return c.json(result.user)
  },
)

/**
 * /api/account/two-factor: the signed-in user's own second factor. Set-up and removal need the
 * current password; sessions restricted to set-up (the site requires two factors) may use it.
 */
export const accountTwoFactorRoutes = new Hono<AppEnv>()
  .use(requireAccount)
  .get('/', async (c) => {
    const [state, required] = await Promise.all([
      twoFactorState(c.var.db, c.var.account.id),
      isTwoFactorRequired(c.var.db),
    ])
    return c.json<TwoFactorStatus>({
      enabled: state.enabled,
      enabledAt: state.enabledAt?.toISOString() ?? null,
      recoveryCodesLeft: state.recoveryCodesLeft,
      required,
    })
  })
  .post('/setup', ...jsonBody(), validate('json', currentPasswordSchema), async (c) => {
    const { account } = c.var
    await requirePassword(c.var.db, account.id, c.req.valid('json').password, requestNetwork(c.req))
    return c.json(await startTwoFactorSetup(c.var.db, account.id, account.email))
  })
  .post('/confirm', ...jsonBody(), validate('json', twoFactorCodeSchema), async (c) => {
    const { code } = c.req.valid('json')
    const invalid = new HttpError(400, twoFactorMessages.invalidCode, { code: twoFactorMessages.invalidCode })
    if (!isTotpCode(code)) throw invalid
    const result = await confirmTwoFactorSetup(
      c.var.db,
      { ...staffActor(c.var.account, requestNetwork(c.req)), userId: c.var.account.id },
      code,
    )
    if (!result.ok && result.reason === 'no_setup')
      throw new HttpError(409, twoFactorMessages.noSetupInProgress)
    if (!result.ok && result.reason === 'too_many')
      throw new HttpError(409, twoFactorMessages.setupTooManyCodes)
    if (!result.ok) throw invalid
    return c.json({ recoveryCodes: result.recoveryCodes })
  })
  // The user has read that wrong codes closed their code step (GET /api/auth/user's notice).
  .delete('/lock-notice', async (c) => {
    await dismissCodeLockNotice(c.var.db, c.var.account.id)
    return c.json({ ok: true })
  })
  .delete('/', ...jsonBody(), validate('json', currentPasswordSchema), async (c) => {
    const { db, account } = c.var
    if (await isTwoFactorRequired(db)) throw new HttpError(409, twoFactorMessages.removalRequired)
    if (!(await twoFactorState(db, account.id)).enabled)
      throw new HttpError(409, twoFactorMessages.notEnabled)
    const network = requestNetwork(c.req)
    await requirePassword(db, account.id, c.req.valid('json').password, network)
    await db.batch([
      ...deleteTwoFactor(db, account.id),
      auditStatement(db, staffActor(account, network), { action: 'two_factor_disabled' }),
    ])
    return c.json({ ok: true })
  })

/** Refuses unless `password` is the account's (charged to the sign-in throttle). */
async function requirePassword(
  db: AppEnv['Variables']['db'],
  userId: number,
  password: string,
  network: string,
) {
  const check = await checkCurrentPassword(db, userId, password, network)
  if (check.ok) return
  if (check.retryAfterMs > 0) throw lockedError(check.retryAfterMs)
  throw new HttpError(400, twoFactorMessages.wrongPassword, { password: twoFactorMessages.wrongPassword })
}

/** /api/admin/settings/two-factor: whether every staff member must have a second factor. */
export const twoFactorSettingRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, async (c) => c.json({ required: await isTwoFactorRequired(c.var.db) }))
  .put('/', requireAdmin, ...jsonBody(), validate('json', requireTwoFactorSchema), async (c) => {
    const { db, user } = c.var
    const { required } = c.req.valid('json')
    // Else the admin's own session would be restricted the moment the setting is saved.
    if (required && !(await twoFactorState(db, user.id)).enabled)
      throw new HttpError(409, twoFactorMessages.enableOwnFirst)
    await db.batch([
      setTwoFactorRequired(db, required),
      auditStatement(db, staffActor(user, requestNetwork(c.req)), {
        action: 'settings_changed',
        detail: { setting: 'require_two_factor', value: required },
      }),
    ])
    return c.json({ required })
  })

/** DELETE /api/admin/staff/:id/two-factor: an admin takes a staff member's second factor away. */
export const staffTwoFactorRoutes = new Hono<AppEnv>().delete(
  '/:id/two-factor',
  requireAdmin,
  validate('param', idParam),
  async (c) => {
    const { db, user } = c.var
    const { id } = c.req.valid('param')
    const [target] = await db.select({ email: users.email }).from(users).where(eq(users.id, id))
    if (!target) throw new HttpError(404, twoFactorMessages.unknownUser)
    if (!(await resetTwoFactor(db, id, staffActor(user, requestNetwork(c.req)), target)))
      throw new HttpError(409, twoFactorMessages.notEnabled)
    return c.json({ ok: true })
  },
)
