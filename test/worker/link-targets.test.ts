import { beforeAll, describe, expect, it } from 'vitest'
import { pages } from '../../src/worker/db/schema'
import { addStaff, caseStudyBody, cookieFor, db, povBody } from './auth-fixtures'
import { call, sendAs } from './helpers'

// GET /api/admin/link-targets: the visual editor's link dialog finds items and pages by title and
// learns whether a site path it links to shows visitors a page.

let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor' })).id)
})

async function created(segment: string, body: Record<string, unknown>) {
  const response = await sendAs(admin, 'POST', `/api/${segment}`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return response.json<{ id: number; title: string }>()
}

async function ask(cookie: string, query: string) {
  const response = await sendAs(cookie, 'GET', `/api/admin/link-targets?${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return response.json<{
    targets: { title: string; type: string; path: string; status: string }[]
    unanswered: boolean
  }>()
}

describe('link targets', () => {
  it('refuses anyone not signed in', async () => {
    const response = await call('/api/admin/link-targets?q=harbour')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Authentication required' })
  })

  it('finds items and pages by words of their title, any case, pages first, with type, path and status', async () => {
    const published = await created('povs', {
      ...povBody(),
      title: 'Harbour logistics in 2026',
      isPublished: true,
    })
    const draft = await created('case-studies', {
      ...caseStudyBody(),
      title: 'A harbour authority goes digital',
      isPublished: false,
    })
    const later = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString()
    await db.insert(pages).values({
      title: 'Harbour sprint',
      description: 'A landing page',
      path: '/lp/harbour-sprint',
      content: JSON.stringify({ blocks: [] }),
      isPublished: true,
      publishAt: new Date(later),
    })
    await created('povs', { ...povBody(), title: 'Nothing to do with it' })

    // Editors link too: they see the same list.
    for (const cookie of [admin, editor]) {
      const { targets } = await ask(cookie, 'q=HARBOUR')
      expect(targets).toEqual([
        { title: 'Harbour sprint', type: 'Page', path: '/lp/harbour-sprint', status: 'scheduled' },
        {
          title: 'Harbour logistics in 2026',
          type: 'POV',
          path: `/povs/${published.id}`,
          status: 'published',
        },
        {
          title: 'A harbour authority goes digital',
          type: 'Case study',
          path: `/case-studies/${draft.id}`,
          status: 'draft',
        },
      ])
    }
    // One letter finds nothing: every title would match.
    expect((await ask(editor, 'q=h')).targets).toEqual([])
    expect((await ask(editor, 'q=%25')).targets).toEqual([])
  })

  it("says whether a site path a link names shows visitors nothing, as Today's broken-link check does", async () => {
    const published = await created('povs', { ...povBody(), isPublished: true })
    const draft = await created('povs', povBody())
    const check = async (path: string) => (await ask(editor, `path=${encodeURIComponent(path)}`)).unanswered
    expect(await check(`/povs/${published.id}`)).toBe(false)
    expect(await check(`/povs/${published.id}?ref=mail#top`)).toBe(false)
    expect(await check(`/povs/${draft.id}`)).toBe(true)
    expect(await check('/povs/999999')).toBe(true)
    expect(await check('/lp/no-such-page')).toBe(true)
    // Fixed pages and other sites are not content that can go missing.
    expect(await check('/about')).toBe(false)
    expect(await check('https://example.com/povs/1')).toBe(false)
  })

  it('answers 400 to a query past its limits', async () => {
    const response = await sendAs(editor, 'GET', `/api/admin/link-targets?q=${'a'.repeat(101)}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ fields: { q: expect.any(String) } })
  })
})
