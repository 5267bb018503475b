import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { addStaff, cookieFor } from './auth-fixtures'
import { sendCounted } from './content-fixtures'
import { call, sendAs } from './helpers'

// The header's and the footer's menus as admins edit them through the API and every public page,
// the sitemap page and sitemap.xml show them. Messages and labels pinned as literals.

const INVALID = 'Invalid request'
const CONFLICT = 'Someone else saved this item after you opened it'
const LABEL_REQUIRED = 'Enter the text of the link'
const ADDRESS = 'A link goes to a path on this site, starting with /, or to an address starting with https://'
const NOT_A_PAGE = 'The API and the staff app are not pages'

const ADMIN_EMAIL = 'menus-admin@example.test'
let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin', email: ADMIN_EMAIL })).id)
  editor = await cookieFor((await addStaff({ role: 'editor', email: 'menus-editor@example.test' })).id)
})

interface Link {
  label: string
  href: string
}
interface Menus {
  header: { items: (Link & { children: Link[] })[]; button: Link }
  footer: { columns: { heading: string; links: Link[] }[] }
}

async function current(): Promise<{ menus: Menus; version: number }> {
  const response = await sendAs(admin, 'GET', '/api/admin/menus')
  expect(response.status).toBe(200)
  return (await response.json()) as { menus: Menus; version: number }
}

/** The links of the page's element `tag` labelled `label` (the header's nav, the footer), as [text, href]. */
function linksIn(html: string, opening: RegExp, closing: string): string[][] {
  const start = html.search(opening)
  expect(start, String(opening)).toBeGreaterThan(-1)
  const part = html.slice(start, html.indexOf(closing, start))
  return [...part.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((match) => [
    match[2] ?? '',
    match[1] ?? '',
  ])
}
const mainNav = (html: string) => linksIn(html, /<nav aria-label="Main"/, '</nav>')
const footer = (html: string) => linksIn(html, /<footer/, '</footer>')

describe('who may read and change the menus', () => {
  it.each([
    ['GET', '/api/admin/menus'],
    ['PUT', '/api/admin/menus'],
    ['GET', '/api/admin/menus/history'],
  ])('%s %s: 401 signed out, 403 for an editor', async (method, path) => {
    const body = method === 'PUT' ? { menus: {}, version: 0 } : undefined
    const anonymous = await sendCounted(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body && JSON.stringify(body),
    })
    expect(anonymous.status).toBe(401)
    expect((await sendAs(editor, method, path, body)).status).toBe(403)
  })
})

describe('a menu change', () => {
  it('starts from today’s links, version 0', async () => {
    const { menus, version } = await current()
    expect(version).toBe(0)
    expect(menus.header.items.map((item) => item.label)).toEqual([
      'Services',
      'Insights',
      'Case Studies',
      'About Us',
    ])
    expect(menus.header.button).toEqual({ label: "Let's Connect", href: '/contact' })
    expect(menus.footer.columns.map((column) => column.heading)).toEqual(['Company', 'Resources'])
  })

  it('refuses bad links with a message on each field', async () => {
    const { menus } = await current()
    const bad = structuredClone(menus)
    const [services] = bad.header.items
    if (!services?.children[0] || !bad.footer.columns[1]?.links[0]) throw new Error('default menus changed')
    services.children[0].label = '  '
    bad.header.button.href = 'javascript:alert(1)'
    bad.footer.columns[1].links[0].href = '/admin/staff'
    const response = await sendAs(admin, 'PUT', '/api/admin/menus', { menus: bad, version: 0 })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: INVALID,
      fields: {
        'menus.header.items.0.children.0.label': LABEL_REQUIRED,
        'menus.header.button.href': ADDRESS,
        'menus.footer.columns.1.links.0.href': NOT_A_PAGE,
      },
    })
    expect((await current()).version).toBe(0)
  })

  it('is on every page, the sitemap page and sitemap.xml at the next request', async () => {
    // Cached first, so the change has to drop these copies.
    for (const path of ['/', '/about', '/sitemap.xml']) {
      expect((await sendCounted(path)).status).toBe(200)
      expect((await sendCounted(path)).cache).toBe('HIT')
    }
    const { menus } = await current()
    const changed = structuredClone(menus)
    const insights = changed.header.items[1]
    const resources = changed.footer.columns[1]
    if (!insights || !resources?.links[0]) throw new Error('default menus changed')
    insights.label = 'Ideas'
    resources.links[0].label = 'Research Papers'
    resources.links.push({ label: 'Spring Offer', href: '/lp/spring-offer' })
    changed.header.items.push({
      label: 'Partner Portal',
      href: 'https://partners.example.com/',
      children: [],
    })

    const saved = await sendAs(admin, 'PUT', '/api/admin/menus', { menus: changed, version: 0 })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ menus: changed, version: 1 })

    for (const path of ['/', '/about']) {
      const page = await sendCounted(path)
      expect(page.status).toBe(200)
      expect(page.cache).not.toBe('HIT')
      expect(mainNav(page.body)).toEqual(
        expect.arrayContaining([
          ['Ideas', '/insights'],
          ['Partner Portal', 'https://partners.example.com/'],
        ]),
      )
      expect(mainNav(page.body)).not.toContainEqual(['Insights', '/insights'])
      const footerLinks = footer(page.body)
      expect(footerLinks).toContainEqual(['Research Papers', '/whitepapers'])
      expect(footerLinks).toContainEqual(['Spring Offer', '/lp/spring-offer'])
      expect(footerLinks).not.toContainEqual(['Whitepapers', '/whitepapers'])
    }
    const sitemapPage = (await sendCounted('/sitemap')).body
    expect(sitemapPage).toMatch(/<a [^>]*href="\/lp\/spring-offer"[^>]*>Spring Offer<\/a>/)
    const xml = await sendCounted('/sitemap.xml')
    expect(xml.cache).not.toBe('HIT')
    expect(xml.body).toContain('<loc>http://localhost:5173/lp/spring-offer</loc>')
    expect(xml.body).not.toContain('partners.example.com')
  })

  it('refuses a save from a stale or unknown version with 409, keeping what was saved', async () => {
    const { menus } = await current()
    for (const version of [0, 7]) {
      const response = await sendAs(admin, 'PUT', '/api/admin/menus', { menus, version })
      expect(response.status).toBe(409)
      expect(await response.json()).toMatchObject({ error: CONFLICT })
    }
    expect((await current()).version).toBe(1)
  })

  it('lists its saved versions, newest first, with author and time', async () => {
    const { menus } = await current()
    const again = structuredClone(menus)
    again.footer.columns.pop()
    expect((await sendAs(admin, 'PUT', '/api/admin/menus', { menus: again, version: 1 })).status).toBe(200)
    const response = await sendAs(admin, 'GET', '/api/admin/menus/history')
    expect(response.status).toBe(200)
    const { revisions } = (await response.json()) as {
      revisions: { version: number; author: string; savedAt: string; menus: Menus | null }[]
    }
    expect(revisions.map((revision) => [revision.version, revision.author])).toEqual([
      [2, ADMIN_EMAIL],
      [1, ADMIN_EMAIL],
    ])
    expect(Date.now() - Date.parse(revisions[0]?.savedAt ?? '')).toBeLessThan(60_000)
    expect(revisions[1]?.menus?.footer.columns[1]?.links[0]?.label).toBe('Research Papers')
    expect(revisions[0]?.menus?.footer.columns).toHaveLength(1)
  })
})

describe('stored menus that fail the schema', () => {
  it.each([
    ['not JSON', '{"header":'],
    ['the wrong shape', JSON.stringify({ header: { items: [] }, footer: 'Company' })],
  ])('leave pages on today’s links when they are %s', async (_, body) => {
    await env.DB.prepare("update site_documents set body = ? where name = 'menus'").bind(body).run()
    // A page no test here has cached.
    const page = await call(`/case-studies?menus=${encodeURIComponent(body)}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(mainNav(html)).toEqual(
      expect.arrayContaining([
        ['Insights', '/insights'],
        ['Case Studies', '/case-studies'],
        ['About Us', '/about'],
        ['Let&#x27;s Connect', '/contact'],
      ]),
    )
    expect(footer(html)).toContainEqual(['Whitepapers', '/whitepapers'])
    const xml = await call(`/sitemap.xml?${encodeURIComponent(body)}`)
    expect(xml.status).toBe(200)
    const { menus } = await current()
    expect(menus.footer.columns.map((column) => column.heading)).toEqual(['Company', 'Resources'])
  })
})
