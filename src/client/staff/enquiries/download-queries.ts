import { downloadListText } from '@shared/whitepaper-download-messages'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/enquiries/downloads/export.csv: the same requests as a file, saved through a link. */
export const downloadRequestsExportHref = (q: string | undefined) =>
  q
    ? `/api/enquiries/downloads/export.csv?${new URLSearchParams({ q })}`
    : '/api/enquiries/downloads/export.csv'

/** GET /api/enquiries/downloads: whitepaper download requests for staff, newest first; `q` narrows them. */
export function downloadRequestsQueryOptions(q: string | undefined) {
  return queryOptions({
    queryKey: ['admin', 'enquiries', 'downloads', { q }],
    queryFn: () => unwrap(api.enquiries.downloads.$get({ query: q ? { q } : {} })),
    placeholderData: keepPreviousData,
    meta: { errorMessage: downloadListText.fetchFailed },
  })
}
