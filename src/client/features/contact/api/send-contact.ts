import type { ContactPayload } from '@shared/schemas/contact'
import { api, unwrap } from '@/lib/api-client'

/** POST /api/contact; resolves to the server's `{ message }`. */
export function sendContact(values: ContactPayload) {
  return unwrap(api.contact.$post({ json: values }))
}
