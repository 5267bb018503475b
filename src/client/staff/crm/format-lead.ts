import { LEAD_DATE_FORMAT } from '@shared/constants'
import type { CrmLead } from '@shared/types'
import { parseDate } from '@/lib/local-date'

// The spec's pattern, filled from the parts of an English date: `Jan 07, 2026`.
const leadDateParts = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' })
const PATTERN_PART = { MMM: 'month', dd: 'day', yyyy: 'year' } as const

/** Created date as MMM dd, yyyy (docs/product.md section 9); nothing when Zoho sent none. */
export function formatLeadDate(createdTime: string | null): string | null {
  if (!createdTime) return null
  const date = parseDate(createdTime)
  if (Number.isNaN(date.getTime())) return null
  const parts = new Map(leadDateParts.formatToParts(date).map((part) => [part.type, part.value]))
  return LEAD_DATE_FORMAT.replace(
    /MMM|dd|yyyy/g,
    (token) => parts.get(PATTERN_PART[token as keyof typeof PATTERN_PART]) ?? token,
  )
}

export function leadName(lead: CrmLead): string {
  return [lead.First_Name, lead.Last_Name].filter(Boolean).join(' ') || lead.Email || lead.id
}
