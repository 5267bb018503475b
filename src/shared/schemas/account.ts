import { accountMessages } from '../staff-messages'
import { newPasswordSchema } from './password'
import { z } from './zod'

/**
 * A new password for the account of `email`, typed twice: `password` follows the one policy
 * (password.ts), `confirmPassword` must equal it. Spread into an object, then `.refine(passwordsMatch.check, passwordsMatch.params)`.
 */
export const newPasswordFields = (email: string) => ({
  password: newPasswordSchema(email),
  confirmPassword: z.string(),
})

export const passwordsMatch = {
  check: (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword,
  params: { message: accountMessages.passwordsDiffer, path: ['confirmPassword'] },
}

/**
 * PUT /api/account/password for the signed-in `email`. The current password is bounded like a
 * sign-in's (auth.ts), so any password set before the policy can be given.
 */
export function changePasswordSchema(email: string) {
  return z
    .object({
      currentPassword: z.string().min(1, accountMessages.currentPasswordRequired).max(1024),
      ...newPasswordFields(email),
    })
    .refine(passwordsMatch.check, passwordsMatch.params)
}
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>

/** A session as the account's list names it (not its database id): 32 hex characters. */
export const sessionIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) })
