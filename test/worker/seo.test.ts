import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { pageMeta } from '../../src/client/ssr/marketing-content/page-meta'
import { contactText, notFoundMessages } from '../../src/shared/messages'
import { SERVER_RENDERED_PATHS, STATIC_PUBLIC_PATHS } from '../../src/shared/routes'
import { decodeHtmlText } from '../support/html-text'
import { addCaseStudy, addPov } from './content-fixtures'
import { call } from './helpers'

const siteUrl = env.SITE_URL

/** The crawler's view: the raw HTML, no JavaScript. */
async function crawl(path: string) {
  const response = await call(path, { headers: { 'user-agent': 'facebookexternalhit/1.1' } })
  const html = await response.text()
  const attr = (selector: RegExp) => selector.exec(html)?.[1]
  return {
    response,
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)">/),
    ogImage: attr(/<meta property="og:image" content="([^"]*)">/),
    twitterCard: attr(/<meta name="twitter:card" content="([^"]*)">/),
    robots: attr(/<meta name="robots" content="([^"]*)">/),
    h1: attr(/<h1[^>]*>([^<]*)<\/h1>/),
    jsonLd: html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1],
    seed: html.match(/<script type="application\/json" id="page-seed">(.*?)<\/script>/)?.[1],
  }
}

const decode = decodeHtmlText

describe('crawler HTML of the static routes', () => {
  it.each([...STATIC_PUBLIC_PATHS])(
    '%s holds its own title, description, canonical, social tags and h1',
    async (path) => {
      const page = await crawl(path)
      const meta = pageMeta[path]
      expect(page.response.status).toBe(200)
      expect(page.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(page.response.headers.get('etag')).toBeNull()
      expect(decode(page.title)).toBe(meta.title)
      expect(decode(page.description)).toBe(meta.description)
      expect(page.canonical).toBe(new URL(path, siteUrl).toString())
      expect(decode(page.ogTitle)).toBe(meta.title)
      expect(page.ogImage).toBe(new URL('/images/seed/og-default.jpg', siteUrl).toString())
      expect(page.twitterCard).toBe('summary_large_image')
      expect(decode(page.h1)).toBe(meta.heading)
      expect(page.robots).toBeUndefined()
      // Exactly one title: the shell's is replaced, not duplicated.
      expect(page.html.match(/<title>/g)).toHaveLength(1)
    },
  )

  it('carries the body text of a service page, not only its heading', async () => {
    const page = await crawl('/services/staff-augmentation')
    expect(page.h1).toBe('Staff Augmentation')
    expect(page.html).toContain('Talent Areas')
    expect(page.html).toContain('Short-term teams of 3-12 months')
  })

  it('describes the organization on the home page as JSON-LD', async () => {
    const page = await crawl('/')
    expect(page.h1).toBe('Crafting Solutions, Transforming Futures')
    const data = JSON.parse(page.jsonLd ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Crestline Consulting',
      email: env.COMPANY_EMAIL,
      telephone: env.COMPANY_PHONE,
      address: { addressLocality: 'Deerfield', addressRegion: 'IL' },
    })
  })

  it('keeps the staff area out of search results', async () => {
    const page = await crawl('/admin')
    expect(page.response.status).toBe(200)
    expect(page.robots).toBe('noindex')
    expect(page.response.headers.get('x-robots-tag')).toBe('noindex')
  })

  it('answers unknown paths with a real 404, noindex and the not-found heading', async () => {
    const page = await crawl('/no-such-page')
    expect(page.response.status).toBe(404)
    expect(page.robots).toBe('noindex')
    expect(page.h1).toBe(notFoundMessages.page)
    expect(page.h1).toBe('404 Page Not Found')
  })
})

describe('crawler HTML of POVs and case studies', () => {
  it('injects a published POV with its own tags, text and Article JSON-LD', async () => {
    const pov = await addPov({
      title: 'Data <contracts> & "trust"',
      description: 'Why data contracts matter',
      content: 'First paragraph\nSecond paragraph',
      featuredImage: 'https://images.example/pov.jpg',
    })
    const page = await crawl(`/povs/${pov.id}`)
    expect(page.response.status).toBe(200)
    expect(decode(page.title)).toBe('Data <contracts> & "trust" | Crestline Consulting')
    expect(page.html).not.toContain('<contracts>')
    expect(decode(page.h1)).toBe(pov.title)
    expect(page.description).toBe('Why data contracts matter')
    expect(page.canonical).toBe(new URL(`/povs/${pov.id}`, siteUrl).toString())
    expect(page.ogImage).toBe('https://images.example/pov.jpg')
    expect(page.html).toContain('<p>Second paragraph</p>')
    const data = JSON.parse(page.jsonLd ?? '{}') as Record<string, unknown>
    expect(data).toMatchObject({ '@type': 'Article', headline: pov.title, author: { name: 'Dana Reyes' } })
    // The app starts with exactly what the API would answer, escaped for a script element.
    expect(page.seed).toBeDefined()
    expect(page.seed).not.toContain('<contracts>')
    const fromApi = await (await call(`/api/povs/${pov.id}`)).json()
    expect(JSON.parse(page.seed ?? '{}')).toEqual({ path: `/povs/${pov.id}`, pov: fromApi })
  })

  it('answers 404 with noindex for unpublished and unknown POVs', async () => {
    const draft = await addPov({ title: 'Draft thoughts', isPublished: false })
    for (const path of [`/povs/${draft.id}`, '/povs/999999']) {
      const page = await crawl(path)
      expect(page.response.status).toBe(404)
      expect(page.robots).toBe('noindex')
      expect(page.h1).toBe(notFoundMessages.pov)
      expect(page.h1).toBe('Point of View Not Found')
      expect(page.html).not.toContain('Draft thoughts')
      expect(page.seed).toBeUndefined()
    }
  })

  it('injects a published case study with its challenge, solution and results', async () => {
    const study = await addCaseStudy({
      title: 'Forecasting for a regional grocer',
      featuredImage: '/images/seed/cs.jpg',
    })
    const page = await crawl(`/case-studies/${study.id}`)
    expect(page.response.status).toBe(200)
    expect(page.h1).toBe(study.title)
    expect(page.ogImage).toBe(new URL('/images/seed/cs.jpg', siteUrl).toString())
    expect(page.html).toContain('<h2>Results Achieved</h2><p>First result</p><p>Second result</p>')
    expect(JSON.parse(page.jsonLd ?? '{}')).toMatchObject({ '@type': 'Article', headline: study.title })
    const fromApi = await (await call(`/api/case-studies/${study.id}`)).json()
    expect(JSON.parse(page.seed ?? '{}')).toEqual({ path: `/case-studies/${study.id}`, caseStudy: fromApi })
  })

  it('answers 404 with noindex for unpublished and unknown case studies', async () => {
    const draft = await addCaseStudy({ title: 'Secret engagement', isPublished: false })
    for (const path of [`/case-studies/${draft.id}`, '/case-studies/424242']) {
      const page = await crawl(path)
      expect(page.response.status).toBe(404)
      expect(page.robots).toBe('noindex')
      expect(page.h1).toBe(notFoundMessages.caseStudy)
      expect(page.h1).toBe('Case Study Not Found')
    }
  })
})

describe('data embedded in the list pages', () => {
  it('gives /insights the first cards and filter hashtags, as the API answers them', async () => {
    await addPov({ title: 'Seeded insight' })
    await addPov({ title: 'Unpublished insight', isPublished: false })
    const page = await crawl('/insights')
    const seed = JSON.parse(page.seed ?? '{}') as { path: string; insights: unknown }
    const cards = await (await call('/api/povs/cards?limit=6')).json()
    const hashtags = await (await call('/api/hashtags?limit=8')).json()
    expect(seed).toEqual({ path: '/insights', insights: { hashtags, povs: cards } })
    expect(page.seed).toContain('Seeded insight')
    expect(page.seed).not.toContain('Unpublished insight')
  })

  it('gives /case-studies the published studies, as the API answers them', async () => {
    await addCaseStudy({ title: 'Seeded study' })
    await addCaseStudy({ title: 'Hidden study', isPublished: false })
    const page = await crawl('/case-studies')
    const studies = await (await call('/api/public/case-studies')).json()
    expect(JSON.parse(page.seed ?? '{}')).toEqual({ path: '/case-studies', caseStudies: studies })
    expect(page.seed).toContain('Seeded study')
    expect(page.seed).not.toContain('Hidden study')
  })

  it('embeds nothing in pages without data', async () => {
    expect((await crawl('/about')).seed).toBeUndefined()
  })
})

describe('robots.txt and sitemap.xml', () => {
  it('serves robots.txt as text that hides /admin and names the sitemap', async () => {
    const response = await call('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toContain('Disallow: /admin\n')
    expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`)
  })

  it('lists every public route and only published items in sitemap.xml', async () => {
    const published = await addPov({ title: 'Published POV' })
    const draft = await addPov({ title: 'Draft POV', isPublished: false })
    const study = await addCaseStudy({ title: 'Published study' })
    const response = await call('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    for (const path of STATIC_PUBLIC_PATHS) expect(locs).toContain(new URL(path, siteUrl).toString())
    expect(locs).toContain(new URL(`/povs/${published.id}`, siteUrl).toString())
    expect(locs).toContain(new URL(`/case-studies/${study.id}`, siteUrl).toString())
    expect(locs).not.toContain(new URL(`/povs/${draft.id}`, siteUrl).toString())
    expect(locs).not.toContain(new URL('/admin', siteUrl).toString())
  })
})

describe('server-rendered pages', () => {
  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'))

  it.each([...SERVER_RENDERED_PATHS])('%s is the app itself, marked for hydration', async (path) => {
    const { html } = await crawl(path)
    expect(html).toContain('<div id="root" data-ssr="">')
    expect(rootOf(html)).toContain('<nav aria-label="Main"')
    expect(rootOf(html)).toContain('<footer')
    expect(html).not.toContain('crawler-content')
  })

  it('renders the contact details from configuration', async () => {
    const { html } = await crawl('/contact')
    expect(env.COMPANY_EMAIL).not.toBe('')
    expect(rootOf(html)).toContain(`href="mailto:${env.COMPANY_EMAIL}"`)
    expect(decode(rootOf(html))).toContain(contactText.pageBlurb)
  })

  it('serves the contact form unsubmittable until the app runs, so it never posts a plain GET', async () => {
    const { html } = await crawl('/contact')
    const submit = /<button[^>]*>Send Message<\/button>/.exec(html)?.[0]
    expect(submit).toContain('type="submit"')
    expect(submit).toContain('disabled=""')
  })

  it('leaves the cookie choices out, since only the browser knows them', async () => {
    const { html } = await crawl('/')
    expect(html).not.toContain('aria-label="Cookie consent"')
    expect(html).not.toContain('Cookie Settings')
  })

  it('lowers the priority of the scripts, which the finished page does not need to paint', async () => {
    const { html } = await crawl('/services/data-analytics')
    const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"')
  })

  it('serves pages that need data as the crawler view, with the scripts at full priority', async () => {
    const { html } = await crawl('/insights')
    expect(html).toContain('<div id="root">')
    expect(html).toContain('crawler-content')
    expect(html).not.toContain('fetchpriority')
  })
})
