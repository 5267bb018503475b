import {
  CONTENT_LIST_MAX_PAGE,
  CONTENT_QUERY_MAX,
  HASHTAG_FILTER_MAX,
  LISTING_RUN_MAX_PAGES,
} from '@shared/constants'
import { inIdOrder, inQueryOrder, LISTING_QUERY } from '@shared/page-query'

/** `/insights?q=…&hashtag=…&page=…` and `/whitepapers?…`: search text, selected hashtag ids, page. */
export interface ListingSearch {
  q?: string
  hashtag?: number[]
  /** From 2 on; the first page has no `page`. */
  page?: number
  /** The first page shown above `page` after 'Load more' (`?from=1&page=3`: pages 1 to 3). */
  from?: number
}

/** What a listing page asks the API for. */
export interface ListingFilter {
  /** Search text, already trimmed. */
  q: string
  /** Selected hashtag ids, in any order. */
  hashtagIds: number[]
  /** Which run of INSIGHTS_MAX_CARDS matching items, newest first: 1 is the first. */
  page: number
  /** The first page shown with it ('Load more'); `page` itself when shown alone. */
  from: number
}

/**
 * A listing address, read leniently: a value the API would refuse (too long, not an id, not a
 * page number) is dropped rather than turning a shared link into an error, and other keys (utm_…)
 * are kept. Hand-written, not zod: this runs in the entry every page downloads.
 */
export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const { q, hashtag, page, from, ...rest } = search
  const text = typeof q === 'string' ? q.trim() : ''
  const ids = [hashtag]
    .flat()
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const unique = inIdOrder(ids).slice(0, HASHTAG_FILTER_MAX)
  const pageNumber = Number(page)
  const shownPage =
    Number.isInteger(pageNumber) && pageNumber > 1 && pageNumber <= CONTENT_LIST_MAX_PAGE
      ? pageNumber
      : undefined
  // A run starts at least one page and at most LISTING_RUN_MAX_PAGES - 1 pages before `page`.
  const first = Number(from)
  const before = (shownPage ?? 1) - first
  const runs = Number.isInteger(first) && first >= 1 && before >= 1 && before < LISTING_RUN_MAX_PAGES
  // Keys are set even when empty: the router keeps a raw value the result leaves out.
  return {
    ...rest,
    q: text && text.length <= CONTENT_QUERY_MAX ? text : undefined,
    hashtag: unique.length ? unique : undefined,
    page: shownPage,
    from: runs ? first : undefined,
  }
}

export const listingFilter = (search: ListingSearch): ListingFilter => ({
  q: search.q ?? '',
  hashtagIds: search.hashtag ?? [],
  page: search.page ?? 1,
  from: search.from ?? search.page ?? 1,
})

/** A listing route's loader deps: its filter, from the address. */
export const listingDeps = ({ search }: { search: ListingSearch }) => listingFilter(search)

/** Whether the address narrows the list (search text or hashtags), rather than only paging through it. */
export const isFiltered = ({ q, hashtagIds }: ListingFilter) => q !== '' || hashtagIds.length > 0

/** The address of `search` in its one spelling, whatever was chosen first. */
export const inListingOrder = (search: ListingSearch): ListingSearch => inQueryOrder(LISTING_QUERY, search)

/** The address with hashtag `id` switched on or off; another filter starts again at the first page. */
export function toggleHashtag(search: ListingSearch, id: number): ListingSearch {
  const current = search.hashtag ?? []
  const next = current.includes(id) ? current.filter((other) => other !== id) : inIdOrder([...current, id])
  return inListingOrder({
    ...search,
    hashtag: next.length ? next : undefined,
    page: undefined,
    from: undefined,
  })
}

/** The address of page `page` of the same list, shown alone. */
export const toPage = (search: ListingSearch, page: number): ListingSearch =>
  inListingOrder({ ...search, page: page > 1 ? page : undefined, from: undefined })

/** The address after 'Load more': the pages shown so far and the next one, or null when the run is as long as it may be. */
export function loadMore(search: ListingSearch): ListingSearch | null {
  const { page, from } = listingFilter(search)
  if (page + 1 - from >= LISTING_RUN_MAX_PAGES) return null
  return inListingOrder({ ...search, from, page: page + 1 })
}

/** The pages a listing shows: from the first 'Load more' gathered (`from`) to the address's `page`. */
export const shownPages = ({ from, page }: ListingFilter) =>
  Array.from({ length: page - from + 1 }, (_, index) => from + index)
