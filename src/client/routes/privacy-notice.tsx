import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'

export const Route = createFileRoute('/privacy-notice')({
  loader: (context) => loadPage(context, '/privacy-notice'),
  head: routeHead,
  component: PrivacyNoticeRoute,
})

function PrivacyNoticeRoute() {
  return <PageBlocks {...Route.useLoaderData().blocks} />
}
