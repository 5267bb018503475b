import { createFileRoute } from '@tanstack/react-router'
import { ServicesOverviewPage } from '@/features/marketing/components/services-overview-page'
import { type PageHeadData, pageTitle, routeHead } from '@/lib/page-head'

const head: PageHeadData = {
  title: pageTitle('Our Services'),
  description:
    'Data & analytics, AI & automation, QA & test automation, process & program consulting, platform engineering, staff augmentation and SMB enablement.',
}

export const Route = createFileRoute('/services/')({
  loader: () => ({ head }),
  head: routeHead,
  component: ServicesOverviewPage,
})
