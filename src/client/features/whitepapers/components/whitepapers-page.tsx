import { contentTypes } from '@shared/content-registry'
import { whitepaperText } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { ListingPage } from '@/components/content/listing-page'
import { SummaryCard } from '@/components/content/summary-card'
import { listingHashtagsQueryOptions } from '@/lib/content-queries'
import { useListingCards } from '@/lib/listing-cards'
import { type ListingSearch, listingFilter } from '@/lib/listing-search'

/** `/whitepapers` for the filter and pages in its address (`?q=`, `?hashtag=`, `?page=`, `?from=`). */
export function WhitepapersPage({ search }: { search: ListingSearch }) {
  return (
    <ListingPage
      path="/whitepapers"
      texts={whitepaperText}
      search={search}
      hashtags={useQuery(listingHashtagsQueryOptions())}
      cards={useListingCards(contentTypes.whitepaper.segment, listingFilter(search))}
      card={(paper, first) => (
        <SummaryCard item={paper} to="/whitepapers/$id" withImage eager={first} testId="whitepaper-card" />
      )}
    />
  )
}
