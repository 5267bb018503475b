import type { LeadRecord, LoggedRequest, NoteRecord } from '../fake-zoho/state.ts'
import { withLocalBindings } from '../lib/local-bindings.ts'

// What the load bench checks after the run: every request the site accepted is in D1, and every
// lead reached the fake Zoho exactly once. The load's e-mails are unique per request and start
// with `load-`, so counting by e-mail answers both.

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

export interface LeadCheck {
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
export function checkLeads(accepted: Set<string>, stored: Stored, zoho: ZohoSide): LeadCheck {
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
export function mismatchedZohoIds(stored: Stored, zoho: ZohoSide): number {
  const idByEmail = new Map(zoho.leads.map((lead) => [lead.Email, lead.id]))
  return stored.outbox.filter((row) => row.status === 'sent' && idByEmail.get(row.email) !== row.zoho_id)
    .length
}

/** Notes the load added to its own leads: none expected, since every e-mail is new to Zoho. */
export function notesOnLoadLeads(zoho: ZohoSide): number {
  const ids = new Set(
    zoho.leads.filter((lead) => lead.Email?.startsWith(LOAD_EMAIL_PREFIX)).map((lead) => lead.id),
  )
  return zoho.notes.filter((note) => ids.has(note.Parent_Id.id)).length
}

export const missingFrom = (accepted: Set<string>, found: Set<string>) =>
  [...accepted].filter((email) => !found.has(email)).length
