import { subscriberListText } from '@shared/newsletter-messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/newsletter: newsletter requests for staff, newest first, with their delivery. */
export function newsletterSubscriptionsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'enquiries', 'newsletter'],
    queryFn: () => unwrap(api.newsletter.$get()),
    meta: { errorMessage: subscriberListText.fetchFailed },
  })
}
