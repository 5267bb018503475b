import { createFileRoute } from '@tanstack/react-router'
import { povQueryOptions } from '@/features/pov/api/pov-query'
import { PovDetailPage } from '@/features/pov/components/pov-detail-page'
import { takePageSeed } from '@/lib/page-seed'
import { appQueryClient } from '@/lib/query-client'
import { parseRouteId } from '@/lib/route-id'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/povs/$id')({
  loader: ({ params, location }) => {
    const id = parseRouteId(params.id)
    if (id === null) return
    const seed = takePageSeed(location.pathname)
    if (seed && 'pov' in seed) appQueryClient().setQueryData(povQueryOptions(id).queryKey, seed.pov)
    else void appQueryClient().prefetchQuery(povQueryOptions(id))
  },
  component: withQueries(PovRoute),
})

function PovRoute() {
  return <PovDetailPage id={parseRouteId(Route.useParams().id)} />
}
