import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

export const Route = createFileRoute('/cookie-policy')({
  loader: (context) => loadPage(context, '/cookie-policy'),
  head: routeHead,
  component: CookiePolicyRoute,
})

function CookiePolicyRoute() {
  return <StoredPageBlocks {...Route.useLoaderData().blocks} />
}
