import { createFileRoute } from '@tanstack/react-router'
import { caseStudyQueryOptions } from '@/features/case-studies/api/case-study-queries'
import { CaseStudyDetailPage } from '@/features/case-studies/components/case-study-detail-page'
import { takePageSeed } from '@/lib/page-seed'
import { primeQuery } from '@/lib/query-client'
import { parseRouteId } from '@/lib/route-id'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/case-studies/$id')({
  loader: ({ params, location }) => {
    const id = parseRouteId(params.id)
    if (id !== null) primeQuery(caseStudyQueryOptions(id), takePageSeed(location.pathname, 'caseStudy'))
  },
  component: withQueries(CaseStudyRoute),
})

function CaseStudyRoute() {
  return <CaseStudyDetailPage id={parseRouteId(Route.useParams().id)} />
}
