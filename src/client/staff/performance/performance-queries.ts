import { type PerformanceRange, type PerformanceReport, performanceText } from '@shared/performance'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/performance?days=…: the Performance section's figures for the range. */
export function performanceQueryOptions(days: PerformanceRange) {
  return queryOptions({
    queryKey: ['admin', 'performance', days],
    queryFn: (): Promise<PerformanceReport> =>
      unwrap(api.performance.$get({ query: { days: String(days) } })),
    meta: { errorMessage: performanceText.fetchFailed },
  })
}
