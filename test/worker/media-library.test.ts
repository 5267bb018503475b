import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { media, users, whitepapers } from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { readAuditLog } from './audit-fixtures'
import { addStaff, cookieFor, db, documentForm, PDF_BYTES, PNG_BYTES } from './auth-fixtures'
import { addCaseStudy, addDownloadableWhitepaper, addPov } from './content-fixtures'
import { call, ORIGIN } from './helpers'

// The media library: GET /api/media, DELETE /api/media/:id (to the trash), the bulk move of uploads
// no item has used for 30 days, and the cron, which deletes no upload an admin has not trashed. Images are put straight into D1 and R2, as an upload
// leaves them, so these tests do not depend on the upload route.

const HOUR = 60 * 60 * 1000

let adminCookie: string
let editorCookie: string
let uploader: Awaited<ReturnType<typeof addStaff>>

beforeAll(async () => {
  uploader = await addStaff({ email: 'mia@example.test', role: 'editor' })
  adminCookie = await cookieFor((await addStaff({ email: 'boss@example.test', role: 'admin' })).id)
  editorCookie = await cookieFor(uploader.id)
})

/** An upload as POST /api/upload leaves it: the original, two stored variants and its row. */
async function addUpload(
  options: { createdAt?: number; fileName?: string; uploadedBy?: number | null } = {},
) {
  const key = `${crypto.randomUUID()}.png`
  await env.UPLOADS.put(key, PNG_BYTES)
  await env.UPLOADS.put(`variants/${key}/320.avif`, PNG_BYTES)
  await env.UPLOADS.put(`variants/${key}/1200x630.webp`, PNG_BYTES)
  const [row] = await db
    .insert(media)
    .values({
      key,
      width: 4000,
      height: 3000,
      format: 'image/png',
      bytes: 4_500_000,
      fileName: options.fileName ?? 'photo.png',
      uploadedBy: options.uploadedBy === undefined ? uploader.id : options.uploadedBy,
      createdAt: new Date(options.createdAt ?? Date.now()),
    })
    .returning()
  return { ...row!, url: `${ORIGIN}/images/${key}` }
}

/** Every R2 object of the upload: the original and its variants. */
async function storedObjects(key: string): Promise<string[]> {
  const variants = await env.UPLOADS.list({ prefix: `variants/${key}/` })
  const original = await env.UPLOADS.head(key)
  return [...(original ? [key] : []), ...variants.objects.map((object) => object.key)]
}

const list = async (cookie = editorCookie) => {
  const response = await call('/api/media', { headers: { cookie } })
  expect(response.status).toBe(200)
  return (await response.json<{ items: { id: number; usedBy: unknown[] }[] }>()).items
}

const remove = (id: number, cookie = adminCookie) =>
  call(`/api/media/${id}`, { method: 'DELETE', headers: cookie ? { cookie } : {} })

const runCron = (scheduledTime: number) =>
  worker.scheduled(createScheduledController({ scheduledTime, cron: '*/5 * * * *' }), env)

describe('GET /api/media', () => {
  it('lists every upload newest first, with its uploader and every item that uses it', async () => {
    const older = await addUpload({ createdAt: Date.now() - 2 * HOUR, fileName: 'team.jpg' })
    const newer = await addUpload({ uploadedBy: null })
    // A POV stores the absolute address an upload answers, a case study the path; a variant
    // address typed in by hand counts as a use too.
    const pov = await addPov({ title: 'Pricing power', featuredImage: older.url })
    const caseStudy = await addCaseStudy({ title: 'Acme rollout', featuredImage: `/images/${older.key}` })
    const [whitepaper] = await db
      .insert(whitepapers)
      .values({
        title: 'Cloud costs',
        description: 'd',
        content: 'c',
        excerpt: 'e',
        author: 'Dana Reyes',
        publishedDate: '2025-05-01',
        featuredImage: `${older.url}?w=640`,
        isPublished: false,
      })
      .returning()
    await addPov({ title: 'Elsewhere', featuredImage: 'https://cdn.example/images/other.png' })

    const items = await list()
    const ours = items.filter(({ id }) => id === older.id || id === newer.id)
    expect(ours).toEqual([
      {
        id: newer.id,
        url: newer.url,
        width: 4000,
        height: 3000,
        format: 'image/png',
        bytes: 4_500_000,
        fileName: 'photo.png',
        uploadedAt: new Date(newer.createdAt).toISOString(),
        uploadedBy: null,
        usedBy: [],
        unusedLong: false,
        focus: null,
      },
      {
        id: older.id,
        url: older.url,
        width: 4000,
        height: 3000,
        format: 'image/png',
        bytes: 4_500_000,
        fileName: 'team.jpg',
        uploadedAt: new Date(older.createdAt).toISOString(),
        uploadedBy: { id: uploader.id, name: 'mia@example.test' },
        usedBy: [
          { type: 'pov', id: pov.id, title: 'Pricing power' },
          { type: 'case-study', id: caseStudy.id, title: 'Acme rollout' },
          { type: 'whitepaper', id: whitepaper!.id, title: 'Cloud costs' },
        ],
        unusedLong: false,
        focus: null,
      },
    ])
  })

  it('names the uploader by first and last name when the account has them', async () => {
    const named = await addStaff({ email: 'named@example.test', role: 'editor' })
    await db.update(users).set({ firstName: 'Nora', lastName: 'Quist' }).where(eq(users.id, named.id))
    const upload = await addUpload({ uploadedBy: named.id })
    const item = (await list()).find(({ id }) => id === upload.id) as unknown as { uploadedBy: unknown }
    expect(item.uploadedBy).toEqual({ id: named.id, name: 'Nora Quist' })
  })

  it('is for signed-in staff only and never cached', async () => {
    const anonymous = await call('/api/media')
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toEqual({ error: 'Authentication required' })
    const staff = await call('/api/media', { headers: { cookie: editorCookie } })
    expect(staff.headers.get('cache-control')).toBe('no-store')
  })
})

describe('DELETE /api/media/:id', () => {
  it('refuses with 409 while an item uses the image, and removes nothing', async () => {
    const upload = await addUpload()
    await addPov({ title: 'Uses it', featuredImage: upload.url })
    await addCaseStudy({ title: 'Uses it too', featuredImage: `/images/${upload.key}` })
    const response = await remove(upload.id)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'This image is used by 2 items and cannot be deleted' })
    expect(await storedObjects(upload.key)).toHaveLength(3)
    expect((await list()).map(({ id }) => id)).toContain(upload.id)
  })

  it('says "1 item" for a single use', async () => {
    const upload = await addUpload()
    await addPov({ title: 'Only one', featuredImage: upload.url })
    expect(await (await remove(upload.id)).json()).toEqual({
      error: 'This image is used by 1 item and cannot be deleted',
    })
  })

  it('moves an unused image to the trash: out of the library and off the site, its files kept, with an audit event', async () => {
    const upload = await addUpload({ fileName: 'unused.png' })
    const response = await remove(upload.id)
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    // Kept in R2 for a restore until the trash entry goes.
    expect(await storedObjects(upload.key)).toHaveLength(3)
    expect((await list()).map(({ id }) => id)).not.toContain(upload.id)
    expect((await call(`/images/${upload.key}`)).status).toBe(404)
    const [event] = await readAuditLog(adminCookie, '?action=media_trashed')
    expect(event).toMatchObject({
      action: 'media_trashed',
      actor: { email: 'boss@example.test' },
      target: { type: 'upload', id: upload.key, title: 'unused.png' },
    })
    expect((await remove(upload.id)).status).toBe(404)
  })

  it('stops serving a deleted image from the edge cache at once', async () => {
    const upload = await addUpload()
    const variant = () => call(`/images/${upload.key}?w=320`, { headers: { accept: 'image/avif' } })
    expect((await variant()).status).toBe(200)
    // The copy goes into this location's cache after the answer; the next request is a hit.
    const cached = new Request(`${ORIGIN}/images/variants/${upload.key}/320.avif`)
    await vi.waitFor(async () => expect(await caches.default.match(cached)).toBeDefined())
    expect((await variant()).status).toBe(200)

    expect((await remove(upload.id)).status).toBe(204)
    expect(await caches.default.match(cached)).toBeUndefined()
    const gone = await variant()
    expect(gone.status).toBe(404)
    expect(await gone.json()).toEqual({ error: 'Not found' })
  })

  it('answers 404 for an unknown id, 400 for a malformed one', async () => {
    const unknown = await remove(999_999)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Not found' })
    expect((await remove('abc' as unknown as number)).status).toBe(400)
  })

  it('is for admins only: 403 for an editor, 401 signed out, and the image stays', async () => {
    const upload = await addUpload()
    const asEditor = await remove(upload.id, editorCookie)
    expect(asEditor.status).toBe(403)
    expect(await asEditor.json()).toEqual({ error: 'You do not have permission to do that' })
    const signedOut = await remove(upload.id, '')
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ error: 'Authentication required' })
    expect(await storedObjects(upload.key)).toHaveLength(3)
  })
})

describe('an image used only as a social image', () => {
  it('is listed as used, cannot be deleted and is kept by the cron', async () => {
    const now = Date.UTC(2031, 0, 10, 12)
    const upload = await addUpload({ createdAt: now - 48 * HOUR })
    const pov = await addPov({ title: 'Shared widely', socialImage: upload.url })
    expect((await list()).find(({ id }) => id === upload.id)?.usedBy).toEqual([
      { type: 'pov', id: pov.id, title: 'Shared widely' },
    ])
    expect((await remove(upload.id)).status).toBe(409)
    await runCron(now)
    expect(await storedObjects(upload.key)).toHaveLength(3)
  })
})

describe('an image shown in a text', () => {
  it('counts as in use, keeps the cron away, and its size comes with the item for its figure', async () => {
    // A session of its own: the crons above ran years ahead and ended the file's sessions.
    const cookie = await cookieFor((await addStaff({ email: 'inline@example.test', role: 'editor' })).id)
    const now = Date.UTC(2031, 0, 10, 12)
    const shown = await addUpload({ createdAt: now - 40 * 24 * HOUR, fileName: 'inline.png' })
    const pov = await addPov({
      title: 'Pictured inside',
      content: `First paragraph.\n\n![A chart](/images/${shown.key} "Costs by quarter")\n\nLast paragraph.`,
    })
    const answer = await (await call(`/api/povs/${pov.id}`)).json<{ contentImages: unknown }>()
    expect(answer.contentImages).toEqual({ [shown.key]: { width: 4000, height: 3000 } })
    expect((await list(cookie)).find(({ id }) => id === shown.id)?.usedBy).toEqual([
      { type: 'pov', id: pov.id, title: 'Pictured inside' },
    ])
    await runCron(now)
    expect(await storedObjects(shown.key)).toHaveLength(3)
  })
})

describe('an image shown by a page’s blocks', () => {
  it('counts as in use by the page, and its size comes with the page for its rich text’s figure', async () => {
    // A session of its own: the crons above ran years ahead and ended the file's sessions.
    const cookie = await cookieFor((await addStaff({ email: 'pages@example.test', role: 'admin' })).id)
    const shown = await addUpload({ fileName: 'landing.png' })
    const created = await call('/api/pages', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        title: 'Pictured landing page',
        description: 'A landing page with a picture.',
        path: '/lp/pictured',
        isPublished: true,
        content: JSON.stringify({
          blocks: [
            {
              id: 'story',
              type: 'rich-text',
              markdown: `Our team.\n\n![Five people at a whiteboard](/images/${shown.key})`,
              background: 'plain',
            },
          ],
        }),
      }),
    })
    expect(created.status).toBe(201)
    const page = await created.json<{ id: number }>()
    expect((await list(cookie)).find(({ id }) => id === shown.id)?.usedBy).toEqual([
      { type: 'page', id: page.id, title: 'Pictured landing page' },
    ])
    const answer = await (await call('/api/pages/at?path=/lp/pictured')).json<{ contentImages: unknown }>()
    expect(answer.contentImages).toEqual({ [shown.key]: { width: 4000, height: 3000 } })
    const html = await (await call('/lp/pictured')).text()
    expect(html).toMatch(
      /<figure[^>]*><img[^>]*alt="Five people at a whiteboard"[^>]*width="4000" height="3000"/,
    )
    expect((await remove(shown.id, cookie)).status).toBe(409)
  })
})

describe('uploads unused for 30 days', () => {
  type Marked = { id: number; unusedLong: boolean }

  it('are kept by the cron, marked in the library, and moved to the trash only by an admin', async () => {
    // Sessions of their own: the crons above ran years ahead and ended the file's sessions.
    const adminCookie = await cookieFor((await addStaff({ email: 'clear@example.test', role: 'admin' })).id)
    const editorCookie = await cookieFor((await addStaff({ email: 'keep@example.test', role: 'editor' })).id)
    const oldUnused = await addUpload({ createdAt: Date.now() - 31 * 24 * HOUR })
    const oldUsed = await addUpload({ createdAt: Date.now() - 90 * 24 * HOUR })
    const oldUsedByDraft = await addUpload({ createdAt: Date.now() - 31 * 24 * HOUR })
    const newUnused = await addUpload({ createdAt: Date.now() - 29 * 24 * HOUR })
    await addPov({ title: 'Published', featuredImage: oldUsed.url })
    await addCaseStudy({ title: 'Draft', isPublished: false, featuredImage: `/images/${oldUsedByDraft.key}` })

    // The cron's run today: nothing is deleted unasked.
    await runCron(Date.now())
    const marked = (await list(editorCookie)) as unknown as Marked[]
    const flag = (id: number) => marked.find((item) => item.id === id)?.unusedLong
    expect(flag(oldUnused.id)).toBe(true)
    expect([flag(oldUsed.id), flag(oldUsedByDraft.id), flag(newUnused.id)]).toEqual([false, false, false])
    expect(await storedObjects(oldUnused.key)).toHaveLength(3)

    const asEditor = await call('/api/media/trash-unused', {
      method: 'POST',
      headers: { cookie: editorCookie },
    })
    expect(asEditor.status).toBe(403)
    const moved = await call('/api/media/trash-unused', { method: 'POST', headers: { cookie: adminCookie } })
    expect(moved.status).toBe(200)
    expect(await moved.json()).toEqual({ count: 1 })
    const left = (await db.select({ id: media.id }).from(media)).map(({ id }) => id)
    expect(left).not.toContain(oldUnused.id)
    for (const kept of [oldUsed, oldUsedByDraft, newUnused]) expect(left).toContain(kept.id)
    const trash = await call('/api/trash', { headers: { cookie: adminCookie } })
    const { entries } = await trash.json<{ entries: { kind: string; itemId: number }[] }>()
    expect(entries).toContainEqual(expect.objectContaining({ kind: 'upload', itemId: oldUnused.id }))
  })
})

describe('the whitepaper PDFs', () => {
  // A session of its own: the cron above ran in 2030 and ended the file's sessions.
  let editorCookie: string
  beforeAll(async () => {
    editorCookie = await cookieFor((await addStaff({ email: 'pdf@example.test', role: 'editor' })).id)
  })
  type Listed = { url: string; fileName: string | null; bytes: number; uploadedAt: string; usedBy: unknown[] }
  const documents = async (cookie = editorCookie) => {
    const response = await call('/api/media/documents', { headers: { cookie } })
    expect(response.status).toBe(200)
    return (await response.json<{ items: Listed[] }>()).items
  }

  it('lists each stored PDF with the file name it was uploaded as and the whitepapers that offer it', async () => {
    const uploaded = await call('/api/upload/document', {
      method: 'POST',
      headers: { cookie: editorCookie },
      body: documentForm(PDF_BYTES, 'Q4 outlook, final.pdf', 'application/pdf'),
    })
    const { key } = await uploaded.json<{ key: string }>()
    const offered = await addDownloadableWhitepaper('Cloud costs, explained')
    const listed = await documents()
    const fresh = listed.find(
      (document) => document.url === `/api/media/documents/${key.slice('documents/'.length)}`,
    )
    expect(fresh).toMatchObject({
      fileName: 'Q4 outlook, final.pdf',
      bytes: PDF_BYTES.byteLength,
      usedBy: [],
    })
    expect(Date.parse(fresh!.uploadedAt)).toBeGreaterThan(Date.now() - 60_000)
    const paper = listed.find((document) =>
      document.url.endsWith(offered.documentKey!.slice('documents/'.length)),
    )
    // Stored before file names were kept: no name, the whitepaper says what it is.
    expect(paper).toMatchObject({
      fileName: null,
      usedBy: [{ type: 'whitepaper', id: offered.id, title: 'Cloud costs, explained' }],
    })
  })

  it('opens a PDF for signed-in staff only, in the browser, never cached; other names are 404', async () => {
    const uploaded = await call('/api/upload/document', {
      method: 'POST',
      headers: { cookie: editorCookie },
      body: documentForm(PDF_BYTES, 'Rollout plan.pdf', 'application/pdf'),
    })
    const { key } = await uploaded.json<{ key: string }>()
    const address = `/api/media/documents/${key.slice('documents/'.length)}`
    const opened = await call(address, { headers: { cookie: editorCookie } })
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('application/pdf')
    expect(opened.headers.get('content-disposition')).toBe('inline; filename="Rollout plan.pdf"')
    expect(opened.headers.get('cache-control')).toBe('private, no-store')
    expect(opened.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await opened.arrayBuffer())).toEqual(PDF_BYTES)

    expect((await call(address)).status).toBe(401)
    expect((await call('/api/media/documents', {})).status).toBe(401)
    for (const other of [
      '/api/media/documents/00000000-0000-4000-8000-000000000000.pdf',
      '/api/media/documents/..%2F..%2Fsecret.pdf',
      '/api/media/documents/not-a-key',
    ]) {
      expect((await call(other, { headers: { cookie: editorCookie } })).status).toBe(404)
    }
  })
})
