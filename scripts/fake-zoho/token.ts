import { randomBytes } from 'node:crypto'
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type DataCentre,
  FAKE_ZOHO_CREDENTIALS,
  type FakeState,
  MAX_ACTIVE_TOKENS,
  now,
  THROTTLE_MAX_ISSUES,
  THROTTLE_WINDOW_MS,
} from './state.ts'

export interface Reply {
  status: number
  body?: unknown
}

const THROTTLE_BODY = {
  error_description: 'You have made too many requests continuously. Please try again after some time.',
  error: 'Access Denied',
  status: 'failure',
}

/** POST {accounts}/oauth/v2/token, refresh-token grant (docs/zoho-contract.md sections 1 and 7, row 1). */
export function issueToken(
  state: FakeState,
  dc: DataCentre,
  params: URLSearchParams,
  apiOrigin: (dc: DataCentre) => string,
): Reply {
  const grantType = params.get('grant_type')
  const clientId = params.get('client_id')
  const clientSecret = params.get('client_secret')
  const refreshToken = params.get('refresh_token')
  if (grantType !== 'refresh_token') {
    return { status: 200, body: { error: grantType ? 'unsupported_grant_type' : 'invalid_request' } }
  }
  if (!clientId || !clientSecret || !refreshToken) return { status: 200, body: { error: 'invalid_request' } }
  // A client exists in one data centre only: asking another one looks like an unknown client.
  if (clientId !== FAKE_ZOHO_CREDENTIALS.clientId || dc !== FAKE_ZOHO_CREDENTIALS.dc) {
    return { status: 200, body: { error: 'invalid_client' } }
  }
  if (clientSecret !== FAKE_ZOHO_CREDENTIALS.clientSecret) {
    return { status: 200, body: { error: 'invalid_client_secret' } }
  }
  if (refreshToken !== FAKE_ZOHO_CREDENTIALS.refreshToken || state.revokedRefreshTokens.has(refreshToken)) {
    return { status: 200, body: { error: 'invalid_code' } }
  }
  const at = now(state)
  const recent = state.issued.filter(
    (issue) => issue.refreshToken === refreshToken && at - issue.at < THROTTLE_WINDOW_MS,
  )
  if (recent.length >= THROTTLE_MAX_ISSUES)
    return { status: state.config.throttleStatus, body: THROTTLE_BODY }
  state.issued.push({ refreshToken, at })
  const accessToken = `1000.${randomBytes(16).toString('hex')}.${randomBytes(16).toString('hex')}`
  state.accessTokens.set(accessToken, { expiresAt: at + ACCESS_TOKEN_TTL_SECONDS * 1000, dc, issuedAt: at })
  // The 16th active token revokes the oldest.
  while (state.accessTokens.size > MAX_ACTIVE_TOKENS) {
    const oldest = state.accessTokens.keys().next().value
    if (oldest === undefined) break
    state.accessTokens.delete(oldest)
  }
  return {
    status: 200,
    body: {
      access_token: accessToken,
      scope: 'ZohoCRM.modules.ALL',
      api_domain: apiOrigin(dc),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
    },
  }
}

/** Checks the `Authorization` header of a CRM call; null when the token is good for `dc`. */
export function checkAuth(state: FakeState, dc: DataCentre, header: string | undefined): Reply | null {
  const prefix = 'Zoho-oauthtoken '
  if (!header?.startsWith(prefix)) {
    return {
      status: 401,
      body: {
        code: 'AUTHENTICATION_FAILURE',
        details: {},
        message: 'Authentication failed',
        status: 'error',
      },
    }
  }
  const token = state.accessTokens.get(header.slice(prefix.length))
  if (!token || token.dc !== dc || token.expiresAt <= now(state)) {
    return {
      status: 401,
      body: { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' },
    }
  }
  return null
}
