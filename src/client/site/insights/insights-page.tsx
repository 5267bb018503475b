import { contentTypes } from '@shared/content/registry'
import { emptyStateMessages, insightsText, whitepaperText } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { listingHashtagsQueryOptions } from '@/content/content-queries'
import { useListingCards } from '@/content/listing/listing-cards'
import { ListingPage } from '@/content/listing/listing-page'
import { type ListingSearch, listingFilter } from '@/content/listing/listing-search'
import { SummaryCard } from '@/content/listing/summary-card'
import { buttonVariants } from '@/ui/button'
import FileTextIcon from '~icons/lucide/file-text'

// The newsletter box (with react-hook-form) hydrates on its own, after the list: it is below the
// fold, and its code then loads and runs apart from the page's first task. The server renders it in
// full, so the served page has the form before any script runs.
const StayUpdated = lazy(() => import('./stay-updated').then((module) => ({ default: module.StayUpdated })))

const texts = {
  ...insightsText,
  heading: insightsText.latestHeading,
  empty: emptyStateMessages.povs,
}

/** `/insights` for the filter and pages in its address (`?q=`, `?hashtag=`, `?page=`, `?from=`). */
export function InsightsPage({ search }: { search: ListingSearch }) {
  return (
    <ListingPage
      path="/insights"
      texts={texts}
      search={search}
      hashtags={useQuery(listingHashtagsQueryOptions())}
      cards={useListingCards(contentTypes.pov.segment, listingFilter(search))}
      card={(pov) => <SummaryCard item={pov} to="/povs/$id" testId="pov-card" />}
    >
      <div className="mx-auto max-w-6xl px-6 pb-16 text-center">
        <Link to="/whitepapers" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <FileTextIcon aria-hidden="true" />
          {whitepaperText.browse}
        </Link>
      </div>
      <Suspense>
        <StayUpdated />
      </Suspense>
    </ListingPage>
  )
}
