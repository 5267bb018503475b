// Staff accounts (there is no public sign-up):
//   npm run user -- create <email> [--role admin|editor] [--first NAME] [--last NAME]
//   npm run user -- set-password <email>
//   npm run user -- set-role <email> <admin|editor>
//   npm run user -- deactivate <email> | activate <email> | list
// Passwords are read from STAFF_PASSWORD, else generated and printed once. Add --remote to act
// on the deployed D1, or --persist-to DIR for another local state folder.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH, USER_ROLES } from '../src/shared/constants.ts'
import { adminMessages } from '../src/shared/messages.ts'
import { hashPassword } from '../src/worker/services/passwords.ts'
import { executeFile, queryLocal } from './lib/local-d1.ts'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    role: { type: 'string', default: 'admin' },
    first: { type: 'string' },
    last: { type: 'string' },
  },
})
const [command, emailArg, roleArg] = positionals

const sqlString = (value: string | undefined) =>
  value === undefined ? 'NULL' : `'${value.replaceAll("'", "''")}'`

function remote(args: string[]): string {
  return execFileSync('npx', ['wrangler', 'd1', 'execute', 'DB', '--remote', ...args], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['inherit', 'pipe', 'inherit'],
  })
}

function execute(statements: string): void {
  const file = join(tmpdir(), `user-${process.pid}-${Date.now()}.sql`)
  writeFileSync(file, statements)
  if (options.remote) remote(['--file', file])
  else executeFile(file, options['persist-to'])
}

function query<Row>(sqlText: string): Row[] {
  if (!options.remote) return queryLocal<Row>(sqlText, options['persist-to'])
  return (JSON.parse(remote(['--json', '--command', sqlText])) as { results: Row[] }[])[0]?.results ?? []
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

function email(): string {
  const parsed = z.email().safeParse(emailArg?.trim().toLowerCase())
  return parsed.success
    ? parsed.data
    : fail(`An e-mail address is needed: npm run user -- ${command} <email>`)
}

/** The e-mail of a staff user that must already exist. */
function existingEmail(): string {
  const address = email()
  requireExisting(address)
  return address
}

function role(value: string | undefined): string {
  const parsed = z.enum(USER_ROLES).safeParse(value)
  return parsed.success ? parsed.data : fail(`The role must be one of: ${USER_ROLES.join(', ')}`)
}

/** The password from STAFF_PASSWORD, or a generated one that is printed once. */
async function passwordHash(): Promise<string> {
  const given = process.env.STAFF_PASSWORD
  const password = given ?? randomBytes(18).toString('base64url')
  // Long rather than complex: no composition rules, no truncation.
  if (password.length < PASSWORD_MIN_LENGTH) fail(adminMessages.passwordTooShort(PASSWORD_MIN_LENGTH))
  if (!given) console.log(`Password (shown once): ${password}`)
  return hashPassword(password)
}

const userId = (address: string) => `(SELECT id FROM users WHERE lower(email) = ${sqlString(address)})`
// A changed password, role or active flag ends the user's sessions at once.
const endSessions = (address: string) =>
  `DELETE FROM sessions WHERE json_extract(sess, '$.userId') = ${userId(address)};`

function requireExisting(address: string): void {
  if (query(`SELECT id FROM users WHERE lower(email) = ${sqlString(address)}`).length === 0) {
    fail(`No staff user ${address}`)
  }
}

function update(address: string, assignments: string): void {
  execute(
    `UPDATE users SET ${assignments}, updated_at = unixepoch() WHERE lower(email) = ${sqlString(address)};\n${endSessions(address)}`,
  )
}

switch (command) {
  case 'create': {
    const address = email()
    if (query(`SELECT id FROM users WHERE lower(email) = ${sqlString(address)}`).length > 0) {
      fail(`${address} already exists`)
    }
    execute(
      `INSERT INTO users (email, first_name, last_name, password_hash, role) VALUES (${sqlString(address)}, ${sqlString(options.first)}, ${sqlString(options.last)}, ${sqlString(await passwordHash())}, ${sqlString(role(options.role))});`,
    )
    console.log(`Created ${address}`)
    break
  }
  case 'set-password':
    update(
      existingEmail(),
      `password_hash = ${sqlString(await passwordHash())}, failed_login_count = 0, locked_until = NULL`,
    )
    console.log('Password changed; the user is signed out everywhere.')
    break
  case 'set-role':
    update(existingEmail(), `role = ${sqlString(role(roleArg))}`)
    console.log('Role changed; the user is signed out everywhere.')
    break
  case 'deactivate':
  case 'activate':
    update(existingEmail(), `is_active = ${command === 'activate' ? 1 : 0}`)
    console.log(`${command === 'activate' ? 'Activated' : 'Deactivated'}; the user is signed out everywhere.`)
    break
  case 'list':
    console.table(
      query('SELECT id, email, first_name, last_name, role, is_active, locked_until FROM users ORDER BY id'),
    )
    break
  default:
    fail(
      'Usage: npm run user -- create|set-password|set-role|deactivate|activate|list [email] [role] [--remote]',
    )
}
