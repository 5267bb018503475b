import { describe, expect, it } from 'vitest'
import { generatePassword } from '../../scripts/lib/staff-password.ts'
import { newPasswordSchema } from '../../src/shared/schemas/password.ts'

const refusal = async (email: string, password: string) =>
  (await newPasswordSchema(email).safeParseAsync(password)).error?.issues.map(({ message }) => message)

describe('the password policy for new passwords', () => {
  it('takes 12 to 128 characters', async () => {
    expect(await refusal('jane@example.test', 'eleven char')).toEqual([
      'Password must be at least 12 characters',
    ])
    expect(await refusal('jane@example.test', 'w'.repeat(129))).toEqual([
      'Password must be at most 128 characters',
    ])
    expect(await refusal('jane@example.test', 'w'.repeat(1100))).toEqual([
      'Password must be at most 128 characters',
    ])
    expect(await refusal('jane@example.test', 'quiet river stone')).toBeUndefined()
    expect(await refusal('jane@example.test', `${'quiet river stone '.repeat(7)}ok`)).toBeUndefined()
  })

  it('refuses passwords of spaces alone, and of fewer than 6 different characters', async () => {
    for (const blank of [' '.repeat(12), '\t'.repeat(12), ' \t'.repeat(6), '\u00a0'.repeat(12)]) {
      expect(await refusal('jane@example.test', blank)).toEqual(['Password must not be only spaces'])
    }
    for (const dull of ['abcabcabcabc', 'aaaaaaaaaaaa', 'AbCdEaBcDeAb', '12121212 12 12']) {
      expect(await refusal('jane@example.test', dull)).toEqual([
        'Password must use at least 6 different characters',
      ])
    }
    // Six different characters, case aside, are enough.
    expect(await refusal('jane@example.test', 'abcdefabcdef')).toBeUndefined()
  })

  it('refuses control and invisible characters: NUL, zero-width spaces, bidi controls', async () => {
    for (const invisible of [
      '\u200b'.repeat(12),
      'quiet river\u0000stone',
      'quiet \u202eriver stone',
      'quiet river\u200dstone',
      '\u2066quiet river stone\u2069',
    ]) {
      expect(await refusal('jane@example.test', invisible)).toEqual([
        'Password must not contain control or invisible characters',
      ])
    }
  })

  it('refuses the most common passwords, whatever their case', async () => {
    for (const common of ['password1234', '1q2w3e4r5t6y', 'PassWord1234', 'qwertyuiop123', '123456789012']) {
      expect(await refusal('jane@example.test', common)).toEqual([
        'This password is one of the most common ones; choose another',
      ])
    }
  })

  it("refuses a password that contains the e-mail's local name or the company name", async () => {
    expect(await refusal('jane.doe@example.test', 'my Jane.Doe passphrase')).toEqual([
      'Password must not contain the name of your e-mail address',
    ])
    expect(await refusal('jane.doe@example.test', 'janedoe likes long walks')).toEqual([
      'Password must not contain the name of your e-mail address',
    ])
    expect(await refusal('jane@example.test', 'welcome to CRESTLINE 2025')).toEqual([
      'Password must not contain the company name',
    ])
    // A very short local name is not held against a password.
    expect(await refusal('jo@example.test', 'joyful morning tea')).toBeUndefined()
  })

  it('is met by every generated password, the local admin seeded by npm start included', async () => {
    for (const email of ['admin@example.test', 'jane.doe@example.test']) {
      for (let draw = 0; draw < 20; draw += 1) {
        const password = await generatePassword(email)
        expect(password).toHaveLength(24)
        expect(await refusal(email, password)).toBeUndefined()
      }
    }
  })
})
