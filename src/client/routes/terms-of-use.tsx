import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'

export const Route = createFileRoute('/terms-of-use')({
  loader: (context) => loadPage(context, '/terms-of-use'),
  head: routeHead,
  component: TermsOfUseRoute,
})

function TermsOfUseRoute() {
  return <PageBlocks {...Route.useLoaderData().blocks} />
}
