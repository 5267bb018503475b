import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { zohoTokens } from '../../db/schema'
import { trustedApiDomain } from './api-domain'
import {
  ZohoAuthError,
  ZohoBusyError,
  ZohoConfigError,
  ZohoResponseError,
  ZohoUnavailableError,
} from './errors'
import { fetchWithTimeout, parseJson, sleep } from './http'
import type { ZohoSettings } from './settings'

export interface AccessToken {
  accessToken: string
  apiDomain: string
}

/** One cached token per accounts server and client: a configuration change never reuses an old one. */
function tokenRowId(settings: ZohoSettings): string {
  return `${settings.accountsUrl}|${settings.clientId}`
}
/** Refresh this long before expiry so a token never dies in flight. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000
/** After a failed refresh nobody tries again for this long (no retry storms). */
const FAILURE_COOLDOWN_MS = 30 * 1000
/** Zoho blocks a refresh token for the rest of a 10-minute window once throttled. */
const THROTTLE_COOLDOWN_MS = 5 * 60 * 1000
const POLL_MS = 50

type TokenRow = typeof zohoTokens.$inferSelect

function usable(row: TokenRow | undefined, now: number, rejected: string | undefined, marginMs: number) {
  if (!row?.accessToken || !row.apiDomain || !row.expiresAt) return undefined
  if (row.accessToken === rejected || row.expiresAt.getTime() - marginMs <= now) return undefined
  return { accessToken: row.accessToken, apiDomain: row.apiDomain }
}

async function readRow(db: Db, id: string): Promise<TokenRow | undefined> {
  return db.select().from(zohoTokens).where(eq(zohoTokens.id, id)).get()
}

/** Takes the refresh lock when it is free; returns the row as it was, or undefined when taken. */
async function takeLock(db: Db, id: string, now: number, holdMs: number): Promise<TokenRow | undefined> {
  const [row] = await db
    .insert(zohoTokens)
    .values({ id, lockedUntil: new Date(now + holdMs) })
    .onConflictDoUpdate({
      target: zohoTokens.id,
      set: { lockedUntil: new Date(now + holdMs) },
      setWhere: sql`${zohoTokens.lockedUntil} is null or ${zohoTokens.lockedUntil} <= ${now}`,
    })
    .returning()
  return row
}

/**
 * The shared access token: cached in D1 for every isolate and refreshed by one caller at a
 * time. `rejected` is a token Zoho just answered INVALID_TOKEN for: it is never handed out again.
 */
export async function getAccessToken(
  db: Db,
  settings: ZohoSettings,
  rejected?: string,
): Promise<AccessToken> {
  const id = tokenRowId(settings)
  const started = Date.now()
  const row = await readRow(db, id)
  const fresh = usable(row, started, rejected, REFRESH_MARGIN_MS)
  if (fresh) return fresh
  const lockMs = settings.timeoutMs + 2000
  const locked = await takeLock(db, id, started, lockMs)
  if (locked) {
    // Someone may have refreshed between our read and the lock.
    const refreshedMeanwhile = usable(locked, started, rejected, REFRESH_MARGIN_MS)
    if (refreshedMeanwhile && locked.accessToken !== row?.accessToken) {
      await db.update(zohoTokens).set({ lockedUntil: null }).where(eq(zohoTokens.id, id))
      return refreshedMeanwhile
    }
    try {
      return await refreshAndStore(db, settings, id)
    } catch (error) {
      // Throttled or down: a token that has not yet expired still works.
      const fallback = usable(locked, Date.now(), rejected, 0)
      if (fallback) return fallback
      throw error
    }
  }
  // Another caller is refreshing (or a failed refresh is cooling down). A token that has not
  // yet expired is still good meanwhile.
  const holder = (await readRow(db, id)) ?? row
  const stillValid = usable(holder, Date.now(), rejected, 0)
  if (stillValid) return stillValid
  const heldUntil = holder?.lockedUntil?.getTime() ?? 0
  // A lock longer than any refresh is a cool-down after a failure: answer at once.
  const coolingDown = heldUntil > Date.now() + lockMs
  while (!coolingDown && Date.now() < heldUntil) {
    await sleep(POLL_MS)
    const current = await readRow(db, id)
    const token = usable(current, Date.now(), rejected, 0)
    if (token) return token
    const lock = current?.lockedUntil?.getTime() ?? 0
    if (lock === heldUntil) continue
    // Released without a usable token: try to take the lock ourselves, once.
    if (lock <= Date.now()) return getAccessToken(db, settings, rejected)
    // The holder failed and set a cool-down: do not wait it out.
    break
  }
  throw new ZohoBusyError('A Zoho token refresh failed recently or is still running; try again shortly')
}

async function refreshAndStore(db: Db, settings: ZohoSettings, id: string): Promise<AccessToken> {
  try {
    const token = await requestToken(settings)
    await db
      .update(zohoTokens)
      .set({
        accessToken: token.accessToken,
        apiDomain: token.apiDomain,
        expiresAt: new Date(Date.now() + token.expiresInMs),
        lockedUntil: null,
      })
      .where(eq(zohoTokens.id, id))
    return token
  } catch (error) {
    const cooldown = error instanceof ZohoBusyError ? THROTTLE_COOLDOWN_MS : FAILURE_COOLDOWN_MS
    await db
      .update(zohoTokens)
      .set({ lockedUntil: new Date(Date.now() + cooldown) })
      .where(eq(zohoTokens.id, id))
    if (error instanceof ZohoBusyError) {
      console.warn(`Zoho token endpoint throttled; no refresh for ${cooldown / 60000} min`)
      error.retryAfter = cooldown / 1000
    }
    throw error
  }
}

function dataCentreOf(accountsUrl: string): string {
  return new URL(accountsUrl).host
}

/** The refresh-token grant. Zoho reports errors with status 200: success means `access_token`. */
async function requestToken(settings: ZohoSettings): Promise<AccessToken & { expiresInMs: number }> {
  const body = new URLSearchParams({
    grant_type: 'refresh_token',
    client_id: settings.clientId,
    client_secret: settings.clientSecret,
    refresh_token: settings.refreshToken,
  })
  const { response, text } = await fetchWithTimeout(
    `${settings.accountsUrl}/oauth/v2/token`,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
    settings.timeoutMs,
  )
  if (response.status >= 500) throw new ZohoUnavailableError(`Zoho Accounts answered ${response.status}`)
  const json = parseJson(text, response.status) as Record<string, unknown> | null
  if (typeof json?.access_token === 'string' && json.access_token) {
    if (typeof json.api_domain !== 'string')
      throw new ZohoResponseError('Zoho token response has no api_domain')
    // The access token and the leads go to this host: never to one the data centre cannot vouch for.
    const apiDomain = trustedApiDomain(settings.accountsUrl, json.api_domain)
    if (!apiDomain) {
      throw new ZohoResponseError(
        `Zoho token response named api_domain ${JSON.stringify(json.api_domain.slice(0, 100))}, which is not an https host of the data centre of ZOHO_ACCOUNTS_URL (${dataCentreOf(settings.accountsUrl)}): refused`,
      )
    }
    // Legacy shape: `expires_in_sec` in seconds and `expires_in` in milliseconds.
    const seconds = Number(json.expires_in_sec ?? json.expires_in ?? 3600)
    return { accessToken: json.access_token, apiDomain, expiresInMs: (seconds > 0 ? seconds : 3600) * 1000 }
  }
  const code = String(json?.error ?? `status ${response.status}`)
  const dc = dataCentreOf(settings.accountsUrl)
  switch (code) {
    case 'invalid_client':
      throw new ZohoConfigError(
        `Zoho Accounts at ${dc} does not know ZOHO_CLIENT_ID (invalid_client): the client was registered in another data centre, or the id is wrong. Set ZOHO_ACCOUNTS_URL to the accounts server of your data centre.`,
      )
    case 'invalid_client_secret':
      throw new ZohoConfigError(`Zoho Accounts at ${dc} refused ZOHO_CLIENT_SECRET (invalid_client_secret)`)
    case 'invalid_code':
      throw new ZohoAuthError(
        'Zoho needs re-authorisation: the refresh token is wrong or revoked (invalid_code). Generate a new ZOHO_REFRESH_TOKEN.',
      )
    case 'Access Denied':
      throw new ZohoBusyError(`Zoho token endpoint throttled: ${String(json?.error_description ?? code)}`)
    default:
      throw new ZohoResponseError(`Zoho token request failed: ${code}`)
  }
}
