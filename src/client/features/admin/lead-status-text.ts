import { crmMessages } from '@shared/messages'
import type { LeadDeliveryStatus } from '@shared/types'

/** What became of an enquiry's or a download request's CRM lead (its outbox row), for staff. */
export function leadStatusText(lead: LeadDeliveryStatus | null): string {
  if (!lead) return crmMessages.enquiryLeadNone
  if (lead.status === 'sent') return crmMessages.enquiryLeadSent
  const state =
    lead.status === 'failed'
      ? crmMessages.enquiryLeadFailed(lead.attempts)
      : crmMessages.enquiryLeadPending(lead.attempts)
  return lead.lastError ? `${state}: ${lead.lastError}` : state
}
