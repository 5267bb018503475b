import { twoFactorMessages as text } from '@shared/two-factor-messages'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { ApiError } from '@/lib/api-client'
import {
  requireTwoFactorQueryOptions,
  setRequireTwoFactor,
  twoFactorStatusQueryOptions,
} from '@/staff/shared/two-factor/two-factor-queries'
import { Label } from '@/ui/label'
import { Switch } from '@/ui/switch'
import { toastError, toastSuccess } from '@/ui/use-toast'

/** Admins only: whether every staff member must sign in with two factors. */
export function RequireTwoFactorSwitch() {
  const id = useId()
  const queryClient = useQueryClient()
  const setting = useQuery(requireTwoFactorQueryOptions())
  const save = useMutation({
    mutationFn: setRequireTwoFactor,
    onSuccess: async (result) => {
      queryClient.setQueryData(requireTwoFactorQueryOptions().queryKey, result)
      toastSuccess(text.settingSaved)
      // The own status says whether removal is allowed.
      await queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey })
    },
    onError: (error) => toastError((error instanceof ApiError && error.serverMessage) || error.message),
  })
  return (
    <div className="grid max-w-2xl gap-2">
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          aria-describedby={`${id}-hint`}
          checked={setting.data?.required ?? false}
          disabled={!setting.data || save.isPending}
          onCheckedChange={(required) => save.mutate(required)}
        />
        <Label htmlFor={id}>{text.requireSwitch}</Label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {text.requireSwitchHint}
      </p>
    </div>
  )
}
