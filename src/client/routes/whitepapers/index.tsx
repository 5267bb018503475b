import { contentTypes } from '@shared/content/registry'
import { whitepaperText } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { loadListing } from '@/content/content-routes'
import { listingDeps, parseListingSearch } from '@/content/listing/listing-search'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { withQueries } from '@/lib/with-queries'
import { WhitepapersPage } from '@/site/whitepapers/whitepapers-page'
import { PageLoading } from '@/ui/spinner'

const copy = {
  title: siteSections.whitepapers.name,
  description:
    'Free whitepapers from Crestline Consulting: in-depth guides on data platforms, AI readiness, quality engineering and delivery.',
}

export const Route = createFileRoute('/whitepapers/')({
  validateSearch: parseListingSearch,
  loaderDeps: listingDeps,
  loader: (context) => loadListing(context, contentTypes.whitepaper.segment, copy),
  head: routeHead,
  pendingComponent: () => <PageLoading label={whitepaperText.loading} />,
  component: withQueries(WhitepapersRoute),
})

function WhitepapersRoute() {
  return <WhitepapersPage search={Route.useSearch()} />
}
