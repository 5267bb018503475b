import type { NewsletterPayload } from '@shared/schemas/newsletter'
import { api, unwrap } from '@/lib/api-client'

/** POST /api/newsletter; resolves to the answer to show ('Check your inbox…'). */
export function subscribe(values: NewsletterPayload): Promise<{ message: string }> {
  return unwrap(api.newsletter.$post({ json: values }))
}
