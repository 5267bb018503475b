import { z } from 'zod'
import type { CrmLead, CrmLeadsResponse } from '../../../shared/types'
import { type ZohoDeps, zohoCall } from './client'
import { unexpectedReply } from './errors'

const LEAD_FIELDS = [
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

// Tolerant on purpose (docs/zoho-contract.md section 8.7): missing `data` or `info`, numeric ids, v2 `info`.
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
  if (reply.status !== 200 || !body.success) throw unexpectedReply(reply.status, reply.json)
  const data = (body.data?.data ?? [])
    .flatMap((row) => {
      const lead = leadRow.safeParse(row)
      return lead.success ? [lead.data] : []
    })
    .sort(newestFirst)
  return { data, info: { count: data.length, moreRecords: body.data?.info?.more_records ?? false } }
}
