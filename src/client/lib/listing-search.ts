import { CONTENT_QUERY_MAX, HASHTAG_FILTER_MAX } from '@shared/constants'

/** `/insights?q=…&hashtag=…` and `/whitepapers?…`: the page's search text and selected hashtag ids. */
export interface ListingSearch {
  q?: string
  hashtag?: number[]
}

/** What a listing page asks the API for. */
export interface ListingFilter {
  /** Search text, already trimmed. */
  q: string
  /** Selected hashtag ids, in any order. */
  hashtagIds: number[]
}

/**
 * A listing address, read leniently: a value the API would refuse (too long, not an id) is
 * dropped rather than turning a shared link into an error, and other keys (utm_…) are kept.
 * Hand-written, not zod: this runs in the entry every page downloads.
 */
export function parseListingSearch(search: Record<string, unknown>): ListingSearch {
  const { q, hashtag, ...rest } = search
  const text = typeof q === 'string' ? q.trim() : ''
  const ids = [hashtag]
    .flat()
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  const unique = [...new Set(ids)].slice(0, HASHTAG_FILTER_MAX)
  // Keys are set even when empty: the router keeps a raw value the result leaves out.
  return {
    ...rest,
    q: text && text.length <= CONTENT_QUERY_MAX ? text : undefined,
    hashtag: unique.length ? unique : undefined,
  }
}

export const listingFilter = (search: ListingSearch): ListingFilter => ({
  q: search.q ?? '',
  hashtagIds: search.hashtag ?? [],
})

/** A listing route's loader deps: its filter, from the address. */
export const listingDeps = ({ search }: { search: ListingSearch }) => listingFilter(search)

/** The address with hashtag `id` switched on or off. */
export function toggleHashtag(search: ListingSearch, id: number): ListingSearch {
  const current = search.hashtag ?? []
  const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id]
  return { ...search, hashtag: next.length ? next : undefined }
}
