import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
// The fake's own type; type-only, so nothing from scripts/ is loaded into workerd.
import type { ReceivedPost } from '../../scripts/fake-webhook/server.ts'
import { crmOutbox, users } from '../../src/worker/db/schema'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { db, fakeZoho } from './zoho-support'

// The team hears of the review steps that ask someone to act, through the same receiver and
// outbox as the sales messages (the fake receiver here): a submission, changes requested, an approval.

const zoho = fakeZoho('review-notices')
const RECEIVER = `${env.FAKE_WEBHOOK_ORIGIN}/t/review-notices`
const HOOK = { SALES_WEBHOOK_URL: `${RECEIVER}/hooks/team` }

const received = async () => (await (await fetch(`${RECEIVER}/__fake/posts`)).json()) as ReceivedPost[]
const texts = async () => (await received()).map((post) => (post.body as { text?: string }).text)
const receiverFails = (status: number, times = 1) =>
  fetch(`${RECEIVER}/__fake/fault`, { method: 'POST', body: JSON.stringify({ status, times }) })
const webhookRows = async () =>
  (await db.select().from(crmOutbox).orderBy(crmOutbox.id)).filter((row) => row.kind === 'webhook')

let admin: string
let editor: string
let adminId: number
let editorId: number

beforeAll(async () => {
  const editorUser = await addStaff({ role: 'editor', email: 'sam.writer@example.test' })
  await db.update(users).set({ firstName: 'Sam', lastName: 'Writer' }).where(eq(users.id, editorUser.id))
  const adminUser = await addStaff({ role: 'admin', email: 'kim.lead@example.test' })
  await db.update(users).set({ firstName: 'Kim', lastName: 'Lead' }).where(eq(users.id, adminUser.id))
  editorId = editorUser.id
  adminId = adminUser.id
})

beforeEach(async () => {
  // Fresh sessions: a test's cron run, hours ahead, ends the ones it finds idle.
  editor = await cookieFor(editorId)
  admin = await cookieFor(adminId)
  await zoho.reset()
  await fetch(`${RECEIVER}/__fake/reset`, { method: 'POST' })
})

const send = (
  cookie: string,
  method: string,
  path: string,
  body: unknown,
  overrides: Record<string, string> = HOOK,
) =>
  zoho.fetch(
    path,
    { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) },
    overrides,
  )

async function draft(title: string): Promise<number> {
  const response = await send(editor, 'POST', '/api/povs', { ...povBody(), title })
  expect(response.status).toBe(201)
  return (await response.json<{ id: number }>()).id
}

async function step(cookie: string, id: number, body: unknown, overrides: Record<string, string> = HOOK) {
  const response = await send(cookie, 'POST', `/api/povs/${id}/review`, body, overrides)
  expect(response.status).toBe(200)
}

describe('the team’s review messages', () => {
  it('announce a submission once, with a link to the item in the staff app', async () => {
    const id = await draft('Data mesh, two years on')
    await step(editor, id, { action: 'submit' })
    expect(await received()).toEqual([
      {
        path: '/hooks/team',
        contentType: 'application/json',
        body: {
          text: `Submitted for review: “Data mesh, two years on” by Sam Writer. http://localhost:5173/admin/povs/${id}`,
        },
        status: 200,
      },
    ])
    expect(await webhookRows()).toMatchObject([
      { status: 'sent', attempts: 1, email: 'sam.writer@example.test' },
    ])
  })

  it('keep a submission’s message while the receiver is down and deliver it once when the cron runs', async () => {
    const id = await draft('Outage-proof')
    await receiverFails(503)
    await step(editor, id, { action: 'submit' })
    const [waiting] = await webhookRows()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    await zoho.cron((waiting?.nextAttemptAt.getTime() ?? 0) + 1000, HOOK)
    await zoho.cron((waiting?.nextAttemptAt.getTime() ?? 0) + 60 * 60 * 1000, HOOK)
    expect(await webhookRows()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }])
    expect((await received()).map((post) => post.status)).toEqual([503, 200])
  })

  it('tell of changes requested and of the approval, published or scheduled; a withdrawal says nothing', async () => {
    const id = await draft('Lakehouse costs')
    await step(editor, id, { action: 'submit' })
    await step(editor, id, { action: 'withdraw' })
    await step(editor, id, { action: 'submit' })
    await step(admin, id, { action: 'request_changes', note: 'Add the 2025 figures' })
    await step(editor, id, { action: 'submit' })
    await step(admin, id, { action: 'approve' })
    const later = await draft('Scheduled piece')
    await step(editor, later, { action: 'submit' })
    await step(admin, later, { action: 'approve', publishAt: '2099-03-02T14:30:00.000Z' })
    const link = (item: number) => `http://localhost:5173/admin/povs/${item}`
    expect(await texts()).toEqual([
      `Submitted for review: “Lakehouse costs” by Sam Writer. ${link(id)}`,
      `Submitted for review: “Lakehouse costs” by Sam Writer. ${link(id)}`,
      `Changes requested on “Lakehouse costs” by Kim Lead. ${link(id)}`,
      `Submitted for review: “Lakehouse costs” by Sam Writer. ${link(id)}`,
      `Published: “Lakehouse costs”, approved by Kim Lead. ${link(id)}`,
      `Submitted for review: “Scheduled piece” by Sam Writer. ${link(later)}`,
      `Scheduled: “Scheduled piece” for 2 March 2099 at 14:30 UTC, approved by Kim Lead. ${link(later)}`,
    ])
  })

  it('escape the title, so it cannot mention the whole channel, in Slack and in Teams', async () => {
    const id = await draft('<!channel> *now*')
    await step(editor, id, { action: 'submit' })
    await step(editor, id, { action: 'withdraw' })
    await step(editor, id, { action: 'submit' }, { ...HOOK, SALES_WEBHOOK_FORMAT: 'teams' })
    const [slack, teams] = await received()
    expect((slack?.body as { text?: string } | undefined)?.text).toBe(
      `Submitted for review: “&lt;!channel&gt; \u200b*\u200bnow\u200b*\u200b” by Sam Writer. http://localhost:5173/admin/povs/${id}`,
    )
    const card = teams?.body as { attachments: { content: { body: { text: string }[] } }[] }
    expect(card.attachments[0]?.content.body[0]?.text).toBe(
      `Submitted for review: “\\<\\!channel\\> \\*now\\*” by Sam Writer. http://localhost:5173/admin/povs/${id}`,
    )
  })

  it('queue nothing when no receiver is configured', async () => {
    const id = await draft('No receiver')
    await step(editor, id, { action: 'submit' }, {})
    expect(await webhookRows()).toEqual([])
    expect(await received()).toEqual([])
  })
})
