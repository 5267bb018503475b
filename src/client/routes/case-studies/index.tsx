import { createFileRoute } from '@tanstack/react-router'
import { publicCaseStudiesQueryOptions } from '@/features/case-studies/api/case-study-queries'
import { CaseStudiesPage } from '@/features/case-studies/components/case-studies-page'

export const Route = createFileRoute('/case-studies/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(publicCaseStudiesQueryOptions())
  },
  component: CaseStudiesPage,
})
