import { zodResolver } from '@hookform/resolvers/zod'
import { type ChangePasswordInput, changePasswordSchema } from '@shared/schemas/account'
import { accountMessages } from '@shared/staff-messages'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { PasswordField } from '@/staff/shared/password-field'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { accountSessionsQueryOptions, changePassword } from './account-queries'

const empty: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' }

/** Current password, then the new one twice; the policy is the Worker's, checked here first. */
export function ChangePasswordForm({ email }: { email: string }) {
  const schema = useMemo(() => changePasswordSchema(email), [email])
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(schema), defaultValues: empty })
  const { errors } = form.formState
  const change = useAdminMutation({
    mutationFn: changePassword,
    // The other sessions ended.
    invalidates: [accountSessionsQueryOptions().queryKey],
    success: accountMessages.passwordChanged,
    failure: (error) =>
      (error instanceof ApiError && error.serverMessage) || accountMessages.passwordChangeFailed,
    onSuccess: () => form.reset(empty),
    onError: (error) => showServerFieldErrors(error, form.setError),
  })
  return (
    <form
      method="post"
      noValidate
      className="grid max-w-md gap-4"
      onSubmit={form.handleSubmit((values) => change.mutate(values))}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" value={email} autoComplete="username" readOnly hidden />
      <PasswordField
        label="Current password"
        error={errors.currentPassword}
        autoComplete="current-password"
        registration={form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        error={errors.password}
        autoComplete="new-password"
        registration={form.register('password')}
      />
      <PasswordField
        label="Repeat new password"
        error={errors.confirmPassword}
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? accountMessages.changingPassword : accountMessages.changePassword}
      </Button>
    </form>
  )
}
