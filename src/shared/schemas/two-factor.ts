import { TOTP_DIGITS } from '../constants'
import { twoFactorMessages } from '../two-factor-messages'
import { z } from './zod'

const TOTP_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`)
/** Ten base32 characters (50 random bits), shown as `abcde-fghij`. */
const RECOVERY_CODE = /^[a-z2-7]{10}$/

/**
 * A code as typed, normalised: spaces and dashes dropped, lower case. Then either a TOTP code
 * (six digits) or a recovery code.
 */
const twoFactorCode = z
  .string()
  .max(32, twoFactorMessages.codeFormat)
  .transform((value) => value.replaceAll(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, twoFactorMessages.codeRequired)
      .refine((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), twoFactorMessages.codeFormat),
  )

export const isTotpCode = (code: string) => TOTP_CODE.test(code)

/** POST /api/login/two-factor and the confirmation of a set-up. */
export const twoFactorCodeSchema = z.object({ code: twoFactorCode })
export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>

/** Set-up, re-enrolment and removal: the current password (as long as sign-in admits). */
export const currentPasswordSchema = z.object({
  password: z.string().min(1, 'Password is required').max(1024),
})
export type CurrentPasswordInput = z.input<typeof currentPasswordSchema>

/** PUT /api/admin/settings/two-factor */
export const requireTwoFactorSchema = z.object({ required: z.boolean() })
