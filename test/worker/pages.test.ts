import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { decodeHtmlText } from '../support/html-text'
import { addStaff, cookieFor } from './auth-fixtures'
import { sendCounted } from './content-fixtures'
import { call, sendAs } from './helpers'

// Pages built from blocks: the site's own pages as stored documents, and
// landing pages at /lp/<slug>. Messages and addresses pinned as literals.

const SITE_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/data-analytics',
  '/services/artificial-intelligence',
  '/services/qa-automation',
  '/services/process-consulting',
  '/services/smb-enablement',
  '/services/staff-augmentation',
  '/services/platform-engineering',
]
const PATH_SHAPE = 'Enter /lp/ and then lower-case letters, digits and hyphens, such as /lp/spring-offer'
const PATH_TAKEN = 'Another page has this address'
const SITE_PAGE_KEPT =
  'The site’s own pages (home, about, services, the service pages and the legal pages) cannot be deleted, unpublished or scheduled'

interface StoredPage {
  id: number
  title: string
  description: string
  path: string
  content: string
  noindex: boolean
  isPublished: boolean
  version: number
  metaTitle: string | null
}

interface Block {
  id: string
  type: string
  heading?: string
  [field: string]: unknown
}

const SPRING = '/lp/spring-offer'
let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor', email: 'pages-editor@example.test' })).id)
})

/** A read of the page at `path`, its cached copy (if any) stored and indexed before it returns. */
async function at(path: string, init: RequestInit = {}) {
  const response = await sendCounted(`/api/pages/at?path=${encodeURIComponent(path)}`, init)
  return { ...response, json: () => JSON.parse(response.body) as unknown }
}

async function pageAt(path: string, cookie?: string): Promise<StoredPage> {
  const response = await at(path, cookie ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  return response.json() as StoredPage
}

const blocksOf = (page: StoredPage) => (JSON.parse(page.content) as { blocks: Block[] }).blocks

/** The page as a PUT body: what the staff form sends back, with the blocks changed by `edit`. */
function bodyOf(page: StoredPage, edit: (blocks: Block[]) => Block[] = (blocks) => blocks) {
  return {
    title: page.title,
    description: page.description,
    path: page.path,
    content: JSON.stringify({ blocks: edit(blocksOf(page)) }),
    noindex: page.noindex,
    isPublished: page.isPublished,
    metaTitle: page.metaTitle ?? '',
    version: page.version,
  }
}

const landingBody = (path: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Spring assessment offer',
  description: 'A two-week data assessment at a fixed price, this spring only.',
  path,
  content: JSON.stringify({
    blocks: [
      {
        id: 'hero',
        type: 'hero',
        heading: 'Know your data in two weeks',
        blurb: 'A fixed-price assessment of your data estate.',
        buttons: [],
        stats: [],
      },
      {
        id: 'closing',
        type: 'call-to-action',
        heading: 'Book your assessment',
        text: 'Tell us about your data and we will call you back.',
        buttonLabel: 'Book Now',
      },
    ],
  }),
  ...overrides,
})

describe('the site’s own pages', () => {
  it('are stored from the copy they had, every one published at its address', async () => {
    for (const path of SITE_PAGES) {
      const page = await pageAt(path)
      expect(page.path).toBe(path)
      expect(page.isPublished).toBe(true)
      expect(blocksOf(page).length).toBeGreaterThan(1)
    }
    const home = await pageAt('/')
    expect(home.metaTitle).toBe('Crestline Consulting | Technology and Business Consulting')
    const [hero] = blocksOf(home)
    expect(hero).toMatchObject({ type: 'hero', heading: 'Crafting Solutions, Transforming Futures' })
    expect(blocksOf(await pageAt('/about'))[0]).toMatchObject({
      type: 'hero',
      heading: 'Consultants who build, not just advise',
    })
  })

  it('answers 404 for an address no page has', async () => {
    const response = await at('/lp/never-made')
    expect(response.status).toBe(404)
    expect(response.json()).toEqual({ error: 'Not found' })
    expect((await call('/api/pages/at')).status).toBe(400)
  })

  it('saves an edited block, refuses a stale version, and restores the original copy from its history', async () => {
    const about = await pageAt('/about')
    const edited = bodyOf(about, ([hero, ...rest]) => [{ ...hero!, heading: 'About Crestline' }, ...rest])
    const saved = await sendAs(admin, 'PUT', `/api/pages/${about.id}`, edited)
    expect(saved.status).toBe(200)
    expect(blocksOf(await pageAt('/about'))[0]!.heading).toBe('About Crestline')

    const stale = await sendAs(admin, 'PUT', `/api/pages/${about.id}`, edited)
    expect(stale.status).toBe(409)

    const history = await (await sendAs(admin, 'GET', `/api/pages/${about.id}/revisions`)).json<
      { id: number; author: string }[]
    >()
    expect(history).toHaveLength(2)
    const original = history.at(-1)!
    expect(original.author).toBe('Original site copy')
    const restored = await sendAs(admin, 'POST', `/api/pages/${about.id}/revisions/${original.id}/restore`)
    expect(restored.status).toBe(200)
    expect(blocksOf(await pageAt('/about'))[0]!.heading).toBe('Consultants who build, not just advise')
    expect((await pageAt('/about')).path).toBe('/about')
  })

  it('refuses a block that breaks its schema, naming the block and the field', async () => {
    const home = await pageAt('/')
    const response = await sendAs(
      admin,
      'PUT',
      `/api/pages/${home.id}`,
      bodyOf(home, ([hero, ...rest]) => [{ ...hero!, heading: '  ' }, ...rest]),
    )
    expect(response.status).toBe(400)
    const body = await response.json<{ fields: Record<string, string> }>()
    expect(body.fields['content.blocks.0.heading']).toBe('Heading is required')

    const notJson = await sendAs(admin, 'PUT', `/api/pages/${home.id}`, { ...bodyOf(home), content: '{' })
    expect(notJson.status).toBe(400)
    expect((await notJson.json<{ fields: Record<string, string> }>()).fields.content).toBe(
      'The blocks could not be read',
    )
  })

  it('stay at their address, published, and cannot be deleted', async () => {
    const services = await pageAt('/services')
    const moved = await sendAs(admin, 'PUT', `/api/pages/${services.id}`, {
      ...bodyOf(services),
      path: '/lp/services',
    })
    expect(moved.status).toBe(400)
    expect((await moved.json<{ fields: Record<string, string> }>()).fields.path).toBe(
      'The address of a site page cannot change',
    )

    const unpublished = await sendAs(admin, 'PUT', `/api/pages/${services.id}`, {
      ...bodyOf(services),
      isPublished: false,
    })
    expect(unpublished.status).toBe(400)
    expect((await unpublished.json<{ fields: Record<string, string> }>()).fields.isPublished).toBe(
      SITE_PAGE_KEPT,
    )

    const scheduled = await sendAs(admin, 'PUT', `/api/pages/${services.id}`, {
      ...bodyOf(services),
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(scheduled.status).toBe(400)
    expect((await scheduled.json<{ fields: Record<string, string> }>()).fields.isPublished).toBe(
      SITE_PAGE_KEPT,
    )

    const deleted = await sendAs(admin, 'DELETE', `/api/pages/${services.id}`)
    expect(deleted.status).toBe(409)
    expect(await deleted.json()).toEqual({ error: SITE_PAGE_KEPT })

    const bulk = await sendAs(admin, 'POST', '/api/pages/bulk', { action: 'unpublish', ids: [services.id] })
    expect(bulk.status).toBe(409)
    expect((await pageAt('/services')).isPublished).toBe(true)
  })

  it('tell nobody but an admin, in a JSON bulk action, which ids are the site’s own pages', async () => {
    const services = await pageAt('/services')
    const action = { action: 'delete', ids: [services.id] }
    const anonymous = await call('/api/pages/bulk', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(action),
    })
    expect(anonymous.status).toBe(401)
    expect((await sendAs(editor, 'POST', '/api/pages/bulk', action)).status).toBe(403)
    const notJson = await call('/api/pages/bulk', {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'text/plain' },
      body: JSON.stringify(action),
    })
    expect(notJson.status).toBe(415)
  })
})

describe('landing pages', () => {
  it('are created by staff at /lp/<slug>, drafts until published, with share-preview links', async () => {
    const created = await sendAs(editor, 'POST', '/api/pages', landingBody(SPRING))
    expect(created.status).toBe(201)
    const page = await created.json<StoredPage>()
    expect(page.isPublished).toBe(false)

    expect((await at(SPRING)).status).toBe(404)
    expect((await pageAt(SPRING, editor)).title).toBe('Spring assessment offer')

    const link = await sendAs(editor, 'POST', `/api/pages/${page.id}/preview-links`, {})
    expect(link.status).toBe(201)
    const url = new URL((await link.json<{ url: string }>()).url)
    expect(url.pathname).toBe(SPRING)
    const token = url.searchParams.get('preview') ?? ''
    const previewed = await call(`/api/pages/at?path=${SPRING}&preview=${encodeURIComponent(token)}`)
    expect(previewed.status).toBe(200)
    expect(previewed.headers.get('x-robots-tag')).toBe('noindex')

    const published = await sendAs(admin, 'PUT', `/api/pages/${page.id}`, {
      ...landingBody(SPRING),
      isPublished: true,
      version: page.version,
    })
    expect(published.status).toBe(200)
    expect((await pageAt(SPRING)).isPublished).toBe(true)
  })

  it('take an address only in the /lp/<slug> shape', async () => {
    for (const path of [
      '/lp/Spring-Offer',
      '/lp/',
      '/lp/a--b',
      '/lp/-a',
      '/landing/a',
      '/lp/a/b',
      '/about',
      '/',
    ]) {
      const response = await sendAs(editor, 'POST', '/api/pages', landingBody(path))
      expect(response.status, path).toBe(400)
      expect((await response.json<{ fields: Record<string, string> }>()).fields.path, path).toBe(PATH_SHAPE)
    }
    const tooLong = await sendAs(editor, 'POST', '/api/pages', landingBody(`/lp/${'a'.repeat(81)}`))
    expect(tooLong.status).toBe(400)
  })

  it('take an address no other page has', async () => {
    expect((await sendAs(editor, 'POST', '/api/pages', landingBody('/lp/webinar'))).status).toBe(201)
    const again = await sendAs(editor, 'POST', '/api/pages', landingBody('/lp/webinar'))
    expect(again.status).toBe(400)
    expect((await again.json<{ fields: Record<string, string> }>()).fields.path).toBe(PATH_TAKEN)

    const other = await (
      await sendAs(editor, 'POST', '/api/pages', landingBody('/lp/webinar-2'))
    ).json<StoredPage>()
    const moved = await sendAs(admin, 'PUT', `/api/pages/${other.id}`, {
      ...landingBody('/lp/webinar'),
      version: other.version,
    })
    expect(moved.status).toBe(400)
    expect((await moved.json<{ fields: Record<string, string> }>()).fields.path).toBe(PATH_TAKEN)
  })

  it('are listed in the sitemap when published, unless kept out of search engines', async () => {
    for (const [path, noindex] of [
      ['/lp/listed-offer', false],
      ['/lp/hidden-offer', true],
    ] as const)
      expect(
        (await sendAs(admin, 'POST', '/api/pages', landingBody(path, { isPublished: true, noindex }))).status,
      ).toBe(201)
    expect((await sendAs(editor, 'POST', '/api/pages', landingBody('/lp/draft-offer'))).status).toBe(201)
    const sitemap = (await sendCounted('/sitemap.xml')).body
    expect(sitemap).toContain('<loc>http://localhost:5173/lp/listed-offer</loc>')
    expect(sitemap).not.toContain('/lp/hidden-offer')
    expect(sitemap).not.toContain('/lp/draft-offer')
    expect(sitemap.match(/<loc>http:\/\/localhost:5173\/about<\/loc>/g)).toHaveLength(1)
  })

  it('can be deleted by an admin', async () => {
    const page = await (
      await sendAs(editor, 'POST', '/api/pages', landingBody('/lp/short-lived'))
    ).json<StoredPage>()
    expect((await sendAs(admin, 'DELETE', `/api/pages/${page.id}`)).status).toBe(200)
    expect((await at('/lp/short-lived', { headers: { cookie: admin } })).status).toBe(404)
  })
})

describe('a page as visitors get it', () => {
  /** The page at `path` as an anonymous visitor's browser gets it, its cached copy settled. */
  async function served(path: string, cookie?: string) {
    const response = await sendCounted(path, cookie ? { headers: { cookie } } : {})
    const html = response.body
    return {
      status: response.status,
      text: decodeHtmlText(html.slice(html.indexOf('<div id="root"'))) ?? '',
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      robots: /<meta name="robots" content="([^"]*)"/.exec(html)?.[1],
      h1: decodeHtmlText(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? ''),
    }
  }

  it('shows the stored blocks, and an edit to the next visitor', async () => {
    const before = await served('/services/qa-automation')
    expect(before.status).toBe(200)
    const stored = await pageAt('/services/qa-automation')
    const [hero] = blocksOf(stored)
    expect(before.h1).toBe(hero!.heading)

    const saved = await sendAs(
      admin,
      'PUT',
      `/api/pages/${stored.id}`,
      bodyOf(stored, ([first, ...rest]) => [
        { ...first!, heading: 'Quality you can ship on a Friday' },
        ...rest,
      ]),
    )
    expect(saved.status).toBe(200)
    expect((await served('/services/qa-automation')).h1).toBe('Quality you can ship on a Friday')
  })

  it('serves a published landing page with its own title, and keeps one out of search engines when asked', async () => {
    expect(
      (
        await sendAs(
          admin,
          'POST',
          '/api/pages',
          landingBody('/lp/served-offer', { isPublished: true, metaTitle: 'Spring offer, served' }),
        )
      ).status,
    ).toBe(201)
    const page = await served('/lp/served-offer')
    expect(page.status).toBe(200)
    expect(page.h1).toBe('Know your data in two weeks')
    expect(page.text).toContain('Book your assessment')
    expect(page.title).toBe('Spring offer, served')
    expect(page.robots).toBeUndefined()

    expect(
      (
        await sendAs(
          admin,
          'POST',
          '/api/pages',
          landingBody('/lp/quiet-offer', { isPublished: true, noindex: true }),
        )
      ).status,
    ).toBe(201)
    const quiet = await served('/lp/quiet-offer')
    expect(quiet.status).toBe(200)
    expect(quiet.title).toBe('Spring assessment offer | Crestline Consulting')
    expect(quiet.robots).toBe('noindex')
  })

  it('answers 404, not an error, at an address no landing page may have', async () => {
    for (const path of [`/lp/${'a'.repeat(197)}`, `/lp/${'a'.repeat(300)}`, '/lp/two--hyphens'])
      expect([path.length, (await served(path)).status]).toEqual([path.length, 404])
  })

  it('answers 404 for a landing page that is a draft or was never made, and shows staff a draft as such', async () => {
    expect((await sendAs(editor, 'POST', '/api/pages', landingBody('/lp/unseen-offer'))).status).toBe(201)
    expect((await served('/lp/unseen-offer')).status).toBe(404)
    expect((await served('/lp/no-such-offer')).status).toBe(404)

    const forStaff = await served('/lp/unseen-offer', editor)
    expect(forStaff.status).toBe(200)
    expect(forStaff.text).toContain('Preview: not published')
    expect(forStaff.robots).toBe('noindex')
  })

  it('leaves out a stored block that no longer passes its rules, rather than failing the page', async () => {
    const created = await (
      await sendAs(admin, 'POST', '/api/pages', landingBody('/lp/odd-offer', { isPublished: true }))
    ).json<StoredPage>()
    const [hero, closing] = blocksOf(created)
    const odd = { blocks: [hero, { id: 'odd', type: 'carousel', slides: 3 }, { ...closing, heading: '' }] }
    await env.DB.prepare('update pages set content = ? where id = ?')
      .bind(JSON.stringify(odd), created.id)
      .run()

    const api = await pageAt('/lp/odd-offer')
    expect(blocksOf(api).map((block) => block.id)).toEqual(['hero'])
    const page = await served('/lp/odd-offer')
    expect(page.status).toBe(200)
    expect(page.h1).toBe('Know your data in two weeks')
  })
})
