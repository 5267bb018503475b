import { createFileRoute } from '@tanstack/react-router'
import { publicCaseStudiesQueryOptions } from '@/features/case-studies/api/case-study-queries'
import { CaseStudiesPage } from '@/features/case-studies/components/case-studies-page'
import { appQueryClient } from '@/lib/query-client'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/case-studies/')({
  loader: () => {
    void appQueryClient().prefetchQuery(publicCaseStudiesQueryOptions())
  },
  component: withQueries(CaseStudiesPage),
})
