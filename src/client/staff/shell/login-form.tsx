import { zodResolver } from '@hookform/resolvers/zod'
import { adminMessages, authMessages } from '@shared/messages'
import { type LoginInput, loginSchema } from '@shared/schemas/auth'
import type { CurrentUser } from '@shared/types'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/lib/api-client'
import { PasswordField } from '@/staff/shared/password-field'
import { Button } from '@/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/ui/card'
import { FormFailure } from '@/ui/form-failure'
import { FormField } from '@/ui/form-field'
import { Input } from '@/ui/input'
import { logIn } from './auth-queries'
import { TwoFactorSignIn } from './two-factor-sign-in'

/**
 * 'Admin Login' (docs/product.md sections 2 and 8); a successful sign-in reloads the page. A user with
 * two-factor authentication gives a code after the password (docs/decisions/004).
 */
export function LoginForm({
  onSignedIn,
  embedded = false,
}: {
  /** With whoever signed in. */
  onSignedIn: (user: CurrentUser) => void
  /** Inside another screen that names it (signing in again in an editor): no card, no title. */
  embedded?: boolean
}) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState
  const [secondFactor, setSecondFactor] = useState(false)
  // Why the form is back from the second step (it expired).
  const [notice, setNotice] = useState<string>()
  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (result) => ('twoFactorRequired' in result ? setSecondFactor(true) : onSignedIn(result)),
  })
  // The server's message, else the spec's default (network failures included).
  const failure =
    (login.error &&
      ((login.error instanceof ApiError && login.error.serverMessage) || authMessages.loginFailed)) ||
    notice
  const restart = (message: string) => {
    login.reset()
    form.resetField('password')
    setNotice(message)
    setSecondFactor(false)
  }
  const fields = secondFactor ? (
    <TwoFactorSignIn onSignedIn={onSignedIn} onRestart={restart} />
  ) : (
    <form
      method="post"
      action="/admin"
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => {
        setNotice(undefined)
        login.mutate(values)
      })}
    >
      <FormField label="Email" error={errors.email} required>
        {(control) => (
          <Input {...control} type="email" autoComplete="username" required {...form.register('email')} />
        )}
      </FormField>
      <PasswordField
        label="Password"
        error={errors.password}
        autoComplete="current-password"
        registration={form.register('password')}
      />
      <FormFailure message={failure} />
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? adminMessages.loggingIn : adminMessages.logIn}
      </Button>
    </form>
  )
  if (embedded) return fields
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-bold">{adminMessages.loginTitle}</h1>
        {/* Why the login shows, in the spec's words: plain text, since nothing has failed yet. */}
        <CardDescription>
          {authMessages.authRequiredTitle}: {authMessages.authRequiredDescription}
        </CardDescription>
      </CardHeader>
      <CardContent>{fields}</CardContent>
    </Card>
  )
}
