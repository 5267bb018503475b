import type { WaitingItem } from '@shared/types'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** Everything the workflow shows across items: a review step refreshes it. */
export const reviewKey = ['admin', 'review']

/**
 * What waits for the signed-in person (`GET /api/review/waiting`): the sidebar's count and the
 * "Waiting for you" section read the same answer.
 */
export const waitingQueryOptions = () =>
  queryOptions({
    queryKey: [...reviewKey, 'waiting'],
    queryFn: () => unwrap(api.review.waiting.$get()).then((answer) => answer.items),
  })

/** The items someone has to act on: the sidebar counts these, not an approval a writer is told of. */
export const needsAction = (items: WaitingItem[]) =>
  items.filter((item) => item.reviewState === 'in_review' || item.reviewState === 'changes_requested')
