import { useQueries } from '@tanstack/react-query'
import { type ListedSegment, listingCardsQueryOptions } from '@/content/content-queries'
import { type ListingFilter, shownPages } from './listing-search'

// The listing pages' cards across the pages 'Load more' gathered. A module of its own: react-query's
// useQueries stays out of the code every detail page loads with the listings' loaders.

/** A listing's cards as its page shows them: every shown page's, in order. */
export interface ListingCards<Item> {
  /** Nothing to show yet: the first shown page is loading. */
  isPending: boolean
  /** 'Load more' asked for a page that is still loading. */
  loadingMore: boolean
  data?: { items: Item[]; hasOlder: boolean }
}

/** The cards of every page the listing shows (`shownPages`), as one list. */
export function useListingCards(type: ListedSegment, filter: ListingFilter) {
  return useQueries({
    queries: shownPages(filter).map((page) => listingCardsQueryOptions(type, { ...filter, page })),
    combine: (results) => {
      const first = results[0]
      const last = results.at(-1)
      const cards: ListingCards<NonNullable<NonNullable<typeof first>['data']>['items'][number]> = {
        isPending: first?.isPending ?? true,
        loadingMore: results.some((result) => result.isPending) && first?.isPending === false,
        data: first?.data && {
          items: results.flatMap((result) => result.data?.items ?? []),
          // Until the last page is in, more may follow.
          hasOlder: last?.data?.hasOlder ?? true,
        },
      }
      return cards
    },
  })
}
