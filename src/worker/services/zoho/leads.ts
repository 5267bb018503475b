import { z } from 'zod'
import type { CreateLeadInput } from '../../../shared/schemas/crm'
import type { CrmLead, CrmLeadsResponse } from '../../../shared/types'
import { type ZohoDeps, zohoCall } from './client'
import { ZohoRejectedError, ZohoResponseError } from './errors'

export const LEAD_FIELDS = [
  'First_Name',
  'Last_Name',
  'Lead_Status',
  'Lead_Source',
  'Created_Time',
  'Email',
  'Phone',
  'Company',
  'Description',
] as const
const LIST_PAGE_SIZE = 200

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : String(value)))

// Tolerant on purpose (contract section 8.7): missing `data` or `info`, numeric ids, v2 `info`.
const leadRow: z.ZodType<CrmLead, unknown> = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  First_Name: text,
  Last_Name: text,
  Lead_Status: text,
  Lead_Source: text,
  Created_Time: text,
  Email: text,
  Phone: text,
  Company: text,
  Description: text,
})
const listBody = z
  .object({
    data: z.array(z.unknown()).nullish(),
    info: z.object({ more_records: z.boolean().optional() }).passthrough().nullish(),
  })
  .nullable()

function newestFirst(a: CrmLead, b: CrmLead): number {
  return Date.parse(b.Created_Time ?? '') - Date.parse(a.Created_Time ?? '') || (b.id > a.id ? 1 : -1)
}

/** The most recent leads (one page of 200), newest first. 204 is an empty list. */
export async function listLeads(deps: ZohoDeps): Promise<CrmLeadsResponse> {
  const query = new URLSearchParams({
    fields: LEAD_FIELDS.join(','),
    sort_by: 'Created_Time',
    sort_order: 'desc',
    page: '1',
    per_page: String(LIST_PAGE_SIZE),
  })
  const reply = await zohoCall(deps, `Leads?${query}`, { method: 'GET' }, { retries429: 2, retries5xx: 1 })
  if (reply.status === 204) return { data: [], info: { count: 0, moreRecords: false } }
  const body = listBody.safeParse(reply.json)
  if (reply.status !== 200 || !body.success) throw unexpected(reply.status, reply.json)
  const data = (body.data?.data ?? [])
    .flatMap((row) => {
      const lead = leadRow.safeParse(row)
      return lead.success ? [lead.data] : []
    })
    .sort(newestFirst)
  return { data, info: { count: data.length, moreRecords: body.data?.info?.more_records ?? false } }
}

function unexpected(status: number, json: unknown): ZohoResponseError {
  const code = (json as { code?: unknown } | null)?.code
  return new ZohoResponseError(`Zoho CRM answered ${status}${typeof code === 'string' ? ` ${code}` : ''}`)
}

const ZOHO_PHONE = /^[0-9+()\-.\s]{1,30}$/
const ZOHO_LIMITS = { First_Name: 40, Last_Name: 80, Company: 200 } as const

/**
 * Our lead as a Zoho record. Nothing the visitor wrote is dropped: a phone number Zoho would
 * refuse, or a service of interest, goes into the description.
 */
export function toZohoLead(lead: CreateLeadInput): Record<string, string> {
  const notes = [lead.message]
  if (lead.leadSource) notes.push(`Service of interest: ${lead.leadSource}`)
  const phoneFits = lead.phone === '' || ZOHO_PHONE.test(lead.phone)
  if (!phoneFits) notes.push(`Phone: ${lead.phone}`)
  const record: Record<string, string> = {
    First_Name: lead.firstName.slice(0, ZOHO_LIMITS.First_Name),
    Last_Name: lead.lastName.slice(0, ZOHO_LIMITS.Last_Name),
    Email: lead.email,
    Company: lead.company.slice(0, ZOHO_LIMITS.Company),
    Lead_Source: lead.source,
    Description: notes.filter(Boolean).join('\n\n'),
  }
  if (lead.phone && phoneFits) record.Phone = lead.phone
  return record
}

const writeItem = z.object({
  code: z.string(),
  status: z.string().optional(),
  message: z.string().optional(),
  details: z
    .object({
      id: z.union([z.string(), z.number()]).optional(),
      api_name: z.string().optional(),
      duplicate_record: z
        .object({ id: z.union([z.string(), z.number()]) })
        .partial()
        .optional(),
    })
    .passthrough()
    .optional(),
})
const writeBody = z.object({ data: z.array(writeItem).min(1) })

/**
 * Upsert by e-mail, so that sending the same lead again (a retry after a timeout) updates the
 * lead instead of creating a second one. Returns the Zoho id.
 */
export async function upsertLead(deps: ZohoDeps, lead: CreateLeadInput): Promise<string> {
  const reply = await zohoCall(
    deps,
    'Leads/upsert',
    {
      method: 'POST',
      body: { data: [toZohoLead(lead)], duplicate_check_fields: ['Email'], trigger: ['workflow'] },
    },
    // Upsert is idempotent, so a 5xx may be repeated once.
    { retries429: 2, retries5xx: 1 },
  )
  const body = writeBody.safeParse(reply.json)
  const item = body.success ? body.data.data[0] : undefined
  if (!item) throw unexpected(reply.status, reply.json)
  if (item.code === 'SUCCESS' && item.details?.id !== undefined) return String(item.details.id)
  // The lead is already there: that is the outcome we wanted.
  const duplicateId = item.details?.duplicate_record?.id ?? item.details?.id
  if (item.code === 'DUPLICATE_DATA' && duplicateId !== undefined) return String(duplicateId)
  if (['MANDATORY_NOT_FOUND', 'INVALID_DATA'].includes(item.code)) {
    const field = item.details?.api_name
    throw new ZohoRejectedError(`Zoho refused the lead: ${item.code}${field ? ` (${field})` : ''}`, field)
  }
  throw unexpected(reply.status, reply.json)
}
