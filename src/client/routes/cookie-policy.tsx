import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'

export const Route = createFileRoute('/cookie-policy')({
  loader: (context) => loadPage(context, '/cookie-policy'),
  head: routeHead,
  component: CookiePolicyRoute,
})

function CookiePolicyRoute() {
  return <PageBlocks {...Route.useLoaderData().blocks} />
}
