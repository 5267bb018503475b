import { createFileRoute } from '@tanstack/react-router'
import { ServicesOverviewPage } from '@/features/marketing/components/services-overview-page'

export const Route = createFileRoute('/services/')({
  component: ServicesOverviewPage,
})
