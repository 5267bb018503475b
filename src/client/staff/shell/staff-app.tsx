import { ADMIN_ROLE } from '@shared/constants'
import { twoFactorMessages } from '@shared/two-factor-messages'
import type { CurrentUser } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { MAIN_CONTENT_ID } from '@/lib/main-content'
import { Spinner } from '@/ui/spinner'
import { currentUserQueryOptions } from './auth-queries'
import { reload, StaffFrame } from './staff-frame'
import { StaffShell } from './staff-shell'
import { StaffUserContext } from './staff-user'
import { useColorScheme } from './use-color-scheme'

// Signed-in staff never need the login form, nor most of them the two-factor set-up: both come
// with the form library, so each is fetched only when shown.
const LoginForm = lazy(() => import('./login-form').then((module) => ({ default: module.LoginForm })))
const TwoFactorSettings = lazy(() =>
  import('@/staff/shared/two-factor/two-factor-settings').then((module) => ({
    default: module.TwoFactorSettings,
  })),
)

/**
 * /admin and every address under it: the login form, or the staff app (its sections' routes inside
 * the shell) for signed-in staff.
 */
export function StaffApp() {
  // The whole staff app follows the colour scheme, its sign-in included.
  useColorScheme()
  const { data: user, isPending } = useQuery(currentUserQueryOptions())
  if (isPending)
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-24 outline-none">
        <Spinner label="Loading" />
      </main>
    )
  if (!user) return <SignedOut />
  if (user.twoFactorSetupRequired) return <TwoFactorSetupRequired user={user} />
  return (
    <StaffUserContext value={{ user, canEdit: user.role === ADMIN_ROLE }}>
      <StaffShell />
    </StaffUserContext>
  )
}

/** The site requires two factors and this user has none: setting one up is all the session may do. */
function TwoFactorSetupRequired({ user }: { user: CurrentUser }) {
  return (
    <StaffFrame user={user}>
      <div className="grid max-w-3xl gap-8">
        <p role="status">{twoFactorMessages.setupRequiredIntro}</p>
        <Suspense fallback={<Spinner label="Loading" />}>
          <TwoFactorSettings />
        </Suspense>
      </div>
    </StaffFrame>
  )
}

function SignedOut() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-screen px-4 py-24 outline-none">
      <Suspense fallback={<Spinner label="Loading" />}>
        <LoginForm onSignedIn={reload} />
      </Suspense>
    </main>
  )
}
