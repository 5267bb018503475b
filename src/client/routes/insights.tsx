import { createFileRoute } from '@tanstack/react-router'
import {
  insightsHashtagsQueryOptions,
  insightsPovsQueryOptions,
} from '@/features/insights/api/insights-queries'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { takePageSeed } from '@/lib/page-seed'
import { primeQuery } from '@/lib/query-client'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/insights')({
  // The served lists, or both requests started with the route chunk (the page shows its spinner).
  loader: ({ location }) => {
    const served = takePageSeed(location.pathname, 'insights')
    primeQuery(insightsPovsQueryOptions({ q: '', hashtagIds: [] }), served?.povs)
    primeQuery(insightsHashtagsQueryOptions(), served?.hashtags)
  },
  component: withQueries(InsightsPage),
})
