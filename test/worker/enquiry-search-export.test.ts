import { beforeEach, describe, expect, it } from 'vitest'
import { contactSubmissions, crmOutbox, whitepaperDownloads } from '../../src/worker/db/schema'
import { addStaff, cookieFor } from './auth-fixtures'
import { db, fakeZoho } from './zoho-support'

const zoho = fakeZoho('enquiry-search')
let cookie = ''
const get = (path: string, signedIn = true) => zoho.fetch(path, signedIn ? { headers: { cookie } } : {})
const names = async (response: Response) => {
  expect(response.status).toBe(200)
  return ((await response.json()) as { firstName: string }[]).map((row) => row.firstName)
}

let nextToken = 0
type Enquiry = typeof contactSubmissions.$inferInsert
type Download = typeof whitepaperDownloads.$inferInsert
const enquiry = (fields: Partial<Enquiry>): Enquiry => ({
  firstName: 'Someone',
  lastName: 'Else',
  email: 'someone@example.com',
  message: 'A long enough message',
  ...fields,
})
const download = (fields: Partial<Download>): Download => ({
  whitepaperTitle: 'Cloud Cost Playbook',
  firstName: 'Someone',
  lastName: 'Else',
  email: 'someone@example.com',
  company: 'Elsewhere Ltd',
  tokenHash: `token-${++nextToken}`,
  expiresAt: new Date('2026-04-01T00:00:00.000Z'),
  createdAt: new Date('2026-03-01T00:00:00.000Z'),
  ...fields,
})

beforeEach(async () => {
  await zoho.reset()
  await db.delete(contactSubmissions)
  await db.delete(whitepaperDownloads)
  cookie ||= await cookieFor((await addStaff()).id)
})

describe('searching enquiries and download requests', () => {
  beforeEach(async () => {
    await db.insert(contactSubmissions).values([
      enquiry({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@analytical.example',
        company: 'Acme Widgets',
        message: 'We need 50% more throughput',
      }),
      enquiry({ firstName: 'Bob', message: 'About 50 of your products' }),
      enquiry({ firstName: 'Cy', message: 'Our key is a_b' }),
      enquiry({ firstName: 'Di', message: 'Our key is axb' }),
      enquiry({ firstName: 'Ed', message: 'Files live in c:\\temp' }),
    ])
    await db.insert(whitepaperDownloads).values([
      download({
        firstName: 'Fay',
        lastName: 'Moss',
        company: 'Harbour Freight',
        email: 'fay@harbour.example',
      }),
      download({ firstName: 'Gus', whitepaperTitle: 'Data Mesh in Practice' }),
    ])
  })

  it('finds enquiries by name, e-mail, company or message, ignoring case', async () => {
    expect(await names(await get('/api/enquiries?q=ada%20LOVELACE'))).toEqual(['Ada'])
    expect(await names(await get('/api/enquiries?q=ANALYTICAL'))).toEqual(['Ada'])
    expect(await names(await get('/api/enquiries?q=acme'))).toEqual(['Ada'])
    expect(await names(await get('/api/enquiries?q=THROUGHPUT'))).toEqual(['Ada'])
    expect(await names(await get('/api/enquiries?q=nobody-has-this'))).toEqual([])
    expect(await names(await get('/api/enquiries?q=%20%20'))).toHaveLength(5)
  })

  it('takes %, _ and \\ in the search literally, and a search of 100 characters', async () => {
    expect(await names(await get(`/api/enquiries?q=${encodeURIComponent('50%')}`))).toEqual(['Ada'])
    expect(await names(await get('/api/enquiries?q=a_b'))).toEqual(['Cy'])
    expect(await names(await get(`/api/enquiries?q=${encodeURIComponent('c:\\t')}`))).toEqual(['Ed'])
  })

  it('finds download requests by name, e-mail, company or whitepaper', async () => {
    expect(await names(await get('/api/enquiries/downloads?q=fay%20moss'))).toEqual(['Fay'])
    expect(await names(await get('/api/enquiries/downloads?q=HARBOUR.example'))).toEqual(['Fay'])
    expect(await names(await get('/api/enquiries/downloads?q=harbour%20freight'))).toEqual(['Fay'])
    expect(await names(await get('/api/enquiries/downloads?q=data%20mesh'))).toEqual(['Gus'])
    expect(await names(await get('/api/enquiries/downloads'))).toEqual(['Gus', 'Fay'])
  })

  it('answers 400 with the field message for a search over 100 characters', async () => {
    for (const path of [
      '/api/enquiries',
      '/api/enquiries/downloads',
      '/api/enquiries/export.csv',
      '/api/enquiries/downloads/export.csv',
    ]) {
      const response = await get(`${path}?q=${'x'.repeat(101)}`)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Invalid request',
        fields: { q: 'Search text must be at most 100 characters' },
      })
    }
    expect(await names(await get(`/api/enquiries?q=${'x'.repeat(100)}`))).toEqual([])
  })

  it('is for signed-in staff only', async () => {
    for (const path of [
      '/api/enquiries?q=ada',
      '/api/enquiries/downloads?q=fay',
      '/api/enquiries/export.csv',
      '/api/enquiries/downloads/export.csv?q=fay',
    ])
      expect((await get(path, false)).status).toBe(401)
  })
})

const HEADINGS =
  'Received,First name,Last name,Email,Phone,Company,Service,Message,Newsletter,Sent from,Came from,CRM lead\r\n'

describe('CSV exports', () => {
  it('writes RFC 4180 with CRLF, quotes what needs it and defuses cells a spreadsheet would run', async () => {
    await db.insert(contactSubmissions).values([
      enquiry({
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: '+Smith',
        email: 'csv.row@quill.example',
        phone: '-1 555 0100',
        company: 'Quill, Ink & Co',
        service: '@SUM(A1)',
        message: 'He said "hi"\nand left',
        newsletter: true,
        attribution: { referrerHost: 'www.linkedin.com', landingPage: '/services' },
        createdAt: new Date('2026-03-05T10:30:00.000Z'),
      }),
      enquiry({ firstName: 'Not', email: 'other@example.com' }),
    ])
    const response = await get('/api/enquiries/export.csv?q=quill')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    // The byte order mark, so that Excel reads UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.slice(3))).toBe(
      HEADINGS +
        '2026-03-05T10:30:00.000Z,' +
        `"'=HYPERLINK(""http://evil.example"",""click"")",` +
        "'+Smith," +
        'csv.row@quill.example,' +
        "'-1 555 0100," +
        '"Quill, Ink & Co",' +
        "'@SUM(A1)," +
        '"He said ""hi""\nand left",' +
        'Yes,' +
        ',' +
        '"Referred by: www.linkedin.com\nLanding page: /services",' +
        'Not forwarded\r\n',
    )
  })

  it('quotes a cell with a semicolon or tab, which spreadsheets set to those separators split on', async () => {
    await db
      .insert(contactSubmissions)
      .values(enquiry({ firstName: 'x;=1+1', lastName: 'y\t=2+2', email: 'split.cells@example.com' }))
    const lines = (await (await get('/api/enquiries/export.csv?q=split.cells')).text()).split('\r\n')
    expect(lines[1]?.split(',').slice(1, 3)).toEqual(['"x;=1+1"', '"y\t=2+2"'])
  })

  it('names the service of interest as the contact form showed it, and a code it does not offer as stored', async () => {
    await db.insert(contactSubmissions).values([
      enquiry({
        firstName: 'Ai',
        service: 'ai-automation',
        createdAt: new Date('2026-03-07T09:00:00.000Z'),
      }),
      enquiry({ firstName: 'Old', service: 'robotics', createdAt: new Date('2026-03-06T09:00:00.000Z') }),
      enquiry({ firstName: 'None', createdAt: new Date('2026-03-05T09:00:00.000Z') }),
    ])
    const rows = (await (await get('/api/enquiries/export.csv')).text()).split('\r\n').slice(1, -1)
    expect(rows.map((row) => [row.split(',')[1], row.split(',')[6]])).toEqual([
      ['Ai', 'AI & Automation'],
      ['Old', 'robotics'],
      ['None', ''],
    ])
  })

  it('exports every enquiry without a search, and only the headings when none matches', async () => {
    await db.insert(contactSubmissions).values([enquiry({ firstName: 'One' }), enquiry({ firstName: 'Two' })])
    const all = await (await get('/api/enquiries/export.csv')).text()
    expect(all.split('\r\n')).toHaveLength(4)
    expect(await (await get('/api/enquiries/export.csv?q=nobody-has-this')).text()).toBe(HEADINGS)
  })

  it('exports download requests, a tab or carriage return at the start defused too', async () => {
    await db.insert(whitepaperDownloads).values([
      download({
        firstName: 'Fay',
        lastName: 'Moss',
        email: 'fay@harbour.example',
        company: 'Harbour Freight',
        jobTitle: '\tHead of Data',
        whitepaperTitle: '\rCloud Cost Playbook',
        createdAt: new Date('2026-03-06T08:00:00.000Z'),
      }),
      download({ firstName: 'Gus' }),
    ])
    const response = await get('/api/enquiries/downloads/export.csv?q=harbour')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="download-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(await response.text()).toBe(
      'Received,First name,Last name,Email,Company,Job title,Whitepaper,Came from,CRM lead\r\n' +
        `2026-03-06T08:00:00.000Z,Fay,Moss,fay@harbour.example,Harbour Freight,"'\tHead of Data",` +
        `"'\rCloud Cost Playbook",,Not forwarded\r\n`,
    )
  })
})

describe('a CRM configuration error, as staff see it', () => {
  const NOT_SET_UP =
    'Waiting to be sent (1 attempt so far): The CRM connection is not set up: an administrator adds or corrects the Zoho settings (docs/configuration.md); waiting leads go out once that is done'

  it('is advice in the lists and the export, never the raw error, which stays in the outbox', async () => {
    const contact = {
      firstName: 'Lee',
      lastName: 'Ortiz',
      email: 'lee.ortiz@example.com',
      company: 'Ortiz Advisory',
      message: 'A long enough message',
      newsletter: false,
    }
    const post = (path: string, body: unknown) =>
      zoho.fetch(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': '192.0.2.9' },
          body: JSON.stringify(body),
        },
        { ZOHO_CLIENT_ID: '' },
      )
    expect((await post('/api/contact', contact)).status).toBe(200)
    expect((await post('/api/zoho/create-lead', { ...contact, message: contact.message })).status).toBe(202)
    const [row] = await db.select().from(crmOutbox)
    expect(row?.lastError).toMatch(/^ZohoConfigError: .*set ZOHO_CLIENT_ID/)

    const listed = await (await get('/api/enquiries?q=ortiz')).text()
    expect(JSON.parse(listed)).toMatchObject([
      { email: 'lee.ortiz@example.com', lead: { status: 'pending', attempts: 1, problem: 'not-set-up' } },
    ])
    const outbox = await (await get('/api/zoho/outbox')).text()
    expect(JSON.parse(outbox)).toMatchObject({ data: [{ problem: 'not-set-up' }] })
    const exported = await (await get('/api/enquiries/export.csv?q=ortiz')).text()
    // Quoted: the advice holds a semicolon.
    expect(exported.endsWith(`,"${NOT_SET_UP}"\r\n`)).toBe(true)
    for (const answer of [listed, outbox, exported]) {
      expect(answer).not.toContain('ZOHO_')
      expect(answer).not.toContain('ZohoConfigError')
    }
  })
})
