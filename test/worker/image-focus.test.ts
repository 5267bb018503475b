import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { media } from '../../src/worker/db/schema'
import { readAuditLog } from './audit-fixtures'
import { addStaff, cookieFor, db } from './auth-fixtures'
import { addPov } from './content-fixtures'
import { call, ORIGIN } from './helpers'
import { imageFixture } from './image-fixtures'

// An image's focal point (PATCH /api/media/:id): the content that shows the image carries it for
// the cards' object-position, and the social card is cropped towards it. The photo fixture is a
// 1000x750 gradient, darker at the top: the 1200x630 card cuts its top and bottom.

let adminCookie: string
let editorCookie: string

beforeAll(async () => {
  adminCookie = await cookieFor((await addStaff({ email: 'focus-admin@example.test', role: 'admin' })).id)
  editorCookie = await cookieFor((await addStaff({ email: 'focus-editor@example.test', role: 'editor' })).id)
})

async function addPhoto() {
  const key = `${crypto.randomUUID()}.jpg`
  await env.UPLOADS.put(key, imageFixture('photo'))
  const [row] = await db
    .insert(media)
    .values({ key, width: 1000, height: 750, format: 'image/jpeg', bytes: 1000, createdAt: new Date() })
    .returning()
  return { id: row!.id, key, url: `${ORIGIN}/images/${key}` }
}

const setFocus = (id: number, focus: unknown, cookie = adminCookie) =>
  call(`/api/media/${id}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ focus }),
  })

const socialCard = async (key: string) => {
  const response = await call(`/images/${key}?w=1200&h=630`, { headers: { accept: 'image/webp' } })
  expect(response.status).toBe(200)
  return new Uint8Array(await response.arrayBuffer())
}

describe('an image’s focal point', () => {
  it('reaches the content that shows the image at once, and the media library', async () => {
    const photo = await addPhoto()
    const pov = await addPov({ title: 'Focused cover', featuredImage: photo.url })
    const focusOfPov = async () =>
      (await (await call(`/api/povs/${pov.id}`)).json<{ featuredImageFocus: unknown }>()).featuredImageFocus
    const focusInList = async () =>
      (await (await call('/api/povs?limit=50')).json<{ id: number; featuredImageFocus: unknown }[]>()).find(
        (item) => item.id === pov.id,
      )?.featuredImageFocus
    // Read once, so the edge holds a copy the change must replace.
    expect(await focusOfPov()).toBeNull()
    expect(await focusInList()).toBeNull()

    expect((await setFocus(photo.id, { x: 0.25, y: 0.1 })).status).toBe(204)
    expect(await focusOfPov()).toEqual({ x: 0.25, y: 0.1 })
    expect(await focusInList()).toEqual({ x: 0.25, y: 0.1 })
    const library = await (await call('/api/media', { headers: { cookie: editorCookie } })).json<{
      items: { id: number; focus: unknown }[]
    }>()
    expect(library.items.find((item) => item.id === photo.id)?.focus).toEqual({ x: 0.25, y: 0.1 })

    expect((await setFocus(photo.id, null)).status).toBe(204)
    expect(await focusOfPov()).toBeNull()
    // Each change is in the audit log, with the image and the point.
    const events = (await readAuditLog(adminCookie, '?action=media_focus_set')).filter(
      (event) => event.target?.id === photo.key,
    )
    expect(events.map((event) => event.detail)).toEqual([{ focus: null }, { focus: { x: 0.25, y: 0.1 } }])
    expect(events[0]).toMatchObject({
      actor: { email: 'focus-admin@example.test' },
      target: { type: 'upload', id: photo.key, title: null },
    })
  })

  it('crops the social card towards it, as a card of its own', async () => {
    const photo = await addPhoto()
    const centred = await socialCard(photo.key)
    expect((await setFocus(photo.id, { x: 0.5, y: 0.05 })).status).toBe(204)
    const top = await socialCard(photo.key)
    expect(top).not.toEqual(centred)
    // Kept beside the centred one (stored after the answer, in its waitUntil).
    await vi.waitFor(async () =>
      expect(await env.UPLOADS.head(`variants/${photo.key}/1200x630-top.webp`)).not.toBeNull(),
    )
    expect((await setFocus(photo.id, { x: 0.5, y: 0.95 })).status).toBe(204)
    const bottom = await socialCard(photo.key)
    expect(bottom).not.toEqual(top)
    expect(bottom).not.toEqual(centred)
    // Back in the middle third: the centred card again.
    expect((await setFocus(photo.id, { x: 0.1, y: 0.5 })).status).toBe(204)
    expect(await socialCard(photo.key)).toEqual(centred)
  })

  it('is set by admins only, within the image, on an image that exists', async () => {
    const photo = await addPhoto()
    expect((await setFocus(photo.id, { x: 0.5, y: 0.5 }, editorCookie)).status).toBe(403)
    expect((await call(`/api/media/${photo.id}`, { method: 'PATCH', body: '{}' })).status).toBe(401)
    const outside = await setFocus(photo.id, { x: 1.5, y: 0.5 })
    expect(outside.status).toBe(400)
    expect(await outside.json()).toMatchObject({ fields: { 'focus.x': expect.any(String) } })
    expect((await setFocus(photo.id, 'middle')).status).toBe(400)
    expect((await setFocus(999_999, { x: 0.5, y: 0.5 })).status).toBe(404)
  })
})
