import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { executeLocal } from '../../scripts/lib/local-d1.ts'
import { hashPassword } from '../../src/worker/services/passwords.ts'
import { browserForFile, expectAccessible, openPage } from './support/browser'
import { testServer } from './support/test-server'

const { browser } = browserForFile()

// A staff member of this file's own: the shared admin keeps signing in with a password alone.
const EMAIL = 'two-factor-browser@example.test'
const PASSWORD = 'violet anchor meadow 42'

/** RFC 6238 from the key the screen shows, as an authenticator app computes it. */
function totp(secret: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...secret].map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0')).join('')
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = (mac.at(-1) ?? 0) & 0x0f
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

async function addStaffMember() {
  const hash = await hashPassword(PASSWORD)
  await executeLocal(
    `INSERT INTO users (email, password_hash, role, is_active) VALUES ('${EMAIL}', '${hash}', 'admin', 1)
     ON CONFLICT(email) DO UPDATE SET password_hash = excluded.password_hash;`,
    testServer().stateDir,
  )
}

describe('two-factor authentication in the admin screen', () => {
  it('is set up with a code from the shown key, then signing in asks for a code, and passes axe', async () => {
    await addStaffMember()
    const { context, page, errors } = await openPage(browser(), '/admin')
    await page.getByLabel('Email').fill(EMAIL)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()

    await page.getByRole('link', { name: 'Account' }).click()
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor()
    await page.getByText('Status: off').waitFor()
    // The Account tab also holds the password change, whose form has a 'Current password' too.
    const section = page.getByRole('region', { name: 'Two-factor authentication' })
    await section.getByRole('button', { name: 'Set up', exact: true }).click()
    await section.getByLabel('Current password').fill(PASSWORD)
    await section.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor()
    const secret = (await page.getByTestId('two-factor-key').textContent()) ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectAccessible(page)
    await page.getByLabel('Authentication code').fill(totp(secret, Date.now()))
    await page.getByRole('button', { name: 'Verify' }).click()

    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await codes.first().waitFor()
    expect(await codes.count()).toBe(10)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Done' }).click()
    await page.getByText('Status: on').waitFor()
    await page.getByText('10 recovery codes left').waitFor()

    await page.getByRole('button', { name: 'Log Out' }).click()
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor()
    await page.getByLabel('Email').fill(EMAIL)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Log In' }).click()
    await page.getByLabel('Authentication code').waitFor()
    await expectAccessible(page)
    await page
      .getByLabel('Authentication code')
      .fill('000000' === totp(secret, Date.now()) ? '111111' : '000000')
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByText('Invalid authentication code').waitFor()
    // The set-up used this step's code; the next step's is accepted now (one step of drift).
    await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('heading', { name: 'Content Management System' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
