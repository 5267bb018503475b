// Zoho names the CRM API host in every token answer (`api_domain`), and every later call sends
// the access token and the lead's personal data there. Only a host of the configured data
// centre is believed:
// - a Zoho accounts server vouches only for https hosts under the zohoapis domain of its own
//   data centre (www., sandbox., developer.), on the default port;
// - any other accounts server (a local stand-in such as scripts/fake-zoho, chosen by
//   ZOHO_ACCOUNTS_URL alone) is already trusted with the client secret and refresh token, so it
//   may name an API under its own origin, and nothing else.
// See docs/decisions/003.

// docs/zoho-contract.md section 1.1: each data centre's accounts server and its CRM API domain.
const API_DOMAIN_OF_ACCOUNTS = new Map([
  ['accounts.zoho.com', 'zohoapis.com'],
  ['accounts.zoho.eu', 'zohoapis.eu'],
  ['accounts.zoho.in', 'zohoapis.in'],
  ['accounts.zoho.com.au', 'zohoapis.com.au'],
  ['accounts.zoho.jp', 'zohoapis.jp'],
  ['accounts.zoho.com.cn', 'zohoapis.com.cn'],
  ['accounts.zohocloud.ca', 'zohoapis.ca'],
  ['accounts.zoho.sa', 'zohoapis.sa'],
  ['accounts.zoho.uk', 'zohoapis.uk'],
])

/**
 * The API base to use for `apiDomain` (no trailing slash), or undefined when the accounts server
 * at `accountsUrl` cannot vouch for that host.
 */
export function trustedApiDomain(accountsUrl: string, apiDomain: string): string | undefined {
  let accounts: URL
  let api: URL
  try {
    accounts = new URL(accountsUrl)
    api = new URL(apiDomain)
  } catch {
    return undefined
  }
  if (api.username || api.password || api.search || api.hash) return undefined
  const suffix = API_DOMAIN_OF_ACCOUNTS.get(accounts.hostname)
  if (suffix) {
    const underSuffix = api.hostname === suffix || api.hostname.endsWith(`.${suffix}`)
    const bare = api.pathname === '/' && api.port === ''
    return api.protocol === 'https:' && underSuffix && bare ? api.origin : undefined
  }
  if (api.origin !== accounts.origin) return undefined
  return `${api.origin}${api.pathname}`.replace(/\/+$/, '')
}
