import { zodResolver } from '@hookform/resolvers/zod'
import { type TwoFactorCodeInput, twoFactorCodeSchema } from '@shared/schemas/two-factor'
import { twoFactorMessages as text } from '@shared/two-factor-messages'
import type * as React from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'

/** One code: from the authenticator app (6 digits) or, where allowed, a recovery code. */
export function CodeForm({
  label,
  busy,
  serverError,
  onSubmit,
  children,
}: {
  label: string
  busy: boolean
  serverError: string | undefined
  onSubmit: (code: string) => void
  /** Further buttons beside 'Verify'. */
  children?: React.ReactNode
}) {
  const form = useForm<TwoFactorCodeInput>({
    resolver: zodResolver(twoFactorCodeSchema),
    defaultValues: { code: '' },
  })
  const error =
    form.formState.errors.code ?? (serverError ? { type: 'server', message: serverError } : undefined)
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit(() => onSubmit(form.getValues('code')))}
    >
      <FormField label={label} error={error} required>
        {(control) => (
          <Input
            {...control}
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.register('code')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? text.verifying : text.verify}
        </Button>
        {children}
      </div>
    </form>
  )
}
