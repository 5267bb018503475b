import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import type { CrmLeadsResponse } from '../../src/shared/types'
import { zohoTokens } from '../../src/worker/db/schema'
import { trustedApiDomain } from '../../src/worker/services/zoho/api-domain'
import { addStaff, cookieFor } from './auth-fixtures'
import { countOf, db, fakeZoho } from './zoho-support'

const zoho = fakeZoho('leads')
let cookie = ''
let logged: MockInstance<typeof console.error>

beforeEach(async () => {
  await zoho.reset(3)
  cookie ||= await cookieFor((await addStaff()).id)
  logged = vi.spyOn(console, 'error').mockImplementation(() => {})
  return () => logged.mockRestore()
})

const getLeads = (overrides: Record<string, string> = {}) =>
  zoho.fetch('/api/zoho/leads', { headers: { cookie } }, overrides)

const NOT_SET_UP =
  'The CRM connection is not set up: an administrator adds or corrects the Zoho settings (docs/configuration.md); waiting leads go out once that is done'
const SIGN_IN_REFUSED =
  'Zoho refused the sign-in: an administrator renews the Zoho connection (a new refresh token)'
const ADVICE = [
  NOT_SET_UP,
  SIGN_IN_REFUSED,
  'Zoho is busy: it will be tried again automatically',
  'Zoho could not be reached: it will be tried again automatically',
  'Zoho gave an answer we did not expect: it will be tried again automatically; if this stays, tell an administrator',
]

/** Staff read what to do; the cause, which names settings and hosts, goes to the Worker log only. */
async function expectError(response: Response, status: number, cause: RegExp, advice?: string) {
  expect(response.status).toBe(status)
  const body = (await response.json()) as { error: string }
  expect(ADVICE).toContain(body.error)
  if (advice) expect(body.error).toBe(advice)
  expect(logged.mock.calls.map((call) => call.join(' ')).join('\n')).toMatch(cause)
  logged.mockClear()
}

const INVALID_TOKEN = { code: 'INVALID_TOKEN', details: {}, message: 'invalid oauth token', status: 'error' }

describe('GET /api/zoho/leads', () => {
  it('is for signed-in staff only', async () => {
    const response = await zoho.fetch('/api/zoho/leads')
    expect(response.status).toBe(401)
    expect(countOf(await zoho.requests(), 'token')).toBe(0)
  })

  it('answers { data, info } with the lead fields, newest first, ids as 19-digit strings', async () => {
    const response = await getLeads()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as CrmLeadsResponse
    expect(body.info.count).toBe(3)
    expect(body.data.map((lead) => lead.Last_Name)).toEqual(['Chen', 'Patel', 'Okafor'])
    expect(Object.keys(body.data[0] ?? {}).sort()).toEqual(
      [
        'Company',
        'Created_Time',
        'Description',
        'Email',
        'First_Name',
        'Last_Name',
        'Lead_Source',
        'Lead_Status',
        'Phone',
        'id',
      ].sort(),
    )
    for (const lead of body.data) expect(lead.id).toMatch(/^\d{19}$/)
    const times = body.data.map((lead) => Date.parse(lead.Created_Time ?? ''))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('asks Zoho with the contract parameters and the Zoho-oauthtoken scheme', async () => {
    await getLeads()
    const list = (await zoho.requests()).find((request) => request.endpoint === 'leads.list')
    expect(list?.path).toContain('/crm/v8/Leads?fields=First_Name%2CLast_Name')
    expect(list?.path).toContain('sort_by=Created_Time&sort_order=desc')
    expect(list?.status).toBe(200)
  })

  it('caches the token across requests in D1', async () => {
    await getLeads()
    await getLeads()
    await getLeads()
    const requests = await zoho.requests()
    expect(countOf(requests, 'token')).toBe(1)
    expect(countOf(requests, 'leads.list')).toBe(3)
    const row = await db.select().from(zohoTokens).get()
    expect(row?.apiDomain).toBe(`${zoho.base}/api/us`)
    expect(row?.expiresAt?.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000)
  })

  it('shows an empty list, not an error, when Zoho answers 204', async () => {
    await zoho.reset(0)
    const response = await getLeads()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: [], info: { count: 0, moreRecords: false } })
  })
})

describe('configuration errors', () => {
  it('names the missing credentials', async () => {
    const response = await getLeads({ ZOHO_CLIENT_ID: '', ZOHO_REFRESH_TOKEN: '' })
    await expectError(
      response,
      503,
      /credentials not configured: set ZOHO_CLIENT_ID, ZOHO_REFRESH_TOKEN/,
      NOT_SET_UP,
    )
    expect(countOf(await zoho.requests(), 'token')).toBe(0)
  })

  it('names a wrong data centre (invalid_client with status 200)', async () => {
    const response = await getLeads({ ZOHO_ACCOUNTS_URL: `${zoho.base}/accounts/eu` })
    await expectError(response, 503, /invalid_client.*another data centre.*ZOHO_ACCOUNTS_URL/)
  })

  it('never reuses a token cached for another accounts server', async () => {
    expect((await getLeads()).status).toBe(200)
    const response = await getLeads({ ZOHO_ACCOUNTS_URL: `${zoho.base}/accounts/eu` })
    await expectError(response, 503, /invalid_client/)
  })

  it('names a wrong client secret', async () => {
    const response = await getLeads({ ZOHO_CLIENT_SECRET: 'wrong' })
    await expectError(response, 503, /ZOHO_CLIENT_SECRET \(invalid_client_secret\)/, NOT_SET_UP)
  })
})

describe('the api_domain of a token answer', () => {
  const tokenNaming = (apiDomain: string) => ({
    endpoint: 'token' as const,
    status: 200,
    body: { access_token: '1000.aaaa.bbbb', api_domain: apiDomain, token_type: 'Bearer', expires_in: 3600 },
  })

  it('is refused when it is not the configured accounts server’s own: no token or lead data goes there', async () => {
    // The same fake under another host name: before the check, it received the access token.
    const elsewhere = `${zoho.base.replace('127.0.0.1', 'localhost')}/api/us`
    await zoho.fault(tokenNaming(elsewhere))
    await expectError(await getLeads(), 502, /api_domain .*localhost.* refused/)
    await zoho.fault(tokenNaming('http://evil.example'))
    await expectError(await getLeads(), 503, /refresh failed recently/)
    const requests = await zoho.requests()
    expect(countOf(requests, 'leads.list')).toBe(0)
    expect(requests.every((request) => !request.path.includes('/api/'))).toBe(true)
    expect((await db.select().from(zohoTokens).get())?.accessToken ?? null).toBeNull()
  })

  it('from Zoho itself must be https on a zohoapis host of the configured data centre', () => {
    const us = 'https://accounts.zoho.com'
    expect(trustedApiDomain(us, 'https://www.zohoapis.com')).toBe('https://www.zohoapis.com')
    expect(trustedApiDomain(us, 'https://sandbox.zohoapis.com/')).toBe('https://sandbox.zohoapis.com')
    expect(trustedApiDomain('https://accounts.zohocloud.ca', 'https://www.zohoapis.ca')).toBe(
      'https://www.zohoapis.ca',
    )
    expect(trustedApiDomain('https://accounts.zoho.com.au', 'https://www.zohoapis.com.au')).toBe(
      'https://www.zohoapis.com.au',
    )
    for (const refused of [
      'http://www.zohoapis.com',
      'https://www.zohoapis.com:8443',
      'https://www.zohoapis.com/crm',
      'https://user:pass@www.zohoapis.com',
      'https://www.zohoapis.com.evil.example',
      'https://evilzohoapis.com',
      'https://www.zohoapis.eu',
      'https://www.zoho.com',
      'not a url',
    ]) {
      expect(trustedApiDomain(us, refused), refused).toBeUndefined()
    }
    expect(trustedApiDomain('https://accounts.zoho.eu', 'https://www.zohoapis.com')).toBeUndefined()
  })

  it('from another accounts server may only name that server’s own origin', () => {
    const fake = 'http://127.0.0.1:4290/t/x/accounts/us'
    expect(trustedApiDomain(fake, 'http://127.0.0.1:4290/t/x/api/us/')).toBe(
      'http://127.0.0.1:4290/t/x/api/us',
    )
    expect(trustedApiDomain(fake, 'http://127.0.0.1:4291/t/x/api/us')).toBeUndefined()
    expect(trustedApiDomain(fake, 'https://127.0.0.1:4290/api/us')).toBeUndefined()
    expect(trustedApiDomain(fake, 'https://www.zohoapis.com')).toBeUndefined()
  })
})

describe('fault scenarios (docs/zoho-contract.md section 8)', () => {
  it('1. an access token that expires mid-session is refreshed once and the call retried', async () => {
    expect((await getLeads()).status).toBe(200)
    await zoho.clock(3700)
    expect((await getLeads()).status).toBe(200)
    const requests = await zoho.requests()
    expect(countOf(requests, 'token')).toBe(2)
    expect(
      requests.filter((request) => request.endpoint === 'leads.list').map((request) => request.status),
    ).toEqual([200, 401, 200])
  })

  it('1b. a second INVALID_TOKEN after the refresh ends as an error, without a loop', async () => {
    await zoho.fault({ endpoint: 'leads.list', times: 2, status: 401, body: INVALID_TOKEN })
    await expectError(await getLeads(), 502, /freshly refreshed access token/, SIGN_IN_REFUSED)
    const requests = await zoho.requests()
    expect(countOf(requests, 'token')).toBe(2)
    expect(countOf(requests, 'leads.list')).toBe(2)
  })

  it('2. a revoked refresh token asks for re-authorisation, with a cool-down instead of a storm', async () => {
    await zoho.revoke('1000.fakerefresh.us0000000000000000')
    await expectError(await getLeads(), 502, /re-authorisation.*invalid_code/)
    await expectError(await getLeads(), 503, /refresh failed recently/)
    expect(countOf(await zoho.requests(), 'token')).toBe(1)
  })

  it('3. a throttled token endpoint is not hammered, and an unexpired token keeps working', async () => {
    await zoho.config({ throttleStatus: 200 })
    expect((await getLeads()).status).toBe(200)
    // The cached token is inside the refresh margin, so the next call tries to refresh.
    await db.update(zohoTokens).set({ expiresAt: new Date(Date.now() + 60_000) })

    await zoho.fault({
      endpoint: 'token',
      status: 400,
      body: {
        error_description: 'You have made too many requests continuously. Please try again after some time.',
        error: 'Access Denied',
        status: 'failure',
      },
    })
    expect((await getLeads()).status).toBe(200)
    expect((await getLeads()).status).toBe(200)
    expect(countOf(await zoho.requests(), 'token')).toBe(2)
  })

  it('3b. without any token, a throttled endpoint is a clear busy error and cools down for minutes', async () => {
    for (let i = 0; i < 10; i++) {
      await db.delete(zohoTokens)
      expect((await getLeads()).status).toBe(200)
    }
    await db.delete(zohoTokens)
    const throttled = await getLeads()
    await expectError(throttled, 503, /throttled.*too many requests/)
    expect(throttled.headers.get('retry-after')).toBe('300')
    await expectError(await getLeads(), 503, /refresh failed recently/)
    expect(countOf(await zoho.requests(), 'token')).toBe(11)
  })

  it('4. 429 is retried with backoff, honouring Retry-After', async () => {
    await zoho.fault({
      endpoint: 'leads.list',
      status: 429,
      headers: { 'retry-after': '1' },
      body: { code: 'TOO_MANY_REQUESTS', details: {}, message: 'too many requests', status: 'error' },
    })
    await zoho.fault({
      endpoint: 'leads.list',
      status: 429,
      body: { code: 'TOO_MANY_REQUESTS', details: {}, message: 'too many requests', status: 'error' },
    })
    expect((await getLeads()).status).toBe(200)
    expect(countOf(await zoho.requests(), 'leads.list')).toBe(3)
  })

  it('4b. persistent 429 ends as a "rate limit" error after bounded retries', async () => {
    await zoho.fault({ endpoint: 'leads.list', times: 5, status: 429, body: { code: 'TOO_MANY_REQUESTS' } })
    await expectError(await getLeads(), 503, /rate limit exceeded/)
    expect(countOf(await zoho.requests(), 'leads.list')).toBe(3)
  })

  it('5. a 502 with an HTML body is retried once without crashing the parser', async () => {
    await zoho.fault({ endpoint: 'leads.list', status: 502, raw: '<html><body>Bad Gateway</body></html>' })
    expect((await getLeads()).status).toBe(200)
    await zoho.fault({
      endpoint: 'leads.list',
      times: 2,
      status: 503,
      raw: '<html>Service Unavailable</html>',
    })
    await expectError(await getLeads(), 503, /Zoho CRM answered 503/)
    await zoho.fault({
      endpoint: 'leads.list',
      times: 2,
      status: 500,
      body: { code: 'INTERNAL_ERROR', details: {}, message: 'Internal Server Error', status: 'error' },
    })
    await expectError(await getLeads(), 503, /Zoho CRM answered 500/)
  })

  it('6. a hung connection is aborted at the configured timeout', async () => {
    await zoho.fault({ endpoint: 'leads.list', hang: true })
    await expectError(await getLeads(), 504, /did not answer within 1000 ms/)
  })

  it('6b. a hung token endpoint is aborted too', async () => {
    await zoho.fault({ endpoint: 'token', hang: true })
    await expectError(await getLeads(), 504, /did not answer within 1000 ms \(.*oauth\/v2\/token\)/)
  })

  it('7. truncated JSON on 200 is a clear error', async () => {
    await zoho.fault({
      endpoint: 'leads.list',
      status: 200,
      raw: '{"data":[{"id":"41508',
      contentType: 'application/json',
    })
    await expectError(await getLeads(), 502, /not JSON/)
  })

  it('7b. unexpected but well-formed JSON degrades gracefully and ids stay strings', async () => {
    await zoho.fault({ endpoint: 'leads.list', status: 200, body: {} })
    expect(await (await getLeads()).json()).toEqual({ data: [], info: { count: 0, moreRecords: false } })
    await zoho.fault({ endpoint: 'leads.list', status: 200, body: { data: null } })
    expect(((await (await getLeads()).json()) as CrmLeadsResponse).data).toEqual([])
    await zoho.fault({
      endpoint: 'leads.list',
      status: 200,
      body: {
        data: [
          { id: 1234, Last_Name: 'Numeric', Created_Time: '2026-01-01T00:00:00+00:00' },
          'junk',
          { Last_Name: 'No id' },
        ],
        info: { per_page: 200, count: 3, page: 1, more_records: false },
      },
    })
    const body = (await (await getLeads()).json()) as CrmLeadsResponse
    expect(body.data).toEqual([
      {
        id: '1234',
        First_Name: null,
        Last_Name: 'Numeric',
        Lead_Status: null,
        Lead_Source: null,
        Created_Time: '2026-01-01T00:00:00+00:00',
        Email: null,
        Phone: null,
        Company: null,
        Description: null,
      },
    ])
  })
})
