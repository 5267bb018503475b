// Full file names: `npm run user` loads this module under plain Node, which does not guess them.
import { isCommonPassword } from '../common-passwords.ts'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_DISTINCT_CHARACTERS, PASSWORD_MIN_LENGTH } from '../constants.ts'
import { passwordMessages } from '../messages.ts'
import { COMPANY_NAME } from '../site-config.ts'
import { z } from './zod.ts'

// The word that names the company ('Crestline' of 'Crestline Consulting').
const companyWord = (COMPANY_NAME.split(' ')[0] ?? COMPANY_NAME).toLowerCase()
// A local name shorter than this would refuse too many unrelated passwords ('jo', 'al').
const LOCAL_NAME_MIN = 3

/**
 * Control and format characters (NUL, zero-width spaces, bidi controls): nobody types them into a
 * password field, and twelve of them look like an empty one.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u

/** Characters by code point, case aside: 'aAaA' has one. */
const distinctCharacters = (password: string) => new Set(Array.from(password.toLowerCase())).size

/**
 * The one policy for a password being set (CLI, forms, Worker), for the account of `email`:
 * 12 to 128 characters, not only spaces (or tabs), no control or invisible characters, of at least 6 different characters, not among
 * the 10,000 most common, containing neither the e-mail's local name nor the company's name. Asynchronous (the common list loads on first use): validate with
 * `parseAsync` / `safeParseAsync`. Signing in checks none of this (loginSchema), so passwords set
 * before the policy keep working.
 */
export function newPasswordSchema(email: string) {
  const localName = (email.split('@')[0] ?? '').toLowerCase()
  // 'jane.doe' is also refused as 'janedoe'.
  const names = [localName, localName.replaceAll(/[._+-]/g, '')].filter(
    (name) => name.length >= LOCAL_NAME_MIN,
  )
  return z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: passwordMessages.tooShort(PASSWORD_MIN_LENGTH), abort: true })
    .max(PASSWORD_MAX_LENGTH, { error: passwordMessages.tooLong(PASSWORD_MAX_LENGTH), abort: true })
    .refine((password) => password.trim() !== '', { error: passwordMessages.onlyWhitespace, abort: true })
    .refine((password) => !INVISIBLE.test(password), {
      error: passwordMessages.invisibleCharacters,
      abort: true,
    })
    .refine((password) => distinctCharacters(password) >= PASSWORD_MIN_DISTINCT_CHARACTERS, {
      error: passwordMessages.tooFewDistinct(PASSWORD_MIN_DISTINCT_CHARACTERS),
      abort: true,
    })
    .refine(
      (password) => !names.some((name) => password.toLowerCase().includes(name)),
      passwordMessages.containsEmailName,
    )
    .refine((password) => !password.toLowerCase().includes(companyWord), passwordMessages.containsCompanyName)
    .refine(async (password) => !(await isCommonPassword(password)), passwordMessages.tooCommon)
}
