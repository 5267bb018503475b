import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt through node:crypto (nodejs_compat). Deployed Workers cap PBKDF2 at 100,000
// iterations; scrypt at N=2^15, r=8, p=3 costs about 350 ms there and 32 MiB of memory.
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const
/**
 * The test suites' cost (`PASSWORD_HASH_COST = "test"`, set only by their configs): 1/96 of the
 * work, so that hundreds of sign-ins do not dominate a run. A hash made with it is raised to
 * SCRYPT_PARAMS at its next sign-in under the deployed cost (needsRehash).
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_LENGTH = 16

export type ScryptParams = { N: number; r: number; p: number }
export type PasswordHashCost = 'deployed' | 'test'

export const scryptParamsFor = (cost: PasswordHashCost): ScryptParams =>
  cost === 'test' ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: 256 * params.N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash so they can be raised. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

function parse(stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return null
  const params = { N: Number(N), r: Number(r), p: Number(p) }
  if (!Object.values(params).every(Number.isSafeInteger)) return null
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed.params)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

export function needsRehash(stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean {
  const parsed = parse(stored)
  return (
    !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p
  )
}
