import { createFileRoute } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

export const Route = createFileRoute('/privacy-notice')({
  loader: (context) => loadPage(context, '/privacy-notice'),
  head: routeHead,
  component: PrivacyNoticeRoute,
})

function PrivacyNoticeRoute() {
  return <StoredPageBlocks {...Route.useLoaderData().blocks} />
}
