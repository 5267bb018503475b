import { createFileRoute } from '@tanstack/react-router'
import {
  insightsHashtagsQueryOptions,
  insightsPovsQueryOptions,
} from '@/features/insights/api/insights-queries'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { appQueryClient } from '@/lib/query-client'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/insights')({
  // Starts both requests with the route chunk; the page shows its spinner until they land.
  loader: () => {
    void appQueryClient().prefetchQuery(insightsPovsQueryOptions({ q: '', hashtagIds: [] }))
    void appQueryClient().prefetchQuery(insightsHashtagsQueryOptions())
  },
  component: withQueries(InsightsPage),
})
