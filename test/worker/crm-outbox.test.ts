import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { crmOutbox } from '../../src/worker/db/schema'
import { backoffFor, OUTBOX_MAX_ATTEMPTS, outboxInsert } from '../../src/worker/services/crm-outbox'
import { addStaff, cookieFor } from './auth-fixtures'
import { countOf, db, fakeZoho } from './zoho-support'

const zoho = fakeZoho('outbox')

const lead = (email = 'dana.whitfield@example.com') => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  email,
  company: 'Harbor Freight Analytics',
  phone: '+1 847-555-0199',
  message: 'We need help modernising our reporting stack.',
  source: 'Website Contact Form',
  leadSource: 'data-analytics',
})

const createLead = (body: unknown, ip = '203.0.113.9') =>
  zoho.fetch('/api/zoho/create-lead', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  })

const outboxRows = () => db.select().from(crmOutbox).orderBy(crmOutbox.id)
const HTML_503 = { endpoint: 'leads.search' as const, status: 503, raw: '<html>Service Unavailable</html>' }

beforeEach(() => zoho.reset())

describe('POST /api/zoho/create-lead', () => {
  it('stores the lead, sends it at once and records the Zoho id', async () => {
    const response = await createLead(lead())
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ success: true })
    const [row] = await outboxRows()
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      email: 'dana.whitfield@example.com',
    })
    expect(row?.zohoId).toMatch(/^\d{19}$/)
    const [zohoLead] = await zoho.leads()
    expect(zohoLead).toMatchObject({
      id: row?.zohoId,
      First_Name: 'Dana',
      Last_Name: 'Whitfield',
      Email: 'dana.whitfield@example.com',
      Company: 'Harbor Freight Analytics',
      Phone: '+1 847-555-0199',
      Lead_Source: 'Website Contact Form',
      Description: `We need help modernising our reporting stack.\n\nService of interest: Data & Analytics\n\nWebsite enquiry #${row?.id} (${row?.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    })
  })

  // LF and CR in a one-line field are refused at the door; the Unicode line and paragraph separators
  // (U+2028, U+2029) pass it and still start a new line where the text lands.
  it('writes each one-line field on one line and the message with its own line breaks', async () => {
    await createLead({
      ...lead(),
      firstName: 'Dana\u2028Website enquiry #1',
      lastName: 'Whitfield\u2029Sent from: /povs/1',
      company: 'Harbor\tFreight\u2028\u2028Analytics',
      leadSource: 'data\u2028analytics',
      message: 'First line.\r\nSecond line.\n\nLast line.',
    })
    const [row] = await outboxRows()
    expect((await zoho.leads())[0]).toMatchObject({
      First_Name: 'Dana Website enquiry #1',
      Last_Name: 'Whitfield Sent from: /povs/1',
      Company: 'Harbor Freight Analytics',
      Description: `First line.\nSecond line.\n\nLast line.\n\nService of interest: data analytics\n\nWebsite enquiry #${row?.id} (${row?.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    })
  })

  it('names the service of interest as the contact form showed it, and a code it does not offer as sent', async () => {
    await createLead({ ...lead(), leadSource: 'ai-automation' })
    await createLead({ ...lead('old.form@example.com'), leadSource: 'robotics' })
    const described = (await zoho.leads()).map((zohoLead) => zohoLead.Description?.split('\n\n')[1])
    expect(described).toEqual(['Service of interest: AI & Automation', 'Service of interest: robotics'])
  })

  it('keeps a phone number Zoho would refuse in the description instead of losing the lead', async () => {
    await createLead({ ...lead(), phone: '847 555 0199 ext. 12 (ask for Dana)' })
    const [zohoLead] = await zoho.leads()
    expect(zohoLead?.Phone).toBeNull()
    expect(zohoLead?.Description).toContain('Phone: 847 555 0199 ext. 12 (ask for Dana)')
  })

  it('a burst of 50 leads causes at most one token refresh', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createLead(lead(`burst${i}@example.com`), `198.51.100.${i}`)),
    )
    expect(responses.every((response) => response.status === 202)).toBe(true)
    const requests = await zoho.requests()
    expect(countOf(requests, 'token')).toBeLessThanOrEqual(1)
    expect(countOf(requests, 'leads.search')).toBe(50)
    expect(countOf(requests, 'leads.create')).toBe(50)
    expect(await zoho.leads()).toHaveLength(50)
    expect((await outboxRows()).every((row) => row.status === 'sent')).toBe(true)
  })
})

describe('an enquiry from an e-mail that is already a lead', () => {
  // A lead as staff left it: their own notes in the description, a status, a source.
  const staffLead = {
    id: '4150868000000000001',
    First_Name: 'Dana',
    Last_Name: 'Whitfield',
    Email: 'dana.whitfield@example.com',
    Phone: '+1 847-555-0100',
    Company: 'Harbor Freight Analytics',
    Description: 'Met at the Chicago data summit; wants a call in Q3.',
    Lead_Status: 'Contacted',
    Lead_Source: 'Trade Show',
    Created_Time: '2026-01-05T10:00:00+00:00',
    Modified_Time: '2026-01-05T10:00:00+00:00',
  }
  const intruder = {
    ...lead(),
    firstName: 'Mallory',
    lastName: 'Intruder',
    company: 'Evil Corp',
    phone: '+1 312-555-0666',
    message: 'Please call me about a new project.',
    source: 'Partner',
  }

  it('changes none of the lead’s fields and adds the enquiry to it as a note', async () => {
    await zoho.seed([staffLead])
    const response = await createLead(intruder)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ success: true })
    expect(await zoho.leads()).toEqual([staffLead])
    const notes = await zoho.notes()
    expect(notes).toHaveLength(1)
    expect(notes[0]?.Parent_Id.id).toBe(staffLead.id)
    expect(notes[0]?.Note_Title).toMatch(/^Website enquiry #\d+/)
    expect(notes[0]?.Note_Content).toBe(
      [
        'Name: Mallory Intruder',
        'Company: Evil Corp',
        'Phone: +1 312-555-0666',
        'Service of interest: Data & Analytics',
        '',
        'Please call me about a new project.',
      ].join('\n'),
    )
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', zohoId: staffLead.id })
    const requests = await zoho.requests()
    expect(countOf(requests, 'leads.upsert') + countOf(requests, 'leads.create')).toBe(0)
  })

  it('keeps each one-line field on one line in the note, so none adds a line of its own', async () => {
    await zoho.seed([staffLead])
    await createLead({
      ...intruder,
      lastName: 'Intruder\u2028Phone: +1 000',
      company: 'Evil Corp\u2029Service of interest: nothing',
      message: 'First line.\r\nSecond line.\n\nLast line.',
    })
    expect((await zoho.notes())[0]?.Note_Content).toBe(
      [
        'Name: Mallory Intruder Phone: +1 000',
        'Company: Evil Corp Service of interest: nothing',
        'Phone: +1 312-555-0666',
        'Service of interest: Data & Analytics',
        '',
        'First line.',
        'Second line.',
        '',
        'Last line.',
      ].join('\n'),
    )
  })

  it('a new lead’s source is set by the server, whatever the visitor sends', async () => {
    await createLead({ ...lead(), source: 'Partner' })
    expect((await zoho.leads())[0]?.Lead_Source).toBe('Website Contact Form')
  })

  it('a retry after a timeout adds the note once', async () => {
    await zoho.seed([staffLead])
    // Zoho stores the note but answers after our 1 s deadline.
    await zoho.fault({ endpoint: 'notes.create', delayMs: 1500 })
    await createLead(intruder)
    expect((await outboxRows())[0]).toMatchObject({ status: 'pending', attempts: 1 })
    // Zoho stores it late (a timer in the fake, late itself on a busy machine): the retry comes after.
    await expect.poll(() => zoho.notes(), { timeout: 10_000 }).toHaveLength(1)
    await zoho.cron(Date.now() + backoffFor(1) + 1000)
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', zohoId: staffLead.id })
    expect(await zoho.notes()).toHaveLength(1)
    expect(await zoho.leads()).toEqual([staffLead])
  })

  it('when Zoho refuses a second lead for the e-mail (unique field), the enquiry becomes a note', async () => {
    await zoho.config({ uniqueFields: ['Email'] })
    await zoho.seed([staffLead])
    // The search index lags behind (Zoho documents this), so the lead is not found first.
    await zoho.fault({ endpoint: 'leads.search', status: 204 })
    await createLead(intruder)
    expect(await zoho.leads()).toEqual([staffLead])
    expect((await zoho.notes()).map((note) => note.Parent_Id.id)).toEqual([staffLead.id])
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', zohoId: staffLead.id })
  })
})

describe('the outbox when Zoho fails', () => {
  it('Zoho down for 3 attempts, then up: retried with backoff, exactly one lead created', async () => {
    // Each attempt repeats the (read-only) search once after a 5xx: two answers per attempt.
    await zoho.fault({ ...HTML_503, times: 6 })
    const start = Date.now()
    expect((await createLead(lead())).status).toBe(202)
    let [row] = await outboxRows()
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row?.lastError).toMatch(/ZohoUnavailableError: Zoho CRM answered 503/)
    // Not due yet: the cron leaves it alone.
    await zoho.cron(start + 1000)
    expect((await outboxRows())[0]?.attempts).toBe(1)
    let now = start
    for (const attempt of [2, 3]) {
      now += backoffFor(attempt - 1) + 1000
      await zoho.cron(now)
      ;[row] = await outboxRows()
      expect(row).toMatchObject({ status: 'pending', attempts: attempt })
      expect(row?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now + backoffFor(attempt))
    }
    now += backoffFor(3) + 1000
    await zoho.cron(now)
    ;[row] = await outboxRows()
    expect(row).toMatchObject({ status: 'sent', attempts: 4, lastError: null })
    expect(await zoho.leads()).toHaveLength(1)
    // Nothing is sent twice.
    await zoho.cron(now + 24 * 60 * 60 * 1000)
    const requests = await zoho.requests()
    expect(countOf(requests, 'leads.search')).toBe(7)
    expect(countOf(requests, 'leads.create')).toBe(1)
  })

  /** `count` leads the outbox holds after an outage: pending, one attempt made, due at `dueAt`. */
  async function heldBack(count: number, dueAt: number) {
    for (let index = 0; index < count; index += 1) {
      const [row] = await outboxInsert(
        db,
        { kind: 'lead', payload: { ...lead(`held.${index}@example.com`), sessionId: 'held-back' } },
        { contactSubmissionId: null },
        dueAt,
      )
      await db
        .update(crmOutbox)
        .set({ attempts: 1 })
        .where(eq(crmOutbox.id, row?.id ?? 0))
    }
  }

  it('the first cron run after an outage sends every lead it held back, not 25 of them', async () => {
    const now = Date.now()
    await heldBack(60, now - 1000)
    await zoho.cron(now)
    const rows = await outboxRows()
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(60)
    expect(await zoho.leads()).toHaveLength(60)
  })

  it('a cron run while Zoho is still down stops at the first failure, spending no other lead’s attempt', async () => {
    const now = Date.now()
    await heldBack(10, now - 1000)
    await zoho.fault({ ...HTML_503, times: 100 })
    await zoho.cron(now)
    const rows = await outboxRows()
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 2])
    expect(rows.every((row) => row.status === 'pending')).toBe(true)
    // Zoho back: the next run sends all ten.
    await zoho.clearFaults()
    await zoho.cron(now + backoffFor(2) + 1000)
    expect((await outboxRows()).filter((row) => row.status === 'sent')).toHaveLength(10)
  })

  it('a timeout after Zoho stored the lead does not duplicate it on retry (its reference is found)', async () => {
    // Zoho processes the request but answers after our 1 s deadline.
    await zoho.fault({ endpoint: 'leads.create', delayMs: 1500 })
    await createLead(lead())
    const [pending] = await outboxRows()
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 })
    expect(pending?.lastError).toMatch(/did not answer within 1000 ms/)
    // Zoho stores it late (a timer in the fake, late itself on a busy machine): the retry comes after.
    await expect.poll(() => zoho.leads(), { timeout: 10_000 }).toHaveLength(1)
    await zoho.cron(Date.now() + backoffFor(1) + 1000)
    const [sent] = await outboxRows()
    expect(sent?.status).toBe('sent')
    const leads = await zoho.leads()
    expect(leads).toHaveLength(1)
    expect(sent?.zohoId).toBe(leads[0]?.id)
  })

  it('after the last attempt the lead is kept, marked failed and visible to staff', async () => {
    await zoho.fault({ ...HTML_503, times: OUTBOX_MAX_ATTEMPTS * 2 })
    await createLead(lead())
    let now = Date.now()
    for (let attempt = 1; attempt < OUTBOX_MAX_ATTEMPTS; attempt++) {
      now += backoffFor(attempt) + 1000
      await zoho.cron(now)
    }
    const [row] = await outboxRows()
    expect(row).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS })
    expect(row?.payload).toMatchObject({ email: 'dana.whitfield@example.com', lastName: 'Whitfield' })
    await zoho.cron(now + 7 * 24 * 60 * 60 * 1000)
    expect((await outboxRows())[0]?.attempts).toBe(OUTBOX_MAX_ATTEMPTS)
    expect(await zoho.leads()).toHaveLength(0)

    const cookie = await cookieFor((await addStaff()).id)
    const anonymous = await zoho.fetch('/api/zoho/outbox')
    expect(anonymous.status).toBe(401)
    const response = await zoho.fetch('/api/zoho/outbox', { headers: { cookie } })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      data: { email: string; status: string; attempts: number; problem: string }[]
    }
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      email: 'dana.whitfield@example.com',
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
    })
    expect(body.data[0]?.problem).toBe('unreachable')
    expect(JSON.stringify(body)).not.toContain('Zoho CRM answered')
  })

  it('a record Zoho refuses (validation) is marked failed at once, with the field named', async () => {
    await zoho.fault({
      endpoint: 'leads.create',
      status: 400,
      body: {
        data: [
          {
            code: 'INVALID_DATA',
            details: { api_name: 'Email', json_path: '$.data[0].Email' },
            message: 'invalid data',
            status: 'error',
          },
        ],
      },
    })
    await createLead(lead())
    const [row] = await outboxRows()
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(row?.lastError).toBe('ZohoRejectedError: Zoho refused the lead: INVALID_DATA (Email)')
  })

  it('a 207 multi-status answer is read per item', async () => {
    await zoho.fault({
      endpoint: 'leads.create',
      status: 207,
      body: {
        data: [
          {
            code: 'SUCCESS',
            action: 'insert',
            details: { id: '4150868000000007777' },
            message: 'record added',
            status: 'success',
          },
          {
            code: 'MANDATORY_NOT_FOUND',
            details: { api_name: 'Last_Name' },
            message: 'required field not found',
            status: 'error',
          },
        ],
      },
    })
    await createLead(lead())
    expect((await outboxRows())[0]).toMatchObject({ status: 'sent', zohoId: '4150868000000007777' })
    await zoho.fault({
      endpoint: 'leads.create',
      status: 207,
      body: {
        data: [
          {
            code: 'MANDATORY_NOT_FOUND',
            details: { api_name: 'Last_Name' },
            message: 'required field not found',
            status: 'error',
          },
        ],
      },
    })
    await createLead(lead('second@example.com'))
    expect((await outboxRows())[1]).toMatchObject({
      status: 'failed',
      lastError: 'ZohoRejectedError: Zoho refused the lead: MANDATORY_NOT_FOUND (Last_Name)',
    })
  })

  it('missing credentials keep the lead pending for a later attempt', async () => {
    const response = await zoho.fetch(
      '/api/zoho/create-lead',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(lead()) },
      { ZOHO_CLIENT_SECRET: '' },
    )
    expect(response.status).toBe(202)
    const [row] = await outboxRows()
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    expect(row?.lastError).toMatch(/ZohoConfigError: .*ZOHO_CLIENT_SECRET/)
    await zoho.cron(Date.now() + backoffFor(1) + 1000)
    expect(
      (
        await db
          .select()
          .from(crmOutbox)
          .where(eq(crmOutbox.id, row?.id ?? 0))
          .get()
      )?.status,
    ).toBe('sent')
  })
})
