import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

export const Route = createFileRoute('/terms-of-use')({
  loader: (context) => loadPage(context, '/terms-of-use'),
  head: routeHead,
  component: TermsOfUseRoute,
})

function TermsOfUseRoute() {
  return <StoredPageBlocks {...Route.useLoaderData().blocks} />
}
