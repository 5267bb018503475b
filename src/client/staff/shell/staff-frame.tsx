import { adminMessages } from '@shared/messages'
import { accountMessages } from '@shared/staff-messages'
import type { CurrentUser } from '@shared/types'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { useId } from 'react'
import { MAIN_CONTENT_ID } from '@/lib/main-content'
import { Button, buttonVariants } from '@/ui/button'
import { Switch } from '@/ui/switch'
import LogOutIcon from '~icons/lucide/log-out'
import UserIcon from '~icons/lucide/user-round'
import { logOut, touchSession } from './auth-queries'
import { LockNotice } from './lock-notice'
import { noticeSessionEnded, typingIsHeld, useSessionEnded } from './session-ended'
import { SessionTimeoutDialog } from './session-timeout-dialog'
import { useColorScheme } from './use-color-scheme'

/** docs/product.md section 4: after login and after logout the page reloads. */
export const reload = () => window.location.reload()

/**
 * Slides the server's idle expiry. A session already gone there brings the login back, unless an
 * editor holds typing: that editor then asks to sign in again in place.
 */
function keepAlive() {
  touchSession().then(
    (current) => current || (typingIsHeld() ? noticeSessionEnded() : reload()),
    () => undefined,
  )
}

/**
 * The signed-in staff app's frame: a top bar with the title, who is signed in, the colour scheme,
 * Account (where there are sections to go back to) and 'Log Out'; the sections' navigation (`nav`)
 * beside the main area, or above it on a narrow screen; and the inactivity timer.
 */
export function StaffFrame({
  user,
  nav,
  children,
}: {
  user: CurrentUser
  nav?: React.ReactNode
  children: React.ReactNode
}) {
  // The page reloads whether or not the server answered, so a dead network still shows the login.
  const logout = useMutation({ mutationFn: logOut, onSettled: reload })
  const sessionEnded = useSessionEnded()
  return (
    <div className="min-h-screen bg-background text-foreground">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b bg-background px-4 py-3 sm:px-6">
        <div className="min-w-0">
          <h1 className="text-xl font-bold">{adminMessages.title}</h1>
          <p className="truncate text-sm text-muted-foreground">
            {adminMessages.signedInAs(user.email, user.role)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <DarkModeSwitch />
          {nav && (
            <Link to="/admin/account" className={buttonVariants({ variant: 'ghost' })}>
              <UserIcon aria-hidden="true" />
              {accountMessages.heading}
            </Link>
          )}
          <Button type="button" variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogOutIcon aria-hidden="true" />
            {adminMessages.logOut}
          </Button>
        </div>
      </header>
      <div className={nav ? 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]' : undefined}>
        {nav}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="grid min-w-0 content-start gap-8 px-4 py-8 outline-none sm:px-6"
        >
          {user.twoFactorLockNotice && <LockNotice at={user.twoFactorLockNotice} />}
          {children}
        </main>
      </div>
      {/* Once the session has ended under an editor there is nothing left to time out. */}
      {!sessionEnded && <SessionTimeoutDialog onTimeout={() => logout.mutate()} onActive={keepAlive} />}
    </div>
  )
}

function DarkModeSwitch() {
  const id = useId()
  const { dark, setDark } = useColorScheme()
  return (
    <div className="flex items-center gap-2 px-2">
      <Switch id={id} checked={dark} onCheckedChange={setDark} />
      <label htmlFor={id} className="text-sm">
        {adminMessages.darkMode}
      </label>
    </div>
  )
}
