import { caseStudyText, notFoundMessages } from '@shared/messages'
import { COMPANY_NAME } from '@shared/site-config'
import type { CaseStudy } from '@shared/types'
import { createFileRoute } from '@tanstack/react-router'
import { CaseStudyDetailPage } from '@/features/case-studies/components/case-study-detail-page'
import { caseStudyQueryOptions } from '@/lib/content-queries'
import { detailRouteOptions } from '@/lib/content-routes'
import { articleHead } from '@/lib/structured-data'

export const Route = createFileRoute('/case-studies/$id')({
  ...detailRouteOptions<CaseStudy>({
    read: (client, id) => client.fetchQuery(caseStudyQueryOptions(id)),
    headOf: (study, site) =>
      articleHead(site, {
        path: `/case-studies/${study.id}`,
        title: study.title,
        description: study.description,
        image: study.featuredImage,
        datePublished: study.createdAt,
        dateModified: study.updatedAt,
        author: COMPANY_NAME,
      }),
    notFoundHeading: notFoundMessages.caseStudy,
    loading: caseStudyText.loadingDetail,
  }),
  component: () => <CaseStudyDetailPage study={Route.useLoaderData().item} />,
  notFoundComponent: () => <CaseStudyDetailPage study={null} />,
})
