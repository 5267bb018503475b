import { beforeAll, describe, expect, it } from 'vitest'
import { addStaff, cookieFor, jobOpeningBody, povBody } from './auth-fixtures'
import { addCaseStudy, addHashtag, addPov } from './content-fixtures'
import { call, sendAs } from './helpers'

// The related reading at the end of an article's page: up to three published POVs, case
// studies and whitepapers that share the article's hashtags, most shared first, then the most
// recently updated; as GET /api/<type>/:id/related and on the served page.

interface Related {
  type: string
  id: number
  title: string
  description: string
}

let cookie: string
beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})

// Before any item the API saves now, which is the newest.
const days = (n: number) => new Date(Date.UTC(2020, 0, n))

async function related(path: string, init?: RequestInit) {
  const response = await call(path, init)
  expect(response.status).toBe(200)
  return response.json<Related[]>()
}

async function addWhitepaper(title: string, hashtags: number[]) {
  const response = await sendAs(cookie, 'POST', '/api/whitepapers', {
    ...povBody(),
    title,
    description: `About ${title}`,
    isPublished: true,
    documentKey: '',
    hashtags,
  })
  expect(response.status).toBe(201)
  return response.json<{ id: number }>()
}

describe('GET /api/<type>/:id/related', () => {
  it('ranks items of every reading type by shared hashtags, then by last update, three at most', async () => {
    const data = await addHashtag('related-data')
    const ai = await addHashtag('related-ai')
    const other = await addHashtag('related-other')
    const article = await addPov({ title: 'Related article', updatedAt: days(1) }, [data.id, ai.id])
    const both = await addPov({ title: 'Shares both', updatedAt: days(2) }, [data.id, ai.id])
    const olderOne = await addCaseStudy({ title: 'Shares one, older', updatedAt: days(3) }, [data.id])
    const paper = await addWhitepaper('Shares one, newest', [ai.id])
    await addCaseStudy({ title: 'Shares one, oldest', updatedAt: days(1) }, [ai.id])
    await addPov({ title: 'Shares none', updatedAt: days(9) }, [other.id])
    await addPov({ title: 'A draft sharing both', isPublished: false }, [data.id, ai.id])
    await addPov({ title: 'Scheduled, sharing both', publishAt: new Date('2099-01-01') }, [data.id, ai.id])
    const opening = await sendAs(cookie, 'POST', '/api/careers', {
      ...jobOpeningBody(),
      hashtags: [data.id, ai.id],
    })
    expect(opening.status).toBe(201)

    expect(await related(`/api/povs/${article.id}/related`)).toEqual([
      { type: 'povs', id: both.id, title: 'Shares both', description: 'About Shares both' },
      {
        type: 'whitepapers',
        id: paper.id,
        title: 'Shares one, newest',
        description: 'About Shares one, newest',
      },
      {
        type: 'case-studies',
        id: olderOne.id,
        title: 'Shares one, older',
        description: 'About Shares one, older',
      },
    ])
    // From the case study's side: the article and the POV share its one hashtag; itself is left out.
    const fromStudy = await related(`/api/case-studies/${olderOne.id}/related`)
    expect(fromStudy.map((item) => item.title)).toEqual(['Shares both', 'Related article'])
  })

  it('is empty for an item without hashtags', async () => {
    const lonely = await addPov({ title: 'No hashtags' })
    expect(await related(`/api/povs/${lonely.id}/related`)).toEqual([])
  })

  it('answers only who may read the item: 404 for a draft or a missing item, the list for staff', async () => {
    const tag = await addHashtag('related-draft')
    const draft = await addPov({ title: 'Draft with related', isPublished: false }, [tag.id])
    await addPov({ title: 'Published next to the draft' }, [tag.id])
    expect((await call(`/api/povs/${draft.id}/related`)).status).toBe(404)
    expect((await call('/api/povs/999999/related')).status).toBe(404)
    expect((await call('/api/povs/abc/related')).status).toBe(400)
    const forStaff = await related(`/api/povs/${draft.id}/related`, { headers: { cookie } })
    expect(forStaff.map((item) => item.title)).toEqual(['Published next to the draft'])
  })

  it('shows a newly published item of another type to the next reader, past the edge cache', async () => {
    const tag = await addHashtag('related-fresh')
    const article = await addPov({ title: 'Fresh article' }, [tag.id])
    const path = `/api/povs/${article.id}/related`
    expect(await related(path)).toEqual([])
    const cached = await call(path)
    expect(cached.headers.get('x-cache')).toBe('HIT')
    const paper = await addWhitepaper('Fresh whitepaper', [tag.id])
    expect(await related(path)).toEqual([
      { type: 'whitepapers', id: paper.id, title: 'Fresh whitepaper', description: 'About Fresh whitepaper' },
    ])
  })
})

describe('the served pages', () => {
  /** The 'Related Reading' section's links, in order, or null when the page has none. */
  async function relatedLinks(path: string) {
    const html = await (await call(path)).text()
    const section =
      /<section aria-labelledby="([^"]+)"[^>]*><h2 id="\1"[^>]*>Related Reading<\/h2>(.*?)<\/section>/s.exec(
        html,
      )
    if (!section) return null
    return [...(section[2] ?? '').matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [
      m[1],
      m[2],
    ])
  }

  it('end a POV, a whitepaper and a case study with links to their related reading', async () => {
    const tag = await addHashtag('related-pages')
    const pov = await addPov({ title: 'Page POV', updatedAt: days(5) }, [tag.id])
    const study = await addCaseStudy({ title: 'Page study', updatedAt: days(4) }, [tag.id])
    const paper = await addWhitepaper('Page whitepaper', [tag.id])

    expect(await relatedLinks(`/povs/${pov.id}`)).toEqual([
      [`/whitepapers/${paper.id}`, 'Page whitepaper'],
      [`/case-studies/${study.id}`, 'Page study'],
    ])
    expect(await relatedLinks(`/whitepapers/${paper.id}`)).toEqual([
      [`/povs/${pov.id}`, 'Page POV'],
      [`/case-studies/${study.id}`, 'Page study'],
    ])
    expect(await relatedLinks(`/case-studies/${study.id}`)).toEqual([
      [`/whitepapers/${paper.id}`, 'Page whitepaper'],
      [`/povs/${pov.id}`, 'Page POV'],
    ])
  })

  it('leave the section out when nothing shares a hashtag', async () => {
    const pov = await addPov({ title: 'Alone on its page' })
    const html = await (await call(`/povs/${pov.id}`)).text()
    expect(html).toContain('Alone on its page')
    expect(await relatedLinks(`/povs/${pov.id}`)).toBeNull()
    expect(html).not.toContain('Related Reading')
  })
})
