import { env } from 'cloudflare:workers'
import { parseFeed } from '@rowanmanning/feed-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Pov } from '../../src/shared/content/types/pov'
import { addStaff, cookieFor, povBody } from './auth-fixtures'
import { addHashtag, addPov } from './content-fixtures'
import { call, sendAs } from './helpers'

// The Atom feeds of insights and whitepapers as a feed reader receives them: read by a
// real feed parser, and checked for what RFC 4287 requires of a feed and of each entry.

const url = (path: string) => new URL(path, env.SITE_URL).toString()

let cookie: string
beforeAll(async () => {
  cookie = await cookieFor((await addStaff({ role: 'admin' })).id)
})

/**
 * The feed as a reader gets it. Items added around the content core (straight into D1) purge no
 * cached copy, so those tests read it past the edge cache, as a signed-in staff member (the feed
 * is the same for everyone): a query of its own would not do, as the feed reads none and its
 * copy is kept without it.
 */
async function readFeed(path: string, { uncached = true } = {}) {
  const response = await call(path, uncached ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
  const xml = await response.text()
  return { xml, feed: parseFeed(xml), response }
}

/** What RFC 4287 requires: a feed and each entry with an id, a title and an RFC 3339 `updated`. */
function expectAtomRequirements(xml: string) {
  expect(
    xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'),
  ).toBe(true)
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/
  const [head = '', ...entries] = xml.split('<entry>')
  for (const part of [head, ...entries]) {
    expect(part).toMatch(/<id>[^<]+<\/id>/)
    expect(part).toMatch(/<title>[^<]*<\/title>/)
    expect(/<updated>([^<]+)<\/updated>/.exec(part)?.[1]).toMatch(rfc3339)
    expect(part).toMatch(/<author><name>[^<]+<\/name><\/author>/)
  }
  for (const published of xml.matchAll(/<published>([^<]+)<\/published>/g))
    expect(published[1]).toMatch(rfc3339)
}

describe('/insights/feed.xml', () => {
  it('lists published POVs newest first with their page, summary, author, dates and hashtags', async () => {
    const tag = await addHashtag('feed-topic')
    const older = await addPov({ title: 'Feed older POV', publishedDate: '2030-01-02' }, [tag.id])
    const newer = await addPov({ title: 'Feed newer POV', publishedDate: '2030-01-03', author: 'Mia Chen' })
    await addPov({ title: 'Feed draft POV', publishedDate: '2030-01-04', isPublished: false })
    await addPov({
      title: 'Feed scheduled POV',
      publishedDate: '2030-01-05',
      publishAt: new Date('2099-01-01'),
    })

    const { xml, feed } = await readFeed('/insights/feed.xml')
    expectAtomRequirements(xml)
    expect(feed.meta.type).toBe('atom')
    expect(feed.title).toBe('Crestline Consulting Insights')
    expect(feed.self).toBe(url('/insights/feed.xml'))
    expect(feed.url).toBe(url('/insights'))
    const titles = feed.items.map((item) => item.title)
    expect(titles.slice(0, 2)).toEqual(['Feed newer POV', 'Feed older POV'])
    expect(titles).not.toContain('Feed draft POV')
    expect(titles).not.toContain('Feed scheduled POV')

    const [first, second] = feed.items
    expect(first?.url).toBe(url(`/povs/${newer.id}`))
    expect(first?.id).toBe(url(`/povs/${newer.id}`))
    expect(first?.description).toBe('About Feed newer POV')
    expect(first?.authors.map((author) => author.name)).toEqual(['Mia Chen'])
    expect(first?.published?.toISOString()).toBe('2030-01-03T00:00:00.000Z')
    expect(second?.url).toBe(url(`/povs/${older.id}`))
    expect(second?.categories.map((category) => category.term)).toEqual(['feed-topic'])
  })

  it('carries the newest 20', async () => {
    for (let day = 10; day < 32; day += 1)
      await addPov({ title: `Feed bulk ${day}`, publishedDate: `2031-01-${day}` })
    const { feed } = await readFeed('/insights/feed.xml')
    expect(feed.items).toHaveLength(20)
    expect(feed.items[0]?.title).toBe('Feed bulk 31')
    expect(feed.items[19]?.title).toBe('Feed bulk 12')
  })

  it('stays a valid feed whatever the stored text: markup, quotes, control characters, a blank author, an odd date', async () => {
    const odd = await addPov({
      title: 'Fish & <Chips> "quoted" \'single\'\u0001\u000b',
      description: 'Ends </summary> early?',
      author: '  ',
      publishedDate: 'someday',
    })
    const { xml, feed } = await readFeed('/insights/feed.xml')
    expectAtomRequirements(xml)
    const entry = feed.items.find((item) => item.url === url(`/povs/${odd.id}`))
    expect(entry?.title).toBe('Fish & <Chips> "quoted" \'single\'')
    expect(entry?.description).toBe('Ends </summary> early?')
    expect(entry?.authors.map((author) => author.name)).toEqual(['Crestline Consulting'])
    expect(entry?.published).toBeNull()
  })

  it('shows a POV published through the API to the next reader, past the edge cache', async () => {
    await readFeed('/insights/feed.xml', { uncached: false })
    const cached = await readFeed('/insights/feed.xml', { uncached: false })
    expect(cached.response.headers.get('x-cache')).toBe('HIT')
    const created = await sendAs(cookie, 'POST', '/api/povs', {
      ...povBody(),
      title: 'Feed fresh POV',
      publishedDate: '2040-06-01',
      isPublished: true,
    })
    expect(created.status).toBe(201)
    const { feed } = await readFeed('/insights/feed.xml', { uncached: false })
    const { id } = await created.json<Pov>()
    expect(feed.items.find((item) => item.title === 'Feed fresh POV')?.url).toBe(url(`/povs/${id}`))
  })
})

describe('/whitepapers/feed.xml', () => {
  it('lists published whitepapers, and is valid when it lists none yet', async () => {
    const empty = await readFeed('/whitepapers/feed.xml')
    expectAtomRequirements(empty.xml)
    expect(empty.feed.title).toBe('Crestline Consulting Whitepapers')
    expect(empty.feed.items).toEqual([])

    const created = await sendAs(cookie, 'POST', '/api/whitepapers', {
      ...povBody(),
      title: 'Feed whitepaper',
      isPublished: true,
      documentKey: '',
    })
    expect(created.status).toBe(201)
    const { xml, feed } = await readFeed('/whitepapers/feed.xml')
    expectAtomRequirements(xml)
    expect(feed.url).toBe(url('/whitepapers'))
    expect(feed.items.map((item) => [item.title, item.url])).toEqual([
      ['Feed whitepaper', url(`/whitepapers/${(await created.json<{ id: number }>()).id}`)],
    ])
  })
})

describe('the pages that announce a feed', () => {
  const announced = async (path: string) => {
    const html = await (await call(path)).text()
    return [...html.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map((m) => m[0])
  }

  it('links the insights feed from /insights and a POV, the whitepapers feed from theirs, and none elsewhere', async () => {
    const pov = await addPov({ title: 'Feed link POV' })
    const insightsLink =
      '<link rel="alternate" type="application/atom+xml" title="Crestline Consulting Insights" href="/insights/feed.xml" data-page-head="">'
    expect(await announced('/insights')).toEqual([insightsLink])
    expect(await announced(`/povs/${pov.id}`)).toEqual([insightsLink])
    expect(await announced('/insights?page=2')).toEqual([insightsLink])

    const paper = await sendAs(cookie, 'POST', '/api/whitepapers', {
      ...povBody(),
      isPublished: true,
      documentKey: '',
    })
    const whitepapersLink =
      '<link rel="alternate" type="application/atom+xml" title="Crestline Consulting Whitepapers" href="/whitepapers/feed.xml" data-page-head="">'
    expect(await announced('/whitepapers')).toEqual([whitepapersLink])
    expect(await announced(`/whitepapers/${(await paper.json<{ id: number }>()).id}`)).toEqual([
      whitepapersLink,
    ])

    for (const path of ['/', '/case-studies', '/careers', '/about']) expect(await announced(path)).toEqual([])
  })
})
