import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sharedBlockRevisions } from '../../src/worker/db/schema'
import { addStaff, cookieFor, db } from './auth-fixtures'
import { sendCounted } from './content-fixtures'
import { sendAs } from './helpers'

// Shared blocks as visitors and the API see them: one edit on every page that places the block, at
// the next request (the pages' cached copies dropped); a deleted one leaves its pages standing.
// A landing page without the site's chrome, and its form block posted without JavaScript.

let admin: string
let editor: string

beforeAll(async () => {
  admin = await cookieFor((await addStaff({ role: 'admin', email: 'shared-admin@example.test' })).id)
  editor = await cookieFor((await addStaff({ role: 'editor', email: 'shared-editor@example.test' })).id)
})

const visit = (path: string, init?: RequestInit) => sendCounted(path, init)

const band = (heading: string) => ({
  id: 'band',
  type: 'call-to-action',
  heading,
  text: 'Book a thirty-minute call with a partner.',
  buttonLabel: 'Book a call',
})

const hero = (heading: string) => ({
  id: 'hero',
  type: 'hero',
  heading,
  blurb: 'A fixed-price assessment of your data estate.',
  buttons: [],
  stats: [],
})

const landing = (path: string, blocks: unknown[], extra: Record<string, unknown> = {}) => ({
  title: `Campaign ${path}`,
  description: 'A campaign page.',
  path,
  content: JSON.stringify({ blocks }),
  noindex: false,
  isPublished: true,
  metaTitle: '',
  ...extra,
})

interface Shared {
  id: number
  version: number
  name: string
  usedOn: { id: number; title: string; path: string }[]
}

async function createShared(body: unknown): Promise<Shared> {
  const response = await sendAs(admin, 'POST', '/api/shared-blocks', body)
  expect(response.status).toBe(201)
  return (await response.json()) as Shared
}

async function createPage(body: unknown) {
  const response = await sendAs(admin, 'POST', '/api/pages', body)
  expect(response.status).toBe(201)
  return (await response.json()) as { id: number }
}

describe('a shared block placed on two pages', () => {
  it('is edited once and both pages show the edit at the next request', async () => {
    const shared = await createShared({ name: 'Closing band', block: band('Talk to a partner this week') })
    const placed = { id: 'closing', type: 'shared', sharedId: shared.id }
    await createPage(landing('/lp/shared-one', [hero('First campaign'), placed]))
    await createPage(landing('/lp/shared-two', [hero('Second campaign'), placed]))

    for (const path of ['/lp/shared-one', '/lp/shared-two']) {
      const first = await visit(path)
      expect(first.status).toBe(200)
      expect(first.body).toContain('Talk to a partner this week')
      // Cached, so the edit has to drop this copy.
      expect((await visit(path)).cache).toBe('HIT')
    }

    const read = await sendAs(admin, 'GET', `/api/shared-blocks/${shared.id}`)
    expect(((await read.json()) as Shared).usedOn.map((page) => page.path)).toEqual([
      '/lp/shared-one',
      '/lp/shared-two',
    ])

    const edited = await sendAs(admin, 'PUT', `/api/shared-blocks/${shared.id}`, {
      name: 'Closing band',
      block: band('Talk to a partner today'),
      version: shared.version,
    })
    expect(edited.status).toBe(200)

    for (const path of ['/lp/shared-one', '/lp/shared-two']) {
      const after = await visit(path)
      expect(after.status).toBe(200)
      expect(after.body).toContain('Talk to a partner today')
      expect(after.body).not.toContain('Talk to a partner this week')
    }

    // A save from the copy the edit replaced would undo it on every page.
    const stale = await sendAs(admin, 'PUT', `/api/shared-blocks/${shared.id}`, {
      name: 'Closing band',
      block: band('An older heading'),
      version: shared.version,
    })
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ error: 'Someone else saved this item after you opened it' })
  })

  it('leaves its pages rendering when it is deleted, with nothing in its place', async () => {
    const shared = await createShared({ name: 'Soon gone', block: band('A band about to go') })
    await createPage(
      landing('/lp/shared-gone', [hero('Still here'), { id: 'gone', type: 'shared', sharedId: shared.id }]),
    )
    expect((await visit('/lp/shared-gone')).body).toContain('A band about to go')

    expect((await sendAs(admin, 'DELETE', `/api/shared-blocks/${shared.id}`)).status).toBe(204)

    const after = await visit('/lp/shared-gone')
    expect(after.status).toBe(200)
    expect(after.body).toContain('Still here')
    expect(after.body).not.toContain('A band about to go')
  })

  it('is written by admins only, read by every staff member, and never holds another shared block', async () => {
    const shared = await createShared({ name: 'Figures', block: band('Figures band') })
    expect((await sendAs(editor, 'GET', '/api/shared-blocks')).status).toBe(200)
    expect(
      (await sendAs(editor, 'PUT', `/api/shared-blocks/${shared.id}`, { name: 'X', block: band('X') }))
        .status,
    ).toBe(403)
    expect((await sendAs(editor, 'DELETE', `/api/shared-blocks/${shared.id}`)).status).toBe(403)

    const nested = await sendAs(admin, 'POST', '/api/shared-blocks', {
      name: 'Nested',
      block: { id: 'inner', type: 'shared', sharedId: shared.id },
    })
    expect(nested.status).toBe(400)
    expect(await nested.json()).toMatchObject({ fields: { 'block.type': 'Unknown block type' } })

    const unnamed = await sendAs(admin, 'POST', '/api/shared-blocks', { name: ' ', block: band('X') })
    expect(unnamed.status).toBe(400)
    expect(await unnamed.json()).toMatchObject({ fields: { name: 'Name is required' } })
  })
})

interface Revision {
  version: number
  name: string
  block: { heading: string } | null
  author: string
  savedAt: string
}

const historyOf = async (cookie: string, id: number) => {
  const response = await sendAs(cookie, 'GET', `/api/shared-blocks/${id}/revisions`)
  return {
    status: response.status,
    revisions: ((await response.json()) as { revisions?: Revision[] }).revisions,
  }
}

describe('a shared block’s history', () => {
  it('keeps every saved version with who saved it, and an older one saved again is on the pages', async () => {
    const shared = await createShared({ name: 'Offer band', block: band('Spring offer') })
    await createPage(
      landing('/lp/shared-history', [hero('Offer'), { id: 'offer', type: 'shared', sharedId: shared.id }]),
    )
    const edited = await sendAs(admin, 'PUT', `/api/shared-blocks/${shared.id}`, {
      name: 'Offer band',
      block: band('Summer offer'),
      version: 1,
    })
    expect(edited.status).toBe(200)
    // A refused save (it started from version 1) is no version.
    const stale = await sendAs(admin, 'PUT', `/api/shared-blocks/${shared.id}`, {
      name: 'Offer band',
      block: band('Autumn offer'),
      version: 1,
    })
    expect(stale.status).toBe(409)

    const { revisions } = await historyOf(admin, shared.id)
    expect(
      revisions?.map((revision) => [revision.version, revision.block?.heading, revision.author]),
    ).toEqual([
      [2, 'Summer offer', 'shared-admin@example.test'],
      [1, 'Spring offer', 'shared-admin@example.test'],
    ])
    expect(Date.parse(revisions?.[0]?.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)
    // Every staff member reads it, as they read the block.
    expect((await historyOf(editor, shared.id)).status).toBe(200)

    // Restoring is saving the older version's block as the next version.
    const restored = await sendAs(admin, 'PUT', `/api/shared-blocks/${shared.id}`, {
      name: revisions?.[1]?.name,
      block: revisions?.[1]?.block,
      version: 2,
    })
    expect(restored.status).toBe(200)
    expect(((await restored.json()) as Shared).version).toBe(3)
    const page = await visit('/lp/shared-history')
    expect(page.body).toContain('Spring offer')
    expect(page.body).not.toContain('Summer offer')
    expect((await historyOf(admin, shared.id)).revisions?.map((revision) => revision.version)).toEqual([
      3, 2, 1,
    ])

    // The versions go with the block.
    expect((await sendAs(admin, 'DELETE', `/api/shared-blocks/${shared.id}`)).status).toBe(204)
    expect((await historyOf(admin, shared.id)).status).toBe(404)
    expect(
      await db.select().from(sharedBlockRevisions).where(eq(sharedBlockRevisions.sharedBlockId, shared.id)),
    ).toEqual([])
  })
})

describe('a landing page without the site menu and footer, with a form block', () => {
  const form = { id: 'enquire', type: 'form', heading: 'Ask for the sprint', background: 'plain' }

  it('has a logo-only header and the legal links, and its form posts to the page itself', async () => {
    await createPage(landing('/lp/bare', [hero('A bare campaign'), form], { hideChrome: true }))
    const page = await visit('/lp/bare')
    expect(page.status).toBe(200)
    expect(page.body).not.toContain('aria-label="Main"')
    expect(page.body).toContain('aria-label="Legal"')
    for (const label of ['Privacy Notice', 'Cookie Policy', 'Terms of Use'])
      expect(page.body).toContain(label)
    expect(page.body).toContain('All rights reserved.')
    expect(page.body).toContain('Ask for the sprint')
    expect(page.body).toContain('action="/lp/bare" method="post"')
    expect(page.body).toContain('name="fromPage" value="/lp/bare"')
    // A page that keeps its chrome has the site's menu.
    await createPage(landing('/lp/dressed', [hero('A dressed campaign')]))
    expect((await visit('/lp/dressed')).body).toContain('aria-label="Main"')
  })

  it('stores the enquiry posted without JavaScript with the landing page as its source', async () => {
    await createPage(landing('/lp/bare-post', [hero('Post here'), form], { hideChrome: true }))
    const body = new URLSearchParams({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada.bare@example.test',
      message: 'We would like the sprint for our analytics team.',
      fromPage: '/lp/bare-post',
    })
    const answer = await visit('/lp/bare-post', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('Message Sent Successfully!')
    const list = await sendAs(admin, 'GET', '/api/enquiries?q=ada.bare%40example.test')
    expect(JSON.stringify(await list.json())).toContain('/lp/bare-post')
  })
})
