import { caseStudyText } from '@shared/messages'
import { notFoundMessages } from '@shared/not-found-messages'
import { COMPANY_NAME } from '@shared/site-config'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageLoading } from '@/components/content/spinner'
import { caseStudyQueryOptions } from '@/features/case-studies/api/case-study-queries'
import { CaseStudyDetailPage } from '@/features/case-studies/components/case-study-detail-page'
import { routeHead } from '@/lib/page-head'
import { parseRouteId } from '@/lib/route-id'
import { articleHead } from '@/lib/structured-data'

export const Route = createFileRoute('/case-studies/$id')({
  loader: async ({ params, context }) => {
    const id = parseRouteId(params.id)
    const study =
      id === null ? null : await (await context.queries.load()).fetchQuery(caseStudyQueryOptions(id))
    if (!study) throw notFound()
    return {
      study,
      head: articleHead(context.siteConfig, {
        path: `/case-studies/${study.id}`,
        title: study.title,
        description: study.description,
        image: study.featuredImage,
        datePublished: study.createdAt,
        dateModified: study.updatedAt,
        author: COMPANY_NAME,
      }),
    }
  },
  head: (context) => routeHead(context, notFoundMessages.caseStudy),
  pendingComponent: () => <PageLoading label={caseStudyText.loadingDetail} />,
  component: CaseStudyRoute,
  notFoundComponent: CaseStudyNotFound,
})

function CaseStudyRoute() {
  return <CaseStudyDetailPage study={Route.useLoaderData().study} />
}

function CaseStudyNotFound() {
  return <CaseStudyDetailPage study={null} />
}
