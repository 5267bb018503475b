import { type ContentTypeEntry, contentTypes } from '@shared/content-registry'
import { contentTypeMessages } from '@shared/content-type-words'
import { adminMessages, contentMessages } from '@shared/messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

// Staff lists include drafts; their keys are separate from the public pages' cached lists.

/** A type's staff list, drafts included, from GET /api/<segment>. */
function adminListQueryOptions<Segment extends ContentTypeEntry['segment']>(
  type: ContentTypeEntry & { segment: Segment },
) {
  return {
    queryKey: ['admin', type.segment],
    meta: { errorMessage: contentTypeMessages(type).fetchFailed },
  }
}

export const adminPovsQueryOptions = () =>
  queryOptions({
    ...adminListQueryOptions(contentTypes.pov),
    queryFn: () => unwrap(api[contentTypes.pov.segment].$get({ query: { includeUnpublished: 'true' } })),
  })

export const adminCaseStudiesQueryOptions = () =>
  queryOptions({
    ...adminListQueryOptions(contentTypes.caseStudy),
    queryFn: () =>
      unwrap(api[contentTypes.caseStudy.segment].$get({ query: { includeUnpublished: 'true' } })),
  })

export const adminWhitepapersQueryOptions = () =>
  queryOptions({
    ...adminListQueryOptions(contentTypes.whitepaper),
    queryFn: () =>
      unwrap(api[contentTypes.whitepaper.segment].$get({ query: { includeUnpublished: 'true' } })),
  })

export const adminJobOpeningsQueryOptions = () =>
  queryOptions({
    ...adminListQueryOptions(contentTypes.jobOpening),
    queryFn: () =>
      unwrap(api[contentTypes.jobOpening.segment].$get({ query: { includeUnpublished: 'true' } })),
  })

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
