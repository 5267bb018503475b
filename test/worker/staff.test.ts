import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiErrorBody, StaffList } from '../../src/shared/types'
import { staffInvites, users } from '../../src/worker/db/schema'
import { changeRole, setActive } from '../../src/worker/services/staff-members'
import { readAuditLog } from './audit-fixtures'
import { addStaff, cookieFor, db, login, PASSWORD, sessionCookieFrom } from './auth-fixtures'
import { call, freezeClock, ORIGIN, postJson } from './helpers'
import { freshIp, resetStaff, send, sessionCount, whoIs } from './staff-fixtures'

// Staff management in the admin screen: GET/POST/PUT/DELETE under /api/admin/staff,
// admins only, and the public invitation endpoints under /api/invites.

const NEW_PASSWORD = 'plum orchard lantern 42'
const HOUR = 60 * 60 * 1000

let admin: Awaited<ReturnType<typeof addStaff>>
let adminCookie: string

beforeEach(async () => {
  await resetStaff()
  admin = await addStaff({ email: 'boss@example.test', role: 'admin' })
  adminCookie = await cookieFor(admin.id)
})

const auditLog = () => readAuditLog(adminCookie)

async function staffList(): Promise<StaffList> {
  const response = await send(adminCookie, 'GET', '/api/admin/staff')
  expect(response.status).toBe(200)
  return response.json()
}

async function invite(email: string, role = 'editor') {
  const response = await send(adminCookie, 'POST', '/api/admin/staff/invites', { email, role })
  expect(response.status).toBe(201)
  const body = (await response.json()) as { link: string; id: number; email: string; expiresAt: string }
  return { ...body, token: new URL(body.link).pathname.split('/').pop() ?? '' }
}

function accept(token: string, body: Record<string, string> = {}, ip = freshIp()) {
  return postJson(
    `/api/invites/${token}/accept`,
    { firstName: 'Nia', lastName: 'Okafor', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
    { headers: { 'cf-connecting-ip': ip } },
  )
}

const openInvite = (token: string, ip = freshIp()) =>
  call(`/api/invites/${token}`, { headers: { 'cf-connecting-ip': ip } })

describe('the staff list', () => {
  it('lists accounts with role, status and last sign-in, and the invitations not yet accepted', async () => {
    const editor = await addStaff({ email: 'ed@example.test', role: 'editor' })
    await addStaff({ email: 'gone@example.test', role: 'editor', isActive: false })
    expect((await login('ed@example.test', PASSWORD)).status).toBe(200)
    await invite('new@example.test', 'admin')
    const response = await send(adminCookie, 'GET', '/api/admin/staff')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const list = (await response.json()) as StaffList
    expect(list.members.map(({ email, role, isActive }) => ({ email, role, isActive }))).toEqual([
      { email: 'boss@example.test', role: 'admin', isActive: true },
      { email: 'ed@example.test', role: 'editor', isActive: true },
      { email: 'gone@example.test', role: 'editor', isActive: false },
    ])
    const ed = list.members.find((member) => member.id === editor.id)
    expect(Math.abs(Date.parse(ed?.lastSignInAt ?? '') - Date.now())).toBeLessThan(60_000)
    expect(list.members[0]?.lastSignInAt).toBeNull()
    expect(list.members[0]).not.toHaveProperty('passwordHash')
    expect(list.invites).toEqual([expect.objectContaining({ email: 'new@example.test', role: 'admin' })])
  })
})

describe('invitations', () => {
  it('makes a one-time link whose token is stored only as its SHA-256, and records it', async () => {
    const created = await invite('New.Person@Example.test', 'admin')
    expect(created.link).toMatch(new RegExp(`^${ORIGIN}/admin/invite/[a-z2-7]{32}$`))
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(72 * HOUR - 60_000)
    expect(Date.parse(created.expiresAt) - Date.now()).toBeLessThanOrEqual(72 * HOUR)
    const [row] = await db.select().from(staffInvites).where(eq(staffInvites.id, created.id))
    const digest = [
      ...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(created.token))),
    ]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('')
    expect(row?.tokenHash).toBe(digest)
    expect(JSON.stringify(row)).not.toContain(created.token)

    const events = await auditLog()
    expect(events[0]).toMatchObject({
      action: 'staff_invited',
      actor: { id: admin.id, email: 'boss@example.test' },
      target: { type: 'invite', id: String(created.id), title: 'new.person@example.test' },
      network: '198.51.100.0/24',
      detail: { role: 'admin' },
    })
    expect(JSON.stringify(events)).not.toContain(created.token)
  })

  it('opens, accepts once, and the new account signs in with the password chosen', async () => {
    const { token } = await invite('nia@example.test')
    const opened = await openInvite(token)
    expect(opened.status).toBe(200)
    expect(await opened.json()).toMatchObject({ email: 'nia@example.test', role: 'editor' })

    const accepted = await accept(token, {}, '203.0.113.9')
    expect(accepted.status).toBe(201)
    expect(await accepted.json()).toEqual({ email: 'nia@example.test' })
    const signedIn = await login('nia@example.test', NEW_PASSWORD)
    expect(signedIn.status).toBe(200)
    expect(await signedIn.json()).toMatchObject({
      email: 'nia@example.test',
      role: 'editor',
      firstName: 'Nia',
    })

    for (const again of [await accept(token), await openInvite(token)]) {
      expect(again.status).toBe(410)
      expect(await again.json()).toEqual({ error: 'This invitation has already been used. Sign in instead.' })
    }
    const list = await staffList()
    expect(list.invites).toEqual([])

    const acceptedEvent = (await auditLog()).find((event) => event.action === 'invite_accepted')
    const nia = list.members.find((member) => member.email === 'nia@example.test')
    expect(acceptedEvent).toMatchObject({
      actor: { id: nia?.id, email: 'nia@example.test' },
      target: { type: 'user', id: String(nia?.id), title: 'nia@example.test' },
      network: '203.0.113.0/24',
      detail: { role: 'editor' },
    })
    expect(JSON.stringify(await auditLog())).not.toContain(NEW_PASSWORD)
  })

  it('of two concurrent acceptances, exactly one creates the account', async () => {
    const { token } = await invite('twice@example.test')
    const answers = await Promise.all([accept(token), accept(token)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410])
    const list = await staffList()
    expect(list.members.filter((member) => member.email === 'twice@example.test')).toHaveLength(1)
  })

  it('works until 72 hours have passed, then answers that it has expired', async () => {
    freezeClock()
    const start = Date.now()
    const early = await invite('late@example.test')
    const late = await invite('later@example.test')
    vi.setSystemTime(start + 72 * HOUR - 60_000)
    expect((await openInvite(early.token)).status).toBe(200)
    expect((await accept(early.token)).status).toBe(201)
    vi.setSystemTime(start + 72 * HOUR)
    for (const answer of [await openInvite(late.token), await accept(late.token)]) {
      expect(answer.status).toBe(410)
      expect(await answer.json()).toEqual({
        error: 'This invitation has expired. Ask an admin for a new link.',
      })
    }
    expect((await login('later@example.test', NEW_PASSWORD)).status).toBe(401)
  })

  it('answers 404 to a token that names no invitation', async () => {
    for (const token of ['a'.repeat(32), 'not-a-token', '%00']) {
      const answer = await openInvite(token)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({
        error: 'This invitation link is not valid. Check that you copied all of it.',
      })
    }
  })

  it('refuses to invite an e-mail that has an account, with 409 and a field message', async () => {
    await addStaff({ email: 'taken@example.test' })
    for (const email of ['taken@example.test', 'Taken@Example.TEST']) {
      const answer = await send(adminCookie, 'POST', '/api/admin/staff/invites', { email, role: 'editor' })
      expect(answer.status).toBe(409)
      expect(await answer.json()).toEqual({
        error: 'A staff member with this e-mail already exists',
        fields: { email: 'A staff member with this e-mail already exists' },
      })
    }
    expect((await auditLog()).filter((event) => event.action === 'staff_invited')).toEqual([])
  })

  it('a new invitation for the same e-mail replaces the earlier one', async () => {
    const first = await invite('again@example.test')
    await invite('again@example.test', 'admin')
    expect((await openInvite(first.token)).status).toBe(404)
    const list = await staffList()
    expect(list.invites).toEqual([expect.objectContaining({ email: 'again@example.test', role: 'admin' })])
  })

  it('refuses a bad invitation or acceptance with field messages', async () => {
    const bad = await send(adminCookie, 'POST', '/api/admin/staff/invites', { email: 'nope', role: 'owner' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: 'Invalid request',
      fields: { email: 'Invalid email address', role: 'Role must be admin or editor' },
    })
    const { token } = await invite('weak@example.test')
    const weak = await accept(token, {
      password: 'password1234',
      confirmPassword: 'password1234',
      firstName: '',
    })
    expect(weak.status).toBe(400)
    expect(((await weak.json()) as ApiErrorBody).fields).toEqual({
      firstName: 'First name is required',
      password: 'This password is one of the most common ones; choose another',
    })
    // Twelve spaces once made an account that signed in with them.
    for (const [password, message] of [
      [' '.repeat(12), 'Password must not be only spaces'],
      ['abcabcabcabc', 'Password must use at least 6 different characters'],
    ] as const) {
      const dull = await accept(token, { password, confirmPassword: password })
      expect(dull.status).toBe(400)
      expect(((await dull.json()) as ApiErrorBody).fields).toEqual({ password: message })
    }
    const differ = await accept(token, { confirmPassword: `${NEW_PASSWORD}!` })
    expect(differ.status).toBe(400)
    expect(((await differ.json()) as ApiErrorBody).fields).toEqual({
      confirmPassword: 'The two passwords differ',
    })
    // Refusals leave the invitation usable.
    expect((await accept(token)).status).toBe(201)
  })

  it('lists each invitation with its inviter, and lets an admin re-issue and revoke it', async () => {
    const first = await invite('nia@example.test', 'admin')
    expect((await staffList()).invites).toEqual([
      expect.objectContaining({
        email: 'nia@example.test',
        invitedBy: 'boss@example.test',
        inviterActive: true,
      }),
    ])
    const again = await send(adminCookie, 'POST', `/api/admin/staff/invites/${first.id}/reissue`)
    expect(again.status).toBe(201)
    const reissued = (await again.json()) as { id: number; link: string; role: string; email: string }
    expect(reissued).toMatchObject({ email: 'nia@example.test', role: 'admin' })
    const token = new URL(reissued.link).pathname.split('/').pop() ?? ''
    expect(token).not.toBe(first.token)
    expect((await openInvite(first.token)).status).toBe(404)
    expect((await openInvite(token)).status).toBe(200)

    const editor = await cookieFor((await addStaff({ email: 'ed@example.test', role: 'editor' })).id)
    expect((await send(editor, 'DELETE', `/api/admin/staff/invites/${reissued.id}`)).status).toBe(403)
    const revoked = await send(adminCookie, 'DELETE', `/api/admin/staff/invites/${reissued.id}`)
    expect(revoked.status).toBe(204)
    expect((await openInvite(token)).status).toBe(404)
    expect((await staffList()).invites).toEqual([])
    const again404 = await send(adminCookie, 'DELETE', `/api/admin/staff/invites/${reissued.id}`)
    expect(again404.status).toBe(404)
    expect(await again404.json()).toEqual({ error: 'No such invitation' })
    expect((await send(adminCookie, 'POST', `/api/admin/staff/invites/${reissued.id}/reissue`)).status).toBe(
      404,
    )
    expect((await auditLog()).map((event) => event.action)).toContain('staff_invite_revoked')
  })

  it('dies when its inviter is made an editor or deactivated, until an admin re-issues it', async () => {
    const viaApi = async (cookie: string, email: string) => {
      const response = await send(cookie, 'POST', '/api/admin/staff/invites', { email, role: 'admin' })
      const body = (await response.json()) as { id: number; link: string }
      return { id: body.id, token: new URL(body.link).pathname.split('/').pop() ?? '' }
    }
    const demoted = await addStaff({ email: 'demoted@example.test', role: 'admin' })
    const leaver = await addStaff({ email: 'leaver@example.test', role: 'admin' })
    const fromDemoted = await viaApi(await cookieFor(demoted.id), 'one@example.test')
    const fromLeaver = await viaApi(await cookieFor(leaver.id), 'two@example.test')
    const actor = { userId: admin.id, email: 'boss@example.test', network: null }
    await changeRole(db, demoted.id, 'editor', actor)
    await setActive(db, leaver.id, false, actor)
    for (const dead of [fromDemoted, fromLeaver]) {
      const opened = await openInvite(dead.token)
      expect(opened.status).toBe(410)
      expect(await opened.json()).toEqual({
        error: 'This invitation is no longer valid. Ask an admin for a new link.',
      })
      expect((await accept(dead.token)).status).toBe(410)
    }
    expect(await db.select().from(users).where(eq(users.email, 'one@example.test'))).toEqual([])
    expect(
      (await staffList()).invites.map(({ email, inviterActive }) => [email, inviterActive]).sort(),
    ).toEqual([
      ['one@example.test', false],
      ['two@example.test', false],
    ])
    const reissued = await send(adminCookie, 'POST', `/api/admin/staff/invites/${fromDemoted.id}/reissue`)
    const link = ((await reissued.json()) as { link: string }).link
    expect((await accept(new URL(link).pathname.split('/').pop() ?? '')).status).toBe(201)
  })

  it('stays dead when its inviter is restored: reactivated or made an admin again', async () => {
    const viaApi = async (cookie: string, email: string) => {
      const response = await send(cookie, 'POST', '/api/admin/staff/invites', { email, role: 'admin' })
      return new URL(((await response.json()) as { link: string }).link).pathname.split('/').pop() ?? ''
    }
    const demoted = await addStaff({ email: 'demoted@example.test', role: 'admin' })
    const leaver = await addStaff({ email: 'leaver@example.test', role: 'admin' })
    const fromDemoted = await viaApi(await cookieFor(demoted.id), 'one@example.test')
    const fromLeaver = await viaApi(await cookieFor(leaver.id), 'two@example.test')
    const role = (id: number, to: string) =>
      send(adminCookie, 'PUT', `/api/admin/staff/${id}/role`, { role: to })
    expect((await role(demoted.id, 'editor')).status).toBe(200)
    expect((await role(demoted.id, 'admin')).status).toBe(200)
    expect((await send(adminCookie, 'POST', `/api/admin/staff/${leaver.id}/deactivate`)).status).toBe(200)
    expect((await send(adminCookie, 'POST', `/api/admin/staff/${leaver.id}/activate`)).status).toBe(200)
    for (const dead of [fromDemoted, fromLeaver]) {
      const opened = await openInvite(dead)
      expect(opened.status).toBe(410)
      expect(await opened.json()).toEqual({
        error: 'This invitation is no longer valid. Ask an admin for a new link.',
      })
      const accepted = await accept(dead)
      expect(accepted.status).toBe(410)
      expect(await accepted.json()).toEqual({
        error: 'This invitation is no longer valid. Ask an admin for a new link.',
      })
    }
    expect(await db.select().from(users).where(eq(users.email, 'two@example.test'))).toEqual([])
    expect(
      (await staffList()).invites.map(({ email, inviterActive }) => [email, inviterActive]).sort(),
    ).toEqual([
      ['one@example.test', false],
      ['two@example.test', false],
    ])
    // A new invitation by the restored admin works.
    expect((await accept(await viaApi(await cookieFor(leaver.id), 'three@example.test'))).status).toBe(201)
  })

  it('limits opening and accepting invitations per client network', async () => {
    freezeClock()
    const ip = '203.0.113.200'
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await openInvite('x', ip)).status).toBe(404)
    const limited = await accept('x', {}, ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
  })
})

describe('role changes', () => {
  it('changes a role and records it; the same role again changes and records nothing', async () => {
    const other = await addStaff({ email: 'second@example.test', role: 'admin' })
    const changed = await send(adminCookie, 'PUT', `/api/admin/staff/${other.id}/role`, { role: 'editor' })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ id: other.id, role: 'editor' })
    const same = await send(adminCookie, 'PUT', `/api/admin/staff/${other.id}/role`, { role: 'editor' })
    expect(same.status).toBe(200)
    // The new role holds at the member's next request.
    const editorCookie = await cookieFor(other.id)
    expect((await send(editorCookie, 'GET', '/api/admin/staff')).status).toBe(403)
    const events = (await auditLog()).filter((event) => event.action === 'staff_role_changed')
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      actor: { id: admin.id },
      target: { type: 'user', id: String(other.id), title: 'second@example.test' },
      detail: { role: 'editor' },
    })
  })

  it('answers 404 for an unknown account and 400 for an unknown role', async () => {
    expect((await send(adminCookie, 'PUT', '/api/admin/staff/99999/role', { role: 'editor' })).status).toBe(
      404,
    )
    const bad = await send(adminCookie, 'PUT', `/api/admin/staff/${admin.id}/role`, { role: 'owner' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: 'Invalid request',
      fields: { role: 'Role must be admin or editor' },
    })
  })
})

describe('the last active admin', () => {
  it('can be neither demoted nor deactivated (an inactive admin does not count)', async () => {
    await addStaff({ email: 'sleeping@example.test', role: 'admin', isActive: false })
    const demote = await send(adminCookie, 'PUT', `/api/admin/staff/${admin.id}/role`, { role: 'editor' })
    expect(demote.status).toBe(409)
    expect(await demote.json()).toEqual({ error: 'The last active admin cannot be given another role' })
    const deactivate = await send(adminCookie, 'POST', `/api/admin/staff/${admin.id}/deactivate`)
    expect(deactivate.status).toBe(409)
    expect(await deactivate.json()).toEqual({ error: 'The last active admin cannot be deactivated' })
    expect(await whoIs(adminCookie)).toMatchObject({ id: admin.id, role: 'admin' })
    expect(
      (await auditLog()).filter((event) =>
        ['staff_role_changed', 'staff_deactivated'].includes(event.action),
      ),
    ).toEqual([])
  })

  // Called on the service, as two requests that have both passed the admin check: whatever the
  // interleaving, the check and the change are one statement, so one admin stays.
  const actorOf = (user: { id: number; email: string }) => ({
    userId: user.id,
    email: user.email,
    network: null,
  })
  const settled = (results: PromiseSettledResult<unknown>[]) =>
    results
      .map((result) => (result.status === 'fulfilled' ? 'done' : (result.reason as Error).message))
      .sort()

  it('of two concurrent demotions of the only two admins, one is refused', async () => {
    const second = await addStaff({ role: 'admin' })
    const results = await Promise.allSettled([
      changeRole(db, second.id, 'editor', actorOf(admin)),
      changeRole(db, admin.id, 'editor', actorOf(second)),
    ])
    expect(settled(results)).toEqual(['The last active admin cannot be given another role', 'done'])
    const list = await staffList()
    const admins = list.members.filter((member) => member.role === 'admin')
    // Whichever won, the list is read by the admin left (the other's cookie gets 403).
    expect(admins).toHaveLength(1)
  })

  it('of a concurrent demotion and deactivation of the only two admins, one is refused', async () => {
    const second = await addStaff({ role: 'admin' })
    const results = await Promise.allSettled([
      setActive(db, second.id, false, actorOf(admin)),
      changeRole(db, admin.id, 'editor', actorOf(second)),
    ])
    expect(settled(results)).toHaveLength(2)
    expect(settled(results).filter((outcome) => outcome === 'done')).toHaveLength(1)
    const rows = await db.select().from(users)
    expect(rows.filter((user) => user.role === 'admin' && user.isActive)).toHaveLength(1)
  })
})

describe('deactivation and activation', () => {
  it('deactivating ends every session at once and blocks sign-in; activating lets the account sign in again', async () => {
    const editor = await addStaff({ email: 'ed@example.test', role: 'editor' })
    const cookies = [
      sessionCookieFrom(await login('ed@example.test', PASSWORD)) ?? '',
      sessionCookieFrom(await login('ed@example.test', PASSWORD)) ?? '',
    ]
    expect(await sessionCount(editor.id)).toBe(2)
    const answer = await send(adminCookie, 'POST', `/api/admin/staff/${editor.id}/deactivate`)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ id: editor.id, isActive: false })
    expect(await sessionCount(editor.id)).toBe(0)
    for (const cookie of cookies) expect(await whoIs(cookie)).toBeNull()
    const refused = await login('ed@example.test', PASSWORD)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: 'Invalid email or password' })

    // Again: nothing changes, nothing is recorded.
    expect((await send(adminCookie, 'POST', `/api/admin/staff/${editor.id}/deactivate`)).status).toBe(200)
    const activated = await send(adminCookie, 'POST', `/api/admin/staff/${editor.id}/activate`)
    expect(activated.status).toBe(200)
    expect(await activated.json()).toMatchObject({ isActive: true })
    expect((await login('ed@example.test', PASSWORD)).status).toBe(200)

    const events = (await auditLog()).filter((event) => event.action.startsWith('staff_'))
    expect(events.map(({ action, target }) => ({ action, target }))).toEqual([
      {
        action: 'staff_activated',
        target: { type: 'user', id: String(editor.id), title: 'ed@example.test' },
      },
      {
        action: 'staff_deactivated',
        target: { type: 'user', id: String(editor.id), title: 'ed@example.test' },
      },
    ])
  })

  it('deactivating another admin while one stays active is allowed', async () => {
    const other = await addStaff({ role: 'admin' })
    expect((await send(adminCookie, 'POST', `/api/admin/staff/${other.id}/deactivate`)).status).toBe(200)
    expect((await send(adminCookie, 'POST', '/api/admin/staff/99999/activate')).status).toBe(404)
  })
})

describe('sign out everywhere', () => {
  it('ends every session of the account and records it; the account can sign in again', async () => {
    const editor = await addStaff({ email: 'ed@example.test', role: 'editor' })
    const cookies = [await cookieFor(editor.id), await cookieFor(editor.id)]
    const answer = await send(adminCookie, 'DELETE', `/api/admin/staff/${editor.id}/sessions`)
    expect(answer.status).toBe(200)
    for (const cookie of cookies) expect(await whoIs(cookie)).toBeNull()
    expect((await login('ed@example.test', PASSWORD)).status).toBe(200)
    expect((await auditLog()).find((event) => event.action === 'staff_signed_out_everywhere')).toMatchObject({
      actor: { id: admin.id },
      target: { type: 'user', id: String(editor.id), title: 'ed@example.test' },
    })
    expect((await send(adminCookie, 'DELETE', '/api/admin/staff/99999/sessions')).status).toBe(404)
  })
})

describe('permissions', () => {
  const endpoints = (id: number) =>
    [
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff/invites', { email: 'x@example.test', role: 'editor' }],
      ['PUT', `/api/admin/staff/${id}/role`, { role: 'editor' }],
      ['POST', `/api/admin/staff/${id}/deactivate`, undefined],
      ['POST', `/api/admin/staff/${id}/activate`, undefined],
      ['DELETE', `/api/admin/staff/${id}/sessions`, undefined],
    ] as const

  it('answers 403 to an editor and 401 to anyone signed out on every staff endpoint, changing nothing', async () => {
    const editor = await addStaff({ role: 'editor' })
    const editorCookie = await cookieFor(editor.id)
    for (const [method, path, body] of endpoints(admin.id)) {
      const forbidden = await send(editorCookie, method, path, body)
      expect(forbidden.status, `${method} ${path}`).toBe(403)
      expect(await forbidden.json()).toEqual({ error: 'You do not have permission to do that' })
      expect((await send('', method, path, body)).status, `${method} ${path}`).toBe(401)
    }
    expect(await whoIs(adminCookie)).toMatchObject({ role: 'admin' })
    expect(await sessionCount(editor.id)).toBe(1)
  })

  it('refuses a cross-site write from an admin', async () => {
    const other = await addStaff({ role: 'editor' })
    for (const [method, path, body] of endpoints(other.id).filter(([method]) => method !== 'GET')) {
      const answer = await send(adminCookie, method, path, body, { origin: 'https://evil.example' })
      expect(answer.status, `${method} ${path}`).toBe(403)
      expect(await answer.json()).toEqual({ error: 'Cross-site request refused' })
    }
    const crossSiteAccept = await postJson(
      '/api/invites/x/accept',
      {},
      { headers: { origin: 'https://evil.example' } },
    )
    expect(crossSiteAccept.status).toBe(403)
  })
})
