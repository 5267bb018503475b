import { createFileRoute } from '@tanstack/react-router'
import { ServicesOverviewPage } from '@/features/marketing/components/services-overview-page'
import { copyHead, routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'

const head = {
  ...copyHead({
    title: 'Our Services',
    description:
      'Data & analytics, AI & automation, QA & test automation, process & program consulting, platform engineering, staff augmentation and SMB enablement.',
  }),
  // Titled as its hero, named as the menus name it: the trail of every service page reads the same.
  breadcrumb: { name: siteSections.services.name },
}

export const Route = createFileRoute('/services/')({
  loader: () => ({ head }),
  head: routeHead,
  component: ServicesOverviewPage,
})
