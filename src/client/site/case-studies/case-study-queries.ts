import { contentTypes } from '@shared/content/registry'
import { contentTypeMessages } from '@shared/content/type-words'
import type { CaseStudy } from '@shared/content/types/case-study'
import { queryOptions } from '@tanstack/react-query'
import { apiFor, contentAnswer } from '@/lib/api-client'

/**
 * GET /api/public/case-studies; docs/product.md section 8: a failure raises
 * 'Failed to fetch case studies'.
 */
export function publicCaseStudiesQueryOptions() {
  return queryOptions({
    queryKey: [contentTypes.caseStudy.segment, 'public'],
    // A failed read stays the page's error state when it renders (and the route's loader tries
    // again on the next visit), rather than a spinner that never resolves in the served HTML.
    retryOnMount: false,
    queryFn: async ({ client }) => {
      const response = await contentAnswer<CaseStudy[]>(
        apiFor(client).public[contentTypes.caseStudy.segment].$get({ query: {} }),
      ).catch(() => null)
      if (!response?.ok) throw new Error(contentTypeMessages(contentTypes.caseStudy).fetchFailed)
      return response.json()
    },
  })
}
