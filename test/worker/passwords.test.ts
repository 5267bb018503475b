import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { readConfig } from '../../src/worker/env'
import { DUMMY_PASSWORD_HASH, dummyHashFor } from '../../src/worker/services/auth'
import {
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  scryptParamsFor,
  TEST_SCRYPT_PARAMS,
  verifyPassword,
} from '../../src/worker/services/passwords'

// Deployed Workers give an isolate 128 MB; scrypt needs 128 * N * r bytes of it.
const WORKERS_MEMORY_BYTES = 128 * 1024 * 1024

describe('password hashing', () => {
  it('uses scrypt parameters a deployed Worker can afford', () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 3 })
    const memory = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r
    expect(memory).toBeLessThanOrEqual(WORKERS_MEMORY_BYTES / 2)
  })

  it('stores the parameters and a random salt with the hash, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse battery staple')
    const second = await hashPassword('correct horse battery staple')
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(first).not.toBe(second)
    expect(first.length).toBeLessThanOrEqual(255)
    expect(await verifyPassword('correct horse battery staple', first)).toBe(true)
    expect(await verifyPassword('correct horse battery stapler', first)).toBe(false)
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false)
  })

  it("hashes at the deployed cost unless the configuration asks for the test suites' cost", () => {
    const { PASSWORD_HASH_COST: _testCost, ...deployed } = env as Env & { PASSWORD_HASH_COST?: string }
    expect(readConfig(deployed as Env).PASSWORD_HASH_COST).toBe('deployed')
    expect(scryptParamsFor('deployed')).toEqual({ N: 32768, r: 8, p: 3 })
    expect(readConfig(env).PASSWORD_HASH_COST).toBe('test')
    expect(scryptParamsFor('test')).toEqual({ N: 1024, r: 8, p: 1 })
  })

  it('checks unknown e-mails against a hash of the current parameters, so they cost what a real one does', async () => {
    expect(DUMMY_PASSWORD_HASH).toMatch(/^scrypt\$32768\$8\$3\$/)
    expect(dummyHashFor(SCRYPT_PARAMS)).toBe(DUMMY_PASSWORD_HASH)
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false)
    expect(dummyHashFor(TEST_SCRYPT_PARAMS)).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(needsRehash(dummyHashFor(TEST_SCRYPT_PARAMS), TEST_SCRYPT_PARAMS)).toBe(false)
    expect(await verifyPassword('anything', dummyHashFor(TEST_SCRYPT_PARAMS))).toBe(false)
  })

  it('asks for a rehash when the stored parameters differ from the current ones', async () => {
    const weak = await hashPassword('a long enough password', { N: 2 ** 10, r: 8, p: 1 })
    expect(await verifyPassword('a long enough password', weak)).toBe(true)
    expect(needsRehash(weak)).toBe(true)
    expect(needsRehash(await hashPassword('a long enough password'))).toBe(false)
  })
})
