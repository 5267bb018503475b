import {
  type CreateLeadPayload,
  LEAD_SOURCE_GENERAL_INQUIRY,
  LEAD_SOURCE_WEBSITE_CONTACT_FORM,
  type TrackVisitorPayload,
} from '@shared/schemas/crm'
import { api } from '@/lib/api-client'
import { hasConsent } from '@/lib/consent'
import { visitorSessionId } from './visitor-session'

// Browser side of docs/product.md section 7's CRM calls. Every call is gated by consent and never
// throws: failures are logged only, as the spec requires.

export type LeadResult =
  | { success: true; data: unknown }
  | { success: false; reason: 'cookies_not_accepted' }
  | { success: false; error: string }

/** POST /api/zoho/create-lead, only with marketing consent. */
export async function createLead(
  lead: Omit<CreateLeadPayload, 'sessionId' | 'source' | 'leadSource'> & {
    source?: string
    leadSource?: string
  },
): Promise<LeadResult> {
  if (!hasConsent('marketing')) {
    console.info('Lead not sent: marketing cookies not accepted')
    return { success: false, reason: 'cookies_not_accepted' }
  }
  try {
    const payload: CreateLeadPayload = {
      ...lead,
      sessionId: visitorSessionId(),
      source: lead.source ?? 'Website',
      leadSource: lead.leadSource ?? 'Contact Form',
    }
    const response = await api.zoho['create-lead'].$post({ json: payload })
    const data: unknown = await response.json().catch(() => null)
    if (!response.ok) console.error('Lead creation failed', response.status, data)
    return response.ok ? { success: true, data } : { success: false, error: `${response.status}` }
  } catch (error) {
    console.error('Lead creation failed', error)
    return { success: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** The lead a contact-form submission becomes (docs/product.md section 7, details). */
export function contactLead(form: {
  firstName: string
  lastName: string
  email: string
  company: string
  phone: string
  message: string
  service: string
}) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    company: form.company,
    phone: form.phone,
    message: form.message,
    source: LEAD_SOURCE_WEBSITE_CONTACT_FORM,
    leadSource: form.service || LEAD_SOURCE_GENERAL_INQUIRY,
  }
}

interface ChatWidgetVisitor {
  name(value: string): void
  email(value: string): void
  info?(value: Record<string, string>): void
}

declare global {
  interface Window {
    $zoho?: { salesiq?: { visitor?: ChatWidgetVisitor } }
  }
}

/** Tells the live-chat widget who the visitor is, only with marketing consent and a loaded widget. */
export function identifyVisitor(identity: { name: string; email: string; company?: string }): boolean {
  if (!hasConsent('marketing')) return false
  const visitor = window.$zoho?.salesiq?.visitor
  if (!visitor) return false
  try {
    visitor.name(identity.name)
    visitor.email(identity.email)
    if (identity.company) visitor.info?.({ company: identity.company })
    return true
  } catch (error) {
    console.error('Visitor identification failed', error)
    return false
  }
}

/** POST /api/zoho/track-visitor on a route change, only with analytics consent. */
export async function trackPageVisit(page: string): Promise<void> {
  if (!hasConsent('analytics')) return
  const payload: TrackVisitorPayload = {
    page,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    timestamp: new Date().toISOString(),
    sessionId: visitorSessionId(),
  }
  try {
    const response = await api.zoho['track-visitor'].$post({ json: payload })
    if (!response.ok) console.error('Visitor tracking failed', response.status)
  } catch (error) {
    console.error('Visitor tracking failed', error)
  }
}
