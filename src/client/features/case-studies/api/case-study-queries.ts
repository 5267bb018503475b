import { contentMessages } from '@shared/messages'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/public/case-studies; SPEC.md section 8: a failure raises 'Failed to fetch case studies'. */
export function publicCaseStudiesQueryOptions() {
  return queryOptions({
    queryKey: ['case-studies', 'public'],
    queryFn: async () => {
      const response = await api.public['case-studies'].$get({ query: {} }).catch(() => null)
      if (!response?.ok) throw new Error(contentMessages.caseStudiesFetchFailed)
      return response.json()
    },
  })
}

export function caseStudyQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['case-studies', 'detail', id],
    queryFn: () => unwrap(api['case-studies'][':id'].$get({ param: { id: String(id) } })),
  })
}
