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
import { ADMIN_ROLE, USER_ROLES } from '../src/shared/constants.ts'
import type { AuditAction } from '../src/shared/schemas/audit.ts'
import { staffMessages } from '../src/shared/staff-messages.ts'
import type { AuditDetail } from '../src/shared/types.ts'
import { hashPassword } from '../src/worker/services/passwords.ts'
import type { SqlStore } from './lib/local-d1.ts'
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

/** The deployed D1 through `wrangler d1 execute --remote`, which reads a script from a file. */
const remoteStore: SqlStore = {
  query: async <Row>(sqlText: string) =>
    (JSON.parse(remote(['--json', '--command', sqlText])) as { results: Row[] }[])[0]?.results ?? [],
  execute: async (statements) => {
    withSqlFile(statements, (file) => remote(['--file', file]))
  },
}

/** A refusal with its message for the user; thrown so the local database is closed before exit. */
class Refusal extends Error {}

function fail(message: string): never {
  throw new Refusal(message)
}

function email(): string {
  const parsed = z.email().safeParse(emailArg?.trim().toLowerCase())
  return parsed.success
    ? parsed.data
    : fail(`An e-mail address is needed: npm run user -- ${command} <email>`)
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

const findUser = (store: SqlStore, address: string) =>
  store.query(`SELECT id FROM users WHERE lower(email) = ${sqlString(address)}`)

async function requireExisting(store: SqlStore, address: string): Promise<void> {
  if ((await findUser(store, address)).length === 0) fail(`No staff user ${address}`)
}

/**
 * The audit event of a change made here: no signed-in actor or network, marked as
 * made from the command line. It follows the change's statement in the same file and is written
 * only if that statement changed a row.
 */
function auditEvent(action: AuditAction, address: string, detail: AuditDetail = {}): string {
  const json = JSON.stringify({ ...detail, via: 'command_line' } satisfies AuditDetail)
  return `INSERT INTO audit_events (at, action, target_type, target_id, target_title, detail) SELECT ${Date.now()}, ${sqlString(action)}, 'user', CAST(${userId(address)} AS TEXT), ${sqlString(address)}, ${sqlString(json)} WHERE changes() = 1;`
}

// The admin screen's rule holds here too: the last active admin keeps the role and stays active.
const otherActiveAdmin = `EXISTS (SELECT 1 FROM users AS other WHERE other.role = '${ADMIN_ROLE}' AND other.is_active = 1 AND other.id != users.id)`

async function refuseLastAdmin(store: SqlStore, address: string, message: string): Promise<void> {
  const lastAdmin = await store.query(
    `SELECT id FROM users WHERE lower(email) = ${sqlString(address)} AND role = '${ADMIN_ROLE}' AND is_active = 1 AND NOT ${otherActiveAdmin}`,
  )
  if (lastAdmin.length > 0) fail(message)
}

/**
 * Changes the user and ends their sessions. A change that could leave no active admin (`guarded`)
 * is checked first for a clear message, and the UPDATE itself repeats the check, so that it
 * changes nothing if another admin went in between.
 */
async function update(
  store: SqlStore,
  address: string,
  assignments: string,
  event: string,
  more: string[] = [],
  guarded = false,
): Promise<void> {
  const guard = guarded ? ` AND (role != '${ADMIN_ROLE}' OR is_active = 0 OR ${otherActiveAdmin})` : ''
  await store.execute(
    [
      `UPDATE users SET ${assignments}, updated_at = unixepoch() WHERE lower(email) = ${sqlString(address)}${guard};`,
      event,
      endSessions(address),
      ...more,
    ].join('\n'),
  )
}

/**
 * The command's work on the database, once its arguments (and a new password) have passed their
 * checks: a refusal there neither opens nor reads the database.
 */
async function commandWork(): Promise<(store: SqlStore) => Promise<void>> {
  switch (command) {
    case 'create': {
      const address = email()
      const userRole = role(options.role)
      const password = await newPassword(address)
      return async (store) => {
        if ((await findUser(store, address)).length > 0) fail(`${address} already exists`)
        await store.execute(
          [
            `INSERT INTO users (email, first_name, last_name, password_hash, role) VALUES (${sqlString(address)}, ${sqlString(options.first)}, ${sqlString(options.last)}, ${sqlString(password.hash)}, ${sqlString(userRole)});`,
            auditEvent('staff_created', address, { role: userRole }),
          ].join('\n'),
        )
        console.log(`Created ${address}`)
        password.announce()
      }
    }
    case 'set-password': {
      const address = email()
      const password = await newPassword(address)
      return async (store) => {
        await requireExisting(store, address)
        // A new password also lifts the sign-in locks on the account.
        await update(
          store,
          address,
          `password_hash = ${sqlString(password.hash)}`,
          auditEvent('staff_password_set', address),
          [`DELETE FROM login_attempts WHERE email = ${sqlString(address)};`],
        )
        console.log('Password changed; the user is signed out everywhere.')
        password.announce()
      }
    }
    case 'set-role': {
      const address = email()
      const newRole = role(roleArg)
      const demotion = newRole !== ADMIN_ROLE
      return async (store) => {
        await requireExisting(store, address)
        if (demotion) await refuseLastAdmin(store, address, staffMessages.lastAdminDemote)
        await update(
          store,
          address,
          `role = ${sqlString(newRole)}`,
          auditEvent('staff_role_changed', address, { role: newRole }),
          [],
          demotion,
        )
        console.log('Role changed; the user is signed out everywhere.')
      }
    }
    case 'deactivate':
    case 'activate': {
      const address = email()
      const activate = command === 'activate'
      return async (store) => {
        await requireExisting(store, address)
        if (!activate) await refuseLastAdmin(store, address, staffMessages.lastAdminDeactivate)
        await update(
          store,
          address,
          `is_active = ${activate ? 1 : 0}`,
          auditEvent(activate ? 'staff_activated' : 'staff_deactivated', address),
          [],
          !activate,
        )
        console.log(`${activate ? 'Activated' : 'Deactivated'}; the user is signed out everywhere.`)
      }
    }
    case 'list':
      return async (store) => {
        console.table(
          await store.query(
            'SELECT id, email, first_name, last_name, role, is_active FROM users ORDER BY id',
          ),
        )
      }
    default:
      return fail(
        'Usage: npm run user -- create|set-password|set-role|deactivate|activate|list [email] [role] [--remote]',
      )
  }
}

try {
  const work = await commandWork()
  if (options.remote) await work(remoteStore)
  else {
    // Loaded only now (wrangler, then a workerd start): a command refused by its arguments or the
    // password policy answers in a fraction of a second instead of about two.
    const [{ DEFAULT_STATE_DIR }, { withLocalD1 }] = await Promise.all([
      import('./lib/local-bindings.ts'),
      import('./lib/local-d1.ts'),
    ])
    await withLocalD1(options['persist-to'] ?? DEFAULT_STATE_DIR, work)
  }
} catch (error) {
  if (!(error instanceof Refusal)) throw error
  console.error(error.message)
  process.exitCode = 1
}
