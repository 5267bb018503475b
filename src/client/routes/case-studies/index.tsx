import { emptyStateMessages } from '@shared/messages'
import { createFileRoute } from '@tanstack/react-router'
import { copyHead, routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { withQueries } from '@/lib/with-queries'
import { CaseStudiesPage } from '@/site/case-studies/case-studies-page'
import { publicCaseStudiesQueryOptions } from '@/site/case-studies/case-study-queries'
import { PageLoading } from '@/ui/spinner'

const head = copyHead({
  title: siteSections.caseStudies.name,
  description:
    'Customer success stories: how Crestline Consulting delivered measurable results in data, AI, QA and platform engineering.',
})

export const Route = createFileRoute('/case-studies/')({
  // A failed read is the page's own error state (docs/product.md section 8), not a failed page.
  loader: async ({ context }) => {
    await (await context.queries.load()).prefetchQuery(publicCaseStudiesQueryOptions())
    return { head }
  },
  head: routeHead,
  pendingComponent: () => <PageLoading label={emptyStateMessages.caseStudiesLoading} showLabel />,
  component: withQueries(CaseStudiesPage),
})
