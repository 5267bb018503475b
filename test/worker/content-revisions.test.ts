import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, contentRevisions, users } from '../../src/worker/db/schema'
import { addStaff, caseStudyBody, cookieFor, db, hashtagBody, povBody } from './auth-fixtures'
import { addPov } from './content-fixtures'
import { call, postJson } from './helpers'

// Every save of a content item records a revision (who, when, the whole item), staff
// read an item's history, and admins restore a revision as a new one.

interface Summary {
  id: number
  createdAt: string
  author: string
  restoredFrom: number | null
}
type Item = Record<string, unknown> & { id: number; title: string; hashtags: { id: number; name: string }[] }

let admin: string
let adminId: number
let editor: string

beforeAll(async () => {
  const named = await addStaff({ role: 'admin' })
  await db.update(users).set({ firstName: 'Ada', lastName: 'Okafor' }).where(eq(users.id, named.id))
  adminId = named.id
  admin = await cookieFor(named.id)
  editor = await cookieFor((await addStaff({ role: 'editor', email: 'editor.revisions@example.test' })).id)
})

const whitepaperBody = () => ({ ...povBody(), title: 'A whitepaper', documentKey: '' })

const send = (cookie: string, method: string, path: string, body?: unknown) =>
  body === undefined
    ? call(path, { method, headers: { cookie } })
    : postJson(path, body, { method, headers: { cookie } })

async function create(path: string, body: unknown, cookie = admin): Promise<Item> {
  const response = await send(cookie, 'POST', path, body)
  expect(response.status).toBe(201)
  return (await response.json()) as Item
}

async function history(path: string, cookie = admin): Promise<Summary[]> {
  const response = await call(`${path}/revisions`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return (await response.json()) as Summary[]
}

async function revision(path: string, id: number, cookie = admin) {
  const response = await call(`${path}/revisions/${id}`, { headers: { cookie } })
  expect(response.status).toBe(200)
  return (await response.json()) as Summary & { item: Item }
}

describe('revisions of content items', () => {
  it.each([
    ['/api/povs', povBody],
    ['/api/case-studies', caseStudyBody],
    ['/api/whitepapers', whitepaperBody],
  ])('records a revision with the whole item for a create and an update of %s', async (base, body) => {
    const tag = (await (await send(admin, 'POST', '/api/hashtags', hashtagBody())).json()) as {
      id: number
      name: string
    }
    // An editor's item starts as a draft (the editorial workflow).
    const created = await create(base, { ...body(), isPublished: false, hashtags: [tag.id] }, editor)
    const path = `${base}/${created.id}`
    const [first] = await history(path)
    expect(first).toMatchObject({ author: 'editor.revisions@example.test', restoredFrom: null })
    expect(Math.abs(Date.parse(first?.createdAt ?? '') - Date.now())).toBeLessThan(60_000)
    // The snapshot is the item exactly as the API answered the save.
    expect((await revision(path, first?.id ?? 0)).item).toEqual(created)

    const update = await send(admin, 'PUT', path, { ...body(), title: 'Second version', isPublished: true })
    expect(update.status).toBe(200)
    const updated = (await update.json()) as Item
    const list = await history(path)
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({ author: 'Ada Okafor', restoredFrom: null })
    expect(list[1]?.id).toBe(first?.id)
    const latest = await revision(path, list[0]?.id ?? 0)
    expect(latest.item).toEqual(updated)
    expect(latest.item).toMatchObject({ title: 'Second version', isPublished: true, hashtags: [] })
  })

  it('records nothing for an update that fails validation or finds no item', async () => {
    const pov = await create('/api/povs', povBody())
    const path = `/api/povs/${pov.id}`
    expect((await send(admin, 'PUT', path, { ...povBody(), title: '' })).status).toBe(400)
    expect((await send(admin, 'PUT', path, { ...povBody(), hashtags: [999_999] })).status).toBe(400)
    expect(await history(path)).toHaveLength(1)
    expect((await send(admin, 'PUT', '/api/povs/999999', povBody())).status).toBe(404)
    const stray = await db.select().from(contentRevisions).where(eq(contentRevisions.itemId, 999_999))
    expect(stray).toEqual([])
  })

  it('lists newest first, to staff only; an item saved before revisions has an empty history', async () => {
    const pov = await create('/api/povs', povBody())
    const path = `/api/povs/${pov.id}`
    for (const title of ['Two', 'Three'])
      expect((await send(admin, 'PUT', path, { ...povBody(), title })).status).toBe(200)
    const list = await history(path, editor)
    expect(list).toHaveLength(3)
    const titles = await Promise.all(
      list.map(async (entry) => (await revision(path, entry.id, editor)).item.title),
    )
    expect(titles).toEqual(['Three', 'Two', pov.title])

    const anonymous = await call(`${path}/revisions`)
    expect(anonymous.status).toBe(401)
    expect((await call(`${path}/revisions/${list[0]?.id}`)).status).toBe(401)
    expect((await call('/api/povs/999999/revisions', { headers: { cookie: admin } })).status).toBe(404)

    const seeded = await addPov({ title: 'From before' })
    expect(await history(`/api/povs/${seeded.id}`)).toEqual([])
  })

  it('answers 404 for a revision of another item or another type', async () => {
    const one = await create('/api/povs', povBody())
    const other = await create('/api/povs', povBody())
    const [revisionOfOther] = await history(`/api/povs/${other.id}`)
    const wrongItem = await call(`/api/povs/${one.id}/revisions/${revisionOfOther?.id}`, {
      headers: { cookie: admin },
    })
    expect(wrongItem.status).toBe(404)
    expect(await wrongItem.json()).toEqual({ error: 'Not found' })
    const restore = await send(admin, 'POST', `/api/povs/${one.id}/revisions/${revisionOfOther?.id}/restore`)
    expect(restore.status).toBe(404)
    const wrongType = await call(`/api/whitepapers/${other.id}/revisions/${revisionOfOther?.id}`, {
      headers: { cookie: admin },
    })
    expect(wrongType.status).toBe(404)
    expect((await call(`/api/povs/${one.id}/revisions/abc`, { headers: { cookie: admin } })).status).toBe(400)
  })

  it('restores a revision for an admin as a new revision, dropping hashtags deleted since', async () => {
    const kept = (await (await send(admin, 'POST', '/api/hashtags', hashtagBody())).json()) as { id: number }
    const gone = (await (await send(admin, 'POST', '/api/hashtags', hashtagBody())).json()) as { id: number }
    const original = await create('/api/povs', {
      ...povBody(),
      title: 'The original',
      featuredImage: 'https://images.example.com/a.jpg',
      featuredImageAlt: 'A harbour at dawn',
      hashtags: [kept.id, gone.id],
    })
    const path = `/api/povs/${original.id}`
    const [first] = await history(path)
    expect(
      (await send(admin, 'PUT', path, { ...povBody(), title: 'Rewritten', isPublished: true })).status,
    ).toBe(200)
    expect((await send(admin, 'DELETE', `/api/hashtags/${gone.id}`)).status).toBe(200)

    const restore = await send(admin, 'POST', `${path}/revisions/${first?.id}/restore`)
    expect(restore.status).toBe(200)
    const restored = (await restore.json()) as Item
    const { updatedAt: _a, version: _va, hashtags: _h, ...originalFields } = original
    const { updatedAt: _b, version: _vb, hashtags, ...restoredFields } = restored
    expect(restoredFields).toEqual(originalFields)
    expect(hashtags.map((tag) => tag.id)).toEqual([kept.id])
    expect((await (await call(path, { headers: { cookie: admin } })).json()) as Item).toEqual(restored)

    // History is never rewritten: the restore is a new revision naming the one it brought back.
    const list = await history(path)
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({ restoredFrom: first?.id, author: 'Ada Okafor' })
    expect(list[2]?.id).toBe(first?.id)
    expect((await revision(path, list[0]?.id ?? 0)).item).toEqual(restored)
    // Audited as an update.
    const events = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.targetType, 'pov'),
          eq(auditEvents.targetId, String(original.id)),
          eq(auditEvents.actorUserId, adminId),
        ),
      )
    expect(events.map((event) => event.action)).toContain('content_unpublished')
    expect(events.filter((event) => event.action === 'content_updated')).toHaveLength(2)
  })

  it('refuses a restore to editors (403) and anonymous callers (401), changing nothing', async () => {
    const pov = await create('/api/povs', povBody())
    const path = `/api/povs/${pov.id}`
    expect((await send(admin, 'PUT', path, { ...povBody(), title: 'Later' })).status).toBe(200)
    const [, first] = await history(path)
    expect((await send(editor, 'POST', `${path}/revisions/${first?.id}/restore`)).status).toBe(403)
    expect((await call(`${path}/revisions/${first?.id}/restore`, { method: 'POST' })).status).toBe(401)
    // Cross-site: refused by the same-origin check before anything else.
    const crossSite = await call(`${path}/revisions/${first?.id}/restore`, {
      method: 'POST',
      headers: { cookie: admin, origin: 'https://evil.example' },
    })
    expect(crossSite.status).toBe(403)
    expect(await history(path)).toHaveLength(2)
    expect(((await (await call(path, { headers: { cookie: admin } })).json()) as Item).title).toBe('Later')
  })

  it('deletes an item’s history with the item', async () => {
    const pov = await create('/api/povs', povBody())
    const path = `/api/povs/${pov.id}`
    expect((await send(admin, 'PUT', path, { ...povBody(), title: 'Again' })).status).toBe(200)
    const [latest] = await history(path)
    expect((await send(admin, 'DELETE', path)).status).toBe(200)
    const left = await db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentType, 'pov'), eq(contentRevisions.itemId, pov.id)))
    expect(left).toEqual([])
    expect((await call(`${path}/revisions`, { headers: { cookie: admin } })).status).toBe(404)
    expect((await call(`${path}/revisions/${latest?.id}`, { headers: { cookie: admin } })).status).toBe(404)
  })
})
