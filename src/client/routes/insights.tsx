import { contentTypes } from '@shared/content/registry'
import { insightsText } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { loadListing } from '@/content/content-routes'
import { listingDeps, parseListingSearch } from '@/content/listing/listing-search'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { withQueries } from '@/lib/with-queries'
import { InsightsPage } from '@/site/insights/insights-page'
import { PageLoading } from '@/ui/spinner'

const copy = {
  title: siteSections.insights.name,
  description:
    'Points of view from Crestline Consulting on data, AI, quality engineering, platforms and operational excellence.',
}

export const Route = createFileRoute('/insights')({
  // Search text and hashtags live in the address, so a filtered page is rendered on the server,
  // works without JavaScript and can be shared.
  validateSearch: parseListingSearch,
  loaderDeps: listingDeps,
  loader: (context) => loadListing(context, contentTypes.pov.segment, copy),
  head: routeHead,
  pendingComponent: () => <PageLoading label={insightsText.loading} />,
  component: withQueries(InsightsRoute),
})

function InsightsRoute() {
  return <InsightsPage search={Route.useSearch()} />
}
