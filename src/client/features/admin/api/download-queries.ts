import { downloadListText } from '@shared/whitepaper-download-messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/enquiries/downloads: whitepaper download requests for staff, newest first. */
export function downloadRequestsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'enquiries', 'downloads'],
    queryFn: () => unwrap(api.enquiries.downloads.$get()),
    meta: { errorMessage: downloadListText.fetchFailed },
  })
}
