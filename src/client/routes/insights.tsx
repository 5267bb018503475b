import { insightsText } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { PageLoading } from '@/components/content/spinner'
import {
  insightsHashtagsQueryOptions,
  insightsPovsQueryOptions,
} from '@/features/insights/api/insights-queries'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { insightsFilter, parseInsightsSearch } from '@/features/insights/insights-search'
import { type PageHeadData, pageTitle, routeHead } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'

const head: PageHeadData = {
  title: pageTitle('Insights'),
  description:
    'Points of view from Crestline Consulting on data, AI, quality engineering, platforms and operational excellence.',
}

export const Route = createFileRoute('/insights')({
  // Search text and hashtags live in the address, so a filtered page is rendered on the server,
  // works without JavaScript and can be shared.
  validateSearch: parseInsightsSearch,
  loaderDeps: ({ search }) => insightsFilter(search),
  loader: async ({ context, deps, cause }) => {
    const client = await context.queries.load()
    const loaded = Promise.all([
      client.prefetchQuery(insightsPovsQueryOptions(deps)),
      client.prefetchQuery(insightsHashtagsQueryOptions()),
    ])
    // A filter change on the page keeps the page (and the focused search box); the cards show
    // their own spinner meanwhile. Arriving at the page waits, with the route's spinner after 1 s.
    if (cause !== 'stay') await loaded
    return { head }
  },
  head: routeHead,
  pendingComponent: () => <PageLoading label={insightsText.loading} />,
  component: withQueries(InsightsRoute),
})

function InsightsRoute() {
  return <InsightsPage search={Route.useSearch()} />
}
