import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'

export const Route = createFileRoute('/about')({
  loader: (context) => loadPage(context, '/about'),
  head: routeHead,
  component: AboutRoute,
})

function AboutRoute() {
  return <PageBlocks {...Route.useLoaderData().blocks} />
}
