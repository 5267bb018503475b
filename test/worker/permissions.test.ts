import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  caseStudies,
  contentRevisions,
  hashtags,
  media,
  povs,
  previewLinks,
  sessions,
  users,
} from '../../src/worker/db/schema'
import {
  addStaff,
  caseStudyBody,
  cookieFor,
  db,
  documentForm,
  hashtagBody,
  imageForm,
  PDF_BYTES,
  PNG_BYTES,
  povBody,
} from './auth-fixtures'
import { call, ORIGIN } from './helpers'

type Actor = 'anonymous' | 'editor' | 'admin' | 'inactive' | 'expired' | 'tampered' | 'crossSite'
type Level = 'staff' | 'admin'

interface Endpoint {
  name: string
  level: Level
  method: string
  /** An editor's refusal, where the editorial workflow's rule says why rather than the role alone. */
  editorRefusal?: string
  /** Builds a fresh target (when the route names one) and the request body. */
  prepare(): Promise<{ path: string; body?: BodyInit; json?: boolean }>
  success: number
}

const json = (body: unknown) => ({ body: JSON.stringify(body), json: true })
// Items written around the API (no writer) are admins' to change: an editor is told the workflow's rule.
const OWN_DRAFTS = 'Editors can edit only their own drafts and items sent back to them.'
const CANNOT_DELETE = 'Editors can delete only their own drafts, never published content.'

async function newPov() {
  const [row] = await db
    .insert(povs)
    .values({ ...povBody(), featuredImage: null })
    .returning()
  return row!.id
}
/** A POV waiting for review, written around the API (no writer). */
async function povInReview() {
  const [row] = await db
    .insert(povs)
    .values({ ...povBody(), featuredImage: null, reviewState: 'in_review' })
    .returning()
  return row!.id
}
async function newCaseStudy() {
  const [row] = await db
    .insert(caseStudies)
    .values({ ...caseStudyBody() })
    .returning()
  return row!.id
}
async function newHashtag() {
  const [row] = await db
    .insert(hashtags)
    .values({ name: `h-${crypto.randomUUID()}`, type: 'topic' })
    .returning()
  return row!.id
}

/** A POV saved through the API, so that it has a revision: that revision's address. */
async function savedPovRevision() {
  const response = await call('/api/povs', {
    method: 'POST',
    headers: { cookie: cookies.admin!, 'content-type': 'application/json' },
    body: JSON.stringify(povBody()),
  })
  const { id } = (await response.json()) as { id: number }
  const [revision] = await db
    .select({ id: contentRevisions.id })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.contentType, 'pov'), eq(contentRevisions.itemId, id)))
  return `/api/povs/${id}/revisions/${revision!.id}`
}

/** An unused upload's row (its R2 objects need not exist for the delete to succeed). */
async function newUpload() {
  const [row] = await db
    .insert(media)
    .values({
      key: `${crypto.randomUUID()}.png`,
      width: 1,
      height: 1,
      format: 'image/png',
      bytes: PNG_BYTES.byteLength,
      createdAt: new Date(),
    })
    .returning()
  return row!.id
}

/** A live share-preview link to a new POV, made by nobody in particular (so only admins revoke it). */
async function newPreviewLink() {
  const povId = await newPov()
  const [row] = await db
    .insert(previewLinks)
    .values({
      tokenHash: crypto.randomUUID(),
      contentType: 'pov',
      itemId: povId,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    })
    .returning()
  return `/api/povs/${povId}/preview-links/${row!.id}`
}

const endpoints: Endpoint[] = [
  {
    name: 'create POV',
    level: 'staff',
    method: 'POST',
    success: 201,
    prepare: async () => ({ path: '/api/povs', ...json(povBody()) }),
  },
  {
    name: 'update POV',
    level: 'admin',
    editorRefusal: OWN_DRAFTS,
    method: 'PUT',
    success: 200,
    prepare: async () => ({ path: `/api/povs/${await newPov()}`, ...json(povBody()) }),
  },
  {
    name: 'delete POV',
    level: 'admin',
    editorRefusal: CANNOT_DELETE,
    method: 'DELETE',
    success: 200,
    prepare: async () => ({ path: `/api/povs/${await newPov()}` }),
  },
  {
    name: 'list POV revisions',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: `/api/povs/${await newPov()}/revisions` }),
  },
  {
    name: 'read a POV revision',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: await savedPovRevision() }),
  },
  {
    name: 'restore a POV revision',
    level: 'admin',
    method: 'POST',
    success: 200,
    prepare: async () => ({ path: `${await savedPovRevision()}/restore` }),
  },
  {
    name: 'approve a POV',
    level: 'admin',
    editorRefusal: 'Only admins can approve or request changes.',
    method: 'POST',
    success: 200,
    prepare: async () => ({
      path: `/api/povs/${await povInReview()}/review`,
      ...json({ action: 'approve' }),
    }),
  },
  {
    name: 'list a POV’s notes',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: `/api/povs/${await newPov()}/notes` }),
  },
  {
    name: 'add a note to a POV',
    level: 'staff',
    method: 'POST',
    success: 201,
    prepare: async () => ({ path: `/api/povs/${await newPov()}/notes`, ...json({ body: 'Looks good' }) }),
  },
  {
    name: 'list what waits for review',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: '/api/review/waiting' }),
  },
  {
    name: 'read Today',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: '/api/admin/today' }),
  },
  {
    name: 'create case study',
    level: 'staff',
    method: 'POST',
    success: 201,
    prepare: async () => ({ path: '/api/case-studies', ...json({ ...caseStudyBody(), isPublished: false }) }),
  },
  {
    name: 'update case study',
    level: 'admin',
    editorRefusal: OWN_DRAFTS,
    method: 'PUT',
    success: 200,
    prepare: async () => ({ path: `/api/case-studies/${await newCaseStudy()}`, ...json(caseStudyBody()) }),
  },
  {
    name: 'delete case study',
    level: 'admin',
    editorRefusal: CANNOT_DELETE,
    method: 'DELETE',
    success: 200,
    prepare: async () => ({ path: `/api/case-studies/${await newCaseStudy()}` }),
  },
  {
    name: 'create hashtag',
    level: 'staff',
    method: 'POST',
    success: 201,
    prepare: async () => ({ path: '/api/hashtags', ...json(hashtagBody()) }),
  },
  {
    name: 'update hashtag',
    level: 'admin',
    method: 'PUT',
    success: 200,
    prepare: async () => ({ path: `/api/hashtags/${await newHashtag()}`, ...json(hashtagBody()) }),
  },
  {
    name: 'delete hashtag',
    level: 'admin',
    method: 'DELETE',
    success: 200,
    prepare: async () => ({ path: `/api/hashtags/${await newHashtag()}` }),
  },
  {
    name: 'upload image',
    level: 'staff',
    method: 'POST',
    success: 201,
    prepare: async () => ({ path: '/api/upload', body: imageForm(PNG_BYTES) }),
  },
  {
    name: 'list media',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: '/api/media' }),
  },
  {
    name: 'delete media',
    level: 'admin',
    method: 'DELETE',
    success: 204,
    prepare: async () => ({ path: `/api/media/${await newUpload()}` }),
  },
  {
    name: 'list enquiries',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: '/api/enquiries' }),
  },
  {
    name: 'upload document',
    level: 'staff',
    method: 'POST',
    success: 201,
    prepare: async () => ({ path: '/api/upload/document', body: documentForm(PDF_BYTES) }),
  },
  {
    name: 'create preview link',
    level: 'staff',
    method: 'POST',
    success: 201,
    prepare: async () => ({ path: `/api/povs/${await newPov()}/preview-links`, ...json({}) }),
  },
  {
    name: 'list preview links',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: `/api/povs/${await newPov()}/preview-links` }),
  },
  {
    name: 'revoke preview link',
    level: 'admin',
    method: 'DELETE',
    success: 200,
    prepare: async () => ({ path: await newPreviewLink() }),
  },
  {
    name: 'list download requests',
    level: 'staff',
    method: 'GET',
    success: 200,
    prepare: async () => ({ path: '/api/enquiries/downloads' }),
  },
]

const cookies = {} as Record<Actor, string | undefined>

beforeAll(async () => {
  const admin = await addStaff({ role: 'admin' })
  const editor = await addStaff({ role: 'editor' })
  const inactive = await addStaff({ role: 'admin' })
  cookies.admin = await cookieFor(admin.id)
  cookies.crossSite = cookies.admin
  cookies.editor = await cookieFor(editor.id)
  cookies.inactive = await cookieFor(inactive.id)
  await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id))
  const expired = await cookieFor(admin.id)
  await db
    .update(sessions)
    .set({ expire: new Date(Date.now() - 1000) })
    .where(eq(sessions.sid, (await db.select().from(sessions)).at(-1)!.sid))
  cookies.expired = expired
  // A well-formed token that was never issued, and a real one with a character changed.
  const real = cookies.admin.split('=')[1]!
  cookies.tampered = `__Host-sid=${real.slice(0, -1)}${real.endsWith('a') ? 'b' : 'a'}`
})

function expected(actor: Actor, endpoint: Endpoint): number {
  if (actor === 'crossSite') return endpoint.method === 'GET' ? endpoint.success : 403
  if (actor === 'admin') return endpoint.success
  if (actor === 'editor') return endpoint.level === 'staff' ? endpoint.success : 403
  return 401
}

const actors: Actor[] = ['anonymous', 'editor', 'admin', 'inactive', 'expired', 'tampered', 'crossSite']
const matrix = endpoints.flatMap((endpoint) =>
  actors.map((actor) => [endpoint.name, actor, endpoint] as const),
)

describe('every staff route, method and caller', () => {
  it.each(matrix)('%s as %s', async (_name, actor, endpoint) => {
    const { path, body, json: isJson } = await endpoint.prepare()
    const headers = new Headers()
    const cookie = cookies[actor]
    if (cookie) headers.set('cookie', cookie)
    if (isJson) headers.set('content-type', 'application/json')
    if (actor === 'crossSite') headers.set('origin', 'https://evil.example')
    const response = await call(path, { method: endpoint.method, headers, body })
    const status = expected(actor, endpoint)
    expect(response.status).toBe(status)
    if (status === 401) expect(await response.json()).toEqual({ error: 'Authentication required' })
    if (status === 403 && actor === 'editor')
      expect(await response.json()).toEqual({
        error: endpoint.editorRefusal ?? 'You do not have permission to do that',
      })
    if (status < 300) expect(response.headers.get('cache-control')).toBe('no-store')
  })
})

describe('roles come from D1, never from the request', () => {
  it('ignores a role in the body and applies a role change at once', async () => {
    const editor = await addStaff({ role: 'editor' })
    const cookie = await cookieFor(editor.id)
    const created = await call('/api/povs', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ ...povBody(), role: 'admin', id: 999 }),
    })
    expect(created.status).toBe(201)
    const pov = await created.json<{ id: number }>()
    expect(pov.id).not.toBe(999)
    const [stored] = await db.select().from(users).where(eq(users.id, editor.id))
    expect(stored?.role).toBe('editor')
    // Not the editor's own draft: theirs they may delete, this only as an admin.
    const other = await newPov()
    const del = () => call(`/api/povs/${other}`, { method: 'DELETE', headers: { cookie } })
    expect((await del()).status).toBe(403)
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, editor.id))
    expect((await del()).status).toBe(200)
  })

  it('shows unpublished items only to signed-in staff', async () => {
    const id = await newPov()
    const anonymous = await (await call('/api/povs?includeUnpublished=true')).json<{ id: number }[]>()
    expect(anonymous.map((p) => p.id)).not.toContain(id)
    const staff = await (
      await call('/api/povs?includeUnpublished=true', { headers: { cookie: cookies.editor ?? '' } })
    ).json<{ id: number }[]>()
    expect(staff.map((p) => p.id)).toContain(id)
  })
})
