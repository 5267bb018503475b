import { createFileRoute } from '@tanstack/react-router'
import { povQueryOptions } from '@/features/pov/api/pov-query'
import { PovDetailPage } from '@/features/pov/components/pov-detail-page'
import { takePageSeed } from '@/lib/page-seed'
import { primeQuery } from '@/lib/query-client'
import { parseRouteId } from '@/lib/route-id'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/povs/$id')({
  loader: ({ params, location }) => {
    const id = parseRouteId(params.id)
    if (id !== null) primeQuery(povQueryOptions(id), takePageSeed(location.pathname, 'pov'))
  },
  component: withQueries(PovRoute),
})

function PovRoute() {
  return <PovDetailPage id={parseRouteId(Route.useParams().id)} />
}
