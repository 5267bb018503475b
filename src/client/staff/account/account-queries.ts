import type { ChangePasswordInput } from '@shared/schemas/account'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/account/sessions: the signed-in user's live sessions, this one first. */
export function accountSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'sessions'],
    queryFn: () => unwrap(api.account.sessions.$get()),
    staleTime: 0,
  })
}

export const changePassword = (values: ChangePasswordInput) =>
  unwrap(api.account.password.$put({ json: values }))

export const endSession = (id: string) => unwrap(api.account.sessions[':id'].$delete({ param: { id } }))
