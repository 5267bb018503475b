import { adminMessages, contentMessages } from '@shared/messages'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function adminHashtagsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'hashtags'],
    queryFn: () => unwrap(api.hashtags.$get({ query: {} })),
    meta: { errorMessage: contentMessages.hashtagsFetchFailed },
  })
}

/** GET /api/enquiries/export.csv: the same contact submissions as a file; a link saves it with the session cookie. */
export const enquiriesExportHref = (q: string | undefined) =>
  q ? `/api/enquiries/export.csv?${new URLSearchParams({ q })}` : '/api/enquiries/export.csv'

/** GET /api/enquiries: contact submissions for staff, newest first; with `q`, those that contain it. */
export function enquiriesQueryOptions(q: string | undefined) {
  return queryOptions({
    queryKey: ['admin', 'enquiries', { q }],
    queryFn: () => unwrap(api.enquiries.$get({ query: q ? { q } : {} })),
    // A new search keeps the list in view until its answer comes, rather than a spinner per key.
    placeholderData: keepPreviousData,
    meta: { errorMessage: adminMessages.enquiriesFetchFailed },
  })
}
