import { CONTACT_SERVICES } from './constants'
import { contactText } from './messages'

// An enquiry stores its service of interest as the contact form's code (`ai-automation`); staff, the
// CRM and the sales message read it as the form showed it to the visitor.

/** The contact form's name for a service code; a code the form does not offer (an old one) as stored. */
export function serviceName(code: string): string {
  const offered = CONTACT_SERVICES.find((service) => service === code)
  return offered ? contactText.serviceLabels[offered] : code
}
