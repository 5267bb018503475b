// Staff accounts (there is no public sign-up):
//   npm run user -- create <email> [--role admin|editor] [--first NAME] [--last NAME]
//   npm run user -- set-password <email>
//   npm run user -- set-role <email> <admin|editor>
//   npm run user -- deactivate <email> | activate <email> | list
// Passwords are read from STAFF_PASSWORD, else generated and printed once; either way they must meet
// the policy of src/shared/schemas/password.ts. Add --remote to act on the deployed D1, or
// --persist-to DIR for another local state folder.
import { execFileSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { USER_ROLES } from '../src/shared/constants.ts'
import { hashPassword } from '../src/worker/services/passwords.ts'
import { executeFile, queryLocal } from './lib/local-d1.ts'
import { withSqlFile } from './lib/sql-file.ts'
import { generatePassword, passwordRefusal } from './lib/staff-password.ts'

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
  withSqlFile(statements, (file) =>
    options.remote ? remote(['--file', file]) : executeFile(file, options['persist-to']),
  )
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

/**
 * The password from STAFF_PASSWORD if the policy allows it, else a generated one. Checked before
 * anything is read or written; `announce` prints a generated one once it has been stored.
 */
async function newPassword(address: string): Promise<{ hash: string; announce: () => void }> {
  const given = process.env.STAFF_PASSWORD
  if (given !== undefined) {
    const refusal = await passwordRefusal(address, given)
    if (refusal) fail(refusal)
  }
  const password = given ?? (await generatePassword(address))
  return {
    hash: await hashPassword(password),
    announce: () => {
      if (given === undefined) console.log(`Password (shown once): ${password}`)
    },
  }
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

function update(address: string, assignments: string, ...more: string[]): void {
  execute(
    [
      `UPDATE users SET ${assignments}, updated_at = unixepoch() WHERE lower(email) = ${sqlString(address)};`,
      endSessions(address),
      ...more,
    ].join('\n'),
  )
}

switch (command) {
  case 'create': {
    const address = email()
    const userRole = role(options.role)
    const password = await newPassword(address)
    if (query(`SELECT id FROM users WHERE lower(email) = ${sqlString(address)}`).length > 0) {
      fail(`${address} already exists`)
    }
    execute(
      `INSERT INTO users (email, first_name, last_name, password_hash, role) VALUES (${sqlString(address)}, ${sqlString(options.first)}, ${sqlString(options.last)}, ${sqlString(password.hash)}, ${sqlString(userRole)});`,
    )
    console.log(`Created ${address}`)
    password.announce()
    break
  }
  case 'set-password': {
    const address = email()
    const password = await newPassword(address)
    requireExisting(address)
    // A new password also lifts the sign-in locks on the account.
    update(
      address,
      `password_hash = ${sqlString(password.hash)}`,
      `DELETE FROM login_attempts WHERE email = ${sqlString(address)};`,
    )
    console.log('Password changed; the user is signed out everywhere.')
    password.announce()
    break
  }
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
    console.table(query('SELECT id, email, first_name, last_name, role, is_active FROM users ORDER BY id'))
    break
  default:
    fail(
      'Usage: npm run user -- create|set-password|set-role|deactivate|activate|list [email] [role] [--remote]',
    )
}
