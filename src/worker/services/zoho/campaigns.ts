import type { OutboxSubscription } from '../../../shared/schemas/newsletter'
import type { AppConfig } from '../../env'
import type { ZohoDeps } from './client'
import {
  unexpectedReply,
  ZohoBusyError,
  ZohoConfigError,
  ZohoRejectedError,
  ZohoUnavailableError,
} from './errors'
import { fetchWithTimeout, parseJson, retryAfterSeconds } from './http'
import { getAccessToken } from './token'

// Zoho Campaigns' list subscription (docs/crm.md, "Newsletter subscriptions"): the same OAuth client and
// shared access token as the CRM (its refresh token carries the ZohoCampaigns.contact.UPDATE
// scope too), a list key from the configuration, and a host pinned like the CRM's api_domain.
// Zoho mails the confirmation itself: the contact joins the list when they confirm (double opt-in).

// Each data centre's accounts server and its Campaigns host.
const CAMPAIGNS_OF_ACCOUNTS = new Map([
  ['accounts.zoho.com', 'https://campaigns.zoho.com'],
  ['accounts.zoho.eu', 'https://campaigns.zoho.eu'],
  ['accounts.zoho.in', 'https://campaigns.zoho.in'],
  ['accounts.zoho.com.au', 'https://campaigns.zoho.com.au'],
  ['accounts.zoho.jp', 'https://campaigns.zoho.jp'],
  ['accounts.zoho.com.cn', 'https://campaigns.zoho.com.cn'],
  ['accounts.zohocloud.ca', 'https://campaigns.zohocloud.ca'],
  ['accounts.zoho.sa', 'https://campaigns.zoho.sa'],
  ['accounts.zoho.uk', 'https://campaigns.zoho.uk'],
])

export interface CampaignsSettings {
  /** Where the API is, without a trailing slash. */
  baseUrl: string
  listKey: string
}

/**
 * Where Campaigns is and which list to subscribe to. A Zoho data centre's accounts server implies
 * its Campaigns host, and ZOHO_CAMPAIGNS_URL may only name that one; a local stand-in's (chosen by
 * ZOHO_ACCOUNTS_URL alone, as for the CRM) must be named, under the stand-in's own origin: the
 * access token goes nowhere else.
 */
export function campaignsSettings(config: AppConfig): CampaignsSettings {
  const listKey = config.ZOHO_CAMPAIGNS_LIST_KEY.trim()
  if (!listKey) throw new ZohoConfigError('Zoho Campaigns list not configured: set ZOHO_CAMPAIGNS_LIST_KEY')
  const accounts = new URL(config.ZOHO_ACCOUNTS_URL)
  const named = config.ZOHO_CAMPAIGNS_URL.replace(/\/+$/, '')
  const known = CAMPAIGNS_OF_ACCOUNTS.get(accounts.hostname)
  if (known) {
    if (named && named !== known) {
      throw new ZohoConfigError(`ZOHO_CAMPAIGNS_URL must be ${known} for ${accounts.hostname}, or empty`)
    }
    return { baseUrl: known, listKey }
  }
  if (!named || new URL(named).origin !== accounts.origin) {
    throw new ZohoConfigError(
      'ZOHO_CAMPAIGNS_URL must name a Campaigns API on the accounts server\u2019s origin',
    )
  }
  return { baseUrl: named, listKey }
}

interface CampaignsReply {
  status?: unknown
  code?: unknown
  message?: unknown
}

// Campaigns' own error codes (its API's "possible error cases"): the address itself is refused.
const REFUSED_ADDRESS = new Set(['2004', '2005'])
const UNKNOWN_LIST = '2501'

/**
 * Asks Zoho Campaigns to subscribe `subscription.email` to the configured list; Zoho mails the
 * confirmation. Returns Zoho's message. Throws a ZohoError: retryable for an outage, a rate limit
 * or an unknown list (the configuration can be mended), not for an address Zoho refuses.
 */
export async function subscribeToList(
  deps: ZohoDeps,
  campaigns: CampaignsSettings,
  subscription: OutboxSubscription,
): Promise<string> {
  const body = new URLSearchParams({
    resfmt: 'JSON',
    listkey: campaigns.listKey,
    contactinfo: JSON.stringify({ 'Contact Email': subscription.email }),
    source: subscription.source,
  })
  let token = await getAccessToken(deps.db, deps.settings)
  for (let refreshed = false; ; refreshed = true) {
    const { response, text } = await fetchWithTimeout(
      `${campaigns.baseUrl}/api/v1.1/json/listsubscribe`,
      {
        method: 'POST',
        headers: {
          authorization: `Zoho-oauthtoken ${token.accessToken}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      },
      deps.settings.timeoutMs,
    )
    if (response.status === 401 && !refreshed) {
      token = await getAccessToken(deps.db, deps.settings, token.accessToken)
      continue
    }
    if (response.status === 429) {
      const error = new ZohoBusyError('Zoho Campaigns rate limit exceeded (429)')
      error.retryAfter = retryAfterSeconds(response)
      throw error
    }
    if (response.status >= 500) throw new ZohoUnavailableError(`Zoho Campaigns answered ${response.status}`)
    const reply = parseJson(text, response.status) as CampaignsReply | null
    const code = String(reply?.code ?? '')
    const message = typeof reply?.message === 'string' ? reply.message : ''
    if (response.ok && reply?.status === 'success') return message
    if (REFUSED_ADDRESS.has(code))
      throw new ZohoRejectedError(`Zoho Campaigns refused the address (${code}: ${message})`, 'email')
    if (code === UNKNOWN_LIST)
      throw new ZohoConfigError(`Zoho Campaigns does not know the list key (${code}: ${message})`)
    throw unexpectedReply(response.status, reply)
  }
}
