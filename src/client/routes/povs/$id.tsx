import { createFileRoute } from '@tanstack/react-router'
import { povQueryOptions } from '@/features/pov/api/pov-query'
import { PovDetailPage } from '@/features/pov/components/pov-detail-page'
import { appQueryClient } from '@/lib/query-client'
import { parseRouteId } from '@/lib/route-id'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/povs/$id')({
  loader: ({ params }) => {
    const id = parseRouteId(params.id)
    if (id !== null) void appQueryClient().prefetchQuery(povQueryOptions(id))
  },
  component: withQueries(PovRoute),
})

function PovRoute() {
  return <PovDetailPage id={parseRouteId(Route.useParams().id)} />
}
