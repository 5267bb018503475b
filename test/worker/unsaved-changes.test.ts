import { createScheduledController, env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import worker from '../../src/worker/index'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addPov } from './content-fixtures'
import { call, postJson } from './helpers'

// What a staff member types in a create or edit dialog is kept on the server, per user
// and per item, until it is saved or discarded.

let admin: string
let otherAdmin: string
let otherAdminId: number
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  otherAdminId = (await addStaff({ role: 'admin' })).id
  otherAdmin = await cookieFor(otherAdminId)
  editor = await cookieFor((await addStaff({ role: 'editor' })).id)
})

const keep = (path: string, values: unknown, cookie: string) =>
  postJson(`/api/unsaved-changes/${path}`, { values }, { method: 'PUT', headers: { cookie } })
const read = (path: string, cookie?: string) =>
  call(`/api/unsaved-changes/${path}`, cookie ? { headers: { cookie } } : {})
const discard = (path: string, cookie: string) =>
  call(`/api/unsaved-changes/${path}`, { method: 'DELETE', headers: { cookie } })

describe('unsaved changes', () => {
  it('keeps the latest values with their time, for the one who typed them only', async () => {
    const pov = await addPov({ title: 'Kept changes' })
    const path = `pov/${pov.id}`
    expect((await keep(path, { title: 'First try' }, admin)).status).toBe(200)
    const kept = await keep(path, { title: 'Second try', content: 'Half a paragraph' }, admin)
    const { savedAt } = (await kept.json()) as { savedAt: string }
    expect(Math.abs(Date.parse(savedAt) - Date.now())).toBeLessThan(60_000)

    const offered = await read(path, admin)
    expect(offered.status).toBe(200)
    expect(offered.headers.get('cache-control')).toBe('no-store')
    expect(await offered.json()).toEqual({
      values: { title: 'Second try', content: 'Half a paragraph' },
      savedAt,
    })
    // Another staff member never sees them, and an anonymous caller is refused.
    expect((await read(path, otherAdmin)).status).toBe(404)
    expect((await read(path)).status).toBe(401)
  })

  it('keeps a new item per content type, for editors too; only admins keep changes to an existing item', async () => {
    expect((await keep('case_study/new', { title: 'Draft study' }, editor)).status).toBe(200)
    expect(((await (await read('case_study/new', editor)).json()) as { values: unknown }).values).toEqual({
      title: 'Draft study',
    })
    expect((await read('pov/new', editor)).status).toBe(404)
    const pov = await addPov({ title: 'Kept changes' })
    expect((await keep(`pov/${pov.id}`, { title: 'x' }, editor)).status).toBe(403)
    expect((await read(`pov/${pov.id}`, editor)).status).toBe(403)
  })

  it("keeps a new item's changes apart per account: another never reads, replaces or drops them", async () => {
    expect((await keep('pov/new', { title: "A's draft" }, admin)).status).toBe(200)
    expect((await read('pov/new', otherAdmin)).status).toBe(404)
    expect((await keep('pov/new', { title: "B's draft" }, otherAdmin)).status).toBe(200)
    expect((await discard('pov/new', otherAdmin)).status).toBe(204)
    const mine = await read('pov/new', admin)
    expect(mine.status).toBe(200)
    expect(((await mine.json()) as { values: unknown }).values).toEqual({ title: "A's draft" })
    await discard('pov/new', admin)
  })

  it('refuses an unknown content type or item key, a body without values and a body too large', async () => {
    expect((await keep('hashtag/new', {}, admin)).status).toBe(400)
    expect((await keep('pov/0', {}, admin)).status).toBe(400)
    expect((await keep('pov/abc', {}, admin)).status).toBe(400)
    const noValues = await postJson(
      '/api/unsaved-changes/pov/new',
      { title: 'x' },
      {
        method: 'PUT',
        headers: { cookie: admin },
      },
    )
    expect(noValues.status).toBe(400)
    expect((await keep('pov/new', { content: 'x'.repeat(70 * 1024) }, admin)).status).toBe(413)
  })

  it('goes on discard', async () => {
    expect((await keep('whitepaper/new', { title: 'Abandoned' }, admin)).status).toBe(200)
    expect((await discard('whitepaper/new', admin)).status).toBe(204)
    expect((await read('whitepaper/new', admin)).status).toBe(404)
  })

  it('goes with a successful save by the one who kept them, and stays for others and after a refused save', async () => {
    const created = await postJson('/api/povs', povBody(), { headers: { cookie: otherAdmin } })
    const { id } = (await created.json()) as { id: number }
    await keep(`pov/${id}`, { title: 'Mine' }, admin)
    await keep(`pov/${id}`, { title: 'Theirs' }, otherAdmin)

    const refused = await postJson(
      `/api/povs/${id}`,
      { ...povBody(), title: '' },
      {
        method: 'PUT',
        headers: { cookie: admin },
      },
    )
    expect(refused.status).toBe(400)
    expect((await read(`pov/${id}`, admin)).status).toBe(200)

    const saved = await postJson(
      `/api/povs/${id}`,
      { ...povBody(), title: 'Mine' },
      {
        method: 'PUT',
        headers: { cookie: admin },
      },
    )
    expect(saved.status).toBe(200)
    expect((await read(`pov/${id}`, admin)).status).toBe(404)
    expect((await read(`pov/${id}`, otherAdmin)).status).toBe(200)

    await keep('pov/new', { title: 'About to be created' }, admin)
    expect((await postJson('/api/povs', povBody(), { headers: { cookie: admin } })).status).toBe(201)
    expect((await read('pov/new', admin)).status).toBe(404)
  })

  it("goes, everyone's, when the item is deleted", async () => {
    const pov = await addPov({ title: 'Kept changes' })
    await keep(`pov/${pov.id}`, { title: 'Mine' }, admin)
    await keep(`pov/${pov.id}`, { title: 'Theirs' }, otherAdmin)
    expect((await call(`/api/povs/${pov.id}`, { method: 'DELETE', headers: { cookie: admin } })).status).toBe(
      200,
    )
    expect((await read(`pov/${pov.id}`, admin)).status).toBe(404)
    expect((await read(`pov/${pov.id}`, otherAdmin)).status).toBe(404)
  })

  it('are dropped by the cron 30 days after they were last kept, not before', async () => {
    await keep('whitepaper/new', { title: 'Forgotten' }, otherAdmin)
    const day = 24 * 60 * 60 * 1000
    const cron = (scheduledTime: number) =>
      worker.scheduled(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }), env)
    // Weeks later the staff member comes back signed in anew: the cron has dropped the session
    // that had expired meanwhile.
    await cron(Date.now() + 29 * day)
    const back = await cookieFor(otherAdminId)
    expect((await read('whitepaper/new', back)).status).toBe(200)
    await cron(Date.now() + 30 * day + 60_000)
    expect((await read('whitepaper/new', await cookieFor(otherAdminId))).status).toBe(404)
  })
})
