import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

export const Route = createFileRoute('/about')({
  loader: (context) => loadPage(context, '/about'),
  head: routeHead,
  component: AboutRoute,
})

function AboutRoute() {
  return <StoredPageBlocks {...Route.useLoaderData().blocks} />
}
