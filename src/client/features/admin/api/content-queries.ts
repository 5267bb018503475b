import {
  adminMessages,
  caseStudyMessages,
  contentMessages,
  povMessages,
  whitepaperMessages,
} from '@shared/messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

// Staff lists include drafts; their keys are separate from the public pages' cached lists.

export function adminPovsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'povs'],
    queryFn: () => unwrap(api.povs.$get({ query: { includeUnpublished: 'true' } })),
    meta: { errorMessage: povMessages.fetchFailed },
  })
}

export function adminCaseStudiesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'case-studies'],
    queryFn: () => unwrap(api['case-studies'].$get({ query: { includeUnpublished: 'true' } })),
    meta: { errorMessage: caseStudyMessages.fetchFailed },
  })
}

export function adminWhitepapersQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'whitepapers'],
    queryFn: () => unwrap(api.whitepapers.$get({ query: { includeUnpublished: 'true' } })),
    meta: { errorMessage: whitepaperMessages.fetchFailed },
  })
}

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
