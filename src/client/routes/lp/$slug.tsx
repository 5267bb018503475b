import { createFileRoute } from '@tanstack/react-router'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { PreviewBar } from '@/content/preview-bar'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'

// A campaign's landing page: blocks staff put together, at /lp/<slug>. Its buttons
// to /contact name it, so its enquiries carry it as their source.
export const Route = createFileRoute('/lp/$slug')({
  loader: (context) => loadPage(context, `/lp/${context.params.slug}`),
  head: routeHead,
  component: LandingPageRoute,
})

function LandingPageRoute() {
  const { slug } = Route.useParams()
  const { blocks, publication } = Route.useLoaderData()
  return (
    <>
      <PreviewBar item={publication} />
      <PageBlocks {...blocks} leadSource={`/lp/${slug}`} />
    </>
  )
}
