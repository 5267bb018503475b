import { contentTypes } from '@shared/content/registry'
import type { JobOpening } from '@shared/content/types/job-opening'
import { queryOptions } from '@tanstack/react-query'
import { apiFor, contentAnswer, unwrap } from '@/lib/api-client'
import type { AsRead } from './opening-facts'

/** An opening as the careers list shows it: every field but the full description. */
export type OpeningCard = Omit<JobOpening, 'content'>

/**
 * GET /api/careers/cards: every published opening (a handful; the page groups and filters them
 * itself), with the moment they were read, which decides which of them are still open.
 */
export function openPositionsQueryOptions() {
  return queryOptions({
    queryKey: [contentTypes.jobOpening.segment, 'cards', 'all'],
    // A failed read stays the page's error state when it renders (and the route's loader tries
    // again on the next visit), rather than a spinner that never resolves in the served HTML.
    retryOnMount: false,
    queryFn: async ({ client }): Promise<AsRead<{ openings: OpeningCard[] }>> => {
      const openings = await unwrap(
        contentAnswer<OpeningCard[]>(
          apiFor(client)[contentTypes.jobOpening.segment].cards.$get({ query: {} }),
        ),
      )
      return { openings, readAt: new Date().toISOString() }
    },
  })
}
