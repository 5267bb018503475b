import { twoFactorMessages as text } from '@shared/two-factor-messages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { localTime } from '@/staff/shared/local-time'
import { dismissLockNotice } from '@/staff/shared/two-factor/two-factor-queries'
import { Button } from '@/ui/button'
import { toastError } from '@/ui/use-toast'
import { currentUserQueryOptions } from './auth-queries'

/**
 * Tells a staff member, at their next sign-in, that someone with their password was stopped at
 * the code step: the one sign that their password is known to someone else.
 */
export function LockNotice({ at }: { at: string }) {
  const queryClient = useQueryClient()
  const dismiss = useMutation({
    mutationFn: dismissLockNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
    onError: (error) => toastError(error.message),
  })
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-4 rounded-md border border-destructive/50 bg-destructive/10 p-4 text-sm"
    >
      <p>{text.lockNotice(localTime(at))}</p>
      <Button type="button" variant="outline" onClick={() => dismiss.mutate()} disabled={dismiss.isPending}>
        {text.dismissNotice}
      </Button>
    </div>
  )
}
