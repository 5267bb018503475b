import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { CONSENT_COOKIE_SET, CONSENT_DECIDED_COOKIE } from '../../shared/consent-cookie'
import type { AppEnv } from '../app-env'

/** The request says its visitor has made a cookie choice, so the page needs no cookie banner. */
export function consentDecided(c: Context<AppEnv>): boolean {
  return getCookie(c, CONSENT_DECIDED_COOKIE) === CONSENT_COOKIE_SET
}
