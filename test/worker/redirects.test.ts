import { beforeAll, describe, expect, it } from 'vitest'
import { missedAddresses, redirectList, redirectRecord } from '../../src/shared/schemas/redirect'
import { addStaff, cookieFor } from './auth-fixtures'
import { sendCounted } from './content-fixtures'
import { call, sendAs } from './helpers'

// Redirects staff make and those a landing page's new address makes, as visitors and the API see
// them; and the addresses that answered 404. Messages pinned as literals.

const INVALID = 'Invalid request'
const FROM_TAKEN = 'A redirect from this address already exists'
const CHAIN = 'That would make a chain of redirects: point it at the final address instead'
const LOOP = 'A redirect cannot lead back to where it starts'
const RESERVED = 'The API, the staff app and files cannot be redirected'

let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin', email: 'redirects-admin@example.test' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor', email: 'redirects-editor@example.test' })).id)
})

/** A visit as an anonymous browser makes it, after which the work it left to waitUntil is done. */
const visit = (path: string) => sendCounted(path)

// Answers are read through the shared schemas, so they keep to the contract the staff screen reads.
async function create(body: unknown) {
  const response = await sendAs(admin, 'POST', '/api/admin/redirects', body)
  expect(response.status).toBe(201)
  return redirectRecord.parse(await response.json())
}

async function listed() {
  const response = await sendAs(admin, 'GET', '/api/admin/redirects')
  expect(response.status).toBe(200)
  return redirectList.parse(await response.json()).redirects
}

const landingBody = (path: string) => ({
  title: 'Autumn offer',
  description: 'A two-week data assessment at a fixed price.',
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
    ],
  }),
  noindex: false,
  isPublished: true,
  metaTitle: '',
})

describe('a landing page that moves', () => {
  it('answers 301 from its old address at the next request, the query kept, and renders at the new one', async () => {
    const created = await sendAs(admin, 'POST', '/api/pages', landingBody('/lp/old'))
    expect(created.status).toBe(201)
    const page = (await created.json()) as { id: number; version: number }
    // Cached as a page first, so the move has to drop that copy.
    expect((await visit('/lp/old')).status).toBe(200)
    expect((await visit('/lp/old')).cache).toBe('HIT')

    const moved = await sendAs(admin, 'PUT', `/api/pages/${page.id}`, {
      ...landingBody('/lp/new'),
      version: page.version,
    })
    expect(moved.status).toBe(200)

    const old = await visit('/lp/old?utm_source=mail')
    expect(old.status).toBe(301)
    expect(old.headers.get('location')).toBe('/lp/new?utm_source=mail')
    const renamed = await visit('/lp/new')
    expect(renamed.status).toBe(200)
    expect(renamed.body).toContain('Know your data in two weeks')
    expect((await listed()).find((redirect) => redirect.from === '/lp/old')).toMatchObject({
      to: '/lp/new',
      status: 301,
    })
  })

  it('keeps no redirect when the update says not to, and points older redirects at the new address', async () => {
    const created = await sendAs(admin, 'POST', '/api/pages', landingBody('/lp/first'))
    const page = (await created.json()) as { id: number; version: number }
    const older = await create({ from: '/campaign', to: '/lp/first', status: 302 })
    const shadow = await create({ from: '/lp/second', to: '/contact', status: 301 })

    const moved = await sendAs(admin, 'PUT', `/api/pages/${page.id}`, {
      ...landingBody('/lp/second'),
      version: page.version,
      keepOldAddress: false,
    })
    expect(moved.status).toBe(200)

    expect((await visit('/lp/first')).status).toBe(404)
    expect((await visit('/lp/second')).status).toBe(200)
    const campaign = await visit('/campaign')
    expect(campaign.status).toBe(302)
    expect(campaign.headers.get('location')).toBe('/lp/second')
    const redirects = await listed()
    expect(redirects.find((redirect) => redirect.id === older.id)?.to).toBe('/lp/second')
    expect(redirects.some((redirect) => redirect.id === shadow.id)).toBe(false)
  })
})

describe('redirects staff make', () => {
  it('answer 301, 302 or 410; a change is seen at the next request, and a deleted one is a 404 again', async () => {
    const moved = await create({ from: '/old-about', to: '/about?from=old', status: 301 })
    const first = await visit('/old-about?utm_source=mail')
    expect(first.status).toBe(301)
    expect(first.headers.get('location')).toBe('/about?from=old&utm_source=mail')
    // A cached answer keeps each visit's own query.
    const second = await visit('/old-about/?ref=x')
    expect(second.status).toBe(301)
    expect(second.headers.get('location')).toBe('/about?from=old&ref=x')
    const cached = await visit('/old-about')
    expect(cached.cache).toBe('HIT')
    expect(cached.headers.get('location')).toBe('/about?from=old')

    const changed = await sendAs(admin, 'PUT', `/api/admin/redirects/${moved.id}`, {
      from: '/old-about',
      to: 'https://example.org/elsewhere',
      status: 302,
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ to: 'https://example.org/elsewhere', status: 302 })
    const temporary = await visit('/old-about?a=1')
    expect(temporary.status).toBe(302)
    expect(temporary.headers.get('location')).toBe('https://example.org/elsewhere?a=1')

    const gone = await sendAs(admin, 'PUT', `/api/admin/redirects/${moved.id}`, {
      from: '/old-about',
      to: '',
      status: 410,
    })
    expect(gone.status).toBe(200)
    const goneAnswer = await visit('/old-about')
    expect(goneAnswer.status).toBe(410)
    expect(goneAnswer.body).toContain('This page has been removed')

    expect((await sendAs(admin, 'DELETE', `/api/admin/redirects/${moved.id}`)).status).toBe(204)
    expect((await visit('/old-about')).status).toBe(404)
    expect((await sendAs(admin, 'DELETE', `/api/admin/redirects/${moved.id}`)).status).toBe(404)
    expect(
      (await sendAs(admin, 'PUT', `/api/admin/redirects/${moved.id}`, { from: '/x', to: '/y', status: 301 }))
        .status,
    ).toBe(404)
  })

  it('count their hits, cached answers included', async () => {
    const counted = await create({ from: '/counted', to: '/about', status: 301 })
    for (let i = 0; i < 3; i += 1) expect((await visit('/counted')).status).toBe(301)
    const row = (await listed()).find((redirect) => redirect.id === counted.id)
    expect(row?.hits).toBe(3)
    expect(row?.lastHitAt).not.toBeNull()
  })

  it('refuse a loop, a chain either way, a taken or reserved address', async () => {
    await create({ from: '/chain-start', to: '/chain-end', status: 301 })
    const refusal = async (body: unknown) => {
      const response = await sendAs(admin, 'POST', '/api/admin/redirects', body)
      expect(response.status).toBe(400)
      const json = (await response.json()) as { error: string; fields: Record<string, string> }
      expect(json.error).toBe(INVALID)
      return json.fields
    }
    expect(await refusal({ from: '/loop', to: '/loop', status: 301 })).toEqual({ to: LOOP })
    expect(await refusal({ from: '/before', to: '/chain-start', status: 301 })).toEqual({ to: CHAIN })
    expect(await refusal({ from: '/chain-end', to: '/after', status: 302 })).toEqual({ from: CHAIN })
    expect(await refusal({ from: '/chain-start', to: '/other', status: 301 })).toEqual({ from: FROM_TAKEN })
    expect(await refusal({ from: '/admin/staff', to: '/about', status: 301 })).toEqual({ from: RESERVED })
  })

  it('are for admins only', async () => {
    const body = { from: '/editor-try', to: '/about', status: 301 }
    expect((await sendAs(editor, 'GET', '/api/admin/redirects')).status).toBe(403)
    expect((await sendAs(editor, 'POST', '/api/admin/redirects', body)).status).toBe(403)
    expect((await sendAs(editor, 'GET', '/api/admin/missed-addresses')).status).toBe(403)
    expect((await call('/api/admin/redirects')).status).toBe(401)
    expect((await call('/api/admin/missed-addresses')).status).toBe(401)
  })
})

describe('missed addresses', () => {
  it('list a page address that answered 404 with how often, and no API address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await visit('/no-such-page?utm_source=x')).status).toBe(404)
    expect((await visit('/api/no-such-thing')).status).toBe(404)
    const response = await sendAs(admin, 'GET', '/api/admin/missed-addresses')
    expect(response.status).toBe(200)
    const { missed } = missedAddresses.parse(await response.json())
    expect(missed.find((row) => row.path === '/no-such-page')?.count).toBe(3)
    expect(missed.some((row) => row.path.startsWith('/api'))).toBe(false)
  })
})
