import type { NewsletterPayload } from '@shared/schemas/newsletter'
import { api, unwrap } from '@/lib/api-client'
import { visitAttribution } from '@/site/tracking/visit-attribution'

/** POST /api/newsletter, with where the visit came from (analytics consent only); resolves to the answer to show. */
export function subscribe(values: NewsletterPayload): Promise<{ message: string }> {
  return unwrap(api.newsletter.$post({ json: { ...values, attribution: visitAttribution() } }))
}
