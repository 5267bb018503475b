import { beforeAll, describe, expect, it } from 'vitest'
import { decodeHtmlText } from '../support/html-text'
import { addStaff, cookieFor, login, PASSWORD } from './auth-fixtures'
import { sendCounted } from './content-fixtures'
import { sendAs } from './helpers'

// The privacy notice, cookie policy and terms of use as stored pages: their text as the spec has it
// on the served page, an edit on the page at the next request with its revision, and the three kept
// at their addresses. Texts pinned as literals.

const LEGAL_PAGES = ['/privacy-notice', '/cookie-policy', '/terms-of-use']
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
  [field: string]: unknown
}

let admin: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin', email: 'legal-admin@example.test' })).id)
})

async function pageAt(path: string): Promise<StoredPage> {
  const response = await sendCounted(`/api/pages/at?path=${encodeURIComponent(path)}`)
  expect(response.status).toBe(200)
  return JSON.parse(response.body) as StoredPage
}

const blocksOf = (page: StoredPage) => (JSON.parse(page.content) as { blocks: Block[] }).blocks

const bodyOf = (page: StoredPage, blocks: Block[] = blocksOf(page)) => ({
  title: page.title,
  description: page.description,
  path: page.path,
  content: JSON.stringify({ blocks }),
  noindex: page.noindex,
  isPublished: page.isPublished,
  metaTitle: page.metaTitle ?? '',
  version: page.version,
})

/** The served page's `<main>`, entities decoded, for `toContain`. */
async function served(path: string) {
  const response = await sendCounted(path)
  expect(response.status).toBe(200)
  const main = response.body.match(/<main[^>]*>(.*)<\/main>/s)?.[1]
  return { ...response, html: decodeHtmlText(main) ?? '' }
}

const headingsOf = (html: string, level: 1 | 2) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'gs'))].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
  )

describe('the legal pages', () => {
  it('show their title, effective date, numbered sections and the configured contacts', async () => {
    const privacy = await served('/privacy-notice')
    expect(headingsOf(privacy.html, 1)).toEqual(['Privacy Notice'])
    expect(privacy.html).toContain('Effective date: January 1, 2024')
    expect(headingsOf(privacy.html, 2)).toEqual([
      '1. Information We Collect',
      '2. How We Use Your Information',
      '3. How We Share Information',
      '4. Data Security',
      '5. Your Rights',
      '6. Contact Us',
    ])
    expect(privacy.html).toContain(
      'This Privacy Notice explains how Crestline Consulting ("Crestline", "we", "us") handles personal information when you visit our website, contact us or work with us.',
    )

    const cookies = await served('/cookie-policy')
    expect(headingsOf(cookies.html, 1)).toEqual(['Cookie Policy'])
    expect(headingsOf(cookies.html, 2)).toEqual([
      '1. Essential Cookies',
      '2. Analytics Cookies',
      '3. Marketing Cookies',
      '4. Functional Cookies',
      '5. Managing Your Preferences',
      '6. Third-Party Cookies',
      'Cookies and Storage We Use',
    ])
    expect(cookies.html).toContain(
      'the Cookie Settings button at the bottom right of every page opens the Cookie Settings dialog',
    )

    const terms = await served('/terms-of-use')
    expect(headingsOf(terms.html, 2)).toEqual([
      '1. Acceptance of Terms',
      '2. Use of the Website',
      '3. Intellectual Property',
      '4. Description of Services',
      '5. Disclaimer',
      '6. Limitation of Liability',
      '7. Governing Law',
      '8. Changes to These Terms',
      '9. Contact Information',
    ])

    for (const { html } of [privacy, cookies, terms]) {
      const address = html.match(/<address[^>]*>(.*?)<\/address>/s)?.[1] ?? ''
      expect(address).toContain('href="mailto:privacy@crestline-consulting.example"')
      expect(address).toContain('href="mailto:legal@crestline-consulting.example"')
      expect(address).toContain('+1 (847) 555-0142')
      expect(address).toContain(
        'Crestline Consulting, Attn: Legal Department, Deerfield, IL 60015, United States',
      )
    }
  })

  it('list every cookie and browser storage item the site sets, the staff sign-in’s among them', async () => {
    const { html } = await served('/cookie-policy')
    for (const name of [
      'cookie-consent',
      'cookie-preferences',
      'consent-decided',
      'consent-marketing',
      'visitor-session-id',
      'visit-attribution',
      'embed-to-play',
      '__Host-sid',
      '__Secure-pending-sign-in',
      '__Host-d1-bookmark',
      'staff-color-scheme',
      'staff-page-preview',
      'staff-list-display',
    ])
      expect(html).toContain(`>${name}</p>`)
    // What a sign-in really sets is on the list.
    const email = 'legal-sign-in@example.test'
    await addStaff({ email })
    const signedIn = await login(email, PASSWORD)
    expect(signedIn.status).toBe(200)
    const set = signedIn.headers.getSetCookie().map((cookie) => cookie.split('=')[0])
    expect(set.length).toBeGreaterThan(0)
    for (const name of set) expect(html).toContain(`>${name}</p>`)
  })

  it('take an edit of the privacy notice at the next request, with its revision in the history', async () => {
    const before = await served('/privacy-notice')
    expect((await served('/privacy-notice')).cache).toBe('HIT')
    expect(before.html).not.toContain('We answer requests within 14 days.')

    const page = await pageAt('/privacy-notice')
    const blocks = blocksOf(page).map((block) =>
      block.type === 'rich-text'
        ? {
            ...block,
            markdown: String(block.markdown).replace(
              'We answer requests within 30 days.',
              'We answer requests within 14 days.',
            ),
          }
        : block,
    )
    const saved = await sendAs(admin, 'PUT', `/api/pages/${page.id}`, bodyOf(page, blocks))
    expect(saved.status).toBe(200)

    const after = await served('/privacy-notice')
    expect(after.cache).not.toBe('HIT')
    expect(after.html).toContain('We answer requests within 14 days.')
    expect(after.html).not.toContain('We answer requests within 30 days.')

    const history = await (await sendAs(admin, 'GET', `/api/pages/${page.id}/revisions`)).json<
      { id: number; author: string; version: number }[]
    >()
    expect(history.map((revision) => revision.author)).toEqual([
      'legal-admin@example.test',
      'Original site copy',
    ])
    const original = await (
      await sendAs(admin, 'GET', `/api/pages/${page.id}/revisions/${history[1]!.id}`)
    ).json<{ item: { content: string } }>()
    expect(original.item.content).toContain('We answer requests within 30 days.')
  })

  it.each(LEGAL_PAGES)('%s cannot be deleted, moved or unpublished', async (path) => {
    const page = await pageAt(path)
    const deleted = await sendAs(admin, 'DELETE', `/api/pages/${page.id}`)
    expect(deleted.status).toBe(409)
    expect(await deleted.json()).toEqual({ error: SITE_PAGE_KEPT })

    const moved = await sendAs(admin, 'PUT', `/api/pages/${page.id}`, { ...bodyOf(page), path: '/lp/legal' })
    expect(moved.status).toBe(400)
    expect((await moved.json<{ fields: Record<string, string> }>()).fields.path).toBe(
      'The address of a site page cannot change',
    )

    const unpublished = await sendAs(admin, 'PUT', `/api/pages/${page.id}`, {
      ...bodyOf(page),
      isPublished: false,
    })
    expect(unpublished.status).toBe(400)

    const bulk = await sendAs(admin, 'POST', '/api/pages/bulk', { action: 'delete', ids: [page.id] })
    expect(bulk.status).toBe(409)
    expect((await served(path)).status).toBe(200)
  })
})
