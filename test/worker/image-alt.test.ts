import { beforeAll, describe, expect, it } from 'vitest'
import type { CaseStudy } from '../../src/shared/content/types/case-study'
import type { Pov } from '../../src/shared/content/types/pov'
import type { Whitepaper } from '../../src/shared/content/types/whitepaper'
import { addStaff, caseStudyBody, cookieFor, povBody } from './auth-fixtures'
import { addPov } from './content-fixtures'
import { call, postJson } from './helpers'

// The featured image's alt text: optional on the API, kept by clients that do not send
// it, and what the public pages put in `alt`.

let cookie: string

beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})

const send = (method: string, path: string, body: unknown) =>
  postJson(path, body, { method, headers: { cookie } })

const IMAGE = 'https://cdn.example.com/team.jpg'

describe('the featured image alt text on the API', () => {
  it('takes null for the decorative mark, as for any unset optional field, and stores it as not decorative', async () => {
    const created = await send('POST', '/api/povs', { ...povBody(), featuredImageDecorative: null })
    expect(created.status).toBe(201)
    const pov = await created.json<Pov>()
    expect(pov.featuredImageDecorative).toBe(false)
    const updated = await send('PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      featuredImage: IMAGE,
      featuredImageAlt: 'A whiteboard',
      featuredImageDecorative: null,
    })
    expect(updated.status).toBe(200)
    expect(await updated.json<Pov>()).toMatchObject({
      featuredImageAlt: 'A whiteboard',
      featuredImageDecorative: false,
    })
  })

  it('is stored and answered for POVs, case studies and whitepapers', async () => {
    for (const [path, body] of [
      ['/api/povs', povBody()],
      ['/api/case-studies', caseStudyBody()],
      ['/api/whitepapers', povBody()],
    ] as const) {
      const created = await send('POST', path, {
        ...body,
        featuredImage: IMAGE,
        featuredImageAlt: '  Four consultants at a whiteboard  ',
      })
      expect(created.status, path).toBe(201)
      expect(await created.json<Pov | CaseStudy | Whitepaper>()).toMatchObject({
        featuredImageAlt: 'Four consultants at a whiteboard',
        featuredImageDecorative: false,
      })
    }
  })

  it("answers a spec client's item with no alt text as null, and keeps the stored one when its update sends none", async () => {
    const created = await send('POST', '/api/povs', { ...povBody(), featuredImage: IMAGE })
    expect(created.status).toBe(201)
    const pov = await created.json<Pov>()
    expect(pov).toMatchObject({ featuredImageAlt: null, featuredImageDecorative: false })

    const described = await send('PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      featuredImage: IMAGE,
      featuredImageAlt: 'A whiteboard',
    })
    expect(described.status).toBe(200)
    const updated = await send('PUT', `/api/povs/${pov.id}`, {
      ...povBody(),
      title: 'Renamed',
      featuredImage: IMAGE,
    })
    expect(updated.status).toBe(200)
    expect(await updated.json<Pov>()).toMatchObject({ title: 'Renamed', featuredImageAlt: 'A whiteboard' })
  })

  it('takes the new fields back as null, the way the API answers them unset', async () => {
    for (const [path, body] of [
      ['/api/povs', povBody()],
      ['/api/case-studies', caseStudyBody()],
    ] as const) {
      const created = await (await send('POST', path, body)).json<Pov | CaseStudy>()
      const unset = {
        featuredImageAlt: null,
        featuredImageDecorative: false,
        metaTitle: null,
        metaDescription: null,
        socialImage: null,
      }
      expect(created).toMatchObject(unset)
      const resent = await send('PUT', `${path}/${created.id}`, { ...body, ...unset })
      expect(resent.status, path).toBe(200)
      expect(await resent.json()).toMatchObject(unset)
    }
  })

  it('stores the decorative mark, and refuses alt text over 250 characters with a field message', async () => {
    const decorative = await send('POST', '/api/povs', {
      ...povBody(),
      featuredImage: IMAGE,
      featuredImageDecorative: true,
    })
    expect(await decorative.json<Pov>()).toMatchObject({
      featuredImageDecorative: true,
      featuredImageAlt: null,
    })

    const tooLong = await send('POST', '/api/povs', { ...povBody(), featuredImageAlt: 'x'.repeat(251) })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toMatchObject({
      fields: { featuredImageAlt: 'Alt text must be at most 250 characters' },
    })
  })
})

describe('the featured image alt text on the public pages', () => {
  const hero = async (id: number) => {
    const html = await (await call(`/povs/${id}`)).text()
    return /<img [^>]*>/.exec(html.slice(html.indexOf('<article')))?.[0] ?? ''
  }

  it('is the alt text, empty when decorative, and the title for an older item without one', async () => {
    const described = await addPov({
      title: 'Described',
      featuredImage: IMAGE,
      featuredImageAlt: 'A whiteboard',
    })
    const decorative = await addPov({
      title: 'Ornament',
      featuredImage: IMAGE,
      featuredImageDecorative: true,
    })
    const older = await addPov({ title: 'Written before alt text', featuredImage: IMAGE })
    expect(await hero(described.id)).toContain('alt="A whiteboard"')
    expect(await hero(decorative.id)).toContain('alt=""')
    expect(await hero(older.id)).toContain('alt="Written before alt text"')
  })
})
