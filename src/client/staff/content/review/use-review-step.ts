import { reviewMessages } from '@shared/review-messages'
import type { ReviewStep } from '@shared/schemas/review'
import { useState } from 'react'
import type { AdminContentType, AdminItem } from '@/staff/content/staff-content-type'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { reviewKey } from '@/staff/shared/waiting-queries'
import { notesKey, refusalText, takeReviewStep } from './review-calls'

/** The toast for where a step left the item. */
function stepDoneText(item: AdminItem): string {
  if (item.reviewState === 'in_review') return reviewMessages.submitted
  if (item.reviewState === 'changes_requested') return reviewMessages.changesRequested
  if (!item.isPublished) return reviewMessages.withdrawn
  return item.publishAt && Date.parse(item.publishAt) > Date.now()
    ? reviewMessages.scheduled
    : reviewMessages.approved
}

/**
 * One workflow step on an item: its toast, the lists, thread and waiting count refreshed, and the
 * Worker's refusal kept to show beside the buttons as well as in the toast.
 */
export function useReviewStep(
  type: Pick<AdminContentType<AdminItem, never, unknown>, 'name' | 'staffKey'>,
  itemId: number,
  onDone?: () => void,
) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const failure = refusalText(reviewMessages.stepFailed)
  const step = useAdminMutation({
    mutationFn: (json: ReviewStep) => takeReviewStep(type.name, itemId, json),
    invalidates: [type.staffKey, reviewKey, notesKey(type.name, itemId)],
    success: stepDoneText,
    failure,
    onSuccess: () => {
      setRefusal(null)
      onDone?.()
    },
    onError: (error) => setRefusal(failure(error)),
  })
  return { take: (json: ReviewStep) => step.mutate(json), busy: step.isPending, refusal, setRefusal }
}
