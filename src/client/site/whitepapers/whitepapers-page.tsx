import { contentTypes } from '@shared/content/registry'
import { whitepaperText } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { listingHashtagsQueryOptions } from '@/content/content-queries'
import { useListingCards } from '@/content/listing/listing-cards'
import { ListingPage } from '@/content/listing/listing-page'
import { type ListingSearch, listingFilter } from '@/content/listing/listing-search'
import { SummaryCard } from '@/content/listing/summary-card'

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
