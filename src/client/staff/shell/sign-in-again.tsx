import { unsavedChangesText as text } from '@shared/unsaved-changes-text'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState } from 'react'
import { Spinner } from '@/ui/spinner'
import { currentUserQueryOptions } from './auth-queries'
import { reloadAsAnotherAccount, sessionResumed } from './session-ended'

const LoginForm = lazy(() => import('./login-form').then((module) => ({ default: module.LoginForm })))

/**
 * 'You were signed out', with the sign-in form (and its second factor) inside the editor: signing
 * in here lets the editor keep and save what was typed, where the login page would have lost it.
 * Only as the same account: what one person typed is theirs, so another account signing in here gets
 * the staff app loaded afresh, and the first person's typing stays in their own unsaved changes.
 */
export function SignInAgain({ headingRef }: { headingRef: React.Ref<HTMLHeadingElement> }) {
  const queryClient = useQueryClient()
  const id = useId()
  const [signedOut] = useState(() => queryClient.getQueryData(currentUserQueryOptions().queryKey))
  return (
    <section aria-labelledby={id} className="grid max-w-md gap-3 rounded-lg border-2 border-amber-500 p-4">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
        {text.signedOut}
      </h2>
      <p role="alert">{text.signedOutHelp}</p>
      <Suspense fallback={<Spinner label="Loading" />}>
        <LoginForm
          embedded
          onSignedIn={(signedIn) => {
            if (signedIn.id !== signedOut?.id) return reloadAsAnotherAccount()
            sessionResumed()
            // The top bar names the account as it now stands (its role may have changed meanwhile).
            void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey })
          }}
        />
      </Suspense>
    </section>
  )
}
