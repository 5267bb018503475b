import { createFileRoute } from '@tanstack/react-router'
import { caseStudyQueryOptions } from '@/features/case-studies/api/case-study-queries'
import { CaseStudyDetailPage } from '@/features/case-studies/components/case-study-detail-page'
import { parseRouteId } from '@/lib/route-id'

export const Route = createFileRoute('/case-studies/$id')({
  loader: ({ context, params }) => {
    const id = parseRouteId(params.id)
    if (id !== null) void context.queryClient.prefetchQuery(caseStudyQueryOptions(id))
  },
  component: CaseStudyRoute,
})

function CaseStudyRoute() {
  return <CaseStudyDetailPage id={parseRouteId(Route.useParams().id)} />
}
