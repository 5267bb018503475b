import { ADMIN_ROLE } from '@shared/constants'
import { staffMessages } from '@shared/staff-messages'
import type { CreatedInvite, StaffInvite, StaffMember } from '@shared/types'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { ConfirmButton } from '@/staff/shared/confirm-button'
import { DataTable } from '@/staff/shared/data-table'
import { FormDialog } from '@/staff/shared/form-dialog'
import { localTime } from '@/staff/shared/local-time'
import { useAdminMutation } from '@/staff/shared/use-admin-mutation'
import { WhenCell } from '@/staff/shared/when-cell'
import { Button } from '@/ui/button'
import { Spinner } from '@/ui/spinner'
import UserPlusIcon from '~icons/lucide/user-plus'
import { InviteForm, InviteLink } from './invite-form'
import { roleLabel } from './role-labels'
import {
  activate,
  changeRole,
  deactivate,
  reissueInvite,
  resetTwoFactor,
  revokeInvite,
  signOutEverywhere,
  staffListQueryOptions,
} from './staff-queries'

const fullName = (member: StaffMember) => [member.firstName, member.lastName].filter(Boolean).join(' ') || '—'

/** The admin 'Staff' tab: accounts and invitations; every rule is the server's. */
export function StaffPanel() {
  const id = useId()
  const [inviting, setInviting] = useState(false)
  const staff = useQuery(staffListQueryOptions())
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {staffMessages.heading}
        </h2>
        <Button type="button" onClick={() => setInviting(true)} aria-haspopup="dialog">
          <UserPlusIcon aria-hidden="true" />
          {staffMessages.invite}
        </Button>
      </div>
      {staff.isPending ? (
        <Spinner label={`Loading ${staffMessages.heading}`} />
      ) : staff.isError ? (
        <p role="alert" className="text-destructive">
          {staffMessages.fetchFailed}
        </p>
      ) : (
        <StaffTable members={staff.data.members} invites={staff.data.invites} />
      )}
      <FormDialog title={staffMessages.invite} open={inviting} onClose={() => setInviting(false)}>
        <InviteForm />
      </FormDialog>
    </section>
  )
}

function StaffTable({ members, invites }: { members: StaffMember[]; invites: StaffInvite[] }) {
  return (
    <DataTable
      caption="Staff members and invitations"
      headings={['Name', 'E-mail', 'Role', 'Status', 'Two-factor', 'Last sign-in', 'Actions']}
    >
      {members.map((member) => (
        <MemberRow key={member.id} member={member} />
      ))}
      {invites.map((invite) => (
        <InviteRow key={`invite-${invite.id}`} invite={invite} />
      ))}
    </DataTable>
  )
}

function InviteRow({ invite }: { invite: StaffInvite }) {
  const [reissued, setReissued] = useState<CreatedInvite | null>(null)
  const revoke = useMemberAction(revokeInvite, staffMessages.inviteRevoked)
  const reissue = useAdminMutation({
    mutationFn: reissueInvite,
    invalidates: [staffListQueryOptions().queryKey],
    success: staffMessages.inviteReissued,
    failure: (error) => (error instanceof ApiError && error.serverMessage) || staffMessages.actionFailed,
    onSuccess: setReissued,
  })
  const expired = Date.parse(invite.expiresAt) <= Date.now()
  const status = !invite.inviterActive
    ? staffMessages.statusInviteVoid
    : expired
      ? staffMessages.statusInviteExpired
      : staffMessages.statusInvited
  return (
    <tr className="border-t align-top" data-testid="staff-invite">
      <td className="px-3 py-2">—</td>
      <td className="px-3 py-2">{invite.email}</td>
      <td className="px-3 py-2">{roleLabel(invite.role)}</td>
      <td className="px-3 py-2">
        {status}
        <span className="block text-muted-foreground">
          {expired ? 'Expired' : 'Until'}{' '}
          <time dateTime={invite.expiresAt}>{localTime(invite.expiresAt)}</time>
        </span>
        <span className="block text-muted-foreground">{staffMessages.invitedBy(invite.invitedBy)}</span>
      </td>
      <td className="px-3 py-2">—</td>
      <td className="px-3 py-2">—</td>
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={`${staffMessages.reissueInvite}: ${invite.email}`}
            aria-haspopup="dialog"
            disabled={reissue.isPending}
            onClick={() => reissue.mutate(invite.id)}
          >
            {staffMessages.reissueInvite}
          </Button>
          <ConfirmButton
            label={staffMessages.revokeInvite}
            accessibleLabel={`${staffMessages.revokeInvite}: ${invite.email}`}
            title={`Revoke the invitation for ${invite.email}?`}
            description="Its link will stop working."
            onConfirm={() => revoke.mutate(invite.id)}
          />
        </div>
        <FormDialog
          title={staffMessages.reissueInvite}
          open={reissued !== null}
          onClose={() => setReissued(null)}
        >
          {reissued && <InviteLink invite={reissued} />}
        </FormDialog>
      </td>
    </tr>
  )
}

function useMemberAction<Variables>(mutationFn: (variables: Variables) => Promise<unknown>, success: string) {
  return useAdminMutation({
    mutationFn,
    invalidates: [staffListQueryOptions().queryKey],
    success,
    // The server's reason (the last-admin rule) is the useful part.
    failure: (error) => (error instanceof ApiError && error.serverMessage) || staffMessages.actionFailed,
  })
}

function MemberRow({ member }: { member: StaffMember }) {
  const role = useMemberAction(changeRole, staffMessages.roleChanged)
  const off = useMemberAction(deactivate, staffMessages.deactivated)
  const on = useMemberAction(activate, staffMessages.activated)
  const signOut = useMemberAction(signOutEverywhere, staffMessages.signedOutEverywhere)
  const reset = useMemberAction(resetTwoFactor, staffMessages.twoFactorReset)
  const newRole = member.role === ADMIN_ROLE ? 'editor' : 'admin'
  const who = member.email
  return (
    <tr className="border-t align-top" data-testid="staff-member">
      <td className="px-3 py-2">{fullName(member)}</td>
      <td className="px-3 py-2">{member.email}</td>
      <td className="px-3 py-2">{roleLabel(member.role)}</td>
      <td className="px-3 py-2">
        {member.isActive ? staffMessages.statusActive : staffMessages.statusDeactivated}
      </td>
      <td className="px-3 py-2">
        {member.twoFactorEnabled ? staffMessages.twoFactorOn : staffMessages.twoFactorOff}
      </td>
      <WhenCell at={member.lastSignInAt} otherwise={staffMessages.neverSignedIn} />
      <td className="px-3 py-2">
        <div className="flex flex-wrap gap-2">
          <ConfirmButton
            label={`Make ${roleLabel(newRole).toLowerCase()}`}
            accessibleLabel={`Make ${roleLabel(newRole).toLowerCase()}: ${who}`}
            title={`Make ${who} ${roleLabel(newRole).toLowerCase()}?`}
            description={
              newRole === ADMIN_ROLE
                ? 'Admins may edit and delete content and manage staff.'
                : 'Editors may create content but not edit, delete or manage staff.'
            }
            onConfirm={() => role.mutate({ id: member.id, role: newRole })}
          />
          {member.isActive ? (
            <ConfirmButton
              label={staffMessages.deactivate}
              accessibleLabel={`${staffMessages.deactivate} ${who}`}
              title={`Deactivate ${who}?`}
              description="They are signed out everywhere at once and cannot sign in until activated again."
              onConfirm={() => off.mutate(member.id)}
            />
          ) : (
            <ConfirmButton
              label={staffMessages.activate}
              accessibleLabel={`${staffMessages.activate} ${who}`}
              title={`Activate ${who}?`}
              description="They can sign in again with their password."
              onConfirm={() => on.mutate(member.id)}
            />
          )}
          {member.twoFactorEnabled && (
            <ConfirmButton
              label={staffMessages.resetTwoFactor}
              accessibleLabel={`${staffMessages.resetTwoFactor}: ${who}`}
              title={`Reset two-factor authentication of ${who}?`}
              description="Their authenticator and recovery codes stop working; they sign in with the password alone, or set up a new authenticator if the site requires one."
              onConfirm={() => reset.mutate(member.id)}
            />
          )}
          <ConfirmButton
            label={staffMessages.signOutEverywhere}
            accessibleLabel={`${staffMessages.signOutEverywhere}: ${who}`}
            title={`Sign ${who} out everywhere?`}
            description="Every session of this account ends now; they can sign in again."
            onConfirm={() => signOut.mutate(member.id)}
          />
        </div>
      </td>
    </tr>
  )
}
