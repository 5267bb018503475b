import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'

/**
 * A required address in an editor dialog. A text field, not `type="url"`: a path on this site is
 * an address too, and the dialog's schema, not the browser, says which are allowed; `inputMode`
 * still brings the address keyboard on phones.
 */
export function AddressField({
  label,
  hint,
  error,
  registration,
}: {
  label: string
  hint?: string
  error: FieldError | undefined
  registration: UseFormRegisterReturn
}) {
  return (
    <FormField label={label} hint={hint} error={error} required>
      {(control) => <Input {...control} type="text" inputMode="url" {...registration} />}
    </FormField>
  )
}
