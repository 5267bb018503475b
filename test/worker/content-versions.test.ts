import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CaseStudy } from '../../src/shared/content/types/case-study'
import type { Pov } from '../../src/shared/content/types/pov'
import type { Whitepaper } from '../../src/shared/content/types/whitepaper'
import { contentRevisions, users } from '../../src/worker/db/schema'
import { addStaff, caseStudyBody, cookieFor, db, povBody } from './auth-fixtures'
import { call } from './helpers'

// Two staff members editing one item must not silently undo each other.

let alice: string
let bob: string

beforeAll(async () => {
  const [a, b] = [await addStaff({ role: 'admin' }), await addStaff({ role: 'admin' })]
  await db.update(users).set({ firstName: 'Alice', lastName: 'Archer' }).where(eq(users.id, a.id))
  await db.update(users).set({ firstName: 'Bob', lastName: 'Baker' }).where(eq(users.id, b.id))
  alice = await cookieFor(a.id)
  bob = await cookieFor(b.id)
})

function send(cookie: string, method: string, path: string, body?: unknown) {
  return call(path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

interface Conflict<Item> {
  error: string
  current: Item
  lastSave: { author: string; savedAt: string; byYou: boolean } | null
}

async function newPov(): Promise<Pov> {
  const response = await send(alice, 'POST', '/api/povs', { ...povBody(), title: 'Versioned' })
  expect(response.status).toBe(201)
  return response.json()
}

describe('item versions', () => {
  it('starts an item at version 1 and counts every save', async () => {
    const pov = await newPov()
    expect(pov.version).toBe(1)
    const saved = await send(alice, 'PUT', `/api/povs/${pov.id}`, { ...povBody(), version: 1 })
    expect(saved.status).toBe(200)
    expect((await saved.json<Pov>()).version).toBe(2)
    const again = await send(alice, 'PUT', `/api/povs/${pov.id}`, { ...povBody(), version: 2 })
    expect((await again.json<Pov>()).version).toBe(3)
    const read = await call(`/api/povs/${pov.id}`, { headers: { cookie: alice } })
    expect((await read.json<Pov>()).version).toBe(3)
  })

  it('refuses a save from a version another save replaced, and says who saved it and when', async () => {
    const pov = await newPov()
    const first = await send(bob, 'PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      title: 'Versioned',
      description: "Bob's description",
      version: pov.version,
    })
    expect(first.status).toBe(200)
    const stale = await send(alice, 'PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      title: 'Versioned',
      excerpt: "Alice's excerpt",
      version: pov.version,
    })
    expect(stale.status).toBe(409)
    const conflict = await stale.json<Conflict<Pov>>()
    expect(conflict.error).toBe('Someone else saved this item after you opened it')
    expect(conflict.current).toMatchObject({ id: pov.id, version: 2, description: "Bob's description" })
    expect(conflict.lastSave).toMatchObject({ author: 'Bob Baker', byYou: false })
    expect(Date.parse(conflict.lastSave?.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)

    // Nothing of the refused save was written: not the item, not its history.
    const read = await call(`/api/povs/${pov.id}`, { headers: { cookie: alice } })
    expect(await read.json()).toMatchObject({ description: "Bob's description", excerpt: povBody().excerpt })
    const history = await call(`/api/povs/${pov.id}/revisions`, { headers: { cookie: alice } })
    expect(await history.json()).toHaveLength(2)

    // Knowingly saving over Bob's change: the editor names the version the conflict showed.
    const overwrite = await send(alice, 'PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      title: 'Versioned',
      excerpt: "Alice's excerpt",
      version: conflict.current.version,
    })
    expect(overwrite.status).toBe(200)
    expect(await overwrite.json()).toMatchObject({ version: 3, excerpt: "Alice's excerpt" })
  })

  it('lets only one of two saves from the same version through, even when they run at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const pov = await newPov()
      const saves = await Promise.all(
        ['A', 'B'].map((who) =>
          send(who === 'A' ? alice : bob, 'PUT', `/api/povs/${pov.id}`, {
            ...povBody(),
            title: `Saved by ${who}`,
            version: pov.version,
          }),
        ),
      )
      expect(saves.map((response) => response.status).sort()).toEqual([200, 409])
      const winner = await saves.find((response) => response.status === 200)?.json<Pov>()
      const read = await call(`/api/povs/${pov.id}`, { headers: { cookie: alice } })
      expect(await read.json()).toMatchObject({ title: winner?.title, version: 2 })
    }
  })

  it('refuses the save whose read came before another save committed (the database keeps one per version)', async () => {
    const pov = await newPov()
    // What a save landing between this request's read and its write leaves: the revision of version 2.
    // The item row still says version 1, so only the database's guard can refuse the second save.
    await db.insert(contentRevisions).values({
      contentType: 'pov',
      itemId: pov.id,
      userId: null,
      authorName: 'Bob Baker',
      snapshot: '{}',
      createdAt: new Date(),
      version: 2,
    })
    const late = await send(alice, 'PUT', `/api/povs/${pov.id}`, { ...povBody(), title: 'Late', version: 1 })
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ current: { title: 'Versioned', version: 1 } })
    const read = await call(`/api/povs/${pov.id}`, { headers: { cookie: alice } })
    expect(await read.json()).toMatchObject({ title: 'Versioned', version: 1 })
  })

  it('still saves over whatever is there when a client sends no version (the spec API)', async () => {
    const pov = await newPov()
    await send(bob, 'PUT', `/api/povs/${pov.id}`, { ...povBody(), title: 'Bob' })
    const unversioned = await send(alice, 'PUT', `/api/povs/${pov.id}`, { ...povBody(), title: 'Alice' })
    expect(unversioned.status).toBe(200)
    expect(await unversioned.json()).toMatchObject({ title: 'Alice', version: 3 })
  })

  it('refuses a version the item never had, and a version that is not a positive whole number', async () => {
    const pov = await newPov()
    const future = await send(alice, 'PUT', `/api/povs/${pov.id}`, { ...povBody(), version: 7 })
    expect(future.status).toBe(409)
    // Alice made the item: her own last save, from another tab as far as the server can tell.
    expect((await future.json<Conflict<Pov>>()).lastSave).toMatchObject({
      author: 'Alice Archer',
      byYou: true,
    })
    for (const version of [0, -1, 1.5, '1']) {
      const response = await send(alice, 'PUT', `/api/povs/${pov.id}`, { ...povBody(), version })
      expect(response.status, String(version)).toBe(400)
      expect(await response.json()).toMatchObject({ fields: { version: expect.any(String) } })
    }
  })

  it('versions case studies and whitepapers too, and a restore saves over the current version', async () => {
    const created = await send(alice, 'POST', '/api/case-studies', caseStudyBody())
    const study = await created.json<CaseStudy>()
    await send(bob, 'PUT', `/api/case-studies/${study.id}`, { ...caseStudyBody(), version: 1 })
    const stale = await send(alice, 'PUT', `/api/case-studies/${study.id}`, {
      ...caseStudyBody(),
      version: 1,
    })
    expect(stale.status).toBe(409)
    expect((await stale.json<Conflict<CaseStudy>>()).current.version).toBe(2)

    const paper = await (await send(alice, 'POST', '/api/whitepapers', povBody())).json<Whitepaper>()
    await send(bob, 'PUT', `/api/whitepapers/${paper.id}`, { ...povBody(), version: 1 })
    const stalePaper = await send(alice, 'PUT', `/api/whitepapers/${paper.id}`, { ...povBody(), version: 1 })
    expect(stalePaper.status).toBe(409)
    // Staff see the whitepaper as the staff API answers it, document key included.
    expect((await stalePaper.json<Conflict<Whitepaper>>()).current).toMatchObject({
      version: 2,
      hasDocument: false,
      documentKey: null,
    })

    const history = await call(`/api/case-studies/${study.id}/revisions`, { headers: { cookie: alice } })
    const [, firstSave] = await history.json<{ id: number }[]>()
    const restored = await send(
      alice,
      'POST',
      `/api/case-studies/${study.id}/revisions/${firstSave?.id}/restore`,
    )
    expect(restored.status).toBe(200)
    expect((await restored.json<CaseStudy>()).version).toBe(3)
  })
})
