import { deliveryProblemAdvice } from './delivery-problem-text'
import { crmMessages } from './messages'
import type { LeadDeliveryStatus } from './types'

/**
 * What became of an enquiry's or a download request's CRM lead (its outbox row), for staff: in
 * the Enquiries section and its CSV exports. A failure says what to do, never the raw error.
 */
export function leadStatusText(lead: LeadDeliveryStatus | null): string {
  if (!lead) return crmMessages.enquiryLeadNone
  if (lead.status === 'sent') return crmMessages.enquiryLeadSent
  const state =
    lead.status === 'failed'
      ? crmMessages.enquiryLeadFailed(lead.attempts)
      : crmMessages.enquiryLeadPending(lead.attempts)
  return lead.problem ? `${state}: ${deliveryProblemAdvice[lead.problem]}` : state
}
