import { createFileRoute } from '@tanstack/react-router'
import { publicCaseStudiesQueryOptions } from '@/features/case-studies/api/case-study-queries'
import { CaseStudiesPage } from '@/features/case-studies/components/case-studies-page'
import { takePageSeed } from '@/lib/page-seed'
import { appQueryClient } from '@/lib/query-client'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/case-studies/')({
  loader: ({ location }) => {
    const seed = takePageSeed(location.pathname)
    if (seed && 'caseStudies' in seed) {
      appQueryClient().setQueryData(publicCaseStudiesQueryOptions().queryKey, seed.caseStudies)
    } else void appQueryClient().prefetchQuery(publicCaseStudiesQueryOptions())
  },
  component: withQueries(CaseStudiesPage),
})
