import { randomBytes } from 'node:crypto'
import { newPasswordSchema } from '../../src/shared/schemas/password.ts'

/** A random 24-character password that meets the policy for `email` (drawn again if it does not). */
export async function generatePassword(email: string): Promise<string> {
  const policy = newPasswordSchema(email)
  for (;;) {
    const password = randomBytes(18).toString('base64url')
    if ((await policy.safeParseAsync(password)).success) return password
  }
}

/** Why `password` may not be set for `email`, or nothing when it may. */
export async function passwordRefusal(email: string, password: string): Promise<string | undefined> {
  const result = await newPasswordSchema(email).safeParseAsync(password)
  return result.error?.issues.map((issue) => issue.message).join('\n')
}
