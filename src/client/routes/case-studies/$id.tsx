import { contentTypes, notFoundHeading } from '@shared/content/registry'
import type { CaseStudy } from '@shared/content/types/case-study'
import { imageAlt } from '@shared/image-alt'
import { caseStudyText } from '@shared/messages'
import { COMPANY_NAME } from '@shared/site-config'
import { createFileRoute } from '@tanstack/react-router'
import { caseStudyQueryOptions } from '@/content/content-queries'
import { loadDetail } from '@/content/content-routes'
import { routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { articleHead } from '@/lib/structured-data'
import { CaseStudyDetailPage } from '@/site/case-studies/case-study-detail-page'
import { PageLoading } from '@/ui/spinner'

export const Route = createFileRoute('/case-studies/$id')({
  loader: (context) =>
    loadDetail<CaseStudy>(
      context,
      (client, id, preview) => client.fetchQuery(caseStudyQueryOptions(id, preview)),
      (study, site) =>
        articleHead(site, {
          path: `/case-studies/${study.id}`,
          section: siteSections.caseStudies,
          title: study.title,
          description: study.description,
          image: study.featuredImage,
          imageAlt: imageAlt(study),
          seo: study,
          datePublished: study.createdAt,
          dateModified: study.updatedAt,
          author: COMPANY_NAME,
        }),
      contentTypes.caseStudy.segment,
    ),
  head: (context) => routeHead(context, notFoundHeading(contentTypes.caseStudy)),
  pendingComponent: () => <PageLoading label={caseStudyText.loadingDetail} />,
  component: CaseStudyRoute,
  notFoundComponent: () => <CaseStudyDetailPage study={null} />,
})

function CaseStudyRoute() {
  const { item, related } = Route.useLoaderData()
  return <CaseStudyDetailPage study={item} related={related} />
}
