import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { loadPage } from '@/site/pages/page-routes'

export const Route = createFileRoute('/services/')({
  // Titled as its hero, named as the menus name it: the trail of every service page reads the same.
  loader: (context) =>
    loadPage(context, '/services', () => ({ breadcrumb: { name: siteSections.services.name } })),
  head: routeHead,
  component: ServicesRoute,
})

function ServicesRoute() {
  return <PageBlocks {...Route.useLoaderData().blocks} />
}
