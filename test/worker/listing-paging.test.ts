import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeHtmlText } from '../support/html-text'
import { addHashtag, addPov, sendCounted } from './content-fixtures'
import { crawl } from './crawl'
import { call } from './helpers'

// Every published POV is reachable through plain paging links on /insights, 6 to a page, newest
// first; only the plain list's pages are indexed.

const siteUrl = env.SITE_URL
const NO_RESULTS = 'No POVs found. Check back soon for our latest insights!'

let tag: number

beforeAll(async () => {
  // Every crawl comes after the edge cache's window (crawl.ts).
  vi.useFakeTimers({ toFake: ['Date'] })
  tag = (await addHashtag('Paging')).id
  // Nine published POVs, all tagged, and a draft that no page shows.
  for (let day = 1; day <= 9; day++) {
    await addPov({ title: `Paged insight ${day}`, publishedDate: `2030-03-0${day}` }, [tag])
  }
  await addPov({ title: 'Paged draft', publishedDate: '2030-03-05', isPublished: false }, [tag])
})
afterAll(() => {
  vi.useRealTimers()
})

/** The published POVs' ids, newest first, as the API lists them. */
async function newestFirst(): Promise<number[]> {
  const cards = await (await call('/api/povs/cards?limit=100')).json<{ id: number }[]>()
  return cards.map((card) => card.id)
}

/** The opening tag of each link in `html` whose text includes `text`. */
const linksReading = (html: string, text: string) =>
  [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/gs)]
    .filter((match) => decodeHtmlText(match[2])?.includes(text))
    .map((match) => decodeHtmlText(match[1]) ?? '')

const cardLinks = (page: Awaited<ReturnType<typeof crawl>>) =>
  page.links.filter((href) => href?.startsWith('/povs/'))

describe('the Insights pages', () => {
  it('ends the first page, 6 cards, with a link to the older second page', async () => {
    const page = await crawl('/insights')
    expect(page.root.match(/data-testid="pov-card"/g)).toHaveLength(6)
    expect(cardLinks(page)).toEqual((await newestFirst()).slice(0, 6).map((id) => `/povs/${id}`))
    expect(page.root).toContain('<nav aria-label="Insights pages"')
    // The links land on the cards' heading, not the hero.
    expect(page.root).toMatch(/<h2 id="latest"[^>]*>Latest Points of View<\/h2>/)
    const [older] = linksReading(page.root, 'Older insights')
    expect(older).toContain('href="/insights?page=2#latest"')
    expect(older).toContain('rel="next"')
    expect(linksReading(page.root, 'Newer insights')).toEqual([])
    expect(page.robots).toBeUndefined()
    expect(page.canonical).toBe(new URL('/insights', siteUrl).toString())
  })

  it('shows the seventh-newest POV first on page 2, indexable, its own canonical', async () => {
    const seventh = (await newestFirst())[6]
    expect(seventh).toBeDefined()
    const page = await crawl('/insights?page=2')
    expect(page.response.status).toBe(200)
    expect(cardLinks(page)[0]).toBe(`/povs/${seventh}`)
    expect(page.root.match(/data-testid="pov-card"/g)?.length).toBeGreaterThan(0)
    expect(page.root).not.toContain('Paged draft')
    expect(page.robots).toBeUndefined()
    expect(page.response.headers.get('x-robots-tag')).toBeNull()
    expect(page.canonical).toBe(`${new URL('/insights', siteUrl)}?page=2`)
    expect(page.title).toBe('Insights, Page 2 | Crestline Consulting')
    expect(page.root).toContain('Page 2')
    const [newer] = linksReading(page.root, 'Newer insights')
    expect(newer).toContain('href="/insights#latest"')
    expect(newer).toContain('rel="prev"')
    // The newer page is another page, not the one shown.
    expect(newer).not.toContain('aria-current')
  })

  it('pages through a filtered list with its search and hashtags kept, out of the index', async () => {
    const first = await crawl(`/insights?q=Paged&hashtag=${tag}`)
    const [older] = linksReading(first.root, 'Older insights')
    expect(older).toContain(`href="/insights?q=Paged&hashtag=${tag}&page=2#latest"`)
    expect(older).toContain('rel="next nofollow"')

    const second = await crawl(`/insights?q=Paged&hashtag=${tag}&page=2`)
    expect(second.response.status).toBe(200)
    expect(cardLinks(second)[0]).toBe(`/povs/${(await newestFirst())[6]}`)
    expect(second.robots).toBe('noindex')
    expect(second.response.headers.get('x-robots-tag')).toBe('noindex')
    expect(second.canonical).toBe(new URL('/insights', siteUrl).toString())
    const [newer] = linksReading(second.root, 'Newer insights')
    expect(newer).toContain(`href="/insights?q=Paged&hashtag=${tag}#latest"`)
    expect(newer).toContain('rel="prev nofollow"')
  })

  it('shows the no-results text, out of the index, on a page past the last', async () => {
    const page = await crawl('/insights?page=3')
    expect(page.response.status).toBe(200)
    expect(page.root).toContain(NO_RESULTS)
    expect(page.root).not.toContain('data-testid="pov-card"')
    expect(page.robots).toBe('noindex')
    expect(page.response.headers.get('x-robots-tag')).toBe('noindex')
    expect(linksReading(page.root, 'Newer insights')).toEqual([])
  })

  it.each(['0', '-3', 'abc', '1', '2.5', '99999'])(
    'sends ?page=%s to the first page, without an error',
    async (value) => {
      const response = await call(`/insights?page=${value}&q=Paged`, { redirect: 'manual' })
      expect(response.status).toBe(301)
      expect(response.headers.get('location')).toBe('/insights?q=Paged')
    },
  )

  it("offers 'Load more insights', an address with the pages so far and the next, not for crawlers", async () => {
    const first = await crawl('/insights')
    const [more] = linksReading(first.root, 'Load more insights')
    expect(more).toContain('href="/insights?page=2&from=1"')
    expect(more).toContain('rel="nofollow"')
    expect(more).not.toContain('aria-current')
  })

  it('shows pages 1 to 2 at ?page=2&from=1: every card newest first, out of the index, page 2 as canonical', async () => {
    const page = await crawl('/insights?page=2&from=1')
    expect(page.response.status).toBe(200)
    expect(cardLinks(page)).toEqual((await newestFirst()).map((id) => `/povs/${id}`))
    expect(page.title).toBe('Insights, Pages 1–2 | Crestline Consulting')
    expect(page.root).toContain('Pages 1–2')
    expect(page.robots).toBe('noindex')
    expect(page.canonical).toBe(`${new URL('/insights', siteUrl)}?page=2`)
    // Nothing older to load, and nothing newer than page 1.
    expect(linksReading(page.root, 'Load more insights')).toEqual([])
    expect(linksReading(page.root, 'Older insights')).toEqual([])
    expect(linksReading(page.root, 'Newer insights')).toEqual([])
  })

  it.each([
    ['page=2&from=2', '/insights?page=2'],
    ['page=2&from=0', '/insights?page=2'],
    ['page=2&from=abc', '/insights?page=2'],
    ['page=12&from=2', '/insights?page=12'],
    ['from=1', '/insights'],
  ])('drops a ?from that starts no run of at most 10 pages before ?page (%s)', async (query, location) => {
    const response = await call(`/insights?${query}`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(location)
  })

  it('asks crawlers not to follow the hashtag toggles, which start again at the first page', async () => {
    const page = await crawl('/insights?page=2')
    const [toggle] = linksReading(page.root, '#Paging')
    expect(toggle).toContain(`href="/insights?hashtag=${tag}"`)
    expect(toggle).toContain('rel="nofollow"')
    expect(toggle).toContain('aria-pressed="false"')
  })

  it('writes a set of hashtags one way in its toggles: ids ascending, whichever was pressed first', async () => {
    const [lower, higher] = [tag, (await addHashtag('Ordering')).id]
    const page = await crawl(`/insights?hashtag=${higher}`)
    const [toggle] = linksReading(page.root, '#Paging')
    expect(toggle).toContain(`href="/insights?hashtag=${lower}&hashtag=${higher}"`)
    const both = await crawl(`/insights?q=Paged&hashtag=${lower}&hashtag=${higher}`)
    expect(both.response.status).toBe(200)
    const [off] = linksReading(both.root, '#Ordering')
    expect(off).toContain(`href="/insights?q=Paged&hashtag=${lower}"`)
  })

  it.each([
    [
      'another order',
      (a: number, b: number) => `hashtag=${b}&hashtag=${a}`,
      (a: number, b: number) => `hashtag=${a}&hashtag=${b}`,
    ],
    ['an id twice', (a: number) => `hashtag=${a}&hashtag=${a}`, (a: number) => `hashtag=${a}`],
    ['an id no hashtag has', (a: number) => `hashtag=999999&hashtag=${a}`, (a: number) => `hashtag=${a}`],
    ['no id at all', () => 'hashtag=abc', () => ''],
    [
      'the search after the hashtags, a page past the last run, and a campaign',
      (a: number, b: number) => `utm_source=mail&hashtag=${b}&q=Paged&hashtag=${a}&page=2&from=99`,
      (a: number, b: number) => `q=Paged&hashtag=${a}&hashtag=${b}&page=2&utm_source=mail`,
    ],
  ])('sends a hashtag filter with %s to its one address in one 301', async (_, given, canonical) => {
    const second = (await addHashtag(`Second${crypto.randomUUID().slice(0, 6)}`)).id
    for (const list of ['/insights', '/whitepapers']) {
      const response = await call(`${list}?${given(tag, second)}`, { redirect: 'manual' })
      const query = canonical(tag, second)
      expect([response.status, response.headers.get('location')]).toEqual([
        301,
        `${list}${query ? `?${query}` : ''}`,
      ])
      expect((await call(response.headers.get('location') ?? '', { redirect: 'manual' })).status).toBe(200)
    }
  })

  it('never answers one page with the edge copy of another', async () => {
    const seventh = `href="/povs/${(await newestFirst())[6]}"`
    vi.setSystemTime(Date.now() + 361_000)
    const first = await sendCounted('/insights')
    expect(first.body).not.toContain(seventh)
    const second = await sendCounted('/insights?page=2')
    expect(second.cache).toBe('MISS')
    expect(second.body).toContain(seventh)
    const again = await sendCounted('/insights?page=2')
    expect(again.cache).toBe('HIT')
    expect(again.body).toBe(second.body)
    const firstAgain = await sendCounted('/insights')
    expect(firstAgain.cache).toBe('HIT')
    expect(firstAgain.body).toBe(first.body)
  })
})

describe("the cards API's numbered pages", () => {
  it('answers page n with the n-th run of limit items and a cursor while more follow', async () => {
    const ids = await newestFirst()
    const second = await call('/api/povs/cards?limit=4&page=2')
    expect((await second.json<{ id: number }[]>()).map((card) => card.id)).toEqual(ids.slice(4, 8))
    expect(second.headers.get('x-next-cursor')).not.toBeNull()
    const last = await call(`/api/povs/cards?limit=4&page=${Math.ceil(ids.length / 4)}`)
    expect(last.headers.get('x-next-cursor')).toBeNull()
  })

  it.each(['page=0', 'page=abc', 'page=10001&limit=6', 'page=2'])('refuses ?%s with 400', async (query) => {
    const response = await call(`/api/povs/cards?${query}`)
    expect(response.status).toBe(400)
    expect(Object.keys((await response.json<{ fields: object }>()).fields)).toEqual(['page'])
  })
})
