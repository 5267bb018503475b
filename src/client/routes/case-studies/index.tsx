import { createFileRoute } from '@tanstack/react-router'
import { publicCaseStudiesQueryOptions } from '@/features/case-studies/api/case-study-queries'
import { CaseStudiesPage } from '@/features/case-studies/components/case-studies-page'
import { takePageSeed } from '@/lib/page-seed'
import { primeQuery } from '@/lib/query-client'
import { withQueries } from '@/lib/with-queries'

export const Route = createFileRoute('/case-studies/')({
  loader: ({ location }) => {
    primeQuery(publicCaseStudiesQueryOptions(), takePageSeed(location.pathname, 'caseStudies'))
  },
  component: withQueries(CaseStudiesPage),
})
