import { createScheduledController } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  auditEvents,
  cvLinks,
  jobApplications,
  jobOpenings,
  sessions,
  users,
} from '../../src/worker/db/schema'
import worker from '../../src/worker/index'
import { pruneApplications } from '../../src/worker/services/careers/application-retention'
import { addStaff, cookieFor, db, PDF_BYTES } from './auth-fixtures'
import { call } from './helpers'
import { send } from './staff-fixtures'

// Staff review of job applications: /api/applications for admins only, the
// CV's short-lived single-use link, and the cron's retention of applications and their CVs.
// Texts and periods are pinned here as literals.

const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const LINK_URL = /^\/api\/applications\/cv\/[A-Za-z0-9_-]{43}$/

let adminCookie: string
let editorCookie: string
let secondAdminCookie: string

beforeEach(async () => {
  for (const table of [cvLinks, jobApplications, jobOpenings, auditEvents, sessions, users])
    await db.delete(table)
  for (const { key } of (await env.UPLOADS.list()).objects) await env.UPLOADS.delete(key)
  adminCookie = await cookieFor((await addStaff({ role: 'admin' })).id)
  secondAdminCookie = await cookieFor((await addStaff({ role: 'admin' })).id)
  editorCookie = await cookieFor((await addStaff({ role: 'editor' })).id)
})

afterEach(() => {
  vi.useRealTimers()
})

async function addOpening(title: string, applyBy = '2099-12-31') {
  const [opening] = await db
    .insert(jobOpenings)
    .values({
      title,
      department: 'Engineering',
      location: 'Lisbon',
      employmentType: 'FULL_TIME',
      workplace: 'hybrid',
      description: 'A role',
      content: 'The role',
      responsibilities: 'Build things',
      requirements: 'Curiosity',
      applyBy,
      isPublished: true,
    })
    .returning()
  if (!opening) throw new Error('The opening was not created')
  return opening
}

let applicants = 0

/** An application as the public POST stores it: its row, and its CV in R2. */
async function addApplication(
  openingId: number,
  options: { createdAt?: Date; kind?: 'pdf' | 'docx'; bytes?: Uint8Array; firstName?: string } = {},
) {
  applicants += 1
  const kind = options.kind ?? 'pdf'
  const bytes = options.bytes ?? PDF_BYTES
  const key = `applications/${crypto.randomUUID()}.${kind}`
  await env.UPLOADS.put(key, bytes)
  const [application] = await db
    .insert(jobApplications)
    .values({
      openingId,
      firstName: options.firstName ?? `Ada${applicants}`,
      lastName: 'Lovelace',
      email: `ada${applicants}@example.test`,
      phone: '+351 912 345 678',
      linkedin: 'https://www.linkedin.com/in/ada',
      note: 'I would love to join.',
      cvKey: key,
      cvName: `Ada CV.${kind}`,
      cvType: kind === 'pdf' ? 'application/pdf' : DOCX_TYPE,
      cvBytes: bytes.byteLength,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning()
  if (!application) throw new Error('The application was not created')
  return application
}

const stored = async (key: string) => (await env.UPLOADS.head(key)) !== null

async function cvLink(cookie: string, id: number) {
  const response = await send(cookie, 'POST', `/api/applications/${id}/cv-link`)
  expect(response.status).toBe(201)
  return response.json<{ url: string; expiresAt: string }>()
}

const auditOf = (action: string) =>
  db
    .select({
      targetType: auditEvents.targetType,
      targetId: auditEvents.targetId,
      targetTitle: auditEvents.targetTitle,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .where(eq(auditEvents.action, action as never))

describe('GET /api/applications', () => {
  it('lists an opening’s applications newest first, with the opening and the CV’s facts but never its key', async () => {
    const engineer = await addOpening('Data Engineer')
    const designer = await addOpening('Designer')
    const older = await addApplication(engineer.id, { createdAt: new Date('2026-01-01T10:00:00Z') })
    const newer = await addApplication(engineer.id, {
      createdAt: new Date('2026-01-02T10:00:00Z'),
      kind: 'docx',
    })
    await addApplication(designer.id)

    const response = await send(adminCookie, 'GET', `/api/applications?openingId=${engineer.id}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(text).not.toContain('applications/')
    expect(text).not.toContain('cvKey')
    const listed = JSON.parse(text) as Record<string, unknown>[]
    expect(listed.map((application) => application.id)).toEqual([newer.id, older.id])
    expect(listed[1]).toEqual({
      id: older.id,
      openingId: engineer.id,
      openingTitle: 'Data Engineer',
      firstName: older.firstName,
      lastName: 'Lovelace',
      email: older.email,
      phone: '+351 912 345 678',
      linkedin: 'https://www.linkedin.com/in/ada',
      note: 'I would love to join.',
      status: 'new',
      staffNotes: null,
      cv: { name: 'Ada CV.pdf', type: 'application/pdf', bytes: PDF_BYTES.byteLength },
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      version: 1,
    })
    expect(listed[0]?.cv).toMatchObject({ name: 'Ada CV.docx', type: DOCX_TYPE })

    const all = await (await send(adminCookie, 'GET', '/api/applications')).json<unknown[]>()
    expect(all).toHaveLength(3)
    const invalid = await send(adminCookie, 'GET', '/api/applications?openingId=abc')
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({ fields: { openingId: expect.any(String) } })
  })

  it('lists the openings with how many applications each has', async () => {
    const engineer = await addOpening('Data Engineer', '2026-05-01')
    const designer = await addOpening('Designer', '2026-06-01')
    await addApplication(engineer.id)
    await addApplication(engineer.id)
    const response = await send(adminCookie, 'GET', '/api/applications/openings')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      { id: designer.id, title: 'Designer', applyBy: '2026-06-01', applications: 0 },
      { id: engineer.id, title: 'Data Engineer', applyBy: '2026-05-01', applications: 2 },
    ])
  })
})

describe('who may review', () => {
  it('answers 401 signed out and 403 to staff who are not admins, on every route', async () => {
    const opening = await addOpening('Data Engineer')
    const application = await addApplication(opening.id)
    const { url } = await cvLink(adminCookie, application.id)
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/applications'],
      ['GET', '/api/applications/openings'],
      ['PATCH', `/api/applications/${application.id}`, { status: 'hired', version: 1 }],
      ['POST', `/api/applications/${application.id}/cv-link`],
      ['GET', url],
    ]
    for (const [method, path, body] of routes) {
      const signedOut = await send('', method, path, body)
      expect(signedOut.status, `${method} ${path}`).toBe(401)
      const editor = await send(editorCookie, method, path, body)
      expect(editor.status, `${method} ${path}`).toBe(403)
    }
    // Nothing was changed or used up by the refused calls.
    const [row] = await db.select().from(jobApplications)
    expect(row).toMatchObject({ status: 'new', version: 1 })
    expect((await send(adminCookie, 'GET', url)).status).toBe(200)
  })
})

describe('PATCH /api/applications/:id', () => {
  it('saves a status, then staff notes, each from the version it names, and records who did', async () => {
    const opening = await addOpening('Data Engineer')
    const application = await addApplication(opening.id)
    const status = await send(adminCookie, 'PATCH', `/api/applications/${application.id}`, {
      status: 'reviewing',
      version: 1,
    })
    expect(status.status).toBe(200)
    expect(await status.json()).toMatchObject({
      id: application.id,
      status: 'reviewing',
      staffNotes: null,
      version: 2,
    })
    const notes = await send(adminCookie, 'PATCH', `/api/applications/${application.id}`, {
      staffNotes: '  Strong SQL; call on Monday  ',
      version: 2,
    })
    expect(notes.status).toBe(200)
    expect(await notes.json()).toMatchObject({
      status: 'reviewing',
      staffNotes: 'Strong SQL; call on Monday',
      version: 3,
    })

    const listed = await (await send(adminCookie, 'GET', '/api/applications')).json<
      Record<string, unknown>[]
    >()
    expect(listed[0]).toMatchObject({
      status: 'reviewing',
      staffNotes: 'Strong SQL; call on Monday',
      version: 3,
    })
    const events = await auditOf('application_reviewed')
    expect(events).toEqual([
      {
        targetType: 'application',
        targetId: String(application.id),
        targetTitle: 'Data Engineer',
        detail: { changed: ['status'] },
      },
      {
        targetType: 'application',
        targetId: String(application.id),
        targetTitle: 'Data Engineer',
        detail: { changed: ['staffNotes'] },
      },
    ])
  })

  it('refuses a save from a version another save has replaced with 409, showing that save', async () => {
    const opening = await addOpening('Data Engineer')
    const application = await addApplication(opening.id)
    const first = await send(secondAdminCookie, 'PATCH', `/api/applications/${application.id}`, {
      status: 'rejected',
      version: 1,
    })
    expect(first.status).toBe(200)
    const stale = await send(adminCookie, 'PATCH', `/api/applications/${application.id}`, {
      status: 'hired',
      version: 1,
    })
    expect(stale.status).toBe(409)
    const body = await stale.json<{
      error: string
      current: { status: string; version: number }
      lastSave: { byYou: boolean }
    }>()
    expect(body.error).toBe(
      'Someone else changed this application after you opened it. The list now shows their change; make yours again if it still applies.',
    )
    expect(body.current).toMatchObject({ status: 'rejected', version: 2 })
    expect(body.lastSave).toMatchObject({ byYou: false })
    const [row] = await db.select().from(jobApplications)
    expect(row).toMatchObject({ status: 'rejected', version: 2 })
    expect(await auditOf('application_reviewed')).toHaveLength(1)
  })

  it('answers 400 with field messages for a bad review and 404 for an unknown application', async () => {
    const opening = await addOpening('Data Engineer')
    const application = await addApplication(opening.id)
    const path = `/api/applications/${application.id}`
    const fieldsOf = async (body: unknown) => {
      const response = await send(adminCookie, 'PATCH', path, body)
      expect(response.status).toBe(400)
      return (await response.json<{ fields: Record<string, string> }>()).fields
    }
    expect(Object.keys(await fieldsOf({ status: 'shortlisted', version: 1 }))).toEqual(['status'])
    expect(await fieldsOf({ status: 'hired' })).toEqual({ version: 'The version you edited is required' })
    expect(await fieldsOf({ version: 1 })).toEqual({ status: 'Give a status or staff notes to change' })
    expect(Object.keys(await fieldsOf({ staffNotes: 'x'.repeat(5001), version: 1 }))).toEqual(['staffNotes'])
    expect(
      (await send(adminCookie, 'PATCH', '/api/applications/999999', { status: 'hired', version: 1 })).status,
    ).toBe(404)
    const [row] = await db.select().from(jobApplications)
    expect(row).toMatchObject({ status: 'new', staffNotes: null, version: 1 })
  })
})

describe('the CV link', () => {
  it('streams the CV once, to the admin who asked, as a private attachment, and records the opening', async () => {
    const opening = await addOpening('Data Engineer')
    const application = await addApplication(opening.id)
    const before = Date.now()
    const link = await cvLink(adminCookie, application.id)
    expect(link.url).toMatch(LINK_URL)
    const lifetime = Date.parse(link.expiresAt) - before
    expect(lifetime).toBeGreaterThanOrEqual(5 * MINUTE)
    expect(lifetime).toBeLessThan(5 * MINUTE + 10_000)

    // Another admin's session does not open it, nor use it up.
    expect((await send(secondAdminCookie, 'GET', link.url)).status).toBe(404)

    const response = await send(adminCookie, 'GET', link.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ada CV.pdf"; filename*=UTF-8''Ada%20CV.pdf`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF_BYTES)

    const again = await send(adminCookie, 'GET', link.url)
    expect(again.status).toBe(404)
    expect(again.headers.get('cache-control')).toBe('private, no-store')
    expect(await again.json()).toEqual({
      error: 'This CV link has expired or been used. Open the CV again from the Applications tab.',
    })
    expect(await auditOf('application_cv_opened')).toEqual([
      {
        targetType: 'application',
        targetId: String(application.id),
        targetTitle: 'Data Engineer',
        detail: null,
      },
    ])
  })

  it('serves a Word CV with its own type', async () => {
    const opening = await addOpening('Data Engineer')
    const bytes = new TextEncoder().encode('PK fake docx bytes')
    const application = await addApplication(opening.id, { kind: 'docx', bytes })
    const response = await send(adminCookie, 'GET', (await cvLink(adminCookie, application.id)).url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(DOCX_TYPE)
    expect(response.headers.get('content-disposition')).toContain('filename="Ada CV.docx"')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('is 404 once five minutes have passed, forged, or for an unknown application', async () => {
    const opening = await addOpening('Data Engineer')
    const application = await addApplication(opening.id)
    const link = await cvLink(adminCookie, application.id)
    const forged = `/api/applications/cv/${'A'.repeat(43)}`
    expect((await send(adminCookie, 'GET', forged)).status).toBe(404)
    expect((await send(adminCookie, 'GET', '/api/applications/cv/not-a-token')).status).toBe(404)
    expect((await send(adminCookie, 'POST', '/api/applications/999999/cv-link')).status).toBe(404)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * MINUTE + 1000)
    const expired = await send(adminCookie, 'GET', link.url)
    expect(expired.status).toBe(404)
    expect(await auditOf('application_cv_opened')).toEqual([])
  })
})

describe('retention', () => {
  it('deletes applications and their CVs once 12 months have passed since their opening closed', async () => {
    const closedLongAgo = await addOpening('Closed 2025-03-31', '2025-03-31')
    const closedLater = await addOpening('Closed 2025-04-01', '2025-04-01')
    const expiring = await addApplication(closedLongAgo.id)
    const kept = await addApplication(closedLater.id)
    const { url } = await cvLink(adminCookie, expiring.id)

    // The last moment of 2026-03-31 (UTC): twelve months after the end of 2025-03-31 have not passed yet.
    await pruneApplications(db, env.UPLOADS, Date.parse('2026-03-31T23:59:59.999Z'))
    expect((await db.select().from(jobApplications)).map((row) => row.id)).toEqual([expiring.id, kept.id])

    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.parse('2026-04-01T00:00:00Z'), cron: '*/5 * * * *' }),
      env,
    )
    expect((await db.select().from(jobApplications)).map((row) => row.id)).toEqual([kept.id])
    expect(await stored(expiring.cvKey)).toBe(false)
    expect(await stored(kept.cvKey)).toBe(true)
    // Its CV link went with it.
    expect(await db.select().from(cvLinks)).toEqual([])
    expect((await send(adminCookie, 'GET', url)).status).toBe(404)
  })

  it('deletes the CVs of an opening deleted with its applications, and CVs no application names, after an hour', async () => {
    const deleted = await addOpening('Deleted opening')
    const other = await addOpening('Other opening')
    const gone = await addApplication(deleted.id)
    const kept = await addApplication(other.id)
    const stray = `applications/${crypto.randomUUID()}.pdf`
    await env.UPLOADS.put(stray, PDF_BYTES)
    const response = await send(adminCookie, 'DELETE', `/api/careers/${deleted.id}`)
    expect(response.status).toBe(200)
    expect((await db.select().from(jobApplications)).map((row) => row.id)).toEqual([kept.id])

    // A CV stored within the hour may be an application whose row is still being written.
    await pruneApplications(db, env.UPLOADS, Date.now())
    expect(await stored(gone.cvKey)).toBe(true)
    expect(await stored(stray)).toBe(true)

    await pruneApplications(db, env.UPLOADS, Date.now() + 61 * MINUTE)
    expect(await stored(gone.cvKey)).toBe(false)
    expect(await stored(stray)).toBe(false)
    expect(await stored(kept.cvKey)).toBe(true)
  })

  it('drops CV links past their expiry', async () => {
    const opening = await addOpening('Data Engineer')
    const application = await addApplication(opening.id)
    await cvLink(adminCookie, application.id)
    await pruneApplications(db, env.UPLOADS, Date.now())
    expect(await db.select().from(cvLinks)).toHaveLength(1)
    await pruneApplications(db, env.UPLOADS, Date.now() + DAY)
    expect(await db.select().from(cvLinks)).toHaveLength(0)
  })
})

describe('the privacy notice', () => {
  it('says what an application keeps, why, who sees it, that it is no lead, and when it goes', async () => {
    const response = await call('/privacy-notice')
    expect(response.status).toBe(200)
    const page = await response.text()
    for (const passage of [
      'If you apply for a job: what the application form asks for and the CV you attach.',
      'Job applications: when you apply for a position on our careers pages, we keep your name, e-mail address, phone number, LinkedIn profile address, your note and your CV, to assess your application.',
      'Only the Crestline staff who review applications see them.',
      'Applications are never used for marketing and are not sent to our CRM.',
      'We delete each application and its CV 12 months after the position closes.',
      'job applications and their CVs until 12 months after the position closes',
    ])
      expect(page).toContain(passage)
  })
})
