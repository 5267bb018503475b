import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import { and, eq, isNull } from 'drizzle-orm'
import { RECOVERY_CODE_COUNT } from '../../../shared/constants'
import type { Db } from '../../db/client'
import { recoveryCodes } from '../../db/schema'

/** A code as normalised by `twoFactorCode` (no dash, lower case) to its stored digest. */
const digest = (code: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(code)))

/**
 * RECOVERY_CODE_COUNT new codes, 50 random bits each, as shown once (`abcde-fghij`), and the
 * statements that replace the user's old codes by their digests, for the batch of the change.
 */
export function newRecoveryCodes(db: Db, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // 7 random bytes give 12 base32 characters; the first 10 carry 50 bits.
    const code = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10)
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
  const statements = [
    db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
    db
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: digest(code.replace('-', '')) }))),
  ] as const
  return { codes, statements }
}

/**
 * Marks the code used, in one conditional statement, so that of two requests racing with one
 * code only one succeeds. False when the code is unknown or already used.
 */
export async function consumeRecoveryCode(db: Db, userId: number, code: string, now = Date.now()) {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, digest(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return used.length === 1
}
