import { emptyStateMessages, insightsText } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { Spinner } from '@/components/content/spinner'
import { insightsHashtagsQueryOptions, insightsPovsQueryOptions } from '../api/insights-queries'
import { type InsightsSearch, insightsFilter } from '../insights-search'
import { InsightsFilters } from './insights-filters'
import { PovCard } from './pov-card'
import { StayUpdated } from './stay-updated'

/** `/insights` for the filter in its address (`?q=`, `?hashtag=`). */
export function InsightsPage({ search }: { search: InsightsSearch }) {
  const filter = insightsFilter(search)
  const hashtags = useQuery(insightsHashtagsQueryOptions())
  const povs = useQuery(insightsPovsQueryOptions(filter))

  return (
    <main>
      <section className="bg-muted/50 px-6 py-20 text-center">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{insightsText.heroTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{insightsText.heroBlurb}</p>
        <div className="mt-8">
          <InsightsFilters search={search} hashtags={hashtags.data ?? []} />
        </div>
      </section>
      <section aria-labelledby="latest-povs" className="mx-auto max-w-6xl px-6 py-16">
        <h2 id="latest-povs" className="mb-8 text-3xl font-bold">
          {insightsText.latestHeading}
        </h2>
        {/* Cards wait for the filter buttons too, so the buttons never push shown cards down. */}
        {povs.isPending || hashtags.isPending ? (
          <Spinner label={insightsText.loading} />
        ) : povs.data?.length ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {povs.data.map((pov) => (
              <li key={pov.id}>
                <PovCard pov={pov} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-12 text-center text-muted-foreground">{emptyStateMessages.povs}</p>
        )}
      </section>
      <StayUpdated />
    </main>
  )
}
