import { zodResolver } from '@hookform/resolvers/zod'
import { type CurrentPasswordInput, currentPasswordSchema } from '@shared/schemas/two-factor'
import { twoFactorMessages as text } from '@shared/two-factor-messages'
import { useForm } from 'react-hook-form'
import { PasswordField } from '@/staff/shared/password-field'
import { Button } from '@/ui/button'

/** Asks for the current password before a change to how the user signs in. */
export function PasswordForm({
  submitLabel,
  busy,
  serverError,
  onSubmit,
  onCancel,
}: {
  submitLabel: string
  busy: boolean
  /** The server's refusal (wrong password, locked), shown at the field. */
  serverError: string | undefined
  onSubmit: (values: CurrentPasswordInput) => void
  onCancel: () => void
}) {
  const form = useForm<CurrentPasswordInput>({
    resolver: zodResolver(currentPasswordSchema),
    defaultValues: { password: '' },
  })
  const error =
    form.formState.errors.password ?? (serverError ? { type: 'server', message: serverError } : undefined)
  return (
    <form method="post" noValidate className="grid max-w-sm gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <PasswordField
        label={text.currentPassword}
        error={error}
        autoComplete="current-password"
        registration={form.register('password')}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {text.cancel}
        </Button>
      </div>
    </form>
  )
}
