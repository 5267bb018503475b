import { povText } from '@shared/messages'
import { notFoundMessages } from '@shared/not-found-messages'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageLoading } from '@/components/content/spinner'
import { povQueryOptions } from '@/features/pov/api/pov-query'
import { PovDetailPage } from '@/features/pov/components/pov-detail-page'
import { routeHead } from '@/lib/page-head'
import { parseRouteId } from '@/lib/route-id'
import { articleHead } from '@/lib/structured-data'

export const Route = createFileRoute('/povs/$id')({
  loader: async ({ params, context }) => {
    const id = parseRouteId(params.id)
    const pov = id === null ? null : await (await context.queries.load()).fetchQuery(povQueryOptions(id))
    if (!pov) throw notFound()
    return {
      pov,
      head: articleHead(context.siteConfig, {
        path: `/povs/${pov.id}`,
        title: pov.title,
        description: pov.description,
        image: pov.featuredImage,
        datePublished: pov.publishedDate,
        dateModified: pov.updatedAt,
        author: pov.author,
      }),
    }
  },
  head: (context) => routeHead(context, notFoundMessages.pov),
  pendingComponent: () => <PageLoading label={povText.loading} />,
  component: PovRoute,
  notFoundComponent: PovNotFound,
})

function PovRoute() {
  return <PovDetailPage pov={Route.useLoaderData().pov} />
}

function PovNotFound() {
  return <PovDetailPage pov={null} />
}
