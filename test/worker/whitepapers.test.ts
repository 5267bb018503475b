import { beforeAll, describe, expect, it } from 'vitest'
import type { Whitepaper } from '../../src/shared/content/types/whitepaper'
import type { AuditEvent } from '../../src/shared/types'
import { jsonLdNode } from '../support/json-ld'
import { addStaff, cookieFor, hashtagBody } from './auth-fixtures'
import { call, sendAs as send } from './helpers'

// Whitepapers, the third content type, come entirely from the content core: these
// tests pin what a staff client and a visitor see of them, as literal texts.

const DOCUMENT = 'documents/0b7c4f2e-8d61-4a3b-9f50-2c1e7d9a6b34.pdf'

let admin: string
let editor: string

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Data Platform Modernisation',
  description: 'A field guide to moving a warehouse to the lakehouse',
  content: 'First paragraph.\nSecond paragraph.',
  excerpt: 'How to modernise without a big bang',
  author: 'Dana Reyes',
  publishedDate: '2025-05-01',
  featuredImage: '/images/seed/cover.webp',
  documentKey: DOCUMENT,
  isPublished: true,
  hashtags: [],
  ...overrides,
})

async function create(overrides: Record<string, unknown> = {}): Promise<Whitepaper> {
  const response = await send(admin, 'POST', '/api/whitepapers', body(overrides))
  expect(response.status).toBe(201)
  return response.json()
}

async function hashtag(name: string): Promise<number> {
  const response = await send(admin, 'POST', '/api/hashtags', { ...hashtagBody(), name })
  expect(response.status).toBe(201)
  return (await response.json<{ id: number }>()).id
}

/** A page as a visitor gets it. */
async function page(path: string) {
  const response = await call(path)
  const html = await response.text()
  return {
    response,
    html,
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    report: jsonLdNode(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1], 'Report'),
  }
}

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor' })).id)
})

describe('whitepapers in the staff API', () => {
  it('creates with hashtags, reads back, updates and deletes, each with its audit event', async () => {
    const tag = await hashtag('Lakehouse')
    const paper = await create({ title: 'Lakehouse Field Guide', hashtags: [tag], isPublished: false })
    expect(paper).toMatchObject({
      title: 'Lakehouse Field Guide',
      documentKey: DOCUMENT,
      featuredImage: '/images/seed/cover.webp',
      isPublished: false,
      hashtags: [{ id: tag, name: 'Lakehouse' }],
    })

    const updated = await send(admin, 'PUT', `/api/whitepapers/${paper.id}`, {
      ...body({ title: 'Lakehouse Field Guide, 2nd edition' }),
      documentKey: '',
      featuredImage: '',
    })
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({
      documentKey: null,
      featuredImage: null,
      isPublished: true,
      hashtags: [],
    })

    const removed = await send(admin, 'DELETE', `/api/whitepapers/${paper.id}`)
    expect(removed.status).toBe(200)
    expect((await send(admin, 'GET', `/api/whitepapers/${paper.id}`)).status).toBe(404)

    const audit = await send(admin, 'GET', '/api/admin/audit?limit=100')
    const events = (await audit.json<AuditEvent[]>()).filter((event) => event.target?.id === String(paper.id))
    expect(
      events.filter((event) => event.target?.type === 'whitepaper').map((event) => event.action),
    ).toEqual(['content_deleted', 'content_updated', 'content_published', 'content_created'])
  })

  it('lets an editor create a draft but not publish it, nor edit or delete an admin’s paper', async () => {
    const published = await send(editor, 'POST', '/api/whitepapers', body({ title: 'Editor Paper' }))
    expect(published.status).toBe(403)
    const created = await send(
      editor,
      'POST',
      '/api/whitepapers',
      body({ title: 'Editor Paper', isPublished: false }),
    )
    expect(created.status).toBe(201)
    const { id } = await create()
    expect((await send(editor, 'PUT', `/api/whitepapers/${id}`, body())).status).toBe(403)
    expect((await send(editor, 'DELETE', `/api/whitepapers/${id}`)).status).toBe(403)
    expect((await call('/api/whitepapers', { method: 'POST', body: JSON.stringify(body()) })).status).toBe(
      401,
    )
  })

  it('refuses missing fields and a document that is not an uploaded PDF, naming each field', async () => {
    const response = await send(admin, 'POST', '/api/whitepapers', {
      ...body({ title: ' ', author: '', publishedDate: '' }),
      documentKey: 'https://example.com/paper.pdf',
    })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string> }>()
    expect(fields).toMatchObject({
      title: 'Title is required',
      author: 'Author is required',
      publishedDate: 'Published date is required',
      documentKey: 'Upload the document as a PDF',
    })
  })
})

describe('whitepapers for visitors', () => {
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const security = await hashtag('Security Posture')
    ids.security = security
    ids.old = (
      await create({ title: 'Zero Trust Primer', publishedDate: '2024-02-01', hashtags: [security] })
    ).id
    ids.new = (
      await create({
        title: 'AI Readiness Assessment',
        description: 'Scoring your data estate',
        publishedDate: '2025-09-01',
      })
    ).id
    ids.draft = (
      await create({ title: 'Unreleased Benchmark', publishedDate: '2026-01-01', isPublished: false })
    ).id
  })

  const titles = async (path: string, cookie?: string) => {
    const response = await call(path, cookie ? { headers: { cookie } } : {})
    expect(response.status).toBe(200)
    return (await response.json<{ title: string }[]>()).map((item) => item.title)
  }

  it('lists published ones newest first, drafts only for staff who ask', async () => {
    const listed = await titles('/api/whitepapers')
    expect(listed.indexOf('AI Readiness Assessment')).toBeLessThan(listed.indexOf('Zero Trust Primer'))
    expect(listed).not.toContain('Unreleased Benchmark')
    expect(await titles('/api/whitepapers?includeUnpublished=true')).not.toContain('Unreleased Benchmark')
    expect(await titles('/api/whitepapers?includeUnpublished=true', admin)).toContain('Unreleased Benchmark')
  })

  it('searches title and description, filters by hashtag and pages the cards without content', async () => {
    expect(await titles('/api/whitepapers/cards?q=estate')).toEqual(['AI Readiness Assessment'])
    expect(await titles('/api/whitepapers/cards?q=ZERO')).toEqual(['Zero Trust Primer'])
    expect(await titles(`/api/whitepapers/cards?hashtag=${ids.security}`)).toEqual(['Zero Trust Primer'])
    const first = await call('/api/whitepapers/cards?limit=1')
    const [card] = await first.json<Record<string, unknown>[]>()
    expect(card).not.toHaveProperty('content')
    const cursor = first.headers.get('x-next-cursor')
    expect(cursor).toBeTruthy()
    const next = await titles(`/api/whitepapers/cards?limit=1&cursor=${cursor}`)
    expect(next).toHaveLength(1)
    expect(next[0]).not.toBe(card?.title)
  })

  it('tells visitors whether a whitepaper has a document, never its storage key; staff read the key', async () => {
    const withoutDocument = (await create({ title: 'No Document Yet', documentKey: '' })).id
    const visitorAnswers = [
      await (await call(`/api/whitepapers/${ids.new}`)).json<Record<string, unknown>>(),
      ...(await (await call('/api/whitepapers')).json<Record<string, unknown>[]>()),
      ...(await (await call('/api/whitepapers/cards')).json<Record<string, unknown>[]>()),
    ]
    for (const answer of visitorAnswers) expect(answer).not.toHaveProperty('documentKey')
    expect(JSON.stringify(visitorAnswers)).not.toContain('documents/')
    expect(visitorAnswers[0]).toMatchObject({ title: 'AI Readiness Assessment', hasDocument: true })
    expect(await (await call(`/api/whitepapers/${withoutDocument}`)).json()).toMatchObject({
      hasDocument: false,
    })

    const staff = await send(admin, 'GET', `/api/whitepapers/${ids.new}`)
    expect(await staff.json()).toMatchObject({ documentKey: DOCUMENT, hasDocument: true })
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
    const staffList = await (await send(admin, 'GET', '/api/whitepapers')).json<Record<string, unknown>[]>()
    expect(staffList.find((paper) => paper.id === ids.new)).toMatchObject({ documentKey: DOCUMENT })
  })

  it('shows a published whitepaper as a crawlable page with Report JSON-LD and the download form', async () => {
    const detail = await page(`/whitepapers/${ids.new}`)
    expect(detail.response.status).toBe(200)
    expect(detail.h1).toBe('AI Readiness Assessment')
    expect(detail.report).toMatchObject({
      headline: 'AI Readiness Assessment',
      author: { name: 'Dana Reyes' },
    })
    expect(detail.html).toContain('Download the whitepaper')
    expect(detail.html).toContain('I agree to be contacted about this whitepaper')
  })

  it('answers 404 with noindex for a draft, and shows staff their draft', async () => {
    const draft = await page(`/whitepapers/${ids.draft}`)
    expect(draft.response.status).toBe(404)
    expect(draft.h1).toBe('Whitepaper Not Found')
    expect(draft.robots).toBe('noindex')
    expect((await call(`/api/whitepapers/${ids.draft}`)).status).toBe(404)
    const staff = await call(`/whitepapers/${ids.draft}`, { headers: { cookie: admin } })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
  })

  it('renders /whitepapers with its cards, filtered by the address', async () => {
    const listing = await page('/whitepapers?q=primer')
    expect(listing.response.status).toBe(200)
    expect(listing.h1).toBe('Whitepapers')
    expect(listing.html.match(/data-testid="whitepaper-card"/g)).toHaveLength(1)
    expect(listing.html).toContain('Zero Trust Primer')
    expect(listing.html).toContain(`href="/whitepapers/${ids.old}"`)
  })

  it('lists /whitepapers and each published whitepaper in sitemap.xml, drafts never', async () => {
    const xml = await (await call('/sitemap.xml')).text()
    expect(xml).toContain('/whitepapers</loc>')
    expect(xml).toContain(`/whitepapers/${ids.new}</loc>`)
    expect(xml).not.toContain(`/whitepapers/${ids.draft}</loc>`)
  })
})
