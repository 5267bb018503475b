import { env } from 'cloudflare:workers'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../src/worker/db/client'
import { auditEvents, contentNotes, contentRevisions, crmOutbox, users } from '../../src/worker/db/schema'
import { readConfig } from '../../src/worker/env'
import { contentTypeNamed, type StoredItem } from '../../src/worker/services/content/content-types'
import { StaleVersion, updateContent } from '../../src/worker/services/content/content-writes'
import { editorialRules } from '../../src/worker/services/content/review-rules'
import { takeReviewStep } from '../../src/worker/services/content/review-steps'
import { addStaff, cookieFor, db, povBody } from './auth-fixtures'
import { call, sendAs } from './helpers'

// The editorial workflow as the API enforces it: editors write drafts and submit them, admins
// approve (publishing or scheduling) or send them back with a note. Texts pinned as literals.

const CANNOT_PUBLISH = 'Editors cannot publish or schedule: submit the item for review instead.'
const OWN_DRAFTS = 'Editors can edit only their own drafts and items sent back to them.'
const IN_REVIEW = 'This item is in review: withdraw the submission to edit it.'
const CANNOT_DELETE = 'Editors can delete only their own drafts, never published content.'
const ONLY_ADMINS = 'Only admins can approve or request changes.'
const ONLY_WRITER = 'Only the item’s writer or an admin can submit or withdraw it.'
const NOT_IN_REVIEW = 'This item is not waiting for review.'
const ALREADY_IN_REVIEW = 'This item is already in review.'
const ALREADY_PUBLISHED = 'This item is published already.'

interface Item {
  id: number
  title: string
  isPublished: boolean
  publishAt: string | null
  reviewState: string | null
  createdBy: number | null
  version: number
}
interface Note {
  id: number
  kind: string
  body: string | null
  userId: number | null
  authorName: string
  version: number
  createdAt: string
}
interface Waiting {
  type: string
  id: number
  title: string
  reviewState: string
  since: string
  by: string
  note: string | null
}

let admin: string
let editor: string
let otherEditor: string
let adminId: number
let editorId: number

beforeAll(async () => {
  const adminUser = await addStaff({ role: 'admin', email: 'alex.admin@example.test' })
  const editorUser = await addStaff({ role: 'editor', email: 'erin.editor@example.test' })
  await db.update(users).set({ firstName: 'Erin', lastName: 'Editor' }).where(eq(users.id, editorUser.id))
  await db.update(users).set({ firstName: 'Alex', lastName: 'Admin' }).where(eq(users.id, adminUser.id))
  adminId = adminUser.id
  editorId = editorUser.id
  admin = await cookieFor(adminId)
  editor = await cookieFor(editorId)
  otherEditor = await cookieFor((await addStaff({ role: 'editor' })).id)
})

const refusal = async (response: Response) => ({
  status: response.status,
  ...(await response.json<object>()),
})

/** A draft POV written through the API by `cookie`. */
async function draftBy(cookie: string, fields: Record<string, unknown> = {}): Promise<Item> {
  const response = await sendAs(cookie, 'POST', '/api/povs', { ...povBody(), ...fields })
  expect(response.status).toBe(201)
  return response.json<Item>()
}

const step = (cookie: string, id: number, body: Record<string, unknown>, segment = 'povs') =>
  sendAs(cookie, 'POST', `/api/${segment}/${id}/review`, body)

async function stepOk(cookie: string, id: number, body: Record<string, unknown>, segment = 'povs') {
  const response = await step(cookie, id, body, segment)
  expect(response.status).toBe(200)
  return response.json<Item>()
}

const staffRead = async (id: number, segment = 'povs') =>
  (await sendAs(admin, 'GET', `/api/${segment}/${id}`)).json<Item>()

const edit = (cookie: string, item: Item, fields: Record<string, unknown> = {}) =>
  sendAs(cookie, 'PUT', `/api/povs/${item.id}`, {
    ...povBody(),
    title: item.title,
    isPublished: item.isPublished,
    ...fields,
  })

async function auditOf(id: number) {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'pov'), eq(auditEvents.targetId, String(id))))
    .orderBy(asc(auditEvents.id))
  return rows.map((row) => ({ action: row.action, by: row.actorEmail, title: row.targetTitle }))
}

describe('an editor writes drafts', () => {
  it('creates a draft that names them as its writer, whatever the body says of either', async () => {
    const item = await draftBy(editor)
    expect(item).toMatchObject({ isPublished: false, reviewState: null, createdBy: editorId })
    const crafted = await draftBy(editor, { reviewState: 'changes_requested', createdBy: adminId })
    expect(crafted).toMatchObject({ reviewState: null, createdBy: editorId })
    const othersDraft = await draftBy(otherEditor)
    const claimed = await edit(editor, othersDraft, { createdBy: editorId })
    expect(await refusal(claimed)).toEqual({ status: 403, error: OWN_DRAFTS })
    const submitted = await draftBy(editor)
    await stepOk(editor, submitted.id, { action: 'submit' })
    const unreviewed = await edit(editor, submitted, { reviewState: null })
    expect(await refusal(unreviewed)).toEqual({ status: 403, error: IN_REVIEW })
    const byAdmin = await edit(admin, submitted, { reviewState: null, createdBy: adminId })
    expect(await byAdmin.json()).toMatchObject({ reviewState: 'in_review', createdBy: editorId })
  })

  it('may not create an item published, scheduled or with an end date', async () => {
    for (const fields of [
      { isPublished: true },
      { publishAt: '2099-01-01T09:00:00.000Z' },
      { unpublishAt: '2099-01-01T09:00:00.000Z' },
      { isPublished: true, publishAt: '2099-01-01T09:00:00.000Z' },
    ]) {
      const title = `Sneaked ${JSON.stringify(fields)}`
      const response = await sendAs(editor, 'POST', '/api/povs', { ...povBody(), title, ...fields })
      expect(await refusal(response)).toEqual({ status: 403, error: CANNOT_PUBLISH })
      const listed = await (await sendAs(admin, 'GET', '/api/povs?includeUnpublished=true')).json<Item[]>()
      expect(listed.map((pov) => pov.title)).not.toContain(title)
    }
  })

  it('edits their own draft, but not another’s, an admin’s or one from before the workflow', async () => {
    const own = await draftBy(editor)
    expect((await edit(editor, own, { title: 'Own draft, edited' })).status).toBe(200)
    for (const item of [await draftBy(otherEditor), await draftBy(admin)])
      expect(await refusal(await edit(editor, item))).toEqual({ status: 403, error: OWN_DRAFTS })
  })

  it('may not publish, schedule or end their draft through an edit', async () => {
    const own = await draftBy(editor)
    for (const fields of [
      { isPublished: true },
      { publishAt: '2099-01-01T09:00:00.000Z' },
      { unpublishAt: '2099-01-01T09:00:00.000Z' },
    ])
      expect(await refusal(await edit(editor, own, fields))).toEqual({ status: 403, error: CANNOT_PUBLISH })
    expect((await staffRead(own.id)).isPublished).toBe(false)
  })

  it('may not edit while the item is in review, and may again once it is withdrawn', async () => {
    const own = await draftBy(editor)
    await stepOk(editor, own.id, { action: 'submit' })
    expect(await refusal(await edit(editor, own, { title: 'Changed in review' }))).toEqual({
      status: 403,
      error: IN_REVIEW,
    })
    expect((await stepOk(editor, own.id, { action: 'withdraw' })).reviewState).toBeNull()
    expect((await edit(editor, own, { title: 'Changed after withdrawing' })).status).toBe(200)
  })

  it('may not edit an item once it is approved, nor delete it', async () => {
    const own = await draftBy(editor)
    await stepOk(editor, own.id, { action: 'submit' })
    const approved = await stepOk(admin, own.id, { action: 'approve' })
    expect(await refusal(await edit(editor, approved, { title: 'After approval' }))).toEqual({
      status: 403,
      error: OWN_DRAFTS,
    })
    expect(await refusal(await sendAs(editor, 'DELETE', `/api/povs/${own.id}`))).toEqual({
      status: 403,
      error: CANNOT_DELETE,
    })
    expect((await call(`/api/povs/${own.id}`)).status).toBe(200)
  })

  it('deletes their own draft (visitors never see it), but not another’s or one in review', async () => {
    const own = await draftBy(editor)
    expect((await sendAs(editor, 'DELETE', `/api/povs/${own.id}`)).status).toBe(200)
    expect((await call(`/api/povs/${own.id}`)).status).toBe(404)

    const others = await draftBy(otherEditor)
    expect(await refusal(await sendAs(editor, 'DELETE', `/api/povs/${others.id}`))).toEqual({
      status: 403,
      error: CANNOT_DELETE,
    })
    const inReview = await draftBy(editor)
    await stepOk(editor, inReview.id, { action: 'submit' })
    expect(await refusal(await sendAs(editor, 'DELETE', `/api/povs/${inReview.id}`))).toEqual({
      status: 403,
      error: CANNOT_DELETE,
    })
  })

  it('may not delete published content that came before the workflow', async () => {
    const published = await draftBy(admin, { isPublished: true })
    expect(await refusal(await sendAs(editor, 'DELETE', `/api/povs/${published.id}`))).toEqual({
      status: 403,
      error: CANNOT_DELETE,
    })
    expect((await call(`/api/povs/${published.id}`)).status).toBe(200)
  })
})

describe('the review steps', () => {
  it('take a draft through review, changes requested, review again and approval', async () => {
    const draft = await draftBy(editor)
    const submitted = await stepOk(editor, draft.id, { action: 'submit', note: 'Ready for a look' })
    expect(submitted).toMatchObject({ reviewState: 'in_review', isPublished: false, version: draft.version })

    const sentBack = await stepOk(admin, draft.id, { action: 'request_changes', note: 'Shorten the intro' })
    expect(sentBack).toMatchObject({ reviewState: 'changes_requested', isPublished: false })
    const edited = await edit(editor, sentBack, { title: 'Shorter intro', version: sentBack.version })
    expect(edited.status).toBe(200)
    expect((await edited.json<Item>()).reviewState).toBe('changes_requested')

    const again = await stepOk(editor, draft.id, { action: 'submit' })
    expect(again.reviewState).toBe('in_review')
    const approved = await stepOk(admin, draft.id, { action: 'approve' })
    expect(approved).toMatchObject({
      reviewState: null,
      isPublished: true,
      publishAt: null,
      version: again.version + 1,
    })
    const visitors = await call(`/api/povs/${draft.id}`)
    expect(visitors.status).toBe(200)
    expect((await visitors.json<Item>()).title).toBe('Shorter intro')
  })

  it('records the approval as a save in the history, so an edit begun before it is a conflict', async () => {
    const draft = await draftBy(editor)
    await stepOk(editor, draft.id, { action: 'submit' })
    const approved = await stepOk(admin, draft.id, { action: 'approve' })
    const revisions = await db
      .select({ version: contentRevisions.version })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.contentType, 'pov'), eq(contentRevisions.itemId, draft.id)))
    expect(revisions.map((revision) => revision.version)).toEqual([draft.version, approved.version])
    const stale = await edit(admin, draft, { title: 'From an old tab', version: draft.version })
    expect(stale.status).toBe(409)
  })

  it('schedules an item approved with a future publish time: visitors see it only then', async () => {
    const draft = await draftBy(editor)
    await stepOk(editor, draft.id, { action: 'submit' })
    const scheduled = await stepOk(admin, draft.id, {
      action: 'approve',
      publishAt: '2099-06-01T09:00:00.000Z',
    })
    expect(scheduled).toMatchObject({
      isPublished: true,
      publishAt: '2099-06-01T09:00:00.000Z',
      reviewState: null,
    })
    expect((await call(`/api/povs/${draft.id}`)).status).toBe(404)
  })

  it('are refused to editors where they review, and to other editors where they write', async () => {
    const draft = await draftBy(editor)
    expect(await refusal(await step(otherEditor, draft.id, { action: 'submit' }))).toEqual({
      status: 403,
      error: ONLY_WRITER,
    })
    await stepOk(editor, draft.id, { action: 'submit' })
    for (const body of [{ action: 'approve' }, { action: 'request_changes', note: 'Fix it' }])
      for (const cookie of [editor, otherEditor])
        expect(await refusal(await step(cookie, draft.id, body))).toEqual({ status: 403, error: ONLY_ADMINS })
    expect(await refusal(await step(otherEditor, draft.id, { action: 'withdraw' }))).toEqual({
      status: 403,
      error: ONLY_WRITER,
    })
    expect((await staffRead(draft.id)).reviewState).toBe('in_review')
    expect((await call(`/api/povs/${draft.id}`)).status).toBe(404)
  })

  it('refuse a step that does not fit where the item stands (409)', async () => {
    const draft = await draftBy(editor)
    for (const body of [
      { action: 'withdraw' },
      { action: 'approve' },
      { action: 'request_changes', note: 'x' },
    ])
      expect(await refusal(await step(admin, draft.id, body))).toEqual({ status: 409, error: NOT_IN_REVIEW })
    await stepOk(editor, draft.id, { action: 'submit' })
    expect(await refusal(await step(editor, draft.id, { action: 'submit' }))).toEqual({
      status: 409,
      error: ALREADY_IN_REVIEW,
    })
    await stepOk(admin, draft.id, { action: 'approve' })
    expect(await refusal(await step(admin, draft.id, { action: 'submit' }))).toEqual({
      status: 409,
      error: ALREADY_PUBLISHED,
    })
    expect(await refusal(await step(admin, draft.id, { action: 'approve' }))).toEqual({
      status: 409,
      error: NOT_IN_REVIEW,
    })
  })

  it('are refused whole when another step moves the item between their read and their write', async () => {
    const draft = await draftBy(editor, { title: 'Raced POV' })
    await stepOk(editor, draft.id, { action: 'submit' })
    const before = await (await sendAs(admin, 'GET', `/api/povs/${draft.id}/notes`)).json<{ notes: Note[] }>()
    // D1 as the approval sees it: its read finds the item in review, and a withdrawal lands just
    // before its batch.
    const racing = new Proxy(env.DB, {
      get(inner, key) {
        if (key === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            await inner.prepare('update povs set review_state = null where id = ?').bind(draft.id).run()
            return inner.batch(statements)
          }
        const value = Reflect.get(inner, key, inner)
        return typeof value === 'function' ? value.bind(inner) : value
      },
    })
    const approving = takeReviewStep(
      createDb(racing),
      readConfig({ ...env, SALES_WEBHOOK_URL: 'https://hooks.example/team' } as Env),
      contentTypeNamed('pov'),
      draft.id,
      { action: 'approve' },
      {
        id: adminId,
        email: 'alex.admin@example.test',
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        role: 'admin',
      },
      { userId: adminId, email: 'alex.admin@example.test', network: null },
    )
    await expect(approving).rejects.toMatchObject({ status: 409, message: NOT_IN_REVIEW })
    expect(await staffRead(draft.id)).toMatchObject({ isPublished: false, version: draft.version })
    const after = await (await sendAs(admin, 'GET', `/api/povs/${draft.id}/notes`)).json<{ notes: Note[] }>()
    expect(after.notes).toEqual(before.notes)
    expect((await auditOf(draft.id)).map((event) => event.action)).toEqual([
      'content_created',
      'content_submitted',
    ])
    expect(await db.select().from(crmOutbox)).toEqual([])
  })

  it('hold an editor’s save without a version to the one its check read: a publish in between is a conflict', async () => {
    const draft = await draftBy(editor, { title: 'Raced save' })
    const editorUser = {
      id: editorId,
      email: 'erin.editor@example.test',
      firstName: 'Erin',
      lastName: 'Editor',
      profileImageUrl: null,
      role: 'editor',
    }
    const type = contentTypeNamed<StoredItem, Parameters<typeof updateContent>[3]>('pov')
    // The route's check, as a PUT that names no version passes it…
    type Payload = ReturnType<typeof povBody> & { version?: number }
    const checked = await editorialRules<Payload>(type).update(db, editorUser, draft.id, {
      ...povBody(),
      title: 'Saved after the publish',
      isPublished: false,
    })
    expect(checked.version).toBe(draft.version)
    // …an admin publishes the draft before the save reaches D1…
    expect((await edit(admin, draft, { isPublished: true })).status).toBe(200)
    // …and the save is refused rather than taking the item off the site.
    const actor = { userId: editorId, email: 'erin.editor@example.test', network: null }
    await expect(updateContent(db, type, draft.id, checked, actor)).rejects.toBeInstanceOf(StaleVersion)
    expect(await staffRead(draft.id)).toMatchObject({ isPublished: true, title: draft.title })
    expect((await call(`/api/povs/${draft.id}`)).status).toBe(200)
  })

  it('need a note to request changes, a known step, and an item that exists', async () => {
    const draft = await draftBy(editor)
    await stepOk(editor, draft.id, { action: 'submit' })
    const noNote = await step(admin, draft.id, { action: 'request_changes', note: '  ' })
    expect(noNote.status).toBe(400)
    expect(await noNote.json()).toMatchObject({ fields: { note: 'Say what should change' } })
    const unknown = await step(admin, draft.id, { action: 'publish' })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(await unknown.json())).toContain('Unknown review step')
    expect((await step(admin, 999_999, { action: 'approve' })).status).toBe(404)
    expect((await call(`/api/povs/${draft.id}/review`, { method: 'POST' })).status).toBe(401)
  })

  it('each append their audit event, the approval its publishing too', async () => {
    const draft = await draftBy(editor, { title: 'Audited POV' })
    await stepOk(editor, draft.id, { action: 'submit' })
    await stepOk(editor, draft.id, { action: 'withdraw' })
    await stepOk(editor, draft.id, { action: 'submit' })
    await stepOk(admin, draft.id, { action: 'request_changes', note: 'More sources' })
    await stepOk(editor, draft.id, { action: 'submit' })
    await stepOk(admin, draft.id, { action: 'approve' })
    const editorEmail = 'erin.editor@example.test'
    const adminEmail = 'alex.admin@example.test'
    expect(await auditOf(draft.id)).toEqual([
      { action: 'content_created', by: editorEmail, title: 'Audited POV' },
      { action: 'content_submitted', by: editorEmail, title: 'Audited POV' },
      { action: 'content_withdrawn', by: editorEmail, title: 'Audited POV' },
      { action: 'content_submitted', by: editorEmail, title: 'Audited POV' },
      { action: 'content_changes_requested', by: adminEmail, title: 'Audited POV' },
      { action: 'content_submitted', by: editorEmail, title: 'Audited POV' },
      { action: 'content_approved', by: adminEmail, title: 'Audited POV' },
      { action: 'content_published', by: adminEmail, title: 'Audited POV' },
      { action: 'content_updated', by: adminEmail, title: 'Audited POV' },
    ])
  })

  it('end when an admin publishes the item directly', async () => {
    const draft = await draftBy(editor)
    await stepOk(editor, draft.id, { action: 'submit' })
    const kept = await edit(admin, draft, { title: 'Edited by an admin in review' })
    expect((await kept.json<Item>()).reviewState).toBe('in_review')
    const published = await edit(admin, draft, { isPublished: true })
    expect(await published.json<Item>()).toMatchObject({ isPublished: true, reviewState: null })
  })

  it('end when an admin publishes the item with the list’s bulk action', async () => {
    const draft = await draftBy(editor)
    await stepOk(editor, draft.id, { action: 'submit' })
    const bulk = await sendAs(admin, 'POST', '/api/povs/bulk', { action: 'publish', ids: [draft.id] })
    expect(bulk.status).toBe(200)
    const item = await (await sendAs(admin, 'GET', `/api/povs/${draft.id}`)).json<Item>()
    expect(item).toMatchObject({ isPublished: true, reviewState: null })
    const waiting = await (await sendAs(admin, 'GET', '/api/review/waiting')).json<{ items: Waiting[] }>()
    expect(waiting.items.map((entry) => entry.id)).not.toContain(draft.id)
  })
})

describe('landing pages', () => {
  const landing = (path: string, fields: Record<string, unknown> = {}) => ({
    title: 'Autumn offer',
    description: 'A two-week data assessment.',
    path,
    content: JSON.stringify({
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          heading: 'Know your data',
          blurb: 'Fixed price.',
          buttons: [],
          stats: [],
        },
      ],
    }),
    ...fields,
  })

  it('follow the same flow: an editor’s draft is published by an admin’s approval', async () => {
    const refused = await sendAs(
      editor,
      'POST',
      '/api/pages',
      landing('/lp/autumn-now', { isPublished: true }),
    )
    expect(await refusal(refused)).toEqual({ status: 403, error: CANNOT_PUBLISH })

    const created = await sendAs(editor, 'POST', '/api/pages', landing('/lp/autumn-offer'))
    expect(created.status).toBe(201)
    const page = await created.json<Item>()
    expect(page.createdBy).toBe(editorId)
    await stepOk(editor, page.id, { action: 'submit' }, 'pages')
    const put = await sendAs(
      editor,
      'PUT',
      `/api/pages/${page.id}`,
      landing('/lp/autumn-offer', { title: 'x' }),
    )
    expect(await refusal(put)).toEqual({ status: 403, error: IN_REVIEW })
    expect(await refusal(await step(editor, page.id, { action: 'approve' }, 'pages'))).toEqual({
      status: 403,
      error: ONLY_ADMINS,
    })
    expect((await call('/api/pages/at?path=/lp/autumn-offer')).status).toBe(404)
    await stepOk(admin, page.id, { action: 'approve' }, 'pages')
    const visitors = await call('/api/pages/at?path=/lp/autumn-offer')
    expect(visitors.status).toBe(200)
    expect(await visitors.json()).toMatchObject({ isPublished: true, reviewState: null, createdBy: null })
  })

  it('leave the site’s own pages to admins', async () => {
    const { id } = await (await sendAs(admin, 'GET', '/api/pages/at?path=/about')).json<Item>()
    const about = await (await sendAs(admin, 'GET', `/api/pages/${id}`)).json<Record<string, unknown>>()
    const put = await sendAs(editor, 'PUT', `/api/pages/${id}`, {
      title: about.title,
      description: about.description,
      path: '/about',
      content: about.content,
      isPublished: true,
      hashtags: [],
      version: about.version,
    })
    expect(await refusal(put)).toEqual({ status: 403, error: OWN_DRAFTS })
    expect(await refusal(await sendAs(editor, 'DELETE', `/api/pages/${id}`))).toEqual({
      status: 403,
      error: CANNOT_DELETE,
    })
  })
})

describe('the thread of notes', () => {
  it('holds the notes and the review steps, oldest first, for every staff member', async () => {
    const draft = await draftBy(editor)
    const added = await sendAs(otherEditor, 'POST', `/api/povs/${draft.id}/notes`, { body: 'Nice angle' })
    expect(added.status).toBe(201)
    await stepOk(editor, draft.id, { action: 'submit', note: 'Please review' })
    await stepOk(admin, draft.id, { action: 'request_changes', note: 'Add a chart' })
    await stepOk(editor, draft.id, { action: 'submit' })
    const approved = await stepOk(admin, draft.id, { action: 'approve' })

    const response = await sendAs(editor, 'GET', `/api/povs/${draft.id}/notes`)
    expect(response.status).toBe(200)
    const { notes } = await response.json<{ notes: Note[] }>()
    expect(notes.map(({ kind, body, authorName, version }) => ({ kind, body, authorName, version }))).toEqual(
      [
        {
          kind: 'note',
          body: 'Nice angle',
          authorName: expect.stringContaining('@example.test'),
          version: draft.version,
        },
        { kind: 'submitted', body: 'Please review', authorName: 'Erin Editor', version: draft.version },
        { kind: 'changes_requested', body: 'Add a chart', authorName: 'Alex Admin', version: draft.version },
        { kind: 'submitted', body: null, authorName: 'Erin Editor', version: draft.version },
        { kind: 'approved', body: null, authorName: 'Alex Admin', version: approved.version },
      ],
    )
    expect(notes[1]?.userId).toBe(editorId)
    expect(notes[4]?.userId).toBe(adminId)
  })

  it('takes a note of some text, on an item that exists, from signed-in staff only', async () => {
    const draft = await draftBy(editor)
    const blank = await sendAs(editor, 'POST', `/api/povs/${draft.id}/notes`, { body: '   ' })
    expect(blank.status).toBe(400)
    const tooLong = await sendAs(editor, 'POST', `/api/povs/${draft.id}/notes`, { body: 'x'.repeat(2001) })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toMatchObject({ fields: { body: 'Note must be at most 2000 characters' } })
    expect((await sendAs(editor, 'POST', '/api/povs/999999/notes', { body: 'Hello' })).status).toBe(404)
    expect((await sendAs(editor, 'GET', '/api/povs/999999/notes')).status).toBe(404)
    expect((await call(`/api/povs/${draft.id}/notes`)).status).toBe(401)
  })
})

describe('waiting for you', () => {
  it('lists for admins what is in review, of every type, newest first; for an editor what came back to them', async () => {
    const first = await draftBy(editor, { title: 'Waiting first' })
    await stepOk(editor, first.id, { action: 'submit', note: 'First one' })
    const page = await (
      await sendAs(editor, 'POST', '/api/pages', {
        title: 'Waiting page',
        description: 'A page in review.',
        path: '/lp/waiting-page',
        content: JSON.stringify({
          blocks: [
            { id: 'hero', type: 'hero', heading: 'Wait', blurb: 'In review.', buttons: [], stats: [] },
          ],
        }),
      })
    ).json<Item>()
    await stepOk(editor, page.id, { action: 'submit' }, 'pages')
    const sentBack = await draftBy(editor, { title: 'Sent back' })
    await stepOk(editor, sentBack.id, { action: 'submit' })
    await stepOk(admin, sentBack.id, { action: 'request_changes', note: 'Needs a summary' })
    const othersSentBack = await draftBy(otherEditor, { title: 'Someone else’s' })
    await stepOk(otherEditor, othersSentBack.id, { action: 'submit' })
    await stepOk(admin, othersSentBack.id, { action: 'request_changes', note: 'Not yours' })

    const forAdmin = await (await sendAs(admin, 'GET', '/api/review/waiting')).json<{ items: Waiting[] }>()
    const mine = forAdmin.items.filter((item) => ['Waiting first', 'Waiting page'].includes(item.title))
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'page',
        id: page.id,
        reviewState: 'in_review',
        by: 'Erin Editor',
        note: null,
      }),
      expect.objectContaining({
        type: 'pov',
        id: first.id,
        reviewState: 'in_review',
        by: 'Erin Editor',
        note: 'First one',
      }),
    ])
    expect(forAdmin.items.every((item) => item.reviewState === 'in_review')).toBe(true)

    const forEditor = await (await sendAs(editor, 'GET', '/api/review/waiting')).json<{ items: Waiting[] }>()
    // Their items approved this week are listed too (the next test); what came back to them is this one.
    const sentBackToThem = forEditor.items.filter((item) => item.reviewState === 'changes_requested')
    expect(sentBackToThem).toEqual([
      {
        type: 'pov',
        id: sentBack.id,
        title: 'Sent back',
        reviewState: 'changes_requested',
        since: expect.any(String),
        by: 'Alex Admin',
        note: 'Needs a summary',
      },
    ])
    expect((await call('/api/review/waiting')).status).toBe(401)
  })

  it('tells a writer for a week that an admin approved their item, published or scheduled', async () => {
    const writerId = (await addStaff({ role: 'editor' })).id
    const writer = await cookieFor(writerId)
    const published = await draftBy(writer, { title: 'Approved now' })
    await stepOk(writer, published.id, { action: 'submit' })
    await stepOk(admin, published.id, { action: 'approve', note: 'Lovely' })
    const scheduled = await draftBy(writer, { title: 'Approved for later' })
    await stepOk(writer, scheduled.id, { action: 'submit' })
    await stepOk(admin, scheduled.id, { action: 'approve', publishAt: '2099-03-02T14:30:00.000Z' })
    const old = await draftBy(writer, { title: 'Approved long ago' })
    await stepOk(writer, old.id, { action: 'submit' })
    await stepOk(admin, old.id, { action: 'approve' })
    await db
      .update(contentNotes)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(and(eq(contentNotes.itemId, old.id), eq(contentNotes.contentType, 'pov')))

    const forWriter = await (await sendAs(writer, 'GET', '/api/review/waiting')).json<{ items: Waiting[] }>()
    expect(
      forWriter.items.map(({ title, reviewState, by, note }) => ({ title, reviewState, by, note })),
    ).toEqual([
      { title: 'Approved for later', reviewState: 'scheduled', by: 'Alex Admin', note: null },
      { title: 'Approved now', reviewState: 'published', by: 'Alex Admin', note: 'Lovely' },
    ])
    // Another editor is not told of it, nor an admin, whose list is what is in review.
    const forOther = await (await sendAs(otherEditor, 'GET', '/api/review/waiting')).json<{
      items: Waiting[]
    }>()
    expect(forOther.items.map((item) => item.id)).not.toContain(published.id)
    const forAdmin = await (await sendAs(admin, 'GET', '/api/review/waiting')).json<{ items: Waiting[] }>()
    expect(forAdmin.items.map((item) => item.id)).not.toContain(published.id)
  })
})

describe('who sees the workflow', () => {
  it('staff reads carry the review state and the writer; visitors’ carry null', async () => {
    const draft = await draftBy(editor)
    await stepOk(editor, draft.id, { action: 'submit' })
    expect(await staffRead(draft.id)).toMatchObject({ reviewState: 'in_review', createdBy: editorId })
    const staffList = await (await sendAs(admin, 'GET', '/api/povs/staff')).json<{ items: Item[] }>()
    expect(staffList.items.find((item) => item.id === draft.id)).toMatchObject({
      reviewState: 'in_review',
      createdBy: editorId,
    })
    await stepOk(admin, draft.id, { action: 'approve' })

    expect(await (await call(`/api/povs/${draft.id}`)).json()).toMatchObject({
      reviewState: null,
      createdBy: null,
    })
    const list = await (await call('/api/povs')).json<Item[]>()
    expect(list.find((item) => item.id === draft.id)).toMatchObject({ createdBy: null, reviewState: null })
    const cards = await (await call('/api/povs/cards')).json<Item[]>()
    expect(cards.find((item) => item.id === draft.id)).toMatchObject({ createdBy: null })
    expect(await staffRead(draft.id)).toMatchObject({ createdBy: editorId })
  })

  it('a share-preview link’s holder gets null too', async () => {
    const draft = await draftBy(editor)
    const link = await (await sendAs(editor, 'POST', `/api/povs/${draft.id}/preview-links`, {})).json<{
      url: string
    }>()
    const token = new URL(link.url).searchParams.get('preview') ?? ''
    const previewed = await call(`/api/povs/${draft.id}?preview=${encodeURIComponent(token)}`)
    expect(previewed.status).toBe(200)
    expect(await previewed.json()).toMatchObject({ reviewState: null, createdBy: null })
  })
})
