import { CONTENT_QUERY_MAX, HASHTAG_FILTER_MAX } from '@shared/constants'
import type { InsightsFilter } from './api/insights-queries'

/** `/insights?q=…&hashtag=…`: the page's search text and selected hashtag ids. */
export interface InsightsSearch {
  q?: string
  hashtag?: number[]
}

/**
 * The Insights address, read leniently: a value the API would refuse (too long, not an id) is
 * dropped rather than turning a shared link into an error, and other keys (utm_…) are kept.
 * Hand-written, not zod: this runs in the entry every page downloads.
 */
export function parseInsightsSearch(search: Record<string, unknown>): InsightsSearch {
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

export const insightsFilter = (search: InsightsSearch): InsightsFilter => ({
  q: search.q ?? '',
  hashtagIds: search.hashtag ?? [],
})

/** The address with hashtag `id` switched on or off. */
export function toggleHashtag(search: InsightsSearch, id: number): InsightsSearch {
  const current = search.hashtag ?? []
  const next = current.includes(id) ? current.filter((other) => other !== id) : [...current, id]
  return { ...search, hashtag: next.length ? next : undefined }
}
