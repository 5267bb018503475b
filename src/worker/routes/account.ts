import { Hono } from 'hono'
import { deleteCookie } from 'hono/cookie'
import { validator } from 'hono/validator'
import { PASSWORD_CHANGE_IP_LIMIT, PASSWORD_CHANGE_IP_WINDOW_SECONDS } from '../../shared/constants'
import { authMessages } from '../../shared/messages'
import { type ChangePasswordInput, sessionIdParam } from '../../shared/schemas/account'
import { currentPasswordSchema, isTotpCode, twoFactorCodeSchema } from '../../shared/schemas/two-factor'
import { twoFactorMessages } from '../../shared/two-factor-messages'
import type { TwoFactorStatus } from '../../shared/types'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { requestNetwork } from '../lib/client-network'
import { HttpError, tooManyAttempts } from '../lib/http-error'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireAccount, requireUser } from '../middleware/require-user'
import { changePassword, endOwnSession, listOwnSessions } from '../services/account'
import { auditStatement, staffActor } from '../services/audit-log'
import { checkCurrentPassword } from '../services/current-password'
import { scryptParamsFor } from '../services/passwords'
import { SESSION_COOKIE } from '../services/sessions'
import { dismissCodeLockNotice } from '../services/two-factor/code-lock'
import {
  confirmTwoFactorSetup,
  deleteTwoFactor,
  startTwoFactorSetup,
  twoFactorState,
} from '../services/two-factor/enrolment'
import { isTwoFactorRequired } from '../services/two-factor/settings'

/**
 * /api/account/two-factor: the signed-in user's own second factor. Set-up and removal need the
 * current password; sessions restricted to set-up (the site requires two factors) may use it.
 */
const twoFactorRoutes = new Hono<AppEnv>()
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
  if (check.retryAfterMs > 0) throw tooManyAttempts(authMessages.accountLocked, check.retryAfterMs)
  throw new HttpError(400, twoFactorMessages.wrongPassword, { password: twoFactorMessages.wrongPassword })
}

/**
 * /api/account: the signed-in staff member's own password, sessions and second factor (the last
 * also for a session restricted to setting one up).
 */
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
  .route('/two-factor', twoFactorRoutes)
