import type { ConnectionFault } from '../lib/fake-connection-faults.ts'
// In-memory state of the fake Zoho (docs/zoho-contract.md section 7): clients per data centre,
// refresh and access tokens, leads, queued faults and a request log. Tests reset it between cases.

export const FAKE_ZOHO_CREDENTIALS = {
  clientId: '1000.FAKECLIENTUS0000000000000000000',
  clientSecret: 'fake-client-secret-us',
  refreshToken: '1000.fakerefresh.us0000000000000000',
  dc: 'us',
} as const

/** The one mailing list the fake's Zoho Campaigns knows (ZOHO_CAMPAIGNS_LIST_KEY). */
export const FAKE_CAMPAIGNS_LIST_KEY = 'fake-newsletter-list'

export const DATA_CENTRES = ['us', 'eu'] as const
export type DataCentre = (typeof DATA_CENTRES)[number]

export const ACCESS_TOKEN_TTL_SECONDS = 3600
export const THROTTLE_WINDOW_MS = 10 * 60 * 1000
export const THROTTLE_MAX_ISSUES = 10
export const MAX_ACTIVE_TOKENS = 15

export type Endpoint =
  | 'token'
  | 'leads.list'
  | 'leads.create'
  | 'leads.upsert'
  | 'leads.search'
  | 'notes.create'
  | 'notes.list'
  | 'campaigns.subscribe'
  | 'other'

/** A fault for the next `times` requests to `endpoint` (see docs/zoho-contract.md, section 7). */
export interface Fault extends ConnectionFault {
  endpoint: Endpoint
  times: number
  status?: number
  /** JSON body; ignored when `raw` is set. */
  body?: unknown
  /** A raw body (HTML, truncated JSON); sent with `contentType`, default text/html. */
  raw?: string
  contentType?: string
  headers?: Record<string, string>
}

export interface LeadRecord {
  id: string
  First_Name: string | null
  Last_Name: string
  Email: string | null
  Phone: string | null
  Company: string | null
  Description: string | null
  Lead_Status: string | null
  Lead_Source: string | null
  Created_Time: string
  Modified_Time: string
}

/** A note on a lead (`POST /crm/{v}/Leads/{id}/Notes`). */
export interface NoteRecord {
  id: string
  Parent_Id: { id: string; module: { api_name: 'Leads' } }
  Note_Title: string | null
  Note_Content: string
  Created_Time: string
  Modified_Time: string
}

/** A contact of the fake Campaigns list: unconfirmed until the confirmation mail's link is followed. */
export interface SubscriberRecord {
  email: string
  source: string | null
  status: 'unconfirmed' | 'confirmed'
  /** How many times a confirmation mail went out. */
  confirmationMails: number
  requestedAt: string
}

export interface LoggedRequest {
  method: string
  path: string
  endpoint: Endpoint
  status: number
  at: number
}

interface FakeConfig {
  /** HTTP status of the token-throttle answer (Zoho has been seen using both). */
  throttleStatus: 200 | 400
  uniqueFields: string[]
  restrictedPicklists: Record<string, string[]>
}

export interface FakeState {
  clockOffsetMs: number
  issued: { refreshToken: string; at: number }[]
  accessTokens: Map<string, { expiresAt: number; dc: DataCentre; issuedAt: number }>
  revokedRefreshTokens: Set<string>
  leads: LeadRecord[]
  notes: NoteRecord[]
  subscribers: SubscriberRecord[]
  nextId: bigint
  faults: Fault[]
  requests: LoggedRequest[]
  config: FakeConfig
}

export function createState(): FakeState {
  return {
    clockOffsetMs: 0,
    issued: [],
    accessTokens: new Map(),
    revokedRefreshTokens: new Set(),
    leads: [],
    notes: [],
    subscribers: [],
    nextId: 4150868000000002175n,
    faults: [],
    requests: [],
    config: { throttleStatus: 400, uniqueFields: [], restrictedPicklists: {} },
  }
}

export function now(state: FakeState): number {
  return Date.now() + state.clockOffsetMs
}

/** Zoho's timestamp shape: ISO-8601 with an offset and no milliseconds. */
export function zohoTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

/** The next record id: leads and notes draw from one counter, like Zoho ids. */
export function nextRecordId(state: FakeState): string {
  const id = state.nextId
  state.nextId += 1000n
  return id.toString()
}

const DEMO_LEADS: [string, string, string, string, string][] = [
  ['Avery', 'Chen', 'Qualified', 'Website Contact Form', 'Northwind Analytics'],
  ['Jordan', 'Patel', 'Contacted', 'Website', 'Lakeshore Logistics'],
  ['Morgan', 'Okafor', 'Not Contacted', 'Website Contact Form', 'Prairie Health'],
  ['Riley', 'Novak', 'Attempted to Contact', 'Employee Referral', 'Fox Valley Bank'],
  ['Casey', 'Romero', 'Contact in Future', 'X (Twitter)', 'Juniper Retail'],
  ['Taylor', 'Schmidt', 'Not Qualified', 'Trade Show', 'Evanston Works'],
  ['Quinn', 'Ito', 'Pre-Qualified', 'Web Research', 'Skokie Makers'],
  ['Drew', 'Larsen', 'Qualified', 'Facebook', 'Lake Forest Capital'],
]

/** Demo leads a developer sees in the CRM tab: statuses and sources of every colour. */
export function seedDemoLeads(state: FakeState, count = DEMO_LEADS.length): void {
  const base = now(state)
  for (let i = 0; i < count; i++) {
    const [first, last, status, source, company] = DEMO_LEADS[i % DEMO_LEADS.length] ?? DEMO_LEADS[0]!
    const created = zohoTime(base - (i + 1) * 26 * 60 * 60 * 1000)
    state.leads.push({
      id: nextRecordId(state),
      First_Name: first,
      Last_Name: last,
      Email: `${first.toLowerCase()}.${last.toLowerCase()}${i >= DEMO_LEADS.length ? i : ''}@example.com`,
      Phone: `+1 847-555-01${String(10 + i).slice(-2)}`,
      Company: company,
      Description: `${first} asked about a data platform review and a roadmap for the next two quarters.`,
      Lead_Status: status,
      Lead_Source: source,
      Created_Time: created,
      Modified_Time: created,
    })
  }
}
