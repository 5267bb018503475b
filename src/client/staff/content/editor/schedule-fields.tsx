import { ENTERED_DATE_RANGE } from '@shared/constants'
import { publicationStatus } from '@shared/content/publication'
import { scheduleText } from '@shared/schedule-text'
import { useId } from 'react'
import { type Control, Controller, useWatch } from 'react-hook-form'
import { localTime } from '@/staff/shared/local-time'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { fromLocalInput, localTimeZone, toLocalInput } from './local-datetime-input'
import type { PublishingValues } from './publishing-values'

/** One time of the schedule: typed in local time, kept in the form as a UTC instant. */
function ScheduleTime({
  control,
  name,
  label,
  hintId,
}: {
  control: Control<PublishingValues>
  name: 'publishAt' | 'unpublishAt'
  label: string
  hintId: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error}>
          {(props) => (
            <Input
              {...props}
              aria-describedby={[hintId, props['aria-describedby']].filter(Boolean).join(' ')}
              type="datetime-local"
              min={`${ENTERED_DATE_RANGE.min}T00:00`}
              max={`${ENTERED_DATE_RANGE.max}T23:59`}
              name={field.name}
              ref={field.ref}
              value={toLocalInput(field.value)}
              onChange={(event) => field.onChange(fromLocalInput(event.target.value))}
              onBlur={field.onBlur}
            />
          )}
        </FormField>
      )}
    />
  )
}

/** What saving will do, from the switch and the times: a draft, public at once, or scheduled. */
function ScheduleState({ control }: { control: Control<PublishingValues> }) {
  const [isPublished, publishAt, unpublishAt] = useWatch({
    control,
    name: ['isPublished', 'publishAt', 'unpublishAt'],
  })
  const status = publicationStatus(
    { isPublished: !!isPublished, publishAt: publishAt || null, unpublishAt: unpublishAt || null },
    new Date(),
  )
  const until = unpublishAt ? localTime(unpublishAt) : null
  const text =
    status.kind === 'draft'
      ? scheduleText.draftState
      : status.kind === 'ended'
        ? scheduleText.unpublished(localTime(status.unpublishAt))
        : status.kind === 'scheduled'
          ? scheduleText.scheduledState(localTime(status.publishAt), until)
          : scheduleText.publishNowState(until)
  // role="status" rather than aria-live: a dialog opened over the form (the upload's) leaves
  // [aria-live] regions exposed and hides their siblings one by one, the submit button included.
  return (
    <p className="text-sm font-medium" role="status">
      {text}
    </p>
  )
}

/** Scheduled publishing: when a published item goes live, and when it comes down. */
export function ScheduleFields({ control }: { control: Control<PublishingValues> }) {
  const hintId = useId()
  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">{scheduleText.legend}</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {scheduleText.hint} {scheduleText.timeZone(localTimeZone())}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <ScheduleTime control={control} name="publishAt" label={scheduleText.publishAt} hintId={hintId} />
        <ScheduleTime control={control} name="unpublishAt" label={scheduleText.unpublishAt} hintId={hintId} />
      </div>
      <ScheduleState control={control} />
    </fieldset>
  )
}
