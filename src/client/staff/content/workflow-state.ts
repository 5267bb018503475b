import { type PublicationState, publicationStatus } from '@shared/content/publication'
import type { WorkflowStateName } from '@shared/review-messages'
import type { ReviewState } from '@shared/schemas/review'

/** Where an item stands: an unpublished one by its review, a published one by its schedule. */
export function workflowState(
  item: PublicationState & { reviewState: ReviewState | null },
  now: Date,
): WorkflowStateName {
  const status = publicationStatus(item, now)
  return status.kind === 'draft' ? (item.reviewState ?? 'draft') : status.kind
}
