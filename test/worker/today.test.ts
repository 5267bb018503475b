import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { todayAnswer } from '../../src/shared/schemas/today'
import {
  contactSubmissions,
  jobApplications,
  jobOpenings,
  newsletterSubscriptions,
  pages,
  povs,
} from '../../src/worker/db/schema'
import { addStaff, caseStudyBody, cookieFor, db, jobOpeningBody, povBody } from './auth-fixtures'
import { call, freezeClock, sendAs } from './helpers'

// Today (GET /api/admin/today): what waits for the signed-in person, what is scheduled this week,
// what arrived since their last visit and what is wrong with content, in one answer.

const DAY = 24 * 60 * 60 * 1000

let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor' })).id)
})

const today = async (cookie: string) => {
  const response = await sendAs(cookie, 'GET', '/api/admin/today')
  expect(response.status).toBe(200)
  return todayAnswer.parse(await response.json())
}

async function created(cookie: string, segment: string, body: Record<string, unknown>) {
  const response = await sendAs(cookie, 'POST', `/api/${segment}`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return response.json<{ id: number; title: string }>()
}

const addEnquiry = (firstName: string, createdAt: Date) =>
  db.insert(contactSubmissions).values({
    firstName,
    lastName: 'Quinn',
    email: `${firstName.toLowerCase()}@example.test`,
    message: 'Hi',
    createdAt,
  })

describe('GET /api/admin/today', () => {
  it('answers 401 to anyone not signed in', async () => {
    const response = await call('/api/admin/today')
    expect(response.status).toBe(401)
  })

  it('gives an admin items in review and new applications, an editor their items sent back and no applications', async () => {
    const draft = await created(editor, 'povs', povBody())
    expect((await sendAs(editor, 'POST', `/api/povs/${draft.id}/review`, { action: 'submit' })).status).toBe(
      200,
    )
    const opening = await created(admin, 'careers', jobOpeningBody())
    await db.insert(jobApplications).values({
      openingId: opening.id,
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana@example.test',
      phone: '+49 30 1234567',
      cvKey: 'cv/ana.pdf',
      cvName: 'ana.pdf',
      cvType: 'application/pdf',
      cvBytes: 1200,
    })

    const forAdmin = await today(admin)
    expect(forAdmin.waiting).toContainEqual(
      expect.objectContaining({ type: 'pov', id: draft.id, reviewState: 'in_review' }),
    )
    expect(forAdmin.newSince.applications).toEqual({ count: 1 })

    const forEditor = await today(editor)
    expect(forEditor.waiting).toEqual([])
    expect(forEditor.newSince.applications).toBeNull()

    const sentBack = await sendAs(admin, 'POST', `/api/povs/${draft.id}/review`, {
      action: 'request_changes',
      note: 'Shorter, please',
    })
    expect(sentBack.status).toBe(200)
    expect((await today(editor)).waiting).toEqual([
      expect.objectContaining({ id: draft.id, reviewState: 'changes_requested', note: 'Shorter, please' }),
    ])
    expect((await today(admin)).waiting.some((item) => item.id === draft.id)).toBe(false)
  })

  it('lists published items that go public or leave the site within the next 7 days, soonest first', async () => {
    const now = Date.now()
    const at = (offset: number) => new Date(now + offset).toISOString()
    const inTwoDays = await created(admin, 'povs', {
      ...povBody(),
      isPublished: true,
      publishAt: at(2 * DAY),
    })
    const inEightDays = await created(admin, 'povs', {
      ...povBody(),
      isPublished: true,
      publishAt: at(8 * DAY),
    })
    const leaving = await created(admin, 'povs', { ...povBody(), isPublished: true, unpublishAt: at(DAY) })
    const draft = await created(admin, 'povs', povBody())
    await db
      .update(povs)
      .set({ publishAt: new Date(now + DAY) })
      .where(eq(povs.id, draft.id))

    const { scheduled } = await today(editor)
    const mine = scheduled.filter((item) =>
      [inTwoDays.id, inEightDays.id, leaving.id, draft.id].includes(item.id),
    )
    expect(mine).toEqual([
      { type: 'pov', id: leaving.id, title: leaving.title, change: 'unpublish', at: at(DAY) },
      { type: 'pov', id: inTwoDays.id, title: inTwoDays.title, change: 'publish', at: at(2 * DAY) },
    ])
  })

  it('counts what arrived since the visit before this one, a week back on the first visit', async () => {
    freezeClock()
    const first = new Date()
    vi.setSystemTime(first)
    const reader = await cookieFor((await addStaff({ role: 'editor' })).id)
    await addEnquiry('Old', new Date(first.getTime() - 8 * DAY))
    await addEnquiry('Recent', new Date(first.getTime() - 2 * DAY))
    await db.insert(newsletterSubscriptions).values({
      email: 'reader@example.test',
      source: 'subscribe-box',
      consentText: 'Yes',
      createdAt: new Date(first.getTime() - DAY),
    })

    const firstVisit = await today(reader)
    expect(firstVisit.since).toBe(new Date(first.getTime() - 7 * DAY).toISOString())
    expect(firstVisit.firstVisit).toBe(true)
    expect(firstVisit.newSince.enquiries.latest.map((enquiry) => enquiry.name)).toContain('Recent Quinn')
    expect(firstVisit.newSince.enquiries.latest.map((enquiry) => enquiry.name)).not.toContain('Old Quinn')
    expect(firstVisit.newSince.subscriptions.count).toBeGreaterThanOrEqual(1)

    vi.setSystemTime(first.getTime() + 60_000)
    await addEnquiry('Later', new Date(first.getTime() + 30_000))
    const secondVisit = await today(reader)
    expect(secondVisit.since).toBe(first.toISOString())
    expect(secondVisit.firstVisit).toBe(false)
    expect(secondVisit.newSince).toEqual({
      enquiries: {
        count: 1,
        latest: [expect.objectContaining({ name: 'Later Quinn', email: 'later@example.test' })],
      },
      applications: null,
      subscriptions: { count: 0 },
    })

    vi.setSystemTime(first.getTime() + 120_000)
    const thirdVisit = await today(reader)
    expect(thirdVisit.since).toBe(new Date(first.getTime() + 60_000).toISOString())
    expect(thirdVisit.newSince.enquiries.count).toBe(0)
  })

  it('finds images without alt text, links that answer nothing, placeholder copy and openings past their apply-by date', async () => {
    const target = await created(admin, 'povs', { ...povBody(), isPublished: true })
    const unpublished = await created(admin, 'povs', povBody())
    const noAlt = await created(admin, 'povs', {
      ...povBody(),
      featuredImage: 'https://images.example.test/harbour.jpg',
    })
    const withAlt = await created(admin, 'povs', {
      ...povBody(),
      featuredImage: 'https://images.example.test/harbour.jpg',
      featuredImageAlt: 'A harbour at dawn',
    })
    const linking = await created(admin, 'case-studies', {
      ...caseStudyBody(),
      featuredImageAlt: 'An office',
      content: [
        `[Works](/povs/${target.id})`,
        `[Draft](/povs/${unpublished.id})`,
        '[Gone](/povs/999999?ref=x#top)',
        '[Nowhere](/lp/no-such-page)',
        '[Fixed page](/about)',
      ].join('\n\n'),
    })
    const [placeholder] = await db
      .insert(pages)
      .values({
        title: 'Half-written landing page',
        description: 'A page',
        path: '/lp/half-written',
        content: JSON.stringify({
          blocks: [
            { id: 'a', type: 'markdown', text: 'Write the text here.' },
            {
              id: 'b',
              type: 'hero',
              heading: 'Spring offer',
              buttons: [{ label: 'Go', href: '/careers/888888' }],
            },
          ],
        }),
      })
      .returning()
    const closed = await created(admin, 'careers', jobOpeningBody())
    await db.update(jobOpenings).set({ applyBy: '2020-01-31' }).where(eq(jobOpenings.id, closed.id))
    const stillOpen = await created(admin, 'careers', jobOpeningBody())

    const { problems } = await today(admin)
    const about = (id: number) => problems.filter((problem) => problem.id === id)
    expect(about(noAlt.id)).toEqual([
      { type: 'pov', id: noAlt.id, title: noAlt.title, problem: 'missingAlt', detail: null },
    ])
    expect(about(withAlt.id)).toEqual([])
    expect(about(linking.id)).toEqual([
      expect.objectContaining({
        type: 'case_study',
        problem: 'brokenLink',
        detail: `/povs/${unpublished.id}`,
      }),
      expect.objectContaining({ type: 'case_study', problem: 'brokenLink', detail: '/povs/999999' }),
      expect.objectContaining({ type: 'case_study', problem: 'brokenLink', detail: '/lp/no-such-page' }),
    ])
    expect(about(placeholder!.id)).toEqual([
      expect.objectContaining({ type: 'page', problem: 'brokenLink', detail: '/careers/888888' }),
      expect.objectContaining({ type: 'page', problem: 'placeholderCopy', detail: 'Write the text here.' }),
    ])
    expect(about(closed.id)).toEqual([
      {
        type: 'job_opening',
        id: closed.id,
        title: closed.title,
        problem: 'applyByPast',
        detail: '2020-01-31',
      },
    ])
    expect(about(stillOpen.id)).toEqual([])

    // An editor is shown the problems of their own items only.
    const own = await created(editor, 'povs', {
      ...povBody(),
      featuredImage: 'https://images.example.test/desk.jpg',
    })
    const forEditor = await today(editor)
    expect(forEditor.problems.map((problem) => problem.id)).toContain(own.id)
    expect(forEditor.problems.map((problem) => problem.id)).not.toContain(noAlt.id)
    expect(forEditor.problems.every((problem) => problem.type === 'pov' && problem.id === own.id)).toBe(true)
  })
})
