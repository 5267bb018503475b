import { reviewMessages } from '@shared/review-messages'
import type { AdminContentType, AdminItem } from '@/staff/content/staff-content-type'
import { Button } from '@/ui/button'
import UndoIcon from '~icons/lucide/undo-2'
import { useReviewStep } from './use-review-step'

/** The writer's way back from review on the list: the item returns to Draft, to edit again. */
export function WithdrawButton({
  type,
  item,
}: {
  type: Pick<AdminContentType<AdminItem, never, unknown>, 'name' | 'staffKey'>
  item: { id: number; title: string }
}) {
  const step = useReviewStep(type, item.id)
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={step.busy}
      aria-label={`${reviewMessages.withdraw}: ${item.title}`}
      title={reviewMessages.withdraw}
      onClick={() => step.take({ action: 'withdraw' })}
    >
      <UndoIcon aria-hidden="true" />
      {reviewMessages.withdraw}
    </Button>
  )
}
