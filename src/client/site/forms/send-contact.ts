import type { ContactPayload } from '@shared/schemas/contact'
import { api, unwrap } from '@/lib/api-client'
import { visitAttribution } from '@/site/tracking/visit-attribution'

/** POST /api/contact, with where the visit came from (analytics consent only); resolves to `{ message }`. */
export function sendContact(values: ContactPayload) {
  return unwrap(api.contact.$post({ json: { ...values, attribution: visitAttribution() } }))
}
