import { useEffect, useRef } from 'react'
import { type FieldValues, type Path, type PathValue, type UseFormReturn, useWatch } from 'react-hook-form'
import { localDateInput } from './local-datetime-input'

/**
 * One date concept (docs/decisions/011): 'Published date' is what readers see, 'Publish at' when
 * the item goes live. Choosing a 'Publish at' moves the published date to that day while the date
 * is not one somebody chose: a new item's (today), a draft's, or a date already on its schedule's
 * day. A date typed in the form, or a published item's other date, stays. Opening changes nothing.
 */
export function usePublishedDateFollowsSchedule<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, unknown>,
  name: Path<Input> | undefined,
  item: { isPublished: boolean; publishAt: string | null } | undefined,
) {
  const publishAt = useWatch({ control: form.control, name: 'publishAt' as Path<Input> }) as
    | string
    | undefined
  const previous = useRef(publishAt)
  const started = name ? form.getValues(name) : undefined
  const chosen =
    item?.isPublished && !(item.publishAt && localDateInput(new Date(item.publishAt)) === started)
  // The date the schedule may still move; a symbol when none (no date equals it).
  const followed = useRef<unknown>(chosen ? Symbol('chosen') : started)
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new 'Publish at' only
  useEffect(() => {
    if (publishAt === previous.current) return
    previous.current = publishAt
    if (!name || !publishAt) return
    const current = form.getValues(name)
    if (current !== followed.current) return
    const day = localDateInput(new Date(publishAt))
    followed.current = day
    if (day !== current)
      form.setValue(name, day as PathValue<Input, Path<Input>>, { shouldDirty: true, shouldValidate: true })
  }, [publishAt])
}
