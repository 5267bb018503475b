import { SERVICE_SLUGS, type ServiceSlug } from '@shared/routes'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { loadPage } from '@/site/pages/page-routes'
import { StoredPageBlocks } from '@/site/pages/stored-page-blocks'

const isServiceSlug = (slug: string): slug is ServiceSlug =>
  (SERVICE_SLUGS as readonly string[]).includes(slug)

// One route for the seven service pages: the slug must be one of SERVICE_SLUGS, else 404.
export const Route = createFileRoute('/services/$slug')({
  params: {
    parse: ({ slug }) => {
      if (!isServiceSlug(slug)) throw notFound()
      return { slug }
    },
  },
  loader: (context) =>
    loadPage(context, `/services/${context.params.slug}`, (page) => ({
      breadcrumb: { name: page.title, parents: [siteSections.services] },
    })),
  head: routeHead,
  component: ServicePageRoute,
})

function ServicePageRoute() {
  return <StoredPageBlocks {...Route.useLoaderData().blocks} />
}
