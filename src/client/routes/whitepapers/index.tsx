import { whitepaperText } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { WhitepapersPage } from '@/features/whitepapers/components/whitepapers-page'
import { listingRouteOptions } from '@/lib/content-routes'
import { type PageHeadData, pageTitle } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'

const head: PageHeadData = {
  title: pageTitle('Whitepapers'),
  description:
    'Free whitepapers from Crestline Consulting: in-depth guides on data platforms, AI readiness, quality engineering and delivery.',
}

export const Route = createFileRoute('/whitepapers/')({
  ...listingRouteOptions('whitepapers', head, whitepaperText.loading),
  component: withQueries(WhitepapersRoute),
})

function WhitepapersRoute() {
  return <WhitepapersPage search={Route.useSearch()} />
}
