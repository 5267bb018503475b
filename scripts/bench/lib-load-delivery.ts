import type { LeadRecord, LoggedRequest, NoteRecord } from '../fake-zoho/state.ts'
import { withLocalBindings } from '../lib/local-bindings.ts'
import type { BenchRow } from './types.ts'

/** What the deployed cron sends per run (src/worker/services/crm-outbox.ts, DRAIN_BATCH) and how often. */
const DEPLOYED_CRON_MINUTES = 5
/** The outbox's first retry waits this long (crm-outbox.ts, OUTBOX_BACKOFF_BASE_MS). */
const FIRST_BACKOFF_S = 120

// What the load bench checks after the run, and its rows of the table: every request the site
// accepted is in D1, and every lead reached the fake Zoho exactly once and after the outage. The
// load's e-mails are unique per request and start with `load-`, so counting by e-mail answers both.

const LOAD_EMAIL_PREFIX = 'load-'
export const CONTACT_EMAIL_PREFIX = `${LOAD_EMAIL_PREFIX}contact-`
export const DOWNLOAD_EMAIL_PREFIX = `${LOAD_EMAIL_PREFIX}download-`

/** E-mails of the requests the site answered with success, by what they were. */
export interface Accepted {
  contacts: Set<string>
  leads: Set<string>
  downloads: Set<string>
}

interface OutboxRow {
  email: string
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  zoho_id: string | null
}

export interface Stored {
  contacts: Set<string>
  downloads: Set<string>
  outbox: OutboxRow[]
}

/** Reads the load's rows from the local D1 of `stateDir`; the Worker must have stopped. */
export async function storedRows(stateDir: string): Promise<Stored> {
  return withLocalBindings(stateDir, async ({ DB }) => {
    const emails = async (table: string) => {
      const { results } = await DB.prepare(`SELECT email FROM ${table} WHERE email LIKE ?`)
        .bind(`${LOAD_EMAIL_PREFIX}%`)
        .all<{ email: string }>()
      return new Set(results.map((row) => row.email))
    }
    const { results: outbox } = await DB.prepare(
      'SELECT email, status, attempts, zoho_id FROM crm_outbox WHERE email LIKE ?',
    )
      .bind(`${LOAD_EMAIL_PREFIX}%`)
      .all<OutboxRow>()
    return {
      contacts: await emails('contact_submissions'),
      downloads: await emails('whitepaper_downloads'),
      outbox,
    }
  })
}

export interface ZohoSide {
  leads: LeadRecord[]
  notes: NoteRecord[]
  requests: LoggedRequest[]
}

export async function zohoSide(controlUrl: string): Promise<ZohoSide> {
  const read = async <T>(what: string) => (await (await fetch(`${controlUrl}/${what}`)).json()) as T
  return {
    leads: await read<LeadRecord[]>('leads'),
    notes: await read<NoteRecord[]>('notes'),
    requests: await read<LoggedRequest[]>('requests'),
  }
}

interface LeadCheck {
  accepted: number
  inOutbox: number
  delivered: number
  /** E-mails Zoho holds more than one lead for. */
  duplicated: number
  /** Accepted but in no Zoho lead. */
  missing: number
}

const countBy = (values: Iterable<string>) => {
  const counts = new Map<string, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return counts
}

/** Each accepted e-mail should be one outbox row and exactly one Zoho lead. */
function checkLeads(accepted: Set<string>, stored: Stored, zoho: ZohoSide): LeadCheck {
  const outbox = countBy(stored.outbox.map((row) => row.email))
  const leads = countBy(zoho.leads.flatMap((lead) => (lead.Email ? [lead.Email] : [])))
  const mine = [...accepted]
  return {
    accepted: accepted.size,
    inOutbox: mine.filter((email) => outbox.has(email)).length,
    delivered: mine.filter((email) => leads.has(email)).length,
    duplicated: mine.filter((email) => (leads.get(email) ?? 0) > 1).length,
    missing: mine.filter((email) => !leads.has(email)).length,
  }
}

/** Sent outbox rows whose recorded Zoho id is not the id of the one Zoho lead of that e-mail. */
function mismatchedZohoIds(stored: Stored, zoho: ZohoSide): number {
  const idByEmail = new Map(zoho.leads.map((lead) => [lead.Email, lead.id]))
  return stored.outbox.filter((row) => row.status === 'sent' && idByEmail.get(row.email) !== row.zoho_id)
    .length
}

/** Notes the load added to its own leads: none expected, since every e-mail is new to Zoho. */
function notesOnLoadLeads(zoho: ZohoSide): number {
  const ids = new Set(
    zoho.leads.filter((lead) => lead.Email?.startsWith(LOAD_EMAIL_PREFIX)).map((lead) => lead.id),
  )
  return zoho.notes.filter((note) => ids.has(note.Parent_Id.id)).length
}

const missingFrom = (accepted: Set<string>, found: Set<string>) =>
  [...accepted].filter((email) => !found.has(email)).length

export interface Drain {
  /** performance.now() when the outage ended. */
  zohoBackAt: number
  /** Date.now() when the outage began and ended, the clock of the fake's request log. */
  window: { downSince: number; backSince: number }
  cronGapMs: number
  cronRuns: number
  cronFailures: number
  lastCronFailure: string | undefined
  /** performance.now() since when no lead whose first send failed has been pending. */
  backlogGoneAt: number | undefined
}

const leadText = (check: LeadCheck) =>
  `accepted ${check.accepted}, in outbox ${check.inOutbox}, delivered ${check.delivered}, duplicated ${check.duplicated}, missing ${check.missing}`

export function deliveryRows(run: {
  drain: Drain
  accepted: Accepted
  stored: Stored
  zoho: ZohoSide
}): BenchRow[] {
  const { drain, accepted, stored, zoho } = run
  const rows: BenchRow[] = []
  const row = (metric: string, value: string, note?: string) =>
    rows.push({ group: 'load', metric, value, note })

  const refused = zoho.requests.filter(
    (request) =>
      request.status === 503 && request.at >= drain.window.downSince && request.at < drain.window.backSince,
  ).length
  const retried = stored.outbox.filter((outbox) => outbox.attempts > 1).length
  row(
    'Zoho outage',
    `${refused} Zoho calls refused; ${retried} leads sent by the cron after their first send failed`,
    `Zoho down ${((drain.window.backSince - drain.window.downSince) / 1000).toFixed(1)} s`,
  )
  const drained =
    drain.backlogGoneAt === undefined ? undefined : (drain.backlogGoneAt - drain.zohoBackAt) / 1000
  const failures = drain.cronFailures ? ` (last: ${drain.lastCronFailure})` : ''
  row(
    'outbox drain after Zoho returned',
    drained === undefined ? 'not drained' : `${drained.toFixed(1)} s`,
    `cron run every ${drain.cronGapMs / 1000} s from Zoho's return: ${drain.cronRuns} runs, ${drain.cronFailures} failed${failures}; a failed first send waits ${FIRST_BACKOFF_S} s, so the last leads of the outage cannot go sooner. Deployed, the cron runs every ${DEPLOYED_CRON_MINUTES} min and each run sends what it can in 4 min`,
  )
  const status = (name: string) => stored.outbox.filter((outbox) => outbox.status === name).length
  row(
    'outbox at the end',
    `sent ${status('sent')}, pending ${status('pending')}, failed ${status('failed')}`,
    `${stored.outbox.length} rows of the load`,
  )

  // A request the client gave up on (a timeout) may still have been served: stored, never acknowledged.
  const unacknowledged = (found: Iterable<string>, seen: Set<string>) => missingFrom(new Set(found), seen)
  const contactLeads = stored.outbox
    .filter((outbox) => outbox.email.startsWith(CONTACT_EMAIL_PREFIX))
    .map((outbox) => outbox.email)
  const lostContacts = missingFrom(accepted.contacts, stored.contacts)
  row(
    'enquiries (contact form)',
    `accepted ${accepted.contacts.size}, stored ${accepted.contacts.size - lostContacts}, lost ${lostContacts}`,
    `stored: a contact_submissions row with its e-mail; besides, ${unacknowledged(stored.contacts, accepted.contacts)} enquiries and ${unacknowledged(contactLeads, accepted.leads)} leads stored whose answer the client never got`,
  )
  row(
    'leads from enquiries',
    leadText(checkLeads(accepted.leads, stored, zoho)),
    'delivered: a lead with its e-mail in the fake Zoho; duplicated: more than one',
  )
  const lostDownloads = missingFrom(accepted.downloads, stored.downloads)
  row(
    'download requests',
    `stored ${accepted.downloads.size - lostDownloads} (lost ${lostDownloads}), ${leadText(checkLeads(accepted.downloads, stored, zoho))}`,
    `stored: a whitepaper_downloads row with its e-mail; besides, ${unacknowledged(stored.downloads, accepted.downloads)} stored whose answer the client never got`,
  )
  row(
    'Zoho ids',
    `${mismatchedZohoIds(stored, zoho)} sent rows whose zoho_id is not their lead's; ${notesOnLoadLeads(zoho)} notes on the load's leads`,
    'both 0 when each enquiry became one new lead, sent once',
  )
  return rows
}
