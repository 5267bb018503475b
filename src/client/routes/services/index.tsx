import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

export const Route = createFileRoute('/services/')({
  // Titled as its hero, named as the menus name it: the trail of every service page reads the same.
  loader: (context) =>
    loadPage(context, '/services', () => ({ breadcrumb: { name: siteSections.services.name } })),
  head: routeHead,
  component: ServicesRoute,
})

function ServicesRoute() {
  return <StoredPageBlocks {...Route.useLoaderData().blocks} />
}
