import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Pov } from '../../src/shared/content/types/pov'
import { decodeHtmlText } from '../support/html-text'
import { jsonLdNode } from '../support/json-ld'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addCaseStudy, addPov } from './content-fixtures'
import { call, postJson } from './helpers'

// Per-item search and social settings: optional on the API, and what the served head,
// Open Graph and JSON-LD say in place of the item's own title, description and image.

let cookie: string

beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})

const send = (method: string, path: string, body: unknown) =>
  postJson(path, body, { method, headers: { cookie } })

async function head(path: string) {
  vi.setSystemTime(Date.now() + 361_000)
  const html = await (await call(path)).text()
  const attr = (pattern: RegExp) => decodeHtmlText(pattern.exec(html)?.[1] ?? '')
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: attr(/<meta property="og:description" content="([^"]*)"/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)"/),
    article: jsonLdNode(attr(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/), 'Article'),
  }
}

const SOCIAL = 'https://site.example/images/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.jpg'

describe('the served head of an item with its own search and social settings', () => {
  it('uses the headline, the snippet and the social image (its 1200x630 variant) in place of the defaults', async () => {
    const pov = await addPov({
      title: 'A long internal title for our data strategy piece',
      featuredImage: 'https://cdn.example.com/featured.jpg',
      metaTitle: 'Data strategy in 90 days',
      metaDescription: 'A plan your board will sign.',
      socialImage: SOCIAL,
    })
    const page = await head(`/povs/${pov.id}`)
    expect(page.title).toBe('Data strategy in 90 days')
    expect(page.ogTitle).toBe('Data strategy in 90 days')
    expect(page.description).toBe('A plan your board will sign.')
    expect(page.ogDescription).toBe('A plan your board will sign.')
    expect(page.ogImage).toBe(`${SOCIAL}?w=1200&h=630`)
    expect(page.article).toMatchObject({
      headline: 'A long internal title for our data strategy piece',
      description: 'A plan your board will sign.',
      image: `${SOCIAL}?w=1200&h=630`,
    })
  })

  it('falls back to the title with the company, the description and the featured image', async () => {
    const study = await addCaseStudy({
      title: 'Claims triage',
      description: 'How an insurer cut triage time.',
      featuredImage: 'https://cdn.example.com/claims.jpg',
    })
    const page = await head(`/case-studies/${study.id}`)
    expect(page.title).toBe('Claims triage | Crestline Consulting')
    expect(page.description).toBe('How an insurer cut triage time.')
    expect(page.ogImage).toBe('https://cdn.example.com/claims.jpg')
  })
})

describe('the search and social settings on the API', () => {
  it('are optional, kept by an update that does not send them, and limited to 60 and 160 characters', async () => {
    const created = await send('POST', '/api/povs', { ...povBody(), metaTitle: 'Short headline' })
    expect(created.status).toBe(201)
    const pov = await created.json<Pov>()
    expect(pov).toMatchObject({ metaTitle: 'Short headline', metaDescription: null, socialImage: null })

    const updated = await send('PUT', `/api/povs/${pov.id}`, { ...povBody(), title: 'Renamed' })
    expect(await updated.json<Pov>()).toMatchObject({ title: 'Renamed', metaTitle: 'Short headline' })

    const tooLong = await send('POST', '/api/povs', {
      ...povBody(),
      metaTitle: 'x'.repeat(61),
      metaDescription: 'y'.repeat(161),
      socialImage: 'javascript:alert(1)',
    })
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json<{ fields: Record<string, string> }>()).fields).toMatchObject({
      metaTitle: 'The headline must be at most 60 characters',
      metaDescription: 'The snippet must be at most 160 characters',
      socialImage: 'Must be a valid URL or path',
    })
  })
})
