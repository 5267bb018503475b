import { zodResolver } from '@hookform/resolvers/zod'
import { type AcceptInviteInput, acceptInviteSchema } from '@shared/schemas/staff'
import { inviteMessages } from '@shared/staff-messages'
import type { InviteInfo } from '@shared/types'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { showServerFieldErrors } from '@/lib/server-field-errors'
import { PasswordField } from '@/staff/shared/password-field'
import { Button, buttonVariants } from '@/ui/button'
import { Card, CardContent, CardHeader } from '@/ui/card'
import { FormFailure } from '@/ui/form-failure'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { Spinner } from '@/ui/spinner'
import { roleLabel } from './role-labels'
import { acceptInvite, inviteQueryOptions } from './staff-queries'

const SIGN_IN_PATH = '/admin'

/**
 * The invitation page: who is invited, then name and password. The new account then signs in
 * through the sign-in form, the one way in (throttle, any second factor).
 */
export function AcceptInvitePage({ token }: { token: string }) {
  const invite = useQuery(inviteQueryOptions(token))
  return (
    <main className="px-4 py-24">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold">{inviteMessages.title}</h1>
        </CardHeader>
        <CardContent>
          {invite.isPending ? (
            <Spinner label={inviteMessages.loading} />
          ) : invite.isError ? (
            <Refused error={invite.error} />
          ) : (
            <AcceptForm token={token} invite={invite.data} />
          )}
        </CardContent>
      </Card>
    </main>
  )
}

function Refused({ error }: { error: Error }) {
  return (
    <div className="grid gap-4">
      <p role="alert">{(error instanceof ApiError && error.serverMessage) || inviteMessages.notFound}</p>
      <a href={SIGN_IN_PATH} className={buttonVariants({ variant: 'outline' })}>
        {inviteMessages.signIn}
      </a>
    </div>
  )
}

function AcceptForm({ token, invite }: { token: string; invite: InviteInfo }) {
  const schema = useMemo(() => acceptInviteSchema(invite.email), [invite.email])
  const form = useForm<AcceptInviteInput>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  })
  const { errors } = form.formState
  const accept = useMutation({
    mutationFn: acceptInvite,
    onError: (error) => showServerFieldErrors(error, form.setError),
  })
  if (accept.isSuccess) {
    return (
      <div className="grid gap-4">
        <p role="status">{inviteMessages.accepted}</p>
        <a href={SIGN_IN_PATH} className={buttonVariants()}>
          {inviteMessages.signIn}
        </a>
      </div>
    )
  }
  // Field messages stand by their fields; anything else (used, expired meanwhile) above the button.
  const failure =
    accept.error && !(accept.error instanceof ApiError && accept.error.fields)
      ? (accept.error instanceof ApiError && accept.error.serverMessage) || inviteMessages.failed
      : undefined
  return (
    <form
      method="post"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => accept.mutate({ token, values }))}
    >
      <p className="text-sm text-muted-foreground">
        {inviteMessages.intro(invite.email, roleLabel(invite.role).toLowerCase())}
      </p>
      <input type="email" value={invite.email} autoComplete="username" readOnly hidden />
      <FormField label="First name" error={errors.firstName} required>
        {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
      </FormField>
      <FormField label="Last name" error={errors.lastName} required>
        {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
      </FormField>
      <PasswordField
        label="Password"
        error={errors.password}
        autoComplete="new-password"
        registration={form.register('password')}
      />
      <PasswordField
        label="Repeat password"
        error={errors.confirmPassword}
        autoComplete="new-password"
        registration={form.register('confirmPassword')}
      />
      <FormFailure message={failure} />
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? inviteMessages.accepting : inviteMessages.accept}
      </Button>
    </form>
  )
}
