import { redirectMessages } from '@shared/redirect-messages'
import { useId } from 'react'
import { Controller, type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form'
import { Checkbox } from '@/ui/checkbox'
import { Label } from '@/ui/label'

/**
 * "Keep the old address", offered once an edit moves the item from its saved address: checked, the
 * Worker answers the old address with a 301 to the new one (campaign e-mails and links keep working).
 * Not offered while the address is the saved one, so an unchanged save sends nothing.
 */
export function KeepOldAddress<Input extends FieldValues>({
  form,
  field,
  saved,
}: {
  form: UseFormReturn<Input, unknown, unknown>
  /** The form field holding the address. */
  field: Path<Input>
  saved: string
}) {
  const address = String(useWatch({ control: form.control, name: field }) ?? '').trim()
  const hintId = useId()
  if (address === saved) return null
  return (
    <Controller
      control={form.control}
      name={'keepOldAddress' as Path<Input>}
      // Registered checked when it first shows: the default is to keep the old address.
      defaultValue={true as never}
      render={({ field: control }) => (
        <div className="grid gap-1">
          <Label weight="normal" leading="text" className="flex items-center gap-3">
            <Checkbox
              ref={control.ref}
              checked={control.value !== false}
              onCheckedChange={(checked) => control.onChange(checked === true)}
              onBlur={control.onBlur}
              aria-describedby={hintId}
            />
            {redirectMessages.keepOldAddress}
          </Label>
          <p id={hintId} className="ps-7 text-sm text-muted-foreground">
            {redirectMessages.keepOldAddressHint(saved)}
          </p>
        </div>
      )}
    />
  )
}
