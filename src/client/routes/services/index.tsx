import { createFileRoute } from '@tanstack/react-router'
import { ServicesOverviewPage } from '@/features/marketing/components/services-overview-page'
import { routeHead } from '@/lib/page-head'
import { servicesHead } from '@/ssr/marketing-content/page-heads'

export const Route = createFileRoute('/services/')({
  loader: () => ({ head: servicesHead }),
  head: routeHead,
  component: ServicesOverviewPage,
})
