import { env } from 'cloudflare:workers'
import { desc } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents } from '../../src/worker/db/schema'
import { addStaff, cookieFor, db, documentForm, PDF_BYTES, PNG_BYTES } from './auth-fixtures'
import { call } from './helpers'

const KEY = /^documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/
const MB = 1024 * 1024

let cookie: string

beforeAll(async () => {
  const editor = await addStaff({ role: 'editor' })
  cookie = await cookieFor(editor.id)
})

const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
  call('/api/upload/document', { method: 'POST', headers: { cookie, ...headers }, body })

describe('POST /api/upload/document', () => {
  it('stores a PDF under a new documents/ key with its type and answers 201 { key }', async () => {
    const response = await upload(documentForm(PDF_BYTES, 'Q3 outlook.pdf', 'application/octet-stream'))
    expect(response.status).toBe(201)
    const body = await response.json<{ key: string }>()
    expect(Object.keys(body)).toEqual(['key'])
    expect(body.key).toMatch(KEY)
    const stored = await env.UPLOADS.get(body.key)
    expect(stored?.httpMetadata?.contentType).toBe('application/pdf')
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PDF_BYTES)
    const [event] = await db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1)
    expect(event).toMatchObject({
      action: 'document_uploaded',
      targetType: 'document',
      targetId: body.key,
      targetTitle: 'Q3 outlook.pdf',
      detail: { bytes: PDF_BYTES.byteLength, type: 'application/pdf' },
    })
  })

  it('gives each upload a key of its own', async () => {
    const first = await (await upload(documentForm(PDF_BYTES))).json<{ key: string }>()
    const second = await (await upload(documentForm(PDF_BYTES))).json<{ key: string }>()
    expect(first.key).not.toBe(second.key)
  })

  it('refuses a PNG named .pdf, and text or HTML claiming to be PDF, with 415', async () => {
    const samples = [PNG_BYTES, new TextEncoder().encode('<!doctype html><p>%PDF-'), new Uint8Array()]
    for (const bytes of samples) {
      const response = await upload(documentForm(bytes, 'report.pdf', 'application/pdf'))
      expect(response.status).toBe(415)
      expect(await response.json()).toEqual({ error: 'Only PDF documents are accepted' })
    }
  })

  it('answers 413 past 20 MB, from Content-Length before reading the body, and takes exactly 20 MB', async () => {
    const big = new Uint8Array(20 * MB + 1)
    big.set(PDF_BYTES)
    const response = await upload(documentForm(big))
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'The document is larger than 20 MB' })
    const declared = await upload('x', {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(40 * MB),
    })
    expect(declared.status).toBe(413)
    const exact = new Uint8Array(20 * MB)
    exact.set(PDF_BYTES)
    expect((await upload(documentForm(exact))).status).toBe(201)
  })

  it('answers 400 without a document field and 415 for a body that is not multipart', async () => {
    const form = new FormData()
    form.append('image', new File([PDF_BYTES], 'report.pdf'))
    const missing = await upload(form)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      error: 'Invalid request',
      fields: { document: 'Choose a PDF file to upload' },
    })
    const asJson = await upload('{}', { 'content-type': 'application/json' })
    expect(asJson.status).toBe(415)
  })

  it('answers 401 signed out and 403 cross-site, storing nothing', async () => {
    const before = (await env.UPLOADS.list({ prefix: 'documents/' })).objects.length
    const signedOut = await call('/api/upload/document', { method: 'POST', body: documentForm(PDF_BYTES) })
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ error: 'Authentication required' })
    const crossSite = await upload(documentForm(PDF_BYTES), { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toEqual({ error: 'Cross-site request refused' })
    expect((await env.UPLOADS.list({ prefix: 'documents/' })).objects).toHaveLength(before)
  })

  it('serves no document by its key: only a download link reaches it', async () => {
    const { key } = await (await upload(documentForm(PDF_BYTES))).json<{ key: string }>()
    for (const path of [`/images/${key}`, `/${key}`, `/images/${key.slice('documents/'.length)}`]) {
      const response = await call(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).not.toBe('application/pdf')
    }
  })
})
