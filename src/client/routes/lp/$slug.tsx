import { isLandingPagePath } from '@shared/landing-page'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PreviewBar } from '@/content/preview-bar'
import { routeHead } from '@/lib/page-head'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

// A campaign's landing page: blocks staff put together, at /lp/<slug>. Its buttons
// to /contact name it, so its enquiries carry it as their source.
export const Route = createFileRoute('/lp/$slug')({
  loader: (context) => {
    const path = `/lp/${context.params.slug}`
    // No page can be at an address no landing page may have (a slug of 200 characters, say): the
    // API would refuse to look it up, which is no reason for anything but a 404.
    if (!isLandingPagePath(path)) throw notFound()
    return loadPage(context, path)
  },
  head: routeHead,
  component: LandingPageRoute,
})

function LandingPageRoute() {
  const { slug } = Route.useParams()
  const { blocks, publication } = Route.useLoaderData()
  return (
    <>
      <PreviewBar item={publication} />
      <StoredPageBlocks {...blocks} leadSource={`/lp/${slug}`} />
    </>
  )
}
