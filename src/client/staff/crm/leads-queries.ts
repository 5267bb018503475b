import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/zoho/leads; docs/product.md sections 7 and 9: the one query retried once. */
export function leadsQueryOptions() {
  return queryOptions({
    queryKey: ['crm', 'leads'],
    queryFn: () => unwrap(api.zoho.leads.$get()),
    retry: 1,
  })
}

/** GET /api/zoho/outbox: leads stored here that are not (yet) in Zoho. */
export function leadOutboxQueryOptions() {
  return queryOptions({
    queryKey: ['crm', 'outbox'],
    queryFn: () => unwrap(api.zoho.outbox.$get()),
  })
}
