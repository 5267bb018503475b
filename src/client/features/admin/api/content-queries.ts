import { adminMessages, contentMessages } from '@shared/messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

export function adminHashtagsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'hashtags'],
    queryFn: () => unwrap(api.hashtags.$get({ query: {} })),
    meta: { errorMessage: contentMessages.hashtagsFetchFailed },
  })
}

export function enquiriesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'enquiries'],
    queryFn: () => unwrap(api.enquiries.$get()),
    meta: { errorMessage: adminMessages.enquiriesFetchFailed },
  })
}
