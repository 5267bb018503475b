import { createFileRoute } from '@tanstack/react-router'
import {
  insightsHashtagsQueryOptions,
  insightsPovsQueryOptions,
} from '@/features/insights/api/insights-queries'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { insightsFilter, parseInsightsSearch } from '@/features/insights/insights-search'
import { routeHead } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'
import { insightsHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/insights')({
  // Search text and hashtags live in the address, so a filtered page is rendered on the server,
  // works without JavaScript and can be shared.
  validateSearch: parseInsightsSearch,
  loaderDeps: ({ search }) => insightsFilter(search),
  loader: async ({ context, deps }) => {
    const client = await context.queries.load()
    await Promise.all([
      client.prefetchQuery(insightsPovsQueryOptions(deps)),
      client.prefetchQuery(insightsHashtagsQueryOptions()),
    ])
    return { head: insightsHead }
  },
  head: routeHead,
  component: withQueries(InsightsRoute),
})

function InsightsRoute() {
  return <InsightsPage search={Route.useSearch()} />
}
