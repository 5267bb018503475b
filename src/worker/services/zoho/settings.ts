import type { AppConfig } from '../../env'
import { ZohoConfigError } from './errors'

export interface ZohoSettings {
  accountsUrl: string
  apiVersion: string
  clientId: string
  clientSecret: string
  refreshToken: string
  timeoutMs: number
}

const CREDENTIALS = ['ZOHO_CLIENT_ID', 'ZOHO_CLIENT_SECRET', 'ZOHO_REFRESH_TOKEN'] as const

/** The Zoho part of the configuration; names every missing credential. */
export function zohoSettings(config: AppConfig): ZohoSettings {
  const missing = CREDENTIALS.filter((name) => !config[name]?.trim())
  if (missing.length > 0) {
    throw new ZohoConfigError(
      `Zoho CRM credentials not configured: set ${missing.join(', ')} (wrangler secrets or .dev.vars)`,
    )
  }
  return {
    accountsUrl: config.ZOHO_ACCOUNTS_URL.replace(/\/+$/, ''),
    apiVersion: config.ZOHO_API_VERSION,
    clientId: config.ZOHO_CLIENT_ID ?? '',
    clientSecret: config.ZOHO_CLIENT_SECRET ?? '',
    refreshToken: config.ZOHO_REFRESH_TOKEN ?? '',
    timeoutMs: config.ZOHO_TIMEOUT_MS,
  }
}
