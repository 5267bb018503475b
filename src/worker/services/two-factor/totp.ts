import { decodeBase32IgnorePadding, encodeBase32NoPadding } from '@oslojs/encoding'
import { createTOTPKeyURI, verifyHOTP } from '@oslojs/otp'
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '../../../shared/constants'

/** A new TOTP key: 160 random bits (RFC 4226's recommended length), base32 as apps take it. */
export function newTotpSecret(): string {
  return encodeBase32NoPadding(crypto.getRandomValues(new Uint8Array(20)))
}

/** The `otpauth://totp/…` address a QR code carries (SHA-1, 30 s, 6 digits). */
export function totpUri(secret: string, accountName: string): string {
  return createTOTPKeyURI(
    TOTP_ISSUER,
    accountName,
    decodeBase32IgnorePadding(secret),
    TOTP_PERIOD_SECONDS,
    TOTP_DIGITS,
  )
}

/**
 * The 30-second step whose code `code` is (RFC 6238), looking at the current step and
 * TOTP_WINDOW_STEPS either side for clock drift; null when it is none of them. The caller stores
 * the step so that no code of it, or of an earlier step, is accepted again.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const key = decodeBase32IgnorePadding(secret)
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000))
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset += 1) {
    const step = current + offset
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step
  }
  return null
}
