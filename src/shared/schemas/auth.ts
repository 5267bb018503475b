import { lineText } from './plain-text'
import { z } from './zod'

export const loginSchema = z.object({
  email: lineText().trim().min(1, 'Email is required').max(254).pipe(z.email('Invalid email address')),
  // Longer than a new password may be (schemas/password.ts): sign-in admits every password set
  // before that policy, and 1,024 still bounds the scrypt work an anonymous request can ask for.
  password: z.string().min(1, 'Password is required').max(1024),
})

export type LoginInput = z.infer<typeof loginSchema>
