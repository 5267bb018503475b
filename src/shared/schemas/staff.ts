import { USER_ROLES } from '../constants'
import { contactMessages } from '../messages'
import { staffMessages } from '../staff-messages'
import { newPasswordFields, passwordsMatch } from './account'
import { requiredText } from './fields'
import { lineText } from './plain-text'
import { z } from './zod'

const staffRole = z.enum(USER_ROLES, staffMessages.invalidRole)
export type StaffRole = z.output<typeof staffRole>

/** POST /api/admin/staff/invites: who is invited, with which role. */
export const inviteStaffSchema = z.object({
  email: lineText().trim().toLowerCase().max(254).pipe(z.email(contactMessages.invalidEmail)),
  role: staffRole,
})
export type InviteStaffInput = z.input<typeof inviteStaffSchema>

/** PUT /api/admin/staff/:id/role. */
export const changeRoleSchema = z.object({ role: staffRole })

/** The link's token: 32 base32 characters (160 random bits); anything else names no invitation. */
export const INVITE_TOKEN_SHAPE = /^[a-z2-7]{32}$/

/** POST /api/invites/:token/accept: name and password (the policy for the invited e-mail). */
export function acceptInviteSchema(email: string) {
  return z
    .object({
      firstName: requiredText('First name'),
      lastName: requiredText('Last name'),
      ...newPasswordFields(email),
    })
    .refine(passwordsMatch.check, passwordsMatch.params)
}
export type AcceptInviteInput = z.input<ReturnType<typeof acceptInviteSchema>>
