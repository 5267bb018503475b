import { CONTACT_MESSAGE_MAX, TEXT_FIELD_MAX } from '../constants'
import type { FromPage } from '../from-page'
import type { Attribution } from '../visit-attribution'
import { lineText, multilineText } from './plain-text'
import { z } from './zod'

/** docs/product.md section 3, visitor tracking payload. */
export const trackVisitorSchema = z.object({
  page: lineText().trim().min(1).max(2048).startsWith('/'),
  referrer: lineText().max(2048).default(''),
  userAgent: lineText().max(512).default(''),
  timestamp: z.iso.datetime({ offset: true }),
  sessionId: lineText().min(1).max(100),
})
export type TrackVisitorPayload = z.input<typeof trackVisitorSchema>

/**
 * docs/product.md sections 3 and 7, lead payload: caller's lead fields plus sessionId, source and
 * leadSource.
 */
export const createLeadSchema = z.object({
  firstName: lineText().trim().max(TEXT_FIELD_MAX).default(''),
  lastName: lineText().trim().min(1, 'Last name is required').max(TEXT_FIELD_MAX),
  email: lineText().trim().max(254).pipe(z.email('Invalid email address')),
  company: lineText().trim().max(TEXT_FIELD_MAX).default(''),
  phone: lineText().trim().max(40).default(''),
  message: multilineText().trim().max(CONTACT_MESSAGE_MAX).default(''),
  sessionId: lineText().max(100).default(''),
  source: lineText().trim().max(TEXT_FIELD_MAX).default('Website'),
  leadSource: lineText().trim().max(TEXT_FIELD_MAX).default('Contact Form'),
})
export type CreateLeadPayload = z.input<typeof createLeadSchema>

export const LEAD_SOURCE_WEBSITE_CONTACT_FORM = 'Website Contact Form'
export const LEAD_SOURCE_GENERAL_INQUIRY = 'General Inquiry'
export type CreateLeadInput = z.output<typeof createLeadSchema>

/** A whitepaper download request becomes a lead of its own source. */
export const LEAD_SOURCE_WHITEPAPER_DOWNLOAD = 'Whitepaper Download'

/**
 * A lead as the CRM outbox keeps it: the create-lead payload, for a whitepaper download request
 * what was downloaded and the job title given, and where the visit came from.
 */
export type OutboxLead = CreateLeadInput & {
  download?: { whitepaperTitle: string; jobTitle: string }
  /** Where the visit came from, when the visitor allowed analytics (rows written before have none). */
  attribution?: Attribution
  /** The page the enquiry was sent from (its 'Talk to us'), when it was. */
  fromPage?: FromPage
}

// Per-IP limits for the public CRM endpoints (the spec leaves them open; listed in docs/configuration.md).
export const LEAD_RATE_LIMIT = 10
export const LEAD_RATE_WINDOW_SECONDS = 600
export const VISITOR_RATE_LIMIT = 120
export const VISITOR_RATE_WINDOW_SECONDS = 60
