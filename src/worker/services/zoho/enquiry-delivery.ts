import { z } from 'zod'
import { fromPageLine } from '../../../shared/from-page'
import {
  LEAD_SOURCE_WEBSITE_CONTACT_FORM,
  LEAD_SOURCE_WHITEPAPER_DOWNLOAD,
  type OutboxLead,
} from '../../../shared/schemas/crm'
import { serviceName } from '../../../shared/service-name'
import { attributionLines } from '../../../shared/visit-attribution'
import { zohoLine, zohoParagraphs } from '../../lib/outbound/zoho-text'
import { type ZohoDeps, zohoCall } from './client'
import { unexpectedReply, ZohoRejectedError } from './errors'

// A website enquiry in Zoho CRM. Anyone can post one, for any e-mail, so it never changes what
// staff or earlier enquiries put in the CRM: an e-mail Zoho does not know yet becomes a new lead;
// for a known one the enquiry is added to that lead as a note, and none of its fields is touched
// (docs/decisions/003). Every send carries a reference, so that a retry after an unknown outcome
// (a timeout) finds its own earlier write instead of repeating it.

/** What identifies one enquiry in Zoho: in a new lead's description, or in its note's title. */
export interface EnquiryRef {
  outboxId: number
  createdAt: Date
}

const ZOHO_PHONE = /^[0-9+()\-.\s]{1,30}$/
const ZOHO_LIMITS = { First_Name: 40, Last_Name: 80, Company: 200 } as const
/** Leads sharing one e-mail that a search returns are read from one page. */
const SEARCH_FIELDS = 'Email,Description,Created_Time'

function referenceOf(ref: EnquiryRef): string {
  return `Website enquiry #${ref.outboxId} (${ref.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`
}

/**
 * What the visitor typed, as Zoho takes it (lib/outbound/zoho-text.ts): every field on one line but
 * the message. The e-mail is left as it is: the schema took only an address, and Zoho is searched by it.
 */
function asZohoText(lead: OutboxLead): OutboxLead {
  return {
    ...lead,
    firstName: zohoLine(lead.firstName),
    lastName: zohoLine(lead.lastName),
    company: zohoLine(lead.company),
    phone: zohoLine(lead.phone),
    message: zohoParagraphs(lead.message),
    // The contact form's service code (client/site/tracking/crm-client.ts), named as the form shows it.
    leadSource: zohoLine(serviceName(lead.leadSource)),
    ...(lead.download && {
      download: {
        whitepaperTitle: zohoLine(lead.download.whitepaperTitle),
        jobTitle: zohoLine(lead.download.jobTitle),
      },
    }),
  }
}

/** Where the visit came from (utm values and a referring host the visitor's browser sent), a line each. */
const originLines = (lead: OutboxLead) => attributionLines(lead.attribution).map(zohoLine)

/** What a whitepaper download request adds: which whitepaper, and the job title if given. */
function downloadLines(lead: OutboxLead): string[] {
  if (!lead.download) return []
  const { whitepaperTitle, jobTitle } = lead.download
  return [`Whitepaper requested: ${whitepaperTitle}`, ...(jobTitle ? [`Job title: ${jobTitle}`] : [])]
}

/**
 * A new lead. The source is ours to set, not the visitor's; nothing the visitor wrote is dropped
 * (a phone number Zoho would refuse, or the service of interest, goes into the description).
 */
function toZohoLead(lead: OutboxLead, reference: string): Record<string, string> {
  const notes = [lead.message, ...downloadLines(lead)]
  if (lead.leadSource) notes.push(`Service of interest: ${lead.leadSource}`)
  if (lead.fromPage) notes.push(fromPageLine(lead.fromPage))
  const origin = originLines(lead)
  if (origin.length > 0) notes.push(origin.join('\n'))
  const phoneFits = lead.phone === '' || ZOHO_PHONE.test(lead.phone)
  if (!phoneFits) notes.push(`Phone: ${lead.phone}`)
  notes.push(reference)
  const record: Record<string, string> = {
    First_Name: lead.firstName.slice(0, ZOHO_LIMITS.First_Name),
    Last_Name: lead.lastName.slice(0, ZOHO_LIMITS.Last_Name),
    Email: lead.email,
    Company: lead.company.slice(0, ZOHO_LIMITS.Company),
    Lead_Source: lead.download ? LEAD_SOURCE_WHITEPAPER_DOWNLOAD : LEAD_SOURCE_WEBSITE_CONTACT_FORM,
    Description: notes.filter(Boolean).join('\n\n'),
  }
  if (lead.phone && phoneFits) record.Phone = lead.phone
  return record
}

/** The enquiry as a note on a lead that exists: everything the visitor sent, as their claim. */
function toZohoNote(lead: OutboxLead, reference: string) {
  const lines = [
    `Name: ${[lead.firstName, lead.lastName].filter(Boolean).join(' ')}`,
    lead.company && `Company: ${lead.company}`,
    lead.phone && `Phone: ${lead.phone}`,
    lead.leadSource && `Service of interest: ${lead.leadSource}`,
    ...downloadLines(lead),
    lead.fromPage && fromPageLine(lead.fromPage),
    ...originLines(lead),
  ].filter(Boolean)
  return {
    Note_Title: reference,
    Note_Content: [...lines, ...(lead.message ? ['', lead.message] : [])].join('\n'),
  }
}

const id = z.union([z.string().min(1), z.number()]).transform(String)
const foundLead = z.object({
  id,
  Email: z.string().nullish(),
  Description: z.string().nullish(),
  Created_Time: z.string().nullish(),
})
const found = z.object({ data: z.array(z.unknown()).nullish() }).nullable()
const writeItem = z.object({
  code: z.string(),
  details: z
    .object({
      id: id.optional(),
      api_name: z.string().optional(),
      duplicate_record: z.object({ id }).partial().optional(),
    })
    .passthrough()
    .optional(),
})
const writeBody = z.object({ data: z.array(writeItem).min(1) })

/** Rows of a 200 list answer that parse; 204 is none. */
function rowsOf<T>(reply: { status: number; json: unknown }, row: z.ZodType<T, unknown>): T[] {
  if (reply.status === 204) return []
  const body = found.safeParse(reply.json)
  if (reply.status !== 200 || !body.success) throw unexpectedReply(reply.status, reply.json)
  return (body.data?.data ?? []).flatMap((item) => {
    const parsed = row.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** Leads with this e-mail, oldest first (the one an enquiry is added to). */
async function findLeads(deps: ZohoDeps, email: string) {
  const query = new URLSearchParams({ email, fields: SEARCH_FIELDS })
  const reply = await zohoCall(
    deps,
    `Leads/search?${query}`,
    { method: 'GET' },
    { retries429: 2, retries5xx: 1 },
  )
  const created = (lead: z.output<typeof foundLead>) => Date.parse(lead.Created_Time ?? '') || 0
  return rowsOf(reply, foundLead)
    .filter((lead) => lead.Email?.toLowerCase() === email.toLowerCase())
    .sort((a, b) => created(a) - created(b) || (a.id < b.id ? -1 : 1))
}

/** The first item of a write answer, or a named error for an answer that has none. */
function firstItem(reply: { status: number; json: unknown }) {
  const body = writeBody.safeParse(reply.json)
  const item = body.success ? body.data.data[0] : undefined
  if (!item) throw unexpectedReply(reply.status, reply.json)
  return item
}

function rejected(item: z.output<typeof writeItem>): ZohoRejectedError {
  const field = item.details?.api_name
  return new ZohoRejectedError(`Zoho refused the lead: ${item.code}${field ? ` (${field})` : ''}`, field)
}

/** Inserts a lead; when the org holds e-mails unique and Zoho has one already, that lead's id. */
async function insertLead(deps: ZohoDeps, record: Record<string, string>) {
  // An insert is not idempotent: a 5xx leaves it to the next outbox attempt, which looks first.
  const reply = await zohoCall(
    deps,
    'Leads',
    { method: 'POST', body: { data: [record], trigger: ['workflow'] } },
    { retries429: 2, retries5xx: 0 },
  )
  const item = firstItem(reply)
  if (item.code === 'SUCCESS' && item.details?.id) return { id: item.details.id, isNew: true }
  const duplicateOf = item.details?.duplicate_record?.id ?? item.details?.id
  if (item.code === 'DUPLICATE_DATA' && duplicateOf) return { id: duplicateOf, isNew: false }
  if (['MANDATORY_NOT_FOUND', 'INVALID_DATA'].includes(item.code)) throw rejected(item)
  throw unexpectedReply(reply.status, reply.json)
}

async function hasNote(deps: ZohoDeps, leadId: string, reference: string): Promise<boolean> {
  const query = new URLSearchParams({ fields: 'Note_Title', per_page: '200' })
  const reply = await zohoCall(
    deps,
    `Leads/${encodeURIComponent(leadId)}/Notes?${query}`,
    { method: 'GET' },
    { retries429: 2, retries5xx: 1 },
  )
  const notes = rowsOf(reply, z.object({ Note_Title: z.string().nullish() }))
  return notes.some((note) => note.Note_Title === reference)
}

async function addNote(deps: ZohoDeps, leadId: string, note: ReturnType<typeof toZohoNote>) {
  const reply = await zohoCall(
    deps,
    `Leads/${encodeURIComponent(leadId)}/Notes`,
    { method: 'POST', body: { data: [note] } },
    { retries429: 2, retries5xx: 0 },
  )
  // Anything but success (the lead deleted or merged meanwhile) is left to the next attempt.
  if (firstItem(reply).code !== 'SUCCESS') throw unexpectedReply(reply.status, reply.json)
}

/**
 * Sends one enquiry; returns the id of the lead it went to. `retry` is set when an earlier
 * attempt may have written it already: then that write is looked for before anything is sent.
 */
export async function sendEnquiry(
  deps: ZohoDeps,
  lead: OutboxLead,
  ref: EnquiryRef,
  retry: boolean,
): Promise<string> {
  const reference = referenceOf(ref)
  const text = asZohoText(lead)
  const leads = await findLeads(deps, lead.email)
  if (retry) {
    const ours = leads.find((found) => found.Description?.includes(reference))
    if (ours) return ours.id
  }
  let target = leads[0]?.id
  if (!target) {
    const inserted = await insertLead(deps, toZohoLead(text, reference))
    if (inserted.isNew) return inserted.id
    // Zoho's search index lags behind new and edited leads; the insert still met the lead.
    target = inserted.id
  }
  if (retry && (await hasNote(deps, target, reference))) return target
  await addNote(deps, target, toZohoNote(text, reference))
  return target
}
