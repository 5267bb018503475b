import type { LoginInput } from '@shared/schemas/auth'
import type { CurrentUser, TwoFactorChallenge } from '@shared/types'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

/** GET /api/auth/user: the signed-in staff user or null; never retried (docs/product.md section 9). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'user'],
    queryFn: () => unwrap(api.auth.user.$get()),
    retry: false,
  })
}

/** The user, or a challenge: the password was right and a second factor must follow. */
export function logIn(values: LoginInput) {
  return unwrap<CurrentUser | TwoFactorChallenge>(api.login.$post({ json: values }))
}

export function logOut() {
  return unwrap(api.logout.$post())
}

/** Any authenticated request slides the server's idle expiry; this is the cheapest one. */
export function touchSession() {
  return unwrap(api.auth.user.$get())
}
