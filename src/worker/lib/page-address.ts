import { HASHTAG_FILTER_MAX, PREVIEW_PARAM } from '../../shared/constants'
import { HASHTAG_PARAMETER, inIdOrder, PAGE_QUERY } from '../../shared/page-query'

// The staff app keeps its own addresses (its lists' search, filters and paging), all of them.
const STAFF_APP = /^\/admin(?:\/|$)/

type Query = [name: string, value: string][]

/** Whether the page at `path` reads the parameter `name` (a share-preview token any page may). */
const reads = (path: string, name: string) =>
  STAFF_APP.test(path) || name === PREVIEW_PARAM || (PAGE_QUERY[path] ?? []).includes(name)

/**
 * The parameters of `params` that the page at `path` reads, as the request wrote them: what its
 * render and its edge-cache key depend on. Any other (utm_…, a cache-buster) changes nothing there.
 */
export const ownQuery = (path: string, params: URLSearchParams): Query =>
  [...params].filter(([name]) => reads(path, name))

/** The hashtag ids an address asks for that can be ids at all, each once, ascending, as many as a filter takes. */
export function requestedHashtagIds(path: string, params: URLSearchParams): number[] {
  if (!(PAGE_QUERY[path] ?? []).includes(HASHTAG_PARAMETER)) return []
  const ids = params
    .getAll(HASHTAG_PARAMETER)
    .map((value) => (/^\d{1,16}$/.test(value) ? Number(value) : Number.NaN))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return inIdOrder(ids).slice(0, HASHTAG_FILTER_MAX)
}

/**
 * The one spelling of the address: the page's own parameters in their order (shared/page-query.ts),
 * its hashtags as the `known` ids among those asked for, ascending, each once; then any other
 * parameter as it came (a campaign's utm_… stays for the visit to count it).
 */
export function canonicalSearch(path: string, params: URLSearchParams, known: readonly number[]): string {
  const own = PAGE_QUERY[path] ?? []
  const query: Query = []
  for (const name of own) {
    const values =
      name === HASHTAG_PARAMETER
        ? requestedHashtagIds(path, params)
            .filter((id) => known.includes(id))
            .map(String)
        : params.getAll(name)
    for (const value of values) query.push([name, value])
  }
  for (const [name, value] of params) if (!own.includes(name)) query.push([name, value])
  const text = new URLSearchParams(query).toString()
  return text ? `?${text}` : ''
}

/** `target` (a path on this origin) with the parameters of `params` that the page at `path` does not read appended. */
export function withOtherQuery(target: string, path: string, params: URLSearchParams): string {
  const url = new URL(target, 'http://own.origin')
  for (const [name, value] of params) if (!reads(path, name)) url.searchParams.append(name, value)
  return `${url.pathname}${url.search}${url.hash}`
}
