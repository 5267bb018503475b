import { zodResolver } from '@hookform/resolvers/zod'
import { USER_ROLES } from '@shared/constants'
import { type InviteStaffInput, inviteStaffSchema } from '@shared/schemas/staff'
import { staffMessages } from '@shared/staff-messages'
import type { CreatedInvite } from '@shared/types'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Button } from '@/ui/button'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { NativeSelect } from '@/ui/native-select'
import { toastError, toastSuccess } from '@/ui/use-toast'
import { ROLE_LABELS, roleLabel } from './role-labels'
import { inviteStaff, staffListQueryOptions } from './staff-queries'

/** The invitation form, then its link to copy (shown once: only the token's digest is stored). */
export function InviteForm() {
  const [created, setCreated] = useState<CreatedInvite | null>(null)
  const form = useForm<InviteStaffInput>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { email: '', role: 'editor' },
  })
  const { errors } = form.formState
  const invite = useAdminMutation({
    mutationFn: inviteStaff,
    invalidates: [staffListQueryOptions().queryKey],
    success: staffMessages.inviteCreated,
    failure: (error) => (error instanceof ApiError && error.serverMessage) || staffMessages.inviteFailed,
    onSuccess: setCreated,
    onError: (error) => showServerFieldErrors(error, form.setError),
  })
  if (created) return <InviteLink invite={created} />
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => invite.mutate(values))}
    >
      <p className="text-sm text-muted-foreground">{staffMessages.inviteDescription}</p>
      <FormField label="Email" error={errors.email} required>
        {(control) => <Input {...control} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <FormField label="Role" error={errors.role} required>
        {(control) => (
          <NativeSelect {...control} {...form.register('role')}>
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        {staffMessages.createInvite}
      </Button>
    </form>
  )
}

/** A new invitation's link to copy, shown once. */
export function InviteLink({ invite }: { invite: CreatedInvite }) {
  const copy = () =>
    navigator.clipboard.writeText(invite.link).then(
      () => toastSuccess(staffMessages.linkCopied),
      () => toastError(staffMessages.actionFailed),
    )
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {roleLabel(invite.role)} invitation for <strong>{invite.email}</strong>, valid until{' '}
        {new Date(invite.expiresAt).toLocaleString()}. {staffMessages.inviteDescription}
      </p>
      <FormField label={staffMessages.inviteLinkLabel} error={undefined}>
        {(control) => (
          <Input {...control} readOnly value={invite.link} onFocus={(event) => event.target.select()} />
        )}
      </FormField>
      <Button type="button" onClick={copy}>
        {staffMessages.copyLink}
      </Button>
    </div>
  )
}
