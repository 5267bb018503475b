import { createFileRoute } from '@tanstack/react-router'
import {
  insightsHashtagsQueryOptions,
  insightsPovsQueryOptions,
} from '@/features/insights/api/insights-queries'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { takePageSeed } from '@/lib/page-seed'
import { appQueryClient } from '@/lib/query-client'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/insights')({
  // Starts both requests with the route chunk; the page shows its spinner until they land.
  loader: ({ location }) => {
    const client = appQueryClient()
    const cards = insightsPovsQueryOptions({ q: '', hashtagIds: [] })
    const seed = takePageSeed(location.pathname)
    if (seed && 'insights' in seed) {
      client.setQueryData(cards.queryKey, seed.insights.povs)
      client.setQueryData(insightsHashtagsQueryOptions().queryKey, seed.insights.hashtags)
    } else {
      void client.prefetchQuery(cards)
      void client.prefetchQuery(insightsHashtagsQueryOptions())
    }
  },
  component: withQueries(InsightsPage),
})
