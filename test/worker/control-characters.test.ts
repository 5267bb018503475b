import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  addStaff,
  caseStudyBody,
  cookieFor,
  documentForm,
  imageForm,
  PDF_BYTES,
  PNG_BYTES,
  povBody,
} from './auth-fixtures'
import { addDownloadableWhitepaper, addJobOpening, applicationForm } from './content-fixtures'
import { call, postJson, sendAs } from './helpers'

// One rule for text at the door: a control character other than tab, and in a one-line
// field a line break, is refused with 400 naming the field, and nothing is stored; a message of
// several lines keeps its line breaks.

const MESSAGE = 'Must not contain control characters'
const CONTROLS = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001b'],
] as const

const FILE_NAME_CONTROLS = [...CONTROLS.filter(([name]) => name !== 'NUL'), ['DEL', '\u007f']] as const

let ipCounter = 0
/** Each post from its own address, so the public endpoints' per-network limits stay out of the way. */
const fresh = () => ({ 'cf-connecting-ip': `192.0.2.${++ipCounter}` })
const rows = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0

let admin = ''
let whitepaperId = 0
let openingId = 0
beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  whitepaperId = (await addDownloadableWhitepaper('Data Quality Playbook')).id
  openingId = (await addJobOpening()).id
})

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  message: 'We would like to modernise our reporting.',
}
const landingPage = (heading: string) => ({
  title: 'Spring offer',
  description: 'A two-week data assessment.',
  path: '/lp/spring-offer',
  content: JSON.stringify({
    blocks: [
      { id: 'hero', type: 'hero', heading, blurb: 'A fixed-price assessment.', buttons: [], stats: [] },
    ],
  }),
})

interface Door {
  name: string
  /** The field the 400 names, as the API's `fields` keys it. */
  field: string
  /** The table that must not gain a row. */
  table: string
  send: (bad: string) => Promise<Response>
  /** A file's name: a NUL there never reaches the rule, the multipart body is refused whole (below). */
  fileName?: true
}

const doors: Door[] = [
  {
    name: 'contact enquiry, first name',
    field: 'firstName',
    table: 'contact_submissions',
    send: (bad) => postJson('/api/contact', { ...contact, firstName: `Ada${bad}` }, { headers: fresh() }),
  },
  {
    name: 'contact enquiry, message',
    field: 'message',
    table: 'contact_submissions',
    send: (bad) =>
      postJson(
        '/api/contact',
        { ...contact, message: `Hello there,${bad} please call.` },
        { headers: fresh() },
      ),
  },
  {
    name: 'whitepaper download request, company',
    field: 'company',
    table: 'whitepaper_downloads',
    send: (bad) =>
      postJson(
        `/api/whitepapers/${whitepaperId}/downloads`,
        { ...contact, company: `Lakeshore${bad}`, consent: true },
        { headers: fresh() },
      ),
  },
  {
    name: 'newsletter, e-mail',
    field: 'email',
    table: 'newsletter_subscriptions',
    send: (bad) =>
      postJson('/api/newsletter', { email: `ada${bad}@example.com`, consent: true }, { headers: fresh() }),
  },
  {
    name: 'create-lead, last name',
    field: 'lastName',
    table: 'crm_outbox',
    send: (bad) =>
      postJson(
        '/api/zoho/create-lead',
        { lastName: `Lovelace${bad}`, email: 'ada@example.com' },
        { headers: fresh() },
      ),
  },
  {
    name: 'track-visitor, referrer',
    field: 'referrer',
    table: 'visitor_events',
    send: (bad) =>
      postJson(
        '/api/zoho/track-visitor',
        {
          page: '/services',
          referrer: `https://search.example/${bad}`,
          userAgent: 'Mozilla/5.0 test',
          timestamp: new Date().toISOString(),
          sessionId: 'session_1732240000000_abc123',
        },
        { headers: fresh() },
      ),
  },
  {
    name: 'job application, note',
    field: 'note',
    table: 'job_applications',
    send: (bad) =>
      call(`/api/careers/${openingId}/applications`, {
        method: 'POST',
        headers: fresh(),
        body: applicationForm({
          firstName: 'Amara',
          lastName: 'Okafor',
          email: 'amara@example.com',
          phone: '+44 20 7946 0958',
          note: `I can start${bad} in March.`,
          consent: 'on',
        }),
      }),
  },
  {
    name: 'job application, the CV’s file name',
    fileName: true,
    field: 'cv',
    table: 'job_applications',
    send: (bad) =>
      call(`/api/careers/${openingId}/applications`, {
        method: 'POST',
        headers: fresh(),
        body: applicationForm(
          {
            firstName: 'Amara',
            lastName: 'Okafor',
            email: 'amara@example.com',
            phone: '+44 20 7946 0958',
            consent: 'on',
          },
          new File([PDF_BYTES], `Amara${bad}CV.pdf`, { type: 'application/pdf' }),
        ),
      }),
  },
  {
    name: 'image upload, its file name',
    fileName: true,
    field: 'image',
    table: 'media',
    send: (bad) =>
      call('/api/upload', {
        method: 'POST',
        headers: { cookie: admin },
        body: imageForm(PNG_BYTES, `photo${bad}.png`),
      }),
  },
  {
    name: 'document upload, its file name',
    fileName: true,
    field: 'document',
    table: 'audit_events',
    send: (bad) =>
      call('/api/upload/document', {
        method: 'POST',
        headers: { cookie: admin },
        body: documentForm(PDF_BYTES, `report${bad}.pdf`),
      }),
  },
  {
    name: 'hashtag, name',
    field: 'name',
    table: 'hashtags',
    send: (bad) => sendAs(admin, 'POST', '/api/hashtags', { name: `Data${bad}Mesh`, type: 'topic' }),
  },
  {
    name: 'POV, title',
    field: 'title',
    table: 'povs',
    send: (bad) => sendAs(admin, 'POST', '/api/povs', { ...povBody(), title: `Data${bad} strategy` }),
  },
  {
    name: 'page, a block’s heading',
    field: 'content.blocks.0.heading',
    table: 'pages',
    send: (bad) => sendAs(admin, 'POST', '/api/pages', landingPage(`Know your data${bad}`)),
  },
  {
    name: 'staff invitation, e-mail',
    field: 'email',
    table: 'staff_invites',
    send: (bad) =>
      sendAs(admin, 'POST', '/api/admin/staff/invites', { email: `new${bad}@example.com`, role: 'editor' }),
  },
]

describe('control characters in text from outside', () => {
  for (const door of doors) {
    for (const [name, character] of door.fileName ? FILE_NAME_CONTROLS : CONTROLS) {
      it(`${door.name}: ${name} is refused with 400 naming the field, nothing stored`, async () => {
        const before = await rows(door.table)
        const response = await door.send(character)
        expect(response.status).toBe(400)
        expect(((await response.json()) as { fields: Record<string, string> }).fields).toMatchObject({
          [door.field]: MESSAGE,
        })
        expect(await rows(door.table)).toBe(before)
      })
    }
  }

  it('a NUL in an uploaded file’s name refuses the whole multipart body with 400, nothing stored', async () => {
    for (const door of doors.filter((door) => door.fileName)) {
      const before = await rows(door.table)
      expect((await door.send('\u0000')).status, door.name).toBe(400)
      expect(await rows(door.table), door.name).toBe(before)
    }
  })

  it('a line break in a one-line field is refused, in the middle as at the end', async () => {
    for (const firstName of ['Ada\nLovelace', 'Ada\r', 'Ada\n']) {
      const response = await postJson('/api/contact', { ...contact, firstName }, { headers: fresh() })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ fields: { firstName: MESSAGE } })
    }
  })

  it('a message of several lines, with tabs, is accepted and stored as sent', async () => {
    const message = 'Hello,\n\nwe would like:\r\n\t- a data audit\n\t- a roadmap\n\nThanks'
    const before = await rows('contact_submissions')
    const response = await postJson('/api/contact', { ...contact, message }, { headers: fresh() })
    expect(response.status).toBe(200)
    expect(await rows('contact_submissions')).toBe(before + 1)
    const stored = await env.DB.prepare(
      'SELECT message FROM contact_submissions ORDER BY id DESC LIMIT 1',
    ).first<{
      message: string
    }>()
    expect(stored?.message).toBe(message)
  })

  it('content of several lines is still accepted: a case study’s results, one per line; a page', async () => {
    const caseStudy = await sendAs(admin, 'POST', '/api/case-studies', {
      ...caseStudyBody(),
      results: 'Costs down 30%\r\nReports in minutes\n\tnot days',
    })
    expect(caseStudy.status).toBe(201)
    const page = await sendAs(admin, 'POST', '/api/pages', landingPage('Know your data'))
    expect(page.status).toBe(201)
  })
})
