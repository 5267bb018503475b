import { twoFactorMessages as text } from '@shared/two-factor-messages'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { toastError } from '@/hooks/use-toast'
import { localTime } from '@/lib/local-time'
import { currentUserQueryOptions } from '../../admin/api/auth-queries'
import { dismissLockNotice } from '../api/two-factor-queries'

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
