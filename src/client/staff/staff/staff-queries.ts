import type { AcceptInviteInput, InviteStaffInput, StaffRole } from '@shared/schemas/staff'
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapEmpty } from '@/lib/api-client'

/** GET /api/admin/staff: accounts and invitations not yet accepted; read afresh when the tab opens. */
export function staffListQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: () => unwrap(api.admin.staff.$get()),
    staleTime: 0,
  })
}

export const inviteStaff = (values: InviteStaffInput) =>
  unwrap(api.admin.staff.invites.$post({ json: values }))

export const revokeInvite = (id: number) =>
  unwrapEmpty(api.admin.staff.invites[':id'].$delete({ param: { id: String(id) } }))

/** A new link for an invitation not yet accepted; the old one stops working. */
export const reissueInvite = (id: number) =>
  unwrap(api.admin.staff.invites[':id'].reissue.$post({ param: { id: String(id) } }))

export const changeRole = ({ id, role }: { id: number; role: StaffRole }) =>
  unwrap(api.admin.staff[':id'].role.$put({ param: { id: String(id) }, json: { role } }))

export const deactivate = (id: number) =>
  unwrap(api.admin.staff[':id'].deactivate.$post({ param: { id: String(id) } }))

export const activate = (id: number) =>
  unwrap(api.admin.staff[':id'].activate.$post({ param: { id: String(id) } }))

export const resetTwoFactor = (id: number) =>
  unwrap(api.admin.staff[':id']['two-factor'].$delete({ param: { id: String(id) } }))

export const signOutEverywhere = (id: number) =>
  unwrap(api.admin.staff[':id'].sessions.$delete({ param: { id: String(id) } }))

/** GET /api/invites/:token: what the invitation page shows; its refusals are answers, not retried. */
export function inviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invite', token],
    queryFn: () => unwrap(api.invites[':token'].$get({ param: { token } })),
    retry: false,
  })
}

export const acceptInvite = ({ token, values }: { token: string; values: AcceptInviteInput }) =>
  unwrap(api.invites[':token'].accept.$post({ param: { token }, json: values }))
