import { INSIGHTS_FILTER_HASHTAGS, INSIGHTS_MAX_CARDS } from '@shared/constants'
import { queryOptions } from '@tanstack/react-query'
import { apiFor, unwrap } from '@/lib/api-client'

export interface InsightsFilter {
  /** Search text, already trimmed. */
  q: string
  /** Selected hashtag ids, in any order. */
  hashtagIds: number[]
}

/** The cards the Insights page shows: at most INSIGHTS_MAX_CARDS, filtered on the server, without content. */
export function insightsPovsQueryOptions({ q, hashtagIds }: InsightsFilter) {
  const hashtag = [...hashtagIds].sort((a, b) => a - b).map(String)
  return queryOptions({
    queryKey: ['povs', 'cards', { q, hashtag }],
    queryFn: ({ client }) =>
      unwrap(
        apiFor(client).povs.cards.$get({
          query: {
            limit: String(INSIGHTS_MAX_CARDS),
            ...(q ? { q } : {}),
            ...(hashtag.length ? { hashtag } : {}),
          },
        }),
      ),
  })
}

/** The first INSIGHTS_FILTER_HASHTAGS hashtags, the page's filter toggles. */
export function insightsHashtagsQueryOptions() {
  return queryOptions({
    queryKey: ['hashtags', 'insights-filters'],
    queryFn: ({ client }) =>
      unwrap(apiFor(client).hashtags.$get({ query: { limit: String(INSIGHTS_FILTER_HASHTAGS) } })),
  })
}
