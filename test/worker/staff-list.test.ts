import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import app from '../../src/worker/app'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addHashtag, addPov } from './content-fixtures'
import { call, sendAs } from './helpers'

// The staff app's list of a content type: GET /api/<segment>/staff, and the bulk
// actions, POST /api/<segment>/bulk. Each test works on POVs of an author of its own, so the
// other tests' POVs in this file's database never count.

interface Row {
  id: number
  title: string
  author: string
  isPublished: boolean
  lastEditedBy: string | null
  hashtags: Array<{ id: number; name: string }>
  content?: string
}
interface ListPage {
  items: Row[]
  total: number
  authors: string[]
  after?: string
  before?: string
}

let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor' })).id)
})

async function list(query: string, cookie = editor): Promise<ListPage> {
  const response = await sendAs(cookie, 'GET', `/api/povs/staff?${query}`)
  expect(response.status).toBe(200)
  return response.json<ListPage>()
}

const titles = (page: ListPage) => page.items.map((item) => item.title)

describe('GET /api/<segment>/staff', () => {
  it('answers 401 to a visitor and is never stored by a cache', async () => {
    expect((await call('/api/povs/staff')).status).toBe(401)
    const response = await sendAs(editor, 'GET', '/api/povs/staff')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('lists drafts too, without the text, with the last editor, the match count and the authors', async () => {
    const minuteAgo = new Date(Date.now() - 60_000)
    const draft = await addPov({
      title: 'Ledger draft',
      author: 'Ledger Author',
      isPublished: false,
      updatedAt: minuteAgo,
    })
    await addPov({ title: 'Ledger live', author: 'Ledger Author', updatedAt: minuteAgo })
    await addPov({ title: 'Not by Ledger', author: 'Another Author' })
    const saved = await sendAs(admin, 'PUT', `/api/povs/${draft.id}`, {
      ...povBody(),
      author: 'Ledger Author',
      isPublished: false,
      title: 'Ledger draft, edited',
    })
    expect(saved.status).toBe(200)
    const page = await list('author=Ledger+Author')
    expect(page.total).toBe(2)
    // Last edited first.
    expect(titles(page)).toEqual(['Ledger draft, edited', 'Ledger live'])
    expect(page.items[0]?.isPublished).toBe(false)
    expect(page.items[0]?.lastEditedBy).toMatch(/@example\.test$/)
    expect(page.items[1]?.lastEditedBy).toBeNull()
    expect(page.items.every((item) => item.content === undefined)).toBe(true)
    // Every author once, A to Z, whatever the filter.
    expect(page.authors).toEqual(['Another Author', 'Ledger Author'])
    expect(page.after).toBeUndefined()
    expect(page.before).toBeUndefined()
  })

  it('filters by status as the lists name it: draft, scheduled, published, ended', async () => {
    const author = 'Status Author'
    const hour = 3_600_000
    await addPov({ title: 'S draft', author, isPublished: false })
    await addPov({ title: 'S scheduled', author, publishAt: new Date(Date.now() + hour) })
    await addPov({ title: 'S live', author, unpublishAt: new Date(Date.now() + hour) })
    await addPov({ title: 'S ended', author, unpublishAt: new Date(Date.now() - hour) })
    const only = async (status: string) => titles(await list(`author=Status+Author&status=${status}`))
    expect(await only('draft')).toEqual(['S draft'])
    expect(await only('scheduled')).toEqual(['S scheduled'])
    expect(await only('published')).toEqual(['S live'])
    expect(await only('ended')).toEqual(['S ended'])
    expect((await list('author=Status+Author')).total).toBe(4)
  })

  it('searches title and description, and filters by hashtag', async () => {
    const author = 'Search Author'
    const tag = await addHashtag('Staff list tag')
    await addPov({ title: 'Quantum ledgers', author }, [tag.id])
    await addPov({ title: 'Plain one', author, description: 'All about quantum things' })
    await addPov({ title: 'Unrelated', author })
    expect(titles(await list('author=Search+Author&q=quantum')).sort()).toEqual([
      'Plain one',
      'Quantum ledgers',
    ])
    expect(titles(await list(`author=Search+Author&hashtag=${tag.id}`))).toEqual(['Quantum ledgers'])
  })

  it('sorts by title A to Z, whatever the case, and by published date, newest first', async () => {
    const author = 'Sort Author'
    await addPov({ title: 'banana', author, publishedDate: '2024-01-01' })
    await addPov({ title: 'Apple', author, publishedDate: '2023-01-01' })
    await addPov({ title: 'cherry', author, publishedDate: '2025-01-01' })
    expect(titles(await list('author=Sort+Author&sort=title'))).toEqual(['Apple', 'banana', 'cherry'])
    expect(titles(await list('author=Sort+Author&sort=published'))).toEqual(['cherry', 'banana', 'Apple'])
  })

  it('pages 25 at a time, forwards with `after` and back with `before`', async () => {
    const author = 'Paging Author'
    for (let n = 1; n <= 60; n++) await addPov({ title: `Page item ${String(n).padStart(2, '0')}`, author })
    const base = 'author=Paging+Author&sort=title'
    const first = await list(base)
    expect(first.total).toBe(60)
    expect(titles(first)).toHaveLength(25)
    expect(titles(first)[0]).toBe('Page item 01')
    expect(first.before).toBeUndefined()
    const second = await list(`${base}&after=${first.after}`)
    expect(titles(second)[0]).toBe('Page item 26')
    const third = await list(`${base}&after=${second.after}`)
    expect(titles(third)).toEqual(Array.from({ length: 10 }, (_, i) => `Page item ${51 + i}`))
    expect(third.after).toBeUndefined()
    const backToSecond = await list(`${base}&before=${third.before}`)
    expect(titles(backToSecond)).toEqual(titles(second))
    expect(backToSecond.after).toBeDefined()
    const backToFirst = await list(`${base}&before=${backToSecond.before}`)
    expect(titles(backToFirst)).toEqual(titles(first))
    expect(backToFirst.before).toBeUndefined()
    expect(backToFirst.after).toBeDefined()
  })

  it('answers 400 with a message to a malformed position, status or sort', async () => {
    for (const [query, message] of [
      ['after=not*base64', 'Invalid cursor'],
      [`after=${btoa('["x"]')}`, 'Invalid cursor'],
      ['after=bm90IGpzb24', 'Invalid cursor'],
      ['status=archived', 'Status must be draft, scheduled, published or ended'],
      ['sort=random', 'Sort must be edited, published or title'],
    ]) {
      const response = await sendAs(editor, 'GET', `/api/povs/staff?${query}`)
      expect(response.status, query).toBe(400)
      expect(JSON.stringify(await response.json()), query).toContain(message)
    }
  })

  it('pages through 10,000 POVs: the count, and a page deep in the list', async () => {
    await env.DB.prepare(
      `INSERT INTO povs (title, description, content, excerpt, author, published_date, is_published)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       SELECT 'Bulk ' || printf('%05d', i), 'd', 'c', 'e', 'Ten Thousand', '2024-01-01', i % 2 FROM n`,
    ).run()
    const base = 'author=Ten+Thousand&sort=title'
    const first = await list(base)
    expect(first.total).toBe(10_000)
    const drafts = await list(`${base}&status=draft`)
    expect(drafts.total).toBe(5_000)
    expect(titles(drafts).slice(0, 2)).toEqual(['Bulk 00002', 'Bulk 00004'])
    const second = await list(`${base}&status=draft&after=${drafts.after}`)
    expect(titles(second)[0]).toBe('Bulk 00052')
  })
})

describe('how GET /api/<segment>/staff reads', () => {
  /** The statements a request prepares, with their values, read off the D1 binding (or its session). */
  function recordingD1(target: D1Database) {
    const statements: Array<{ sql: string; values: unknown[] }> = []
    const recording = <T extends object>(object: T): T =>
      new Proxy(object, {
        get(inner, key) {
          const value = Reflect.get(inner, key, inner)
          if (typeof value !== 'function') return value
          if (key === 'withSession') return (...args: unknown[]) => recording(value.apply(inner, args))
          if (key !== 'prepare') return value.bind(inner)
          return (sql: string) => {
            const recorded = { sql, values: [] as unknown[] }
            statements.push(recorded)
            const statement = value.call(inner, sql) as D1PreparedStatement
            const bind = statement.bind.bind(statement)
            statement.bind = (...values: unknown[]) => {
              recorded.values = values
              return bind(...values)
            }
            return statement
          }
        },
      })
    return { binding: recording(target), statements }
  }

  it("says the list's own time in Server-Timing, for the bench and the browser's tools", async () => {
    const response = await sendAs(editor, 'GET', '/api/povs/staff?status=draft')
    expect(response.headers.get('server-timing')).toMatch(/^list;dur=\d+\.\d$/)
  })

  it('reads the POVs through indexes, in the order asked for or from the index alone, never every row of a status', async () => {
    const { binding, statements } = recordingD1(env.DB)
    const ctx = createExecutionContext()
    const response = await app.fetch(
      new Request('http://localhost/api/povs/staff?status=published&sort=title', {
        headers: { cookie: editor },
      }),
      { ...env, DB: binding },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(response.status).toBe(200)
    // The page's ids walk the title index and stop at a page; the count reads the status index
    // alone, the authors the author index: where they read every published row's, and sorted them.
    const reads: string[] = []
    for (const { sql, values } of statements.filter(({ sql }) => /from "povs"/.test(sql))) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...values)
        .all<{ detail: string }>()
      reads.push(
        ...plan.results.map((row) => row.detail).filter((detail) => /^(SCAN|SEARCH) povs\b/.test(detail)),
      )
    }
    expect(reads.length).toBeGreaterThan(0)
    for (const read of reads)
      expect(read).toMatch(/USING (COVERING INDEX|INTEGER PRIMARY KEY|INDEX povs_title_idx$)/)
  })
})

describe('POST /api/<segment>/bulk', () => {
  const bulk = (cookie: string, body: unknown) => sendAs(cookie, 'POST', '/api/povs/bulk', body)

  it('is for admins only, and for the site itself (CSRF)', async () => {
    const draft = await addPov({ title: 'Guarded', isPublished: false })
    expect((await call('/api/povs/bulk', { method: 'POST' })).status).toBe(401)
    expect((await bulk(editor, { action: 'publish', ids: [draft.id] })).status).toBe(403)
    const foreign = await call('/api/povs/bulk', {
      method: 'POST',
      headers: { cookie: admin, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'publish', ids: [draft.id] }),
    })
    expect(foreign.status).toBe(403)
    expect((await list('q=Guarded')).items[0]?.isPublished).toBe(false)
  })

  it('publishes the chosen drafts, each with its audit events, a new version and a revision', async () => {
    const author = 'Bulk Publisher'
    const drafts = await Promise.all(
      ['One', 'Two', 'Three'].map((title) => addPov({ title: `Bulk ${title}`, author, isPublished: false })),
    )
    const live = await addPov({ title: 'Bulk already live', author })
    const ids = [...drafts.map((draft) => draft.id), live.id]
    const response = await bulk(admin, { action: 'publish', ids })
    expect(response.status).toBe(200)
    const result = await response.json<{ changed: number[]; unchanged: number[]; missing: number[] }>()
    expect(result.changed.sort()).toEqual(drafts.map((draft) => draft.id).sort())
    expect(result.unchanged).toEqual([live.id])
    expect(result.missing).toEqual([])
    expect((await list('author=Bulk+Publisher&status=draft')).total).toBe(0)
    const { results: events } = await env.DB.prepare(
      `select action, target_id from audit_events where target_type = 'pov' and target_id in (${ids.join(',')}) order by id`,
    ).all<{ action: string; target_id: string }>()
    for (const draft of drafts) {
      expect(
        events.filter((event) => event.target_id === String(draft.id)).map((event) => event.action),
      ).toEqual(['content_published', 'content_updated'])
    }
    expect(events.some((event) => event.target_id === String(live.id))).toBe(false)
    const item = await (await sendAs(admin, 'GET', `/api/povs/${drafts[0]?.id}`)).json<{ version: number }>()
    expect(item.version).toBe(2)
    const revisions = await (await sendAs(admin, 'GET', `/api/povs/${drafts[0]?.id}/revisions`)).json<
      unknown[]
    >()
    expect(revisions).toHaveLength(1)
  })

  it('unpublishes, and deletes with the ids that were already gone named', async () => {
    const author = 'Bulk Remover'
    const a = await addPov({ title: 'Remove A', author })
    const b = await addPov({ title: 'Remove B', author })
    const unpublished = await (await bulk(admin, { action: 'unpublish', ids: [a.id] })).json<{
      changed: number[]
    }>()
    expect(unpublished.changed).toEqual([a.id])
    expect((await list('author=Bulk+Remover&status=draft')).items.map((item) => item.id)).toEqual([a.id])
    const deleted = await bulk(admin, { action: 'delete', ids: [a.id, b.id, 99_999_999] })
    expect(await deleted.json()).toEqual({ changed: [a.id, b.id], unchanged: [], missing: [99_999_999] })
    expect((await list('author=Bulk+Remover')).total).toBe(0)
    expect((await sendAs(admin, 'GET', `/api/povs/${a.id}`)).status).toBe(404)
    const { results } = await env.DB.prepare(
      `select count(*) as n from audit_events where action = 'content_trashed' and target_id in ('${a.id}', '${b.id}')`,
    ).all<{ n: number }>()
    expect(results[0]?.n).toBe(2)
  })

  it('answers 400 with a message to no ids, too many, or an unknown action', async () => {
    for (const [body, message] of [
      [{ action: 'publish', ids: [] }, 'Choose at least one item'],
      [{ action: 'publish', ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'At most 100 items at once'],
      [{ action: 'archive', ids: [1] }, 'Action must be publish, unpublish or delete'],
    ] as const) {
      const response = await bulk(admin, body)
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(message)
    }
  })
})
