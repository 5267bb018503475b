import { contentTypes } from '@shared/content-registry'
import { whitepaperText } from '@shared/messages'
import { useQuery } from '@tanstack/react-query'
import { ListingPage } from '@/components/content/listing-page'
import { SummaryCard } from '@/components/content/summary-card'
import { listingCardsQueryOptions, listingHashtagsQueryOptions } from '@/lib/content-queries'
import { type ListingSearch, listingFilter } from '@/lib/listing-search'

/** `/whitepapers` for the filter and page in its address (`?q=`, `?hashtag=`, `?page=`). */
export function WhitepapersPage({ search }: { search: ListingSearch }) {
  return (
    <ListingPage
      path="/whitepapers"
      texts={whitepaperText}
      search={search}
      hashtags={useQuery(listingHashtagsQueryOptions())}
      cards={useQuery(listingCardsQueryOptions(contentTypes.whitepaper.segment, listingFilter(search)))}
      card={(paper, first) => (
        <SummaryCard item={paper} to="/whitepapers/$id" withImage eager={first} testId="whitepaper-card" />
      )}
    />
  )
}
