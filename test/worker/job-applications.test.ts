import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { createDb } from '../../src/worker/db/client'
import { crmOutbox, jobApplications, jobOpenings } from '../../src/worker/db/schema'
import { readConfig } from '../../src/worker/env'
import { storeApplication } from '../../src/worker/services/careers/application-intake'
import { PDF_BYTES } from './auth-fixtures'
import { addJobOpening, applicationForm, staffCookie } from './content-fixtures'
import { call, freezeClock } from './helpers'

const db = createDb(env.DB)

const MB = 1024 * 1024
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
const CV_KEY = /^applications\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx)$/

/** A ZIP file of stored (uncompressed) entries, with its central directory, as a Word file is one. */
function zipFile(entries: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder()
  const locals: number[] = []
  const central: number[] = []
  const u16 = (value: number) => [value & 0xff, (value >> 8) & 0xff]
  const u32 = (value: number) => [...u16(value & 0xffff), ...u16(value >>> 16)]
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = [...encoder.encode(name)]
    const data = [...encoder.encode(text)]
    const offset = locals.length
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0)]
    const sizes = [...u32(data.length), ...u32(data.length), ...u16(nameBytes.length), ...u16(0)]
    locals.push(0x50, 0x4b, 0x03, 0x04, ...common, ...sizes, ...nameBytes, ...data)
    central.push(0x50, 0x4b, 0x01, 0x02, ...u16(20), ...common, ...sizes)
    central.push(...u16(0), ...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...nameBytes)
  }
  const count = Object.keys(entries).length
  const end = [0x50, 0x4b, 0x05, 0x06, ...u16(0), ...u16(0), ...u16(count), ...u16(count)]
  end.push(...u32(central.length), ...u32(locals.length), ...u16(0))
  return Uint8Array.from([...locals, ...central, ...end])
}

const DOCX_BYTES = zipFile({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
})
const XLSX_BYTES = zipFile({
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'xl/workbook.xml': '<?xml version="1.0"?><workbook/>',
})
const PNG_BYTES = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
])

const applicant = {
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara.okafor@example.com',
  phone: '+44 20 7946 0958',
  linkedin: 'https://www.linkedin.com/in/amara-okafor',
  note: 'I can start in March.',
  consent: 'on',
}

const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)

let ipCounter = 0
const freshIp = () => `203.0.113.${++ipCounter}`

const withCv = (
  fields: Record<string, string> = applicant,
  cv: File | null = new File([PDF_BYTES], 'Amara Okafor CV.pdf', { type: 'application/pdf' }),
) => applicationForm(fields, cv)

const apply = (openingId: number | string, form: FormData = withCv(), ip = freshIp()) =>
  call(`/api/careers/${openingId}/applications`, {
    method: 'POST',
    headers: { 'cf-connecting-ip': ip },
    body: form,
  })

const storedApplications = () => db.select().from(jobApplications).orderBy(jobApplications.id)
const storedCvKeys = async () =>
  (await env.UPLOADS.list({ prefix: 'applications/' })).objects.map((o) => o.key)

beforeEach(async () => {
  await db.delete(jobApplications)
  await db.delete(jobOpenings)
  await db.delete(crmOutbox)
  const keys = await storedCvKeys()
  if (keys.length) await env.UPLOADS.delete(keys)
})

describe('POST /api/careers/:id/applications', () => {
  it('stores the application and its PDF CV in R2, and answers 201 with nothing about them', async () => {
    const opening = await addJobOpening()
    const response = await apply(opening.id)
    expect(response.status).toBe(201)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ ok: true })
    expect(text).not.toContain('applications/')

    const [row, ...others] = await storedApplications()
    expect(others).toHaveLength(0)
    expect(row).toMatchObject({
      openingId: opening.id,
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara.okafor@example.com',
      phone: '+44 20 7946 0958',
      linkedin: 'https://www.linkedin.com/in/amara-okafor',
      note: 'I can start in March.',
      cvName: 'Amara Okafor CV.pdf',
      cvType: 'application/pdf',
      cvBytes: PDF_BYTES.byteLength,
      status: 'new',
      staffNotes: null,
    })
    expect(row?.cvKey).toMatch(CV_KEY)
    expect(row?.cvKey.endsWith('.pdf')).toBe(true)
    const object = await env.UPLOADS.get(row!.cvKey)
    expect(object).not.toBeNull()
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(PDF_BYTES)
    expect(object!.httpMetadata?.contentType).toBe('application/pdf')
    expect(await storedCvKeys()).toEqual([row!.cvKey])
  })

  it('stores a Word CV by its bytes, and the optional fields as empty', async () => {
    const opening = await addJobOpening()
    const { linkedin: _l, note: _n, ...required } = applicant
    // Named .pdf and declared as a PDF, but a Word document: the bytes decide.
    const cv = new File([DOCX_BYTES], 'cv.pdf', { type: 'application/pdf' })
    expect((await apply(opening.id, withCv(required, cv))).status).toBe(201)
    const [row] = await storedApplications()
    expect(row).toMatchObject({
      linkedin: null,
      note: null,
      cvType: DOCX_TYPE,
      cvBytes: DOCX_BYTES.byteLength,
    })
    expect(row?.cvKey).toMatch(/\.docx$/)
    const object = await env.UPLOADS.get(row!.cvKey)
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(DOCX_BYTES)
    expect(object!.httpMetadata?.contentType).toBe(DOCX_TYPE)
  })

  it.each([
    ['PNG bytes named .pdf', new File([PNG_BYTES], 'cv.pdf', { type: 'application/pdf' })],
    ['a text file renamed .docx', new File(['Amara Okafor, data engineer'], 'cv.docx', { type: DOCX_TYPE })],
    ['a spreadsheet (a ZIP without word/)', new File([XLSX_BYTES], 'cv.docx', { type: DOCX_TYPE })],
    ['the ZIP signature alone', new File([Uint8Array.of(0x50, 0x4b, 3, 4, 0, 0)], 'cv.docx')],
  ])('refuses %s with 415 and stores nothing', async (_name, cv) => {
    const opening = await addJobOpening()
    const response = await apply(opening.id, withCv(applicant, cv))
    expect(response.status).toBe(415)
    expect(await response.json()).toEqual({
      error: 'Your CV must be a PDF or Word (.docx) file',
      fields: { cv: 'Your CV must be a PDF or Word (.docx) file' },
    })
    expect(await storedApplications()).toHaveLength(0)
    expect(await storedCvKeys()).toHaveLength(0)
  })

  it('refuses a CV over 10 MB with 413, and a body too large for one before reading it', async () => {
    const opening = await addJobOpening()
    const justOver = new Uint8Array(10 * MB + 1)
    justOver.set(PDF_BYTES)
    const response = await apply(opening.id, withCv(applicant, new File([justOver], 'cv.pdf')))
    expect(response.status).toBe(413)
    expect((await response.json<{ error: string }>()).error).toBe('Your CV must be at most 10 MB')

    const huge = new Uint8Array(11 * MB)
    huge.set(PDF_BYTES)
    const body = await new Response(withCv(applicant, new File([huge], 'cv.pdf'))).blob()
    const early = await call(`/api/careers/${opening.id}/applications`, {
      method: 'POST',
      headers: {
        'cf-connecting-ip': freshIp(),
        'content-type': body.type,
        'content-length': String(body.size),
      },
      body,
    })
    expect(early.status).toBe(413)
    expect(await early.json()).toEqual({ error: 'Your CV must be at most 10 MB' })

    // Exactly 10 MB is accepted.
    const atLimit = new Uint8Array(10 * MB)
    atLimit.set(PDF_BYTES)
    expect((await apply(opening.id, withCv(applicant, new File([atLimit], 'cv.pdf')))).status).toBe(201)
    expect(await storedApplications()).toHaveLength(1)
  })

  it('answers 400 with field messages for a missing CV, missing consent and a bad e-mail', async () => {
    const opening = await addJobOpening()
    const { consent: _consent, ...withoutConsent } = applicant
    const response = await apply(opening.id, withCv({ ...withoutConsent, email: 'amara@' }, null))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Invalid request',
      fields: {
        cv: 'Please attach your CV',
        consent: 'Please agree to us keeping your application',
        email: 'Invalid email address',
      },
    })
    // An unchosen file input posts an empty file: no CV either.
    const empty = await apply(opening.id, withCv(applicant, new File([], '')))
    expect(empty.status).toBe(400)
    expect((await empty.json<{ fields: Record<string, string> }>()).fields).toEqual({
      cv: 'Please attach your CV',
    })

    const unticked = await apply(opening.id, withCv({ ...applicant, consent: 'false' }))
    expect(unticked.status).toBe(400)
    expect((await unticked.json<{ fields: Record<string, string> }>()).fields).toEqual({
      consent: 'Please agree to us keeping your application',
    })

    const noLinkedin = await apply(opening.id, withCv({ ...applicant, linkedin: 'https://example.com/me' }))
    expect((await noLinkedin.json<{ fields: Record<string, string> }>()).fields).toEqual({
      linkedin: 'LinkedIn address must be a linkedin.com address',
    })
    expect(await storedApplications()).toHaveLength(0)
    expect(await storedCvKeys()).toHaveLength(0)
  })

  it('refuses a body that is not multipart with 415', async () => {
    const opening = await addJobOpening()
    const response = await call(`/api/careers/${opening.id}/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
      body: JSON.stringify(applicant),
    })
    expect(response.status).toBe(415)
  })

  it('accepts a filled honeypot with the normal answer but keeps nothing', async () => {
    const opening = await addJobOpening()
    const response = await apply(opening.id, withCv({ ...applicant, website: 'https://spam.example' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(await storedApplications()).toHaveLength(0)
    expect(await storedCvKeys()).toHaveLength(0)
  })

  it('allows 5 posts per network per window, then 429 with Retry-After', async () => {
    freezeClock()
    const opening = await addJobOpening()
    const ip = freshIp()
    for (let i = 0; i < 5; i += 1) expect((await apply(opening.id, withCv(), ip)).status).toBe(201)
    const limited = await apply(opening.id, withCv(), ip)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.' })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await storedApplications()).toHaveLength(5)
    expect((await apply(opening.id, withCv(), freshIp())).status).toBe(201)
  })

  it('answers 404 for an unknown, unpublished or not yet (or no longer) scheduled opening, even to staff', async () => {
    const draft = await addJobOpening({ isPublished: false })
    const scheduled = await addJobOpening({ publishAt: new Date(Date.now() + 86_400_000) })
    const withdrawn = await addJobOpening({ unpublishAt: new Date(Date.now() - 1000) })
    const cookie = await staffCookie('careers-staff@example.com')
    for (const id of [draft.id, scheduled.id, withdrawn.id, 999_999]) {
      const response = await apply(id)
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ error: 'This job opening is not available' })
      const asStaff = await call(`/api/careers/${id}/applications`, {
        method: 'POST',
        headers: { 'cf-connecting-ip': freshIp(), cookie },
        body: withCv(),
      })
      expect(asStaff.status).toBe(404)
    }
    expect((await apply('not-a-number')).status).toBe(400)
    expect(await storedApplications()).toHaveLength(0)
    expect(await storedCvKeys()).toHaveLength(0)
  })

  it('answers 409 once the apply-by day (UTC) is past, and takes applications through that day', async () => {
    freezeClock()
    const closed = await addJobOpening({ applyBy: utcDay(-1) })
    const response = await apply(closed.id)
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: 'This position is no longer taking applications' })
    expect(await storedApplications()).toHaveLength(0)

    const lastDay = await addJobOpening({ applyBy: utcDay(0) })
    expect((await apply(lastDay.id)).status).toBe(201)
  })

  it('refuses a cross-site post', async () => {
    const opening = await addJobOpening()
    const response = await call(`/api/careers/${opening.id}/applications`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'cf-connecting-ip': freshIp() },
      body: withCv(),
    })
    expect(response.status).toBe(403)
    expect(await storedApplications()).toHaveLength(0)
  })

  it('never makes a CV public, and sends nothing to the CRM', async () => {
    const opening = await addJobOpening()
    expect((await apply(opening.id)).status).toBe(201)
    const [row] = await storedApplications()
    const key = row!.cvKey
    const file = key.slice('applications/'.length)
    const paths = [
      '/api/careers',
      '/api/careers/cards',
      `/api/careers/${opening.id}`,
      `/careers/${opening.id}`,
      '/careers',
      `/images/${key}`,
      `/images/${encodeURIComponent(key)}`,
      `/images/${file}`,
      `/downloads/${key}`,
      `/downloads/${encodeURIComponent(key)}`,
      `/downloads/${file}`,
      `/${key}`,
    ]
    for (const path of paths) {
      const response = await call(path)
      const body = await response.text()
      expect(body, path).not.toContain(key)
      expect(body, path).not.toContain(file)
      expect(body.startsWith('%PDF'), path).toBe(false)
      expect(response.headers.get('content-type') ?? '', path).not.toContain('application/pdf')
    }
    expect(await db.select().from(crmOutbox)).toHaveLength(0)
  })
})

describe('storing an application', () => {
  it('deletes the stored CV again when its row cannot be written', async () => {
    const cv = new File([PDF_BYTES], 'cv.pdf')
    const { consent: _consent, ...fields } = applicant
    // No such opening: the row's foreign key refuses it after the CV was put.
    const noSuchOpening = { id: 424_242, title: 'Gone' }
    await expect(
      storeApplication(db, readConfig(env), env.UPLOADS, noSuchOpening, fields, cv, 'pdf'),
    ).rejects.toThrow()
    expect(await storedCvKeys()).toHaveLength(0)
    expect(await storedApplications()).toHaveLength(0)
  })
})

describe('the application form without JavaScript', () => {
  const postPage = (openingId: number, form: FormData, ip = freshIp()) =>
    call(`/careers/${openingId}`, { method: 'POST', headers: { 'cf-connecting-ip': ip }, body: form })

  /** The page's text as a reader gets it: no tags, entities decoded. */
  const textOf = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')

  it('is served as a multipart POST to the opening’s own page', async () => {
    const opening = await addJobOpening()
    const html = await (await call(`/careers/${opening.id}`)).text()
    const form = html.match(new RegExp(`<form[^>]*action="/careers/${opening.id}"[^>]*>`))?.[0]
    expect(form).toContain('method="post"')
    // React writes the attribute as encType; HTML attribute names are case-insensitive.
    expect(form?.toLowerCase()).toContain('enctype="multipart/form-data"')
    expect(html).toMatch(/<input[^>]*type="file"[^>]*name="cv"|<input[^>]*name="cv"[^>]*type="file"/)
  })

  it('stores a posted application with its CV and answers with the page saying so', async () => {
    const opening = await addJobOpening()
    const response = await postPage(opening.id, withCv())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(textOf(html)).toContain(
      'Thank you — your application has been received. We will be in touch by e-mail.',
    )
    expect(html).not.toContain('applications/')
    const [row] = await storedApplications()
    expect(row).toMatchObject({
      openingId: opening.id,
      email: 'amara.okafor@example.com',
      cvType: 'application/pdf',
    })
    expect(await storedCvKeys()).toEqual([row!.cvKey])
  })

  it('answers a refused post with the page, the messages by their fields and the typed values', async () => {
    const opening = await addJobOpening()
    const { consent: _consent, ...withoutConsent } = applicant
    const response = await postPage(opening.id, withCv(withoutConsent))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(textOf(html)).toContain('Please agree to us keeping your application')
    expect(html).toMatch(/name="firstName"[^>]*value="Amara"|value="Amara"[^>]*name="firstName"/)
    expect(await storedApplications()).toHaveLength(0)

    const wrong = await postPage(opening.id, withCv(applicant, new File([PNG_BYTES], 'cv.pdf')))
    expect(wrong.status).toBe(415)
    expect(textOf(await wrong.text())).toContain('Your CV must be a PDF or Word (.docx) file')

    const closed = await addJobOpening({ applyBy: utcDay(-1) })
    const late = await postPage(closed.id, withCv())
    expect(late.status).toBe(409)
    // The page of a closed opening shows no form, but says it is closed.
    expect(textOf(await late.text())).toContain('Applications Closed')
    expect(await storedApplications()).toHaveLength(0)
  })

  it('says a body too large for a CV on the page, without reading it', async () => {
    const opening = await addJobOpening()
    const huge = new Uint8Array(11 * MB)
    huge.set(PDF_BYTES)
    const body = await new Response(withCv(applicant, new File([huge], 'cv.pdf'))).blob()
    const response = await call(`/careers/${opening.id}`, {
      method: 'POST',
      headers: {
        'cf-connecting-ip': freshIp(),
        'content-type': body.type,
        'content-length': String(body.size),
      },
      body,
    })
    expect(response.status).toBe(413)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(textOf(await response.text())).toContain('Your CV must be at most 10 MB')
    expect(await storedCvKeys()).toHaveLength(0)
  })
})
