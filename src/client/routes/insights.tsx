import { insightsText } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { listingRouteOptions } from '@/lib/content-routes'
import { type PageHeadData, pageTitle } from '@/lib/page-head'
import { withQueries } from '@/lib/with-queries'

const head: PageHeadData = {
  title: pageTitle('Insights'),
  description:
    'Points of view from Crestline Consulting on data, AI, quality engineering, platforms and operational excellence.',
}

export const Route = createFileRoute('/insights')({
  ...listingRouteOptions('povs', head, insightsText.loading),
  component: withQueries(InsightsRoute),
})

function InsightsRoute() {
  return <InsightsPage search={Route.useSearch()} />
}
