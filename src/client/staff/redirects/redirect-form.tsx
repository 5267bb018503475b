import { zodResolver } from '@hookform/resolvers/zod'
import { redirectMessages as text } from '@shared/redirect-messages'
import {
  REDIRECT_STATUSES,
  type RedirectInput,
  type RedirectRecord,
  redirectInput,
} from '@shared/schemas/redirect'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { NativeSelect } from '@/ui/native-select'
import { redirectKeys, saveRedirect } from './redirect-queries'

/**
 * Add or edit a redirect; `from` fills the old address of a new one (a missed address). A gone
 * address (410) leads nowhere, so its To is disabled and sent empty.
 */
export function RedirectForm({
  redirect,
  from = '',
  onDone,
}: {
  redirect?: RedirectRecord
  from?: string
  onDone: () => void
}) {
  const form = useForm<z.input<typeof redirectInput>, unknown, RedirectInput>({
    resolver: zodResolver(redirectInput),
    defaultValues: {
      from: redirect?.from ?? from,
      to: redirect?.to ?? '',
      status: redirect?.status ?? 301,
    },
  })
  const { errors } = form.formState
  const gone = form.watch('status') === 410
  const save = useAdminMutation({
    mutationFn: (values: RedirectInput) => saveRedirect(redirect?.id, values),
    invalidates: redirectKeys(),
    success: text.saved,
    failure: (error) => (error instanceof ApiError && error.serverMessage) || text.saveFailed,
    onSuccess: onDone,
    onError: (error) => showServerFieldErrors(error, form.setError),
  })
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      // A gone address leads nowhere: what To held before the type changed is not sent.
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values.status === 410 ? { ...values, to: '' } : values),
      )}
    >
      <FormField label={text.fromLabel} hint={text.fromHint} error={errors.from} required>
        {(control) => <Input {...control} autoComplete="off" {...form.register('from')} />}
      </FormField>
      <FormField label={text.statusLabel} error={errors.status} required>
        {(control) => (
          <NativeSelect {...control} {...form.register('status', { valueAsNumber: true })}>
            {REDIRECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {text.statusLabels[status]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label={text.toLabel}
        hint={text.toHint}
        error={gone ? undefined : errors.to}
        required={!gone}
      >
        {(control) => <Input {...control} autoComplete="off" disabled={gone} {...form.register('to')} />}
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? text.saving : text.save}
      </Button>
    </form>
  )
}
