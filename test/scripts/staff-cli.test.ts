import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedLocal } from '../../scripts/seed.ts'
import { queryLocal } from '../support/read-local-d1.ts'

// The scripts run against a local D1 of their own, with a temp folder of their own, so that
// anything they leave behind there is theirs.
let stateDir = ''
let tempDir = ''
const savedTempDir = process.env.TMPDIR

beforeAll(() => {
  stateDir = mkdtempSync(join(tmpdir(), 'staff-cli-state-'))
  tempDir = mkdtempSync(join(tmpdir(), 'staff-cli-tmp-'))
  process.env.TMPDIR = tempDir
})

afterAll(() => {
  process.env.TMPDIR = savedTempDir
  rmSync(stateDir, { recursive: true, force: true })
  rmSync(tempDir, { recursive: true, force: true })
})

function user(args: string[], password?: string) {
  const result = spawnSync(process.execPath, ['scripts/user.ts', ...args, '--persist-to', stateDir], {
    encoding: 'utf8',
    env: { ...process.env, TMPDIR: tempDir, WRANGLER_SEND_METRICS: 'false', STAFF_PASSWORD: password },
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** Every file under the temp folder that holds a password hash. */
function filesWithHashes(folder = tempDir): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return filesWithHashes(path)
    return readFileSync(path, 'utf8').includes('scrypt$') ? [path] : []
  })
}

describe('seeding and the staff CLI', () => {
  it('seed and user create leave no file with a password hash in the temp folder', async () => {
    const admin = await seedLocal(stateDir)
    expect(admin.email).toBe('admin@example.test')
    const created = user(['create', 'jane.doe@example.test', '--role', 'editor'], 'quiet river stone')
    expect(created).toMatchObject({ status: 0, stderr: '' })
    expect(created.stdout).toContain('Created jane.doe@example.test')
    const rows = await queryLocal<{ email: string }>('SELECT email FROM users ORDER BY email', stateDir)
    expect(rows.map(({ email }) => email)).toEqual([
      'admin@example.test',
      'editor@example.test',
      'jane.doe@example.test',
    ])
    expect(filesWithHashes()).toEqual([])
  })

  // Runs of the CLI, each starting workerd for the local D1: about 80 s alone, twice that
  // beside the browser suite.
  it('records each change in the audit log, from the command line, and keeps the last active admin', async () => {
    const events = () =>
      queryLocal<{ action: string; target_title: string; actor_email: string | null; detail: string }>(
        "SELECT action, target_title, actor_email, detail FROM audit_events WHERE detail LIKE '%command_line%' ORDER BY id",
        stateDir,
      )
    const before = (await events()).length
    // The seeded admin is the only active admin: neither demoted nor deactivated.
    const demote = user(['set-role', 'admin@example.test', 'editor'])
    expect(demote.status).toBe(1)
    expect(demote.stderr.trim()).toBe('The last active admin cannot be given another role')
    const deactivate = user(['deactivate', 'admin@example.test'])
    expect(deactivate.status).toBe(1)
    expect(deactivate.stderr.trim()).toBe('The last active admin cannot be deactivated')
    const roles = () =>
      queryLocal<{ role: string; is_active: number }>(
        "SELECT role, is_active FROM users WHERE email = 'admin@example.test'",
        stateDir,
      )
    expect(await roles()).toEqual([{ role: 'admin', is_active: 1 }])
    expect(await events()).toHaveLength(before)

    expect(user(['set-role', 'jane.doe@example.test', 'admin']).status).toBe(0)
    expect(user(['deactivate', 'admin@example.test']).status).toBe(0)
    expect(user(['set-password', 'jane.doe@example.test'], 'quiet river stone two').status).toBe(0)
    expect(
      (await events()).slice(before).map(({ action, target_title, actor_email, detail }) => ({
        action,
        target_title,
        actor_email,
        detail: JSON.parse(detail),
      })),
    ).toEqual([
      {
        action: 'staff_role_changed',
        target_title: 'jane.doe@example.test',
        actor_email: null,
        detail: { role: 'admin', via: 'command_line' },
      },
      {
        action: 'staff_deactivated',
        target_title: 'admin@example.test',
        actor_email: null,
        detail: { via: 'command_line' },
      },
      {
        action: 'staff_password_set',
        target_title: 'jane.doe@example.test',
        actor_email: null,
        detail: { via: 'command_line' },
      },
    ])
    // The creation in the first test was recorded too, and no event holds the password or its hash.
    expect((await events())[0]).toMatchObject({
      action: 'staff_created',
      target_title: 'jane.doe@example.test',
    })
    expect(JSON.stringify(await events())).not.toMatch(/quiet river|scrypt/)
  }, 300_000)

  it('refuses a password outside the policy before it reads or writes anything', () => {
    const cases = [
      ['password1234', 'This password is one of the most common ones; choose another'],
      ['x'.repeat(1100), 'Password must be at most 128 characters'],
      ['jane.doe keeps it long', 'Password must not contain the name of your e-mail address'],
      ['short', 'Password must be at least 12 characters'],
    ]
    for (const [password, message] of cases) {
      const refused = user(['set-password', 'jane.doe@example.test'], password)
      expect(refused.status).toBe(1)
      expect(refused.stderr.trim()).toBe(message)
    }
  })
})
