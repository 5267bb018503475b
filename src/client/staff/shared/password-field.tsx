import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'

/**
 * A required password input. `autoComplete` tells password managers whether to fill the stored
 * password (`current-password`) or offer a new one (`new-password`).
 */
export function PasswordField({
  label,
  error,
  autoComplete,
  registration,
}: {
  label: string
  error: FieldError | undefined
  autoComplete: 'current-password' | 'new-password'
  registration: UseFormRegisterReturn
}) {
  return (
    <FormField label={label} error={error} required>
      {(control) => (
        <Input {...control} type="password" autoComplete={autoComplete} required {...registration} />
      )}
    </FormField>
  )
}
