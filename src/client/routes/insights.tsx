import { createFileRoute } from '@tanstack/react-router'
import {
  insightsHashtagsQueryOptions,
  insightsPovsQueryOptions,
} from '@/features/insights/api/insights-queries'
import { InsightsPage } from '@/features/insights/components/insights-page'

export const Route = createFileRoute('/insights')({
  // Starts both requests with the route chunk; the page shows its spinner until they land.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(insightsPovsQueryOptions({ q: '', hashtagIds: [] }))
    void context.queryClient.prefetchQuery(insightsHashtagsQueryOptions())
  },
  component: InsightsPage,
})
