import { LEAD_DATE_FORMAT } from '@shared/constants'
import type { CrmLead } from '@shared/types'
import { format, isValid, parseISO } from 'date-fns'

/** Created date as MMM dd, yyyy (SPEC.md section 9); nothing when Zoho sent none. */
export function formatLeadDate(createdTime: string | null): string | null {
  if (!createdTime) return null
  const date = parseISO(createdTime)
  return isValid(date) ? format(date, LEAD_DATE_FORMAT) : null
}

export function leadName(lead: CrmLead): string {
  return [lead.First_Name, lead.Last_Name].filter(Boolean).join(' ') || lead.Email || lead.id
}
