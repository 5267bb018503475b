import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '@/components/blocks/page-blocks'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/lib/page-routes'

export const Route = createFileRoute('/about')({
  loader: (context) => loadPage(context, '/about'),
  head: routeHead,
  component: AboutRoute,
})

function AboutRoute() {
  return <PageBlocks {...Route.useLoaderData().blocks} />
}
