import type { Db } from '../../db/client'
import { ZohoAuthError, ZohoBusyError, ZohoUnavailableError } from './errors'
import { backoffMs, fetchWithTimeout, parseJson, retryAfterSeconds, sleep } from './http'
import type { ZohoSettings } from './settings'
import { getAccessToken } from './token'

export interface ZohoDeps {
  db: Db
  settings: ZohoSettings
}

export interface ZohoReply {
  status: number
  json: unknown
}

export interface CallPolicy {
  /** Extra attempts after a 429. */
  retries429: number
  /** Extra attempts after a 5xx (only where repeating the call is safe). */
  retries5xx: number
}

const BACKOFF_BASE_MS = 250
/** Longer Retry-After values are not waited out inside a request. */
const MAX_INLINE_WAIT_S = 3

function isInvalidToken(reply: ZohoReply): boolean {
  return reply.status === 401 && (reply.json as { code?: unknown } | null)?.code === 'INVALID_TOKEN'
}

/**
 * One CRM API call: the shared token, one refresh and one retry after INVALID_TOKEN, bounded
 * backoff after 429 and (when `policy` allows) 5xx. Returns every other answer to the caller.
 */
export async function zohoCall(
  deps: ZohoDeps,
  path: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
  policy: CallPolicy,
): Promise<ZohoReply> {
  let token = await getAccessToken(deps.db, deps.settings)
  let refreshed = false
  for (let attempt = 0; ; attempt++) {
    const { response, text } = await fetchWithTimeout(
      `${token.apiDomain}/crm/${deps.settings.apiVersion}/${path}`,
      {
        method: init.method,
        headers: {
          authorization: `Zoho-oauthtoken ${token.accessToken}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      },
      deps.settings.timeoutMs,
    )
    // A 5xx often carries an HTML page: never parse it.
    const reply: ZohoReply = {
      status: response.status,
      json: response.status >= 500 ? null : parseJson(text, response.status),
    }
    if (isInvalidToken(reply)) {
      if (refreshed) throw new ZohoAuthError('Zoho refused a freshly refreshed access token (INVALID_TOKEN)')
      token = await getAccessToken(deps.db, deps.settings, token.accessToken)
      refreshed = true
      attempt--
      continue
    }
    if (response.status === 429) {
      const wait = retryAfterSeconds(response)
      if (attempt >= policy.retries429 || (wait ?? 0) > MAX_INLINE_WAIT_S) {
        const error = new ZohoBusyError('Zoho CRM rate limit exceeded (429 TOO_MANY_REQUESTS)')
        error.retryAfter = wait
        throw error
      }
      await sleep(wait ? wait * 1000 : backoffMs(attempt, BACKOFF_BASE_MS))
      continue
    }
    if (response.status >= 500) {
      if (attempt >= policy.retries5xx) throw new ZohoUnavailableError(`Zoho CRM answered ${response.status}`)
      await sleep(backoffMs(attempt, BACKOFF_BASE_MS))
      continue
    }
    return reply
  }
}
