import { twoFactorMessages as text } from '@shared/two-factor-messages'
import type { CurrentUser } from '@shared/types'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { CodeForm } from '@/staff/shared/two-factor/code-form'
import { signInWithCode } from '@/staff/shared/two-factor/two-factor-queries'
import { Button } from '@/ui/button'

// The answers after which this sign-in is over and the password is asked again.
const RESTART_MESSAGES = new Set<string>([text.pendingExpired, text.tooManyCodes, text.accountCodesLocked])

/**
 * The second step of signing in, after a right password: a code from the authenticator app, or
 * a recovery code. An expired step (5 minutes), its fifth wrong code, or an account whose code step
 * is closed sends the user back to the password.
 */
export function TwoFactorSignIn({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: CurrentUser) => void
  /** Back to the password step, with the reason to show there. */
  onRestart: (message: string) => void
}) {
  const [recovery, setRecovery] = useState(false)
  const signIn = useMutation({
    mutationFn: signInWithCode,
    onSuccess: onSignedIn,
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : undefined
      if (message && RESTART_MESSAGES.has(message)) onRestart(message)
    },
  })
  const failure =
    signIn.error && ((signIn.error instanceof ApiError && signIn.error.serverMessage) || signIn.error.message)
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold">{text.signInHeading}</h2>
      <p className="text-sm text-muted-foreground">
        {recovery ? text.signInRecoveryHint : text.signInCodeHint}
      </p>
      <CodeForm
        key={recovery ? 'recovery' : 'code'}
        label={recovery ? text.recoveryCode : text.authenticationCode}
        busy={signIn.isPending}
        serverError={failure || undefined}
        onSubmit={(code) => signIn.mutate(code)}
      >
        <Button
          type="button"
          variant="link"
          onClick={() => {
            signIn.reset()
            setRecovery(!recovery)
          }}
        >
          {recovery ? text.useAuthenticationCode : text.useRecoveryCode}
        </Button>
      </CodeForm>
    </div>
  )
}
