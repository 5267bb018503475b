import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { organizationJsonLd, webSiteJsonLd } from '@/lib/structured-data'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

// Home is a page of blocks, stored with its title: the search title the migration gave it
// is not the tagline, which the h1 says (with the name that made 63 characters, and search results
// cut a title at about 60).
export const Route = createFileRoute('/')({
  loader: (context) =>
    loadPage(context, '/', (_page, site) => ({
      breadcrumb: undefined,
      jsonLd: [organizationJsonLd(site), webSiteJsonLd(site)],
    })),
  head: routeHead,
  component: HomeRoute,
})

function HomeRoute() {
  return <StoredPageBlocks {...Route.useLoaderData().blocks} />
}
