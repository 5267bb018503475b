import { env } from 'cloudflare:workers'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEvents, whitepapers } from '../../src/worker/db/schema'
import { decodeHtmlText } from '../support/html-text'
import { addStaff, cookieFor } from './auth-fixtures'
import { addCaseStudy, addPov, db } from './content-fixtures'
import { call, postJson } from './helpers'

// What a visitor, a crawler and a staff member see, pinned as literals.
const BAR = 'Preview: not published'
const NOT_FOUND_BODY = { error: 'Not found' }
const DAY_MS = 24 * 60 * 60 * 1000

let admin: string
let editor: string
let otherEditor: string
let draftId: number
let otherDraftId: number
let publishedId: number

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor', email: 'editor@example.test' })).id)
  otherEditor = await cookieFor((await addStaff({ role: 'editor' })).id)
  draftId = (await addPov({ title: 'Unreleased Thinking', isPublished: false })).id
  otherDraftId = (await addPov({ title: 'Another Draft', isPublished: false })).id
  publishedId = (await addPov({ title: 'Already Out' })).id
})

afterEach(() => {
  vi.useRealTimers()
})

interface CreatedLink {
  id: number
  url: string
  expiresAt: string
}

async function createLink(path: string, cookie = editor, body: unknown = {}): Promise<CreatedLink> {
  const response = await postJson(`/api/${path}/preview-links`, body, { headers: { cookie } })
  expect(response.status).toBe(201)
  return response.json()
}

/** The link's address relative to the site, as a visitor's browser requests it. */
const relative = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
const tokenOf = (url: string) => new URL(url).searchParams.get('preview') ?? ''

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await call(path, { headers })
  const html = await response.text()
  return {
    response,
    html,
    text: decodeHtmlText(html.slice(html.indexOf('<div id="root"'))) ?? '',
    robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
    cache: response.headers.get('x-cache'),
  }
}

async function expectNormal404(path: string) {
  const response = await call(path)
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual(NOT_FOUND_BODY)
}

describe('a staff member opening a draft at its public address', () => {
  it('sees the preview bar on a page that is noindex and private, never cached', async () => {
    const { response, text, robots, cache } = await page(`/povs/${draftId}`, { cookie: editor })
    expect(response.status).toBe(200)
    expect(text).toContain('Unreleased Thinking')
    expect(text).toContain(BAR)
    expect(robots).toBe('noindex')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(cache).toBe('BYPASS')
  })

  it('sees no bar on a published item, which stays indexable', async () => {
    const { response, text, robots } = await page(`/povs/${publishedId}`, { cookie: editor })
    expect(response.status).toBe(200)
    expect(text).toContain('Already Out')
    expect(text).not.toContain(BAR)
    expect(robots).toBeUndefined()
    expect(response.headers.get('x-robots-tag')).toBeNull()
  })

  it('sees a published item scheduled for later with the bar too', async () => {
    const scheduled = await addPov({ title: 'Coming Soon', publishAt: new Date(Date.now() + DAY_MS) })
    const { text, robots } = await page(`/povs/${scheduled.id}`, { cookie: editor })
    expect(text).toContain(BAR)
    expect(robots).toBe('noindex')
  })
})

describe('share-preview links', () => {
  it('show a draft POV to a visitor without an account, API and page, private and noindex', async () => {
    const link = await createLink(`povs/${draftId}`)
    const url = new URL(link.url)
    expect(url.pathname).toBe(`/povs/${draftId}`)
    expect(tokenOf(link.url)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // 7 days by default.
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000)
    expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(7 * DAY_MS)

    const api = await call(`/api/povs/${draftId}?preview=${tokenOf(link.url)}`)
    expect(api.status).toBe(200)
    expect(((await api.json()) as { title: string }).title).toBe('Unreleased Thinking')
    expect(api.headers.get('cache-control')).toBe('private, no-store')
    expect(api.headers.get('x-robots-tag')).toBe('noindex')

    const { response, text, robots, html } = await page(relative(link.url))
    expect(response.status).toBe(200)
    expect(text).toContain('Unreleased Thinking')
    expect(text).toContain(BAR)
    expect(robots).toBe('noindex')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    // The page's own links and its canonical do not carry the token elsewhere.
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1])
    expect(hrefs.filter((href) => href?.includes('preview='))).toEqual([])
  })

  it('work for case studies and whitepapers too, each at its own address', async () => {
    const study = await addCaseStudy({ title: 'Quiet Study', isPublished: false })
    const [paper] = await db
      .insert(whitepapers)
      .values({
        title: 'Quiet Paper',
        description: 'About it',
        content: 'Body',
        excerpt: 'Excerpt',
        author: 'Dana Reyes',
        publishedDate: '2025-03-01',
        isPublished: false,
      })
      .returning()
    for (const [type, id, title] of [
      ['case-studies', study.id, 'Quiet Study'],
      ['whitepapers', paper?.id, 'Quiet Paper'],
    ] as const) {
      const link = await createLink(`${type}/${id}`, editor, { days: 30 })
      expect(new URL(link.url).pathname).toBe(`/${type}/${id}`)
      expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(30 * DAY_MS - 60_000)
      await expectNormal404(`/api/${type}/${id}`)
      const { response, text } = await page(relative(link.url))
      expect(response.status).toBe(200)
      expect(text).toContain(title)
      expect(text).toContain(BAR)
    }
  })

  it('refuse a tampered token, another item’s token and a made-up one with the normal 404', async () => {
    const link = await createLink(`povs/${draftId}`)
    const token = tokenOf(link.url)
    const unknownId = await call('/api/povs/999999')
    expect(unknownId.status).toBe(404)
    const unknownBody = await unknownId.text()

    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const otherItems = tokenOf((await createLink(`povs/${otherDraftId}`)).url)
    for (const wrong of [tampered, otherItems, 'x', '']) {
      const response = await call(`/api/povs/${draftId}?preview=${wrong}`)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe(unknownBody)
      const html = await page(`/povs/${draftId}?preview=${wrong}`)
      expect(html.response.status).toBe(404)
      expect(html.text).not.toContain('Unreleased Thinking')
    }
    // The other item's link still shows its own item.
    expect((await call(`/api/povs/${otherDraftId}?preview=${otherItems}`)).status).toBe(200)
  })

  it('stop working when they expire', async () => {
    const link = await createLink(`povs/${draftId}`)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse(link.expiresAt) - 60_000)
    expect((await call(relative(link.url).replace('/povs/', '/api/povs/'))).status).toBe(200)
    vi.setSystemTime(Date.parse(link.expiresAt) + 1)
    await expectNormal404(relative(link.url).replace('/povs/', '/api/povs/'))
    expect((await page(relative(link.url))).response.status).toBe(404)
  })

  it('are listed for staff without their tokens, and stop working once revoked', async () => {
    const link = await createLink(`povs/${otherDraftId}`)
    const listed = await call(`/api/povs/${otherDraftId}/preview-links`, { headers: { cookie: admin } })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('cache-control')).toBe('no-store')
    const links = (await listed.json()) as Record<string, unknown>[]
    const entry = links.find((candidate) => candidate.id === link.id)
    expect(entry).toMatchObject({
      expiresAt: link.expiresAt,
      createdBy: 'editor@example.test',
      canRevoke: true,
    })
    expect(JSON.stringify(links)).not.toContain(tokenOf(link.url))

    const revoked = await call(`/api/povs/${otherDraftId}/preview-links/${link.id}`, {
      method: 'DELETE',
      headers: { cookie: editor },
    })
    expect(revoked.status).toBe(200)
    await expectNormal404(relative(link.url).replace('/povs/', '/api/povs/'))
    expect((await page(relative(link.url))).response.status).toBe(404)
    const after = (await (
      await call(`/api/povs/${otherDraftId}/preview-links`, { headers: { cookie: admin } })
    ).json()) as { id: number }[]
    expect(after.map((candidate) => candidate.id)).not.toContain(link.id)
  })

  it('are revoked by their creator or an admin, not by another editor', async () => {
    const link = await createLink(`povs/${draftId}`)
    const path = `/api/povs/${draftId}/preview-links/${link.id}`
    const mine = (await (
      await call(`/api/povs/${draftId}/preview-links`, { headers: { cookie: otherEditor } })
    ).json()) as { id: number; canRevoke: boolean }[]
    expect(mine.find((candidate) => candidate.id === link.id)?.canRevoke).toBe(false)
    const refused = await call(path, { method: 'DELETE', headers: { cookie: otherEditor } })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ error: 'You do not have permission to do that' })
    expect((await call(path, { method: 'DELETE', headers: { cookie: admin } })).status).toBe(200)
    expect((await call(path, { method: 'DELETE', headers: { cookie: admin } })).status).toBe(404)
  })

  it('are recorded in the audit log, created and revoked, titled by the item', async () => {
    const link = await createLink(`povs/${draftId}`)
    await call(`/api/povs/${draftId}/preview-links/${link.id}`, {
      method: 'DELETE',
      headers: { cookie: editor },
    })
    const events = await db
      .select({ action: auditEvents.action, title: auditEvents.targetTitle, email: auditEvents.actorEmail })
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'pov'), eq(auditEvents.targetId, String(draftId))))
    expect(events).toEqual(
      expect.arrayContaining([
        { action: 'preview_link_created', title: 'Unreleased Thinking', email: 'editor@example.test' },
        { action: 'preview_link_revoked', title: 'Unreleased Thinking', email: 'editor@example.test' },
      ]),
    )
  })

  it('are refused to anonymous callers (401), for unknown items (404) and bad lifetimes (400)', async () => {
    expect((await postJson(`/api/povs/${draftId}/preview-links`, {})).status).toBe(401)
    expect((await call(`/api/povs/${draftId}/preview-links`)).status).toBe(401)
    expect((await call(`/api/povs/${draftId}/preview-links/1`, { method: 'DELETE' })).status).toBe(401)
    const unknown = await postJson('/api/povs/999999/preview-links', {}, { headers: { cookie: editor } })
    expect(unknown.status).toBe(404)
    const badDays = await postJson(
      `/api/povs/${draftId}/preview-links`,
      { days: 3 },
      { headers: { cookie: editor } },
    )
    expect(badDays.status).toBe(400)
    expect(((await badDays.json()) as { fields: Record<string, string> }).fields).toEqual({
      days: 'Days must be one of 1, 7, 30',
    })
  })
})

describe('caches and the sitemap', () => {
  it('never keep a response with a preview token or a session', async () => {
    const link = await createLink(`povs/${draftId}`)
    for (const path of [relative(link.url), relative(link.url).replace('/povs/', '/api/povs/')]) {
      const first = await call(path)
      const second = await call(path)
      expect([path, first.status, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([
        path,
        200,
        'BYPASS',
        'BYPASS',
      ])
    }
    for (const path of [`/povs/${draftId}`, `/api/povs/${draftId}`]) {
      const first = await call(path, { headers: { cookie: editor } })
      const second = await call(path, { headers: { cookie: editor } })
      expect([first.status, first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual([
        200,
        'BYPASS',
        'BYPASS',
      ])
      // Without the session or the token the draft is still not there.
      const anonymous = await call(path)
      expect(anonymous.status).toBe(404)
      expect(await anonymous.text()).not.toContain('Unreleased Thinking')
    }
  })

  it('sitemap.xml lists no draft, whatever links exist', async () => {
    await createLink(`povs/${draftId}`)
    const xml = await (await call('/sitemap.xml')).text()
    expect(xml).toContain(`/povs/${publishedId}</loc>`)
    expect(xml).not.toContain(`/povs/${draftId}<`)
    expect(xml).not.toContain('preview=')
  })
})

describe('the token', () => {
  it('is stored only as its SHA-256', async () => {
    const link = await createLink(`povs/${draftId}`)
    const rows = await env.DB.prepare('select token_hash from preview_links').all<{ token_hash: string }>()
    const stored = rows.results.map((row) => row.token_hash)
    expect(stored).not.toContain(tokenOf(link.url))
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(tokenOf(link.url))),
    )
    expect(stored).toContain([...digest].map((byte) => byte.toString(16).padStart(2, '0')).join(''))
  })
})
