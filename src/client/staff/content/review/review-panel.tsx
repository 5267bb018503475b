import { reviewMessages } from '@shared/review-messages'
import { scheduleText } from '@shared/schedule-text'
import { CONTENT_NOTE_MAX, type ReviewStep, reviewStep } from '@shared/schemas/review'
import { useId, useState } from 'react'
import { fromLocalInput, localTimeZone, toLocalInput } from '@/staff/content/editor/local-datetime-input'
import type { AdminContentType, AdminItem } from '@/staff/content/staff-content-type'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Textarea } from '@/ui/textarea'
import { useReviewStep } from './use-review-step'

type Problems = Partial<Record<'publishAt' | 'note', string>>

/** A step as the Worker will read it, or what is wrong with it, under the field it concerns. */
function checked(step: ReviewStep): { step: ReviewStep } | { problems: Problems } {
  if (step.action === 'approve' && step.publishAt === '')
    return { problems: { publishAt: reviewMessages.publishAtRequired } }
  const parsed = reviewStep.safeParse(step)
  if (parsed.success) return { step }
  const problems: Problems = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'publishAt' ? 'publishAt' : 'note'
    problems[field] ??= issue.message
  }
  return { problems }
}

const fieldError = (message: string | undefined) => (message ? { type: 'validate', message } : undefined)

/**
 * An admin's review of an item in review: publish it now, schedule it, or send it back to its
 * writer with a note saying what should change. The editor closes once a step is taken.
 */
export function ReviewPanel({
  type,
  item,
  onDone,
}: {
  type: Pick<AdminContentType<AdminItem, never, unknown>, 'name' | 'staffKey'>
  item: AdminItem
  onDone: () => void
}) {
  const headingId = useId()
  const review = useReviewStep(type, item.id, onDone)
  const [publishAt, setPublishAt] = useState('')
  const [note, setNote] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const take = (step: ReviewStep) => {
    const result = checked(step)
    setProblems('problems' in result ? result.problems : {})
    if ('step' in result) review.take(result.step)
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border border-sky-300 p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        {reviewMessages.reviewHeading}
      </h3>
      <Button type="button" disabled={review.busy} onClick={() => take({ action: 'approve' })}>
        {reviewMessages.approvePublish}
      </Button>
      <div className="grid gap-2">
        <FormField
          label={scheduleText.publishAt}
          hint={scheduleText.timeZone(localTimeZone())}
          error={fieldError(problems.publishAt)}
        >
          {(props) => (
            <Input
              {...props}
              type="datetime-local"
              value={toLocalInput(publishAt)}
              onChange={(event) => setPublishAt(fromLocalInput(event.target.value))}
            />
          )}
        </FormField>
        <Button
          type="button"
          variant="outline"
          disabled={review.busy}
          onClick={() => take({ action: 'approve', publishAt })}
        >
          {reviewMessages.approveSchedule}
        </Button>
      </div>
      <div className="grid gap-2">
        <FormField label={reviewMessages.changesLabel} required error={fieldError(problems.note)}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              maxLength={CONTENT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FormField>
        <Button
          type="button"
          variant="outline"
          disabled={review.busy}
          onClick={() => take({ action: 'request_changes', note })}
        >
          {reviewMessages.requestChanges}
        </Button>
      </div>
      {review.refusal && (
        <p role="alert" className="text-sm text-destructive">
          {review.refusal}
        </p>
      )}
    </section>
  )
}
