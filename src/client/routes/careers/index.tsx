import { createFileRoute } from '@tanstack/react-router'
import { copyHead, routeHead } from '@/lib/page-head'
import { siteSections } from '@/lib/site-sections'
import { withQueries } from '@/lib/with-queries'
import { openPositionsQueryOptions } from '@/site/careers/career-queries'
import { CareersPage } from '@/site/careers/careers-page'
import { type CareersSearch, careersDeps, parseCareersSearch } from '@/site/careers/careers-search'
import { careersText } from '@/site/careers/careers-text'
import { PageLoading } from '@/ui/spinner'

const head = copyHead({
  title: siteSections.careers.name,
  description:
    'Open positions at Crestline Consulting in data, AI, quality engineering and platform engineering: where each role is based, how it is employed and until when to apply.',
})

export const Route = createFileRoute('/careers/')({
  // The filters live in the address, so a filtered list is rendered on the server, works without
  // JavaScript and can be shared.
  validateSearch: parseCareersSearch,
  loaderDeps: careersDeps,
  // A failed read is the page's own error state, not a failed page. Every filter shows the same
  // read, so changing one waits for nothing.
  loader: async ({ context, deps }) => {
    await (await context.queries.load()).prefetchQuery(openPositionsQueryOptions())
    // A filtered list is another address of the same openings: only the plain list is indexed,
    // and the canonical (the path, without the query) points to it.
    const filtered = deps.department !== undefined || deps.location !== undefined
    return { head: filtered ? { ...head, noindex: true } : head }
  },
  head: routeHead,
  pendingComponent: () => <PageLoading label={careersText.loading} />,
  component: withQueries(CareersRoute),
})

function CareersRoute() {
  const search: CareersSearch = Route.useSearch()
  return <CareersPage search={search} />
}
