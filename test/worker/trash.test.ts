import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentNotes, contentRevisions, hashtags, media, trash } from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { readAuditLog } from './audit-fixtures'
import { addStaff, cookieFor, db, PNG_BYTES, povBody } from './auth-fixtures'
import { addHashtag, sendCounted } from './content-fixtures'
import { call, ORIGIN, sendAs } from './helpers'

// The trash: DELETE of content, pages and uploads moves them aside for 30 days (pinned here as a
// literal), an admin restores them complete or deletes them for good, and the cron empties it.

const DAY = 24 * 60 * 60 * 1000

let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ email: 'trash.admin@example.test', role: 'admin' })).id)
  editor = await cookieFor((await addStaff({ email: 'trash.editor@example.test', role: 'editor' })).id)
})

interface Entry {
  id: number
  kind: string
  contentType: string | null
  itemId: number
  title: string
  deletedBy: string | null
  deletedAt: string
  goesAt: string
}

const entries = async () => {
  const response = await call('/api/trash', { headers: { cookie: admin } })
  expect(response.status).toBe(200)
  return (await response.json<{ entries: Entry[] }>()).entries
}

const entryOf = async (kind: string, itemId: number) =>
  (await entries()).find((entry) => entry.kind === kind && entry.itemId === itemId)

const restore = (id: number, cookie = admin) => sendAs(cookie, 'POST', `/api/trash/${id}/restore`)

/** A published POV made through the API, saved twice (two revisions), with two hashtags and a note. */
async function publishedPov() {
  const [kept, dropped] = [
    await addHashtag(`kept-${Math.random()}`),
    await addHashtag(`gone-${Math.random()}`),
  ]
  const body = { ...povBody(), title: `Tidal pricing ${Math.random().toString(36).slice(2, 8)}` }
  const created = await sendAs(admin, 'POST', '/api/povs', { ...body, hashtags: [kept.id, dropped.id] })
  expect(created.status).toBe(201)
  const { id } = await created.json<{ id: number }>()
  const updated = await sendAs(admin, 'PUT', `/api/povs/${id}`, {
    ...body,
    content: 'Second draft',
    isPublished: true,
    hashtags: [kept.id, dropped.id],
  })
  expect(updated.status).toBe(200)
  await db.insert(contentNotes).values({
    contentType: 'pov',
    itemId: id,
    kind: 'note',
    body: 'Looks good',
    authorName: 'Trash Admin',
    version: 2,
    createdAt: new Date(),
  })
  return {
    id,
    title: body.title,
    kept,
    dropped,
    staffRead: await (await staffRead(id)).json<Record<string, unknown>>(),
  }
}

const staffRead = (id: number) => call(`/api/povs/${id}`, { headers: { cookie: admin } })

const revisionCount = async (id: number) =>
  (
    await db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentType, 'pov'), eq(contentRevisions.itemId, id)))
  ).length

const noteCount = async (id: number) =>
  (
    await db
      .select({ id: contentNotes.id })
      .from(contentNotes)
      .where(and(eq(contentNotes.contentType, 'pov'), eq(contentNotes.itemId, id)))
  ).length

const searchFinds = async (title: string, id: number) => {
  const response = await call(`/api/povs?q=${encodeURIComponent(title)}&includeUnpublished=true`, {
    headers: { cookie: admin },
  })
  const body = await response.json<{ id: number }[] | { items: { id: number }[] }>()
  const items = Array.isArray(body) ? body : body.items
  return items.some((item) => item.id === id)
}

/** An upload as POST /api/upload leaves it: the original, a stored variant and its row. */
async function addUpload(fileName = 'trashed.png') {
  const key = `${crypto.randomUUID()}.png`
  await env.UPLOADS.put(key, PNG_BYTES)
  await env.UPLOADS.put(`variants/${key}/320.avif`, PNG_BYTES)
  const [row] = await db
    .insert(media)
    .values({
      key,
      width: 40,
      height: 30,
      format: 'image/png',
      bytes: PNG_BYTES.byteLength,
      fileName,
      createdAt: new Date(),
    })
    .returning()
  return row!
}

const storedCount = async (key: string) =>
  (await env.UPLOADS.list({ prefix: `variants/${key}/` })).objects.length +
  ((await env.UPLOADS.head(key)) ? 1 : 0)

describe('a deleted POV', () => {
  it('is 404 for visitors at the next request, even after it was cached, and lists in the trash', async () => {
    const pov = await publishedPov()
    const path = `/api/povs/${pov.id}`
    expect((await sendCounted(path)).status).toBe(200)
    expect((await sendCounted(path)).cache).toBe('HIT')

    const deleted = await sendAs(admin, 'DELETE', path)
    expect(deleted.status).toBe(200)
    const gone = await sendCounted(path)
    expect([gone.status, gone.cache]).toEqual([404, 'MISS'])
    expect((await call(`/povs/${pov.id}`)).status).toBe(404)
    expect((await staffRead(pov.id)).status).toBe(404)
    expect(await searchFinds(pov.title, pov.id)).toBe(false)

    const entry = await entryOf('content', pov.id)
    expect(entry).toMatchObject({
      contentType: 'pov',
      title: pov.title,
      deletedBy: 'trash.admin@example.test',
    })
    expect(Date.parse(entry!.goesAt) - Date.parse(entry!.deletedAt)).toBe(30 * DAY)
    const [event] = await readAuditLog(admin, '?action=content_trashed')
    expect(event).toMatchObject({ target: { type: 'pov', id: String(pov.id), title: pov.title } })
  })

  it('comes back complete on restore: fields, hashtags that still exist, revisions, notes, published, search', async () => {
    const pov = await publishedPov()
    expect((await sendAs(admin, 'DELETE', `/api/povs/${pov.id}`)).status).toBe(200)
    // Its revisions and notes stay while it is in the trash.
    expect(await revisionCount(pov.id)).toBe(2)
    expect(await noteCount(pov.id)).toBe(1)
    await db.delete(hashtags).where(eq(hashtags.id, pov.dropped.id))

    const entry = await entryOf('content', pov.id)
    const restored = await restore(entry!.id)
    expect(restored.status).toBe(200)

    const visitor = await call(`/api/povs/${pov.id}`)
    expect(visitor.status).toBe(200)
    const back = await (await staffRead(pov.id)).json<Record<string, unknown>>()
    expect(back).toEqual({ ...pov.staffRead, hashtags: [{ id: pov.kept.id, name: pov.kept.name }] })
    expect(back.isPublished).toBe(true)
    expect(await revisionCount(pov.id)).toBe(2)
    expect(await noteCount(pov.id)).toBe(1)
    expect(await searchFinds(pov.title, pov.id)).toBe(true)
    expect(await entryOf('content', pov.id)).toBeUndefined()
    const [event] = await readAuditLog(admin, '?action=content_restored')
    expect(event).toMatchObject({ target: { type: 'pov', id: String(pov.id), title: pov.title } })
    // Restored once: the entry is gone.
    expect((await restore(entry!.id)).status).toBe(404)
  })

  it('takes its share-preview links and anyone’s unsaved changes with it: a restore does not bring them back', async () => {
    const draft = await sendAs(admin, 'POST', '/api/povs', { ...povBody(), title: 'Draft with a link' })
    const { id } = await draft.json<{ id: number }>()
    const link = await sendAs(admin, 'POST', `/api/povs/${id}/preview-links`, {})
    expect(link.status).toBe(201)
    const preview = new URL((await link.json<{ url: string }>()).url)
    const previewPath = `/api/povs/${id}?preview=${preview.searchParams.get('preview')}`
    expect((await call(previewPath)).status).toBe(200)
    const kept = await sendAs(admin, 'PUT', `/api/unsaved-changes/pov/${id}`, {
      values: { title: 'Half typed' },
    })
    expect(kept.status).toBe(200)

    expect((await sendAs(admin, 'DELETE', `/api/povs/${id}`)).status).toBe(200)
    expect((await sendAs(admin, 'GET', `/api/unsaved-changes/pov/${id}`)).status).toBe(404)
    const entry = await entryOf('content', id)
    expect((await restore(entry!.id)).status).toBe(200)
    expect((await staffRead(id)).status).toBe(200)
    expect((await call(previewPath)).status).toBe(404)
    expect((await sendAs(admin, 'GET', `/api/unsaved-changes/pov/${id}`)).status).toBe(404)
  })

  it('goes to the trash from a bulk delete too', async () => {
    const pov = await publishedPov()
    const bulk = await sendAs(admin, 'POST', '/api/povs/bulk', { action: 'delete', ids: [pov.id] })
    expect(bulk.status).toBe(200)
    expect((await call(`/api/povs/${pov.id}`)).status).toBe(404)
    const entry = await entryOf('content', pov.id)
    expect((await restore(entry!.id)).status).toBe(200)
    expect((await call(`/api/povs/${pov.id}`)).status).toBe(200)
  })
})

describe('a deleted page', () => {
  const page = (path: string) => ({
    title: `Landing ${path}`,
    description: 'A landing page.',
    path,
    isPublished: true,
    content: JSON.stringify({
      blocks: [{ id: 'story', type: 'rich-text', markdown: 'Our team.', background: 'plain' }],
    }),
  })

  it('cannot come back while another page has its address: 409, and it stays in the trash', async () => {
    const created = await sendAs(admin, 'POST', '/api/pages', page('/lp/trashed'))
    expect(created.status).toBe(201)
    const { id } = await created.json<{ id: number }>()
    expect((await sendAs(admin, 'DELETE', `/api/pages/${id}`)).status).toBe(200)
    expect((await call('/api/pages/at?path=/lp/trashed')).status).toBe(404)
    expect((await sendAs(admin, 'POST', '/api/pages', page('/lp/trashed'))).status).toBe(201)

    const entry = await entryOf('content', id)
    const refused = await restore(entry!.id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'Another page now has this address: change that page’s address first.',
    })
    expect(await entryOf('content', id)).toBeDefined()
  })
})

describe('a deleted upload', () => {
  it('is not served while in the trash, its files kept, and is served again once restored', async () => {
    const upload = await addUpload('team.png')
    expect((await call(`/images/${upload.key}`)).status).toBe(200)
    expect((await sendAs(admin, 'DELETE', `/api/media/${upload.id}`)).status).toBe(204)
    expect((await call(`/images/${upload.key}`)).status).toBe(404)
    expect(await env.UPLOADS.head(upload.key)).not.toBeNull()
    expect(await env.UPLOADS.head(`variants/${upload.key}/320.avif`)).not.toBeNull()

    const entry = await entryOf('upload', upload.id)
    expect(entry).toMatchObject({ contentType: null, title: 'team.png' })
    expect((await restore(entry!.id)).status).toBe(200)
    expect((await call(`/images/${upload.key}`)).status).toBe(200)
    const [row] = await db.select().from(media).where(eq(media.id, upload.id))
    expect(row).toEqual(upload)
    const [event] = await readAuditLog(admin, '?action=media_restored')
    expect(event).toMatchObject({ target: { type: 'upload', id: upload.key, title: 'team.png' } })
  })
})

describe('deleting for good', () => {
  it('removes one entry with its revisions and notes, or an upload with its files', async () => {
    const pov = await publishedPov()
    await sendAs(admin, 'DELETE', `/api/povs/${pov.id}`)
    const entry = await entryOf('content', pov.id)
    const removed = await sendAs(admin, 'DELETE', `/api/trash/${entry!.id}`)
    expect(removed.status).toBe(204)
    expect(await entryOf('content', pov.id)).toBeUndefined()
    expect(await revisionCount(pov.id)).toBe(0)
    expect(await noteCount(pov.id)).toBe(0)
    expect((await sendAs(admin, 'DELETE', `/api/trash/${entry!.id}`)).status).toBe(404)

    const upload = await addUpload()
    await sendAs(admin, 'DELETE', `/api/media/${upload.id}`)
    const uploadEntry = await entryOf('upload', upload.id)
    expect((await sendAs(admin, 'DELETE', `/api/trash/${uploadEntry!.id}`)).status).toBe(204)
    expect(await storedCount(upload.key)).toBe(0)
  })

  it('empties the whole trash, answering how many went, with one audit event', async () => {
    const pov = await publishedPov()
    const upload = await addUpload()
    await sendAs(admin, 'DELETE', `/api/povs/${pov.id}`)
    await sendAs(admin, 'DELETE', `/api/media/${upload.id}`)
    const count = (await entries()).length
    expect(count).toBeGreaterThanOrEqual(2)
    const emptied = await sendAs(admin, 'DELETE', '/api/trash')
    expect(emptied.status).toBe(200)
    expect(await emptied.json()).toEqual({ count })
    expect(await entries()).toEqual([])
    expect(await revisionCount(pov.id)).toBe(0)
    expect(await storedCount(upload.key)).toBe(0)
    const [event] = await readAuditLog(admin, '?action=trash_emptied')
    expect(event).toMatchObject({ detail: { count } })
  })
})

describe('the cron', () => {
  it('deletes for good what has been in the trash over 30 days, and keeps what is newer', async () => {
    const [old, recent] = [await publishedPov(), await publishedPov()]
    const upload = await addUpload()
    await sendAs(admin, 'DELETE', `/api/povs/${old.id}`)
    await sendAs(admin, 'DELETE', `/api/povs/${recent.id}`)
    await sendAs(admin, 'DELETE', `/api/media/${upload.id}`)
    const now = Date.now()
    const age = async (kind: 'content' | 'upload', itemId: number, days: number) =>
      db
        .update(trash)
        .set({ deletedAt: new Date(now - days * DAY) })
        .where(and(eq(trash.kind, kind), eq(trash.itemId, itemId)))
    await age('content', old.id, 31)
    await age('upload', upload.id, 31)
    await age('content', recent.id, 29)

    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '*/5 * * * *' }), env)

    expect(await entryOf('content', old.id)).toBeUndefined()
    expect(await revisionCount(old.id)).toBe(0)
    expect(await entryOf('upload', upload.id)).toBeUndefined()
    expect(await storedCount(upload.key)).toBe(0)
    expect(await entryOf('content', recent.id)).toBeDefined()
    expect(await revisionCount(recent.id)).toBe(2)
  })
})

describe('the trash API', () => {
  it('is for admins only: 403 for an editor, 401 signed out', async () => {
    for (const [method, path] of [
      ['GET', '/api/trash'],
      ['POST', '/api/trash/1/restore'],
      ['DELETE', '/api/trash/1'],
      ['DELETE', '/api/trash'],
    ] as const) {
      const refused = await sendAs(editor, method, path)
      expect([path, refused.status]).toEqual([path, 403])
      expect(await refused.json()).toEqual({ error: 'You do not have permission to do that' })
      expect((await call(path, { method, headers: { origin: ORIGIN } })).status).toBe(401)
    }
  })
})
