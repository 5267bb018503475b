import { SERVICE_SLUGS, type ServiceSlug } from '@shared/routes'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ServiceDetailPage } from '@/features/marketing/components/service-detail-page'
import { copyHead, routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { servicePages } from '@/ssr/marketing-content/service-pages'

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
  loader: ({ params }) => ({ head: copyHead(servicePages[params.slug], [siteSections.services]) }),
  head: routeHead,
  component: ServicePageRoute,
})

function ServicePageRoute() {
  const { slug } = Route.useParams()
  return <ServiceDetailPage page={servicePages[slug]} />
}
