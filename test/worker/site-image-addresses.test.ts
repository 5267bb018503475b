import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { caseStudies, media, povs, whitepapers } from '../../src/worker/db/schema'
import { addStaff, caseStudyBody, cookieFor, db, povBody } from './auth-fixtures'
import { call } from './helpers'

// An upload is stored by its path on this site, `/images/<key>`, whatever host the editor used:
// `http://localhost:6301/images/<key>` would be a dead image on the live site.

let cookie: string

beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})

function send(method: string, path: string, body: unknown) {
  return call(path, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** A media row, as an upload leaves one: its key. */
async function upload(): Promise<string> {
  const key = `${crypto.randomUUID()}.webp`
  await db
    .insert(media)
    .values({ key, width: 800, height: 600, format: 'image/webp', bytes: 1000, createdAt: new Date() })
  return key
}

describe('image addresses at the door', () => {
  it('stores an upload named by an absolute address as its path, and keeps every other address', async () => {
    const [featured, social] = [await upload(), await upload()]
    const unknown = `${crypto.randomUUID()}.webp`
    const created = await send('POST', '/api/povs', {
      ...povBody(),
      featuredImage: `http://localhost:6301/images/${featured}`,
      socialImage: `https://staging.example/images/${social}`,
    })
    expect(created.status).toBe(201)
    const pov = await created.json<{ id: number; featuredImage: string; socialImage: string }>()
    expect(pov).toMatchObject({ featuredImage: `/images/${featured}`, socialImage: `/images/${social}` })
    const [stored] = await db.select().from(povs).where(eq(povs.id, pov.id))
    expect(stored).toMatchObject({ featuredImage: `/images/${featured}`, socialImage: `/images/${social}` })

    // Another site's image, an address of no upload here, and a variant address stay as sent.
    for (const featuredImage of [
      'https://cdn.example/x.png',
      `http://localhost:6301/images/${unknown}`,
      `http://localhost:6301/images/${featured}?w=640`,
    ]) {
      const kept = await send('PUT', `/api/povs/${pov.id}`, { ...povBody(), featuredImage })
      expect(await kept.json(), featuredImage).toMatchObject({ featuredImage })
    }
  })

  it("takes an upload's path as a POV's image, which the POV form offers back when editing", async () => {
    const key = await upload()
    const created = await send('POST', '/api/povs', { ...povBody(), featuredImage: `/images/${key}` })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({ featuredImage: `/images/${key}` })
  })

  it('does the same for case studies and whitepapers', async () => {
    const key = await upload()
    const study = await send('POST', '/api/case-studies', {
      ...caseStudyBody(),
      featuredImage: `http://127.0.0.1:8787/images/${key}`,
    })
    expect(await study.json()).toMatchObject({ featuredImage: `/images/${key}` })
    const paper = await send('POST', '/api/whitepapers', {
      ...povBody(),
      documentKey: '',
      featuredImage: `https://www.example.com/images/${key}`,
    })
    expect(await paper.json()).toMatchObject({ featuredImage: `/images/${key}` })
  })
})

describe('migration 0017', () => {
  it('rewrites stored absolute addresses of uploads to paths and leaves every other address', async () => {
    const key = await upload()
    const unknown = `${crypto.randomUUID()}.webp`
    const base = {
      title: 'Stored Before',
      description: 'd',
      content: 'c',
      excerpt: 'e',
      author: 'a',
      publishedDate: '2025-01-01',
      createdAt: new Date(),
      updatedAt: new Date(),
    }
    const [local, other] = await db
      .insert(povs)
      .values([
        {
          ...base,
          featuredImage: `http://localhost:6301/images/${key}`,
          socialImage: `https://cdn.example/a.png`,
        },
        { ...base, featuredImage: `http://localhost:6301/images/${unknown}`, socialImage: `/images/${key}` },
      ])
      .returning({ id: povs.id })
    const [paper] = await db
      .insert(whitepapers)
      .values({ ...base, featuredImage: null, socialImage: `https://staging.example/images/${key}` })
      .returning({ id: whitepapers.id })
    const [study] = await db
      .insert(caseStudies)
      .values({
        ...base,
        client: 'c',
        industry: 'i',
        challenge: 'c',
        solution: 's',
        results: 'r',
        featuredImage: `https://www.example.com/images/${key}`,
      })
      .returning({ id: caseStudies.id })

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0017_'))
    expect(migration?.queries.length).toBe(6)
    for (const query of migration?.queries ?? []) await env.DB.prepare(query).run()

    const images = async (table: typeof povs | typeof whitepapers | typeof caseStudies, id?: number) => {
      const [row] = await db
        .select({ featuredImage: table.featuredImage, socialImage: table.socialImage })
        .from(table)
        .where(eq(table.id, id ?? 0))
      return row
    }
    expect(await images(povs, local?.id)).toEqual({
      featuredImage: `/images/${key}`,
      socialImage: 'https://cdn.example/a.png',
    })
    expect(await images(povs, other?.id)).toEqual({
      featuredImage: `http://localhost:6301/images/${unknown}`,
      socialImage: `/images/${key}`,
    })
    expect(await images(whitepapers, paper?.id)).toEqual({
      featuredImage: null,
      socialImage: `/images/${key}`,
    })
    expect(await images(caseStudies, study?.id)).toEqual({
      featuredImage: `/images/${key}`,
      socialImage: null,
    })
  })
})
