import { accountMessages } from '@shared/staff-messages'
import type { AccountSession } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { localTime } from '@/staff/shared/local-time'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import { accountSessionsQueryOptions, endSession } from './account-queries'
import { ChangePasswordForm } from './change-password-form'

/** The 'Account' tab, for every signed-in staff member: password and own sessions. */
export function AccountPanel({ email }: { email: string }) {
  const id = useId()
  return (
    <div className="grid gap-10">
      <section aria-labelledby={`${id}-password`} className="grid gap-4">
        <h2 id={`${id}-password`} className="text-2xl font-bold">
          {accountMessages.passwordHeading}
        </h2>
        <ChangePasswordForm email={email} />
      </section>
      <section aria-labelledby={`${id}-sessions`} className="grid gap-4">
        <h2 id={`${id}-sessions`} className="text-2xl font-bold">
          {accountMessages.sessionsHeading}
        </h2>
        <SessionList />
      </section>
    </div>
  )
}

function SessionList() {
  const sessions = useQuery(accountSessionsQueryOptions())
  const end = useAdminMutation({
    mutationFn: endSession,
    invalidates: [accountSessionsQueryOptions().queryKey],
    success: accountMessages.sessionEnded,
    failure: () => accountMessages.sessionEndFailed,
    // Ending this very session is signing out: the page shows the sign-in again.
    onSuccess: ({ current }) => current && window.location.reload(),
  })
  if (sessions.isPending) return <Spinner label={`Loading ${accountMessages.sessionsHeading}`} />
  if (sessions.isError)
    return (
      <p role="alert" className="text-destructive">
        {accountMessages.sessionsFetchFailed}
      </p>
    )
  return (
    <ul className="grid gap-3">
      {sessions.data.map((session: AccountSession) => (
        <li
          key={session.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
          data-testid="account-session"
        >
          <div className="grid gap-1">
            <p className="font-medium">
              {session.browser}{' '}
              {session.current && <Badge variant="secondary">{accountMessages.thisDevice}</Badge>}
            </p>
            <p className="text-sm text-muted-foreground">
              {session.network ?? accountMessages.unknownPlace} · last active{' '}
              <time dateTime={session.lastActiveAt}>{localTime(session.lastActiveAt)}</time> · signed in{' '}
              <time dateTime={session.createdAt}>{localTime(session.createdAt)}</time>
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`${accountMessages.endSession}: ${session.browser}${session.current ? ` (${accountMessages.thisDevice})` : ''}`}
            disabled={end.isPending}
            onClick={() => end.mutate(session.id)}
          >
            {accountMessages.endSession}
          </Button>
        </li>
      ))}
    </ul>
  )
}
