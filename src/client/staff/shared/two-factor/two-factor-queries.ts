import type { CurrentPasswordInput } from '@shared/schemas/two-factor'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'

const account = api.account['two-factor']

/** GET /api/account/two-factor: the signed-in user's own second factor. */
export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: ['account', 'two-factor'],
    queryFn: () => unwrap(account.$get()),
    staleTime: 0,
  })
}

/** Starts a set-up (or re-enrolment): the new key and its otpauth:// address. */
export const startSetup = (values: CurrentPasswordInput) => unwrap(account.setup.$post({ json: values }))

/** Confirms the new key with a code of it: the ten recovery codes, shown once. */
export const confirmSetup = (code: string) => unwrap(account.confirm.$post({ json: { code } }))

/** The user has read the notice that wrong codes closed their code step. */
export const dismissLockNotice = () => unwrap(account['lock-notice'].$delete())

export const removeTwoFactor = (values: CurrentPasswordInput) => unwrap(account.$delete({ json: values }))

/** GET /api/admin/settings/two-factor (admins only). */
export function requireTwoFactorQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'settings', 'two-factor'],
    queryFn: () => unwrap(api.admin.settings['two-factor'].$get()),
  })
}

export const setRequireTwoFactor = (required: boolean) =>
  unwrap(api.admin.settings['two-factor'].$put({ json: { required } }))

/** The second step of a sign-in: the pending-sign-in cookie goes along by itself. */
export const signInWithCode = (code: string) => unwrap(api.login['two-factor'].$post({ json: { code } }))
