// The query parameters the public pages read, each page's in the one order its addresses write
// them. The app's parsers read these names, the Worker sends any other spelling of an address to
// this order (routes/site.ts) and keys its edge cache by them alone (middleware/edge-cache.ts).
// Small and apart: the route tree every page downloads at start-up reads it.

/** The query parameter of /contact that names the page a visitor came from. */
export const FROM_PAGE_PARAMETER = 'about'

/** The listings' selected hashtag ids: `?hashtag=1&hashtag=5`. */
export const HASHTAG_PARAMETER = 'hashtag'

/** /insights and /whitepapers: search text, hashtags, page, and the first page 'Load more' shows. */
export const LISTING_QUERY = ['q', HASHTAG_PARAMETER, 'page', 'from'] as const

/** /careers: its two filters. */
export const CAREERS_QUERY = ['department', 'location'] as const

/** What each public page reads of its query, in address order; a page not named reads none. */
export const PAGE_QUERY: Readonly<Record<string, readonly string[]>> = {
  '/insights': LISTING_QUERY,
  '/whitepapers': LISTING_QUERY,
  '/careers': CAREERS_QUERY,
  '/contact': [FROM_PAGE_PARAMETER],
}

/** Hashtag ids in their one order: each once, ascending. */
export const inIdOrder = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b)

/**
 * `search` with a page's own parameters (`names`) first, in their order, and any other (utm_…)
 * after, as they came: one address for one choice of filters, whichever was chosen first.
 */
export function inQueryOrder<Search extends object>(names: readonly string[], search: Search): Search {
  const ordered: Record<string, unknown> = {}
  for (const name of names) if (name in search) ordered[name] = search[name as keyof Search]
  for (const [name, value] of Object.entries(search)) if (!names.includes(name)) ordered[name] = value
  return ordered as Search
}
