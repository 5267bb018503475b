import { contentTypes } from '@shared/content-registry'
import { emptyStateMessages, insightsText, whitepaperText } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import FileTextIcon from 'lucide-react/icons/file-text'
import { ListingPage } from '@/components/content/listing-page'
import { SummaryCard } from '@/components/content/summary-card'
import { buttonVariants } from '@/components/ui/button'
import { listingHashtagsQueryOptions, useListingCards } from '@/lib/content-queries'
import { type ListingSearch, listingFilter } from '@/lib/listing-search'
import { StayUpdated } from './stay-updated'

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
      <StayUpdated />
    </ListingPage>
  )
}
