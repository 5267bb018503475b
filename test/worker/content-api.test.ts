import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaseStudy } from '../../src/shared/content/types/case-study'
import type { Pov } from '../../src/shared/content/types/pov'
import type { Hashtag } from '../../src/shared/types'
import app from '../../src/worker/app'
import { PUBLIC_CONTENT_CACHE } from '../../src/worker/lib/cache'
import { addStaff, cookieFor } from './auth-fixtures'
import { addCaseStudy, addHashtag, addPov, countingD1, staffCookie } from './content-fixtures'
import { call } from './helpers'

let cookie: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  const cloud = await addHashtag('Cloud')
  const data = await addHashtag('Data', 'service')
  const retail = await addHashtag('Retail', 'industry')
  Object.assign(ids, { cloud: cloud.id, data: data.id, retail: retail.id })
  ids.old = (await addPov({ title: 'Cloud Costs Under Control', publishedDate: '2024-01-10' }, [cloud.id])).id
  ids.mid = (
    await addPov(
      { title: 'Data Mesh in Practice', description: 'Domain ownership', publishedDate: '2024-06-01' },
      [data.id, cloud.id],
    )
  ).id
  ids.new = (
    await addPov(
      { title: 'Retail AI', description: 'Forecasting demand with ML', publishedDate: '2025-02-01' },
      [retail.id],
    )
  ).id
  ids.draft = (await addPov({ title: 'Secret Draft', publishedDate: '2026-01-01', isPublished: false })).id
  ids.study = (await addCaseStudy({ title: 'Warehouse Modernisation' }, [data.id])).id
  ids.studyDraft = (await addCaseStudy({ title: 'Hidden Study', isPublished: false })).id
  cookie = await staffCookie()
})

async function json<T>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T; response: Response }> {
  const response = await call(path, init)
  return { status: response.status, body: (await response.json()) as T, response }
}

const titles = (items: { title: string }[]) => items.map((item) => item.title)

describe('GET /api/povs', () => {
  it('lists published POVs newest first with hashtags as { id, name } and a short shared cache', async () => {
    const { status, body, response } = await json<Pov[]>('/api/povs')
    expect(status).toBe(200)
    expect(titles(body)).toEqual(['Retail AI', 'Data Mesh in Practice', 'Cloud Costs Under Control'])
    expect(body[1]?.hashtags).toEqual([
      { id: ids.cloud, name: 'Cloud' },
      { id: ids.data, name: 'Data' },
    ])
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE)
    expect(PUBLIC_CONTENT_CACHE).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60')
    expect(response.headers.get('X-Next-Cursor')).toBeNull()
  })

  it('ignores includeUnpublished for anonymous visitors and honours it for staff (uncached)', async () => {
    expect(titles((await json<Pov[]>('/api/povs?includeUnpublished=true')).body)).not.toContain(
      'Secret Draft',
    )
    const staff = await json<Pov[]>('/api/povs?includeUnpublished=true', { headers: { cookie } })
    expect(titles(staff.body)[0]).toBe('Secret Draft')
    expect(staff.response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('searches title and description case-insensitively, with short and long texts', async () => {
    expect(titles((await json<Pov[]>('/api/povs?q=MESH')).body)).toEqual(['Data Mesh in Practice'])
    expect(titles((await json<Pov[]>('/api/povs?q=forecasting%20DEMAND')).body)).toEqual(['Retail AI'])
    expect(titles((await json<Pov[]>('/api/povs?q=ml')).body)).toEqual(['Retail AI'])
    expect(titles((await json<Pov[]>('/api/povs?q=%22quoted%22%20OR%20*')).body)).toEqual([])
    expect(titles((await json<Pov[]>('/api/povs?q=secret')).body)).toEqual([])
  })

  it('keeps search in sync when a title changes', async () => {
    const admin = await cookieFor((await addStaff({ role: 'admin' })).id)
    const renamed = await call(`/api/povs/${ids.old}`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: 'Cloud Spend Under Control',
        description: 'Budgets',
        content: 'Line one\nLine two',
        excerpt: 'Excerpt of Cloud Costs Under Control',
        author: 'Dana Reyes',
        publishedDate: '2024-01-10',
        featuredImage: '',
        isPublished: true,
        hashtags: [ids.cloud],
      }),
    })
    expect(renamed.status).toBe(200)
    expect(titles((await json<Pov[]>('/api/povs?q=spend')).body)).toEqual(['Cloud Spend Under Control'])
    expect(titles((await json<Pov[]>('/api/povs?q=costs')).body)).toEqual([])
  })

  it('serves cards without content at /api/povs/cards, published only, with the same filters', async () => {
    const cards = await json<Record<string, unknown>[]>('/api/povs/cards?limit=2', { headers: { cookie } })
    expect(cards.body).toHaveLength(2)
    expect(cards.body[0]).not.toHaveProperty('content')
    expect(cards.body[0]).toMatchObject({
      title: 'Retail AI',
      excerpt: 'Excerpt of Retail AI',
      author: 'Dana Reyes',
    })
    expect(cards.response.headers.get('X-Next-Cursor')).toBeTruthy()
    const withDrafts = await json<Pov[]>('/api/povs/cards?includeUnpublished=true', { headers: { cookie } })
    expect(titles(withDrafts.body)).not.toContain('Secret Draft')
    expect(titles((await json<Pov[]>(`/api/povs/cards?q=mesh&hashtag=${ids.cloud}`)).body)).toEqual([
      'Data Mesh in Practice',
    ])
    expect((await call('/api/povs/cards?limit=0')).status).toBe(400)
    const full = await json<Pov[]>('/api/povs?limit=1')
    expect(full.body[0]?.content).toBe('Line one\nLine two')
  })

  it('filters by any of several hashtags', async () => {
    const one = await json<Pov[]>(`/api/povs?hashtag=${ids.retail}`)
    expect(titles(one.body)).toEqual(['Retail AI'])
    const anyOf = await json<Pov[]>(`/api/povs?hashtag=${ids.retail}&hashtag=${ids.data}`)
    expect(titles(anyOf.body)).toEqual(['Retail AI', 'Data Mesh in Practice'])
    const combined = await json<Pov[]>(`/api/povs?hashtag=${ids.cloud}&q=mesh`)
    expect(titles(combined.body)).toEqual(['Data Mesh in Practice'])
  })

  it('pages with limit and the cursor header until the end', async () => {
    const first = await json<Pov[]>('/api/povs?limit=2')
    expect(first.body).toHaveLength(2)
    const cursor = first.response.headers.get('X-Next-Cursor')
    expect(cursor).toBeTruthy()
    const second = await json<Pov[]>(`/api/povs?limit=2&cursor=${cursor}`)
    expect(titles(second.body)).toEqual(['Cloud Spend Under Control'])
    expect(second.response.headers.get('X-Next-Cursor')).toBeNull()
  })

  it.each([
    ['limit=0', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['limit=abc', 'limit', 'Limit must be a whole number from 1 to 100'],
    ['cursor=nope', 'cursor', 'Invalid cursor'],
    ['hashtag=-1', 'hashtag.0', 'Hashtag must be a positive whole number'],
    [`q=${'x'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
    [Array.from({ length: 51 }, (_, i) => `hashtag=${i + 1}`).join('&'), 'hashtag', 'At most 50 hashtags'],
  ])('answers 400 with a field message for %s', async (query, field, message) => {
    const { status, body } = await json<{ error: string; fields: Record<string, string> }>(
      `/api/povs?${query}`,
    )
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'Invalid request', fields: { [field]: message } })
  })
})

describe('GET /api/povs/:id', () => {
  it('returns a published POV', async () => {
    const { status, body } = await json<Pov>(`/api/povs/${ids.new}`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: ids.new,
      title: 'Retail AI',
      hashtags: [{ id: ids.retail, name: 'Retail' }],
    })
  })

  it('hides drafts from anonymous visitors (404) but not from staff', async () => {
    const anonymous = await json<{ error: string }>(`/api/povs/${ids.draft}`)
    expect(anonymous.status).toBe(404)
    expect(anonymous.body).toEqual({ error: 'Not found' })
    expect((await call(`/api/povs/${ids.draft}`, { headers: { cookie } })).status).toBe(200)
  })

  it.each(['abc', '0', '-3', '1.5', '99999999999999999999'])('answers 400 for the id %s', async (id) => {
    expect((await call(`/api/povs/${id}`)).status).toBe(400)
  })

  it('answers 404 for an unknown id', async () => {
    expect((await call('/api/povs/987654')).status).toBe(404)
  })
})

describe('case studies', () => {
  it('lists published ones on the public path, even when drafts are asked for', async () => {
    for (const path of ['/api/public/case-studies', '/api/public/case-studies?includeUnpublished=true']) {
      const { status, body, response } = await json<CaseStudy[]>(path, { headers: { cookie } })
      expect(status).toBe(200)
      expect(titles(body)).toEqual(['Warehouse Modernisation'])
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    const anonymous = await call('/api/public/case-studies')
    expect(anonymous.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE)
  })

  it('includes drafts in the staff list only', async () => {
    expect(titles((await json<CaseStudy[]>('/api/case-studies?includeUnpublished=true')).body)).toEqual([
      'Warehouse Modernisation',
    ])
    const staff = await json<CaseStudy[]>('/api/case-studies?includeUnpublished=true', {
      headers: { cookie },
    })
    expect(titles(staff.body).sort()).toEqual(['Hidden Study', 'Warehouse Modernisation'])
  })

  it('searches and filters case studies too', async () => {
    expect(titles((await json<CaseStudy[]>('/api/public/case-studies?q=warehouse')).body)).toHaveLength(1)
    expect(titles((await json<CaseStudy[]>(`/api/public/case-studies?hashtag=${ids.retail}`)).body)).toEqual(
      [],
    )
    expect((await call('/api/public/case-studies?limit=0')).status).toBe(400)
  })

  it('returns one by id, 404 for drafts and unknown ids, 400 for bad ids', async () => {
    const found = await json<CaseStudy>(`/api/case-studies/${ids.study}`)
    expect(found.body).toMatchObject({
      title: 'Warehouse Modernisation',
      results: 'First result\n\nSecond result',
    })
    expect((await call(`/api/case-studies/${ids.studyDraft}`)).status).toBe(404)
    expect((await call(`/api/case-studies/${ids.studyDraft}`, { headers: { cookie } })).status).toBe(200)
    expect((await call('/api/case-studies/424242')).status).toBe(404)
    expect((await call('/api/case-studies/x')).status).toBe(400)
  })
})

describe('search text that FTS5 would read as syntax', () => {
  const lists = ['/api/povs', '/api/povs/cards', '/api/case-studies', '/api/public/case-studies']
  // Encoded as a browser sends them: NUL, quotes, FTS5 operators, other control characters.
  const hostile = [
    '%00abc',
    'abc%00',
    '%00',
    'a%00b',
    '%22',
    '%22abc',
    '*',
    'abc*',
    'NEAR(',
    'NEAR(a%20b)',
    '-',
    '-abc',
    '%5E',
    '%5Eabc',
    'a%01b%1Fc',
    '%7F%7F%7F',
  ]

  it.each(lists)('answers %s with 200 for each of them, anonymous and staff', async (list) => {
    for (const q of hostile) {
      for (const path of [`${list}?q=${q}`, `${list}?q=${q}&includeUnpublished=true&limit=5`]) {
        const response = await call(path, { headers: { cookie } })
        expect(response.status, path).toBe(200)
        expect(Array.isArray(await response.json()), path).toBe(true)
        expect((await call(path)).status, path).toBe(200)
      }
    }
  })

  it('searches for the text around a control character', async () => {
    expect(titles((await json<Pov[]>('/api/povs?q=%00forecasting')).body)).toEqual(['Retail AI'])
    expect(titles((await json<CaseStudy[]>('/api/public/case-studies?q=ware%00house')).body)).toEqual([
      'Warehouse Modernisation',
    ])
  })

  it('renders the Insights page searched for them', async () => {
    for (const q of hostile) expect((await call(`/insights?q=${q}`)).status, q).toBe(200)
  })
})

describe('GET /api/hashtags', () => {
  it('lists hashtags in creation order and pages them', async () => {
    const all = await json<Hashtag[]>('/api/hashtags')
    expect(all.body.map((h) => h.name)).toEqual(['Cloud', 'Data', 'Retail'])
    expect(all.body[0]).toMatchObject({ id: ids.cloud, name: 'Cloud', type: 'topic' })
    expect(all.response.headers.get('cache-control')).toBe(PUBLIC_CONTENT_CACHE)
    const first = await json<Hashtag[]>('/api/hashtags?limit=2')
    expect(first.body.map((h) => h.name)).toEqual(['Cloud', 'Data'])
    const cursor = first.response.headers.get('X-Next-Cursor')
    expect((await json<Hashtag[]>(`/api/hashtags?limit=2&cursor=${cursor}`)).body.map((h) => h.name)).toEqual(
      ['Retail'],
    )
    expect((await call('/api/hashtags?limit=-1')).status).toBe(400)
  })
})

describe('D1 statements per list request', () => {
  async function statementsFor(path: string, extra = 0): Promise<number> {
    for (let i = 0; i < extra; i += 1)
      await addPov({ title: `Filler ${i}`, publishedDate: '2023-01-01' }, [ids.cloud as number])
    const counter = countingD1(env.DB)
    const ctx = createExecutionContext()
    // A parameter the API ignores but the edge cache keys on: each count is of a cache miss.
    const url = new URL(path, 'http://localhost')
    url.searchParams.set('uncached', crypto.randomUUID())
    const response = await app.fetch(new Request(url), { ...env, DB: counter.binding }, ctx)
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
    return counter.count()
  }

  it.each([
    '/api/povs',
    `/api/povs?q=cloud&hashtag=${1}&hashtag=${2}&limit=6`,
    '/api/povs/cards?limit=6',
    '/api/public/case-studies',
    '/api/hashtags',
  ])(
    'is one for %s, whatever the number of items, and two more to store it in the edge cache',
    async (path) => {
      // The second reads when the next scheduled publish or unpublish is, which the copy may not
      // outlive; the third indexes the copy, so that a write can drop it.
      const few = await statementsFor(path)
      const many = await statementsFor(path, 25)
      expect(few).toBe(3)
      expect(many).toBe(3)
    },
  )
})
