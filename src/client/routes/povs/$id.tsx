import { createFileRoute } from '@tanstack/react-router'
import { povQueryOptions } from '@/features/pov/api/pov-query'
import { PovDetailPage } from '@/features/pov/components/pov-detail-page'
import { parseRouteId } from '@/lib/route-id'

export const Route = createFileRoute('/povs/$id')({
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id)
    if (id !== null) void context.queryClient.prefetchQuery(povQueryOptions(id))
  },
  component: PovRoute,
})

function PovRoute() {
  return <PovDetailPage id={parseRouteId(Route.useParams().id)} />
}
