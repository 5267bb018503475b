import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { STATIC_PUBLIC_PATHS } from '../../src/shared/routes'
import { media, pages, whitepapers } from '../../src/worker/db/schema'
import { decodeHtmlText as decode } from '../support/html-text'
import { jsonLdNode, jsonLdNodes } from '../support/json-ld'
import { addStaff, cookieFor } from './auth-fixtures'
import { addCaseStudy, addDownloadableWhitepaper, addHashtag, addPov, db } from './content-fixtures'
import { crawl } from './crawl'
import { call } from './helpers'

const siteUrl = env.SITE_URL

// Every crawl comes after the edge cache's window (crawl.ts).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterAll(() => {
  vi.useRealTimers()
})

// Pinned from the pages as the spec and the copy define them: title, then h1.
const STATIC_PAGES: [string, string, string][] = [
  [
    '/',
    'Crestline Consulting | Technology and Business Consulting',
    'Crafting Solutions, Transforming Futures',
  ],
  ['/about', 'About Us | Crestline Consulting', 'Consultants who build, not just advise'],
  ['/services', 'Our Services | Crestline Consulting', 'Our Services'],
  ['/services/data-analytics', 'Data Analytics Services | Crestline Consulting', 'Data Analytics Services'],
  [
    '/services/artificial-intelligence',
    'AI & Machine Learning | Crestline Consulting',
    'AI & Machine Learning',
  ],
  [
    '/services/qa-automation',
    'Digital Quality Assurance | Crestline Consulting',
    'Digital Quality Assurance',
  ],
  [
    '/services/process-consulting',
    'Program & Process Consulting | Crestline Consulting',
    'Program & Process Consulting',
  ],
  ['/services/smb-enablement', 'SMB & Startup Enablement | Crestline Consulting', 'SMB & Startup Enablement'],
  ['/services/staff-augmentation', 'Staff Augmentation | Crestline Consulting', 'Staff Augmentation'],
  ['/services/platform-engineering', 'Platform Engineering | Crestline Consulting', 'Platform Engineering'],
  ['/insights', 'Insights | Crestline Consulting', 'Insights & Resources'],
  ['/whitepapers', 'Whitepapers | Crestline Consulting', 'Whitepapers'],
  ['/case-studies', 'Case Studies | Crestline Consulting', 'Case Studies'],
  ['/careers', 'Careers | Crestline Consulting', 'Careers'],
  ['/contact', "Let's Connect | Crestline Consulting", "Let's Connect"],
  ['/sitemap', 'Sitemap | Crestline Consulting', 'Sitemap'],
  ['/privacy-notice', 'Privacy Notice | Crestline Consulting', 'Privacy Notice'],
  ['/cookie-policy', 'Cookie Policy | Crestline Consulting', 'Cookie Policy'],
  ['/terms-of-use', 'Terms of Use | Crestline Consulting', 'Terms of Use'],
]

describe('every public page is the app, rendered in the Worker', () => {
  it('covers every route of the spec', () => {
    expect(STATIC_PAGES.map(([path]) => path).sort()).toEqual([...STATIC_PUBLIC_PATHS].sort())
  })

  it.each(STATIC_PAGES)(
    '%s has its own title, description, canonical, social tags and h1',
    async (path, title, h1) => {
      const page = await crawl(path)
      expect(page.response.status).toBe(200)
      expect(page.response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      // The page's own validator (http-semantics.test.ts), never the shell's.
      expect(page.response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{40}"$/)
      expect(page.title).toBe(title)
      // Search results cut a longer title short.
      expect(page.title?.length).toBeLessThanOrEqual(60)
      expect(page.description?.length).toBeGreaterThan(40)
      expect(page.canonical).toBe(new URL(path, siteUrl).toString())
      expect(page.ogTitle).toBe(title)
      expect(page.ogImage).toBe(new URL('/images/seed/og-default.jpg', siteUrl).toString())
      expect(page.ogImageAlt).toBe('Crestline Consulting')
      expect(page.html).toContain('<meta name="twitter:image:alt" content="Crestline Consulting"')
      expect(page.twitterCard).toBe('summary_large_image')
      expect(page.h1).toBe(h1)
      expect(page.robots).toBeUndefined()
      // Exactly one title: the shell's is replaced, not duplicated.
      expect(page.html.match(/<title>/g)).toHaveLength(1)
      // The app itself, with the state it was rendered from, and nothing else in #root.
      expect(page.root).toContain('<nav aria-label="Main"')
      expect(page.root).toContain('<footer')
      expect(page.state?.siteConfig.companyEmail).toBe(env.COMPANY_EMAIL)
    },
  )

  it('gives every page its own description', async () => {
    const pages = await Promise.all(STATIC_PAGES.map(([path]) => crawl(path)))
    expect(new Set(pages.map((page) => page.description)).size).toBe(STATIC_PAGES.length)
  })

  it('carries the body text of a service page, not only its heading', async () => {
    const page = await crawl('/services/staff-augmentation')
    expect(page.root).toContain('Talent Areas')
    expect(page.root).toContain('Short-term teams of 3-12 months')
  })

  it('describes the organization and the site, searchable through insights, on the home page as JSON-LD', async () => {
    const { jsonLd } = await crawl('/')
    // One document: both things in a graph under one context.
    expect(JSON.parse(jsonLd ?? '{}')['@context']).toBe('https://schema.org')
    const [organization, site] = jsonLdNodes(jsonLd)
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Crestline Consulting',
      email: env.COMPANY_EMAIL,
      telephone: env.COMPANY_PHONE,
      address: { addressLocality: 'Deerfield', addressRegion: 'IL' },
    })
    expect(site).toEqual({
      '@type': 'WebSite',
      name: 'Crestline Consulting',
      url: new URL('/', siteUrl).toString(),
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${new URL('/insights', siteUrl)}?q={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    })
    // The search it names is the insights page's own.
    const searched = await crawl('/insights?q=data')
    expect(searched.response.status).toBe(200)
  })

  it('keeps the staff area out of search results', async () => {
    const page = await crawl('/admin')
    expect(page.response.status).toBe(200)
    expect(page.title).toBe('Admin | Crestline Consulting')
    expect(page.robots).toBe('noindex')
    expect(page.response.headers.get('x-robots-tag')).toBe('noindex')
  })

  it.each(['/no-such-page', '/services/no-such-service', '/povs/abc'])(
    '%s is a real 404 with noindex, the not-found heading and no canonical',
    async (path) => {
      const page = await crawl(path)
      expect(page.response.status).toBe(404)
      expect(page.robots).toBe('noindex')
      expect(page.response.headers.get('x-robots-tag')).toBe('noindex')
      expect(page.h1).toBe(path.startsWith('/povs') ? 'Point of View Not Found' : '404 Page Not Found')
      expect(page.canonical).toBeUndefined()
    },
  )

  it('redirects a trailing slash to the canonical address, keeping the query', async () => {
    const response = await call('/about/?utm_source=news', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about?utm_source=news')
  })

  it('starts the app only once the page has painted: no module script or preload in the served HTML', async () => {
    for (const path of ['/services/data-analytics', '/insights', '/no-such-page']) {
      const { html } = await crawl(path)
      expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/)
      const start =
        /<script src="\/start-app.js" defer data-entry="([^"]+)" data-modules="([^"]*)"><\/script>/.exec(html)
      expect(start?.[1]).toMatch(/^\/assets\/index-[\w-]+\.js$/)
      expect(start?.[2]?.split(' ').every((href) => /^\/assets\/[\w-]+\.js$/.test(href))).toBe(true)
      // The start script is an ordinary file of the site, so the CSP's script-src 'self' allows it.
      const script = await call('/start-app.js')
      expect(script.status).toBe(200)
      expect(await script.text()).toContain('modulepreload')
    }
  })

  it('marks the modules every page runs before hydration, and only those, for eager compilation', async () => {
    const { html } = await crawl('/')
    const start = /data-entry="([^"]+)" data-modules="([^"]*)"/.exec(html)
    const startModules = [start?.[1] ?? '', ...(start?.[2] ?? '').split(' ')]
    expect(startModules.length).toBeGreaterThan(1)
    for (const href of startModules) {
      const body = await (await call(href)).text()
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), href).toBe(true)
    }
    // A route's own chunk, loaded by the app as the route is matched, stays lazily compiled.
    const startCode = await Promise.all(startModules.map(async (href) => (await call(href)).text()))
    const routeChunk = /import\(`\.\/(contact-[\w-]+\.js)`\)/.exec(startCode.join('\n'))?.[1]
    expect(routeChunk).toBeDefined()
    expect(await (await call(`/assets/${routeChunk}`)).text()).not.toContain('allFunctionsCalledOnLoad')
  })

  it('renders the contact details from configuration, the form submittable before the app runs', async () => {
    const { root } = await crawl('/contact')
    expect(root).toContain(`href="mailto:${env.COMPANY_EMAIL}"`)
    const submit = /<button[^>]*>Send Message<\/button>/.exec(root)?.[0]
    expect(submit).toContain('type="submit"')
    // The browser posts it to the page itself until then (test/worker/form-posts.test.ts).
    expect(submit).not.toContain('disabled=""')
  })

  it('carries the cookie banner until the visitor has chosen, then the Cookie Settings button', async () => {
    const first = await crawl('/sitemap')
    expect(first.root).toContain('aria-label="Cookie consent"')
    expect(first.root).toContain('>Accept All<')
    expect(first.root).not.toContain('Cookie Settings')
    // No JavaScript, no working buttons: the page's own noscript style hides them.
    expect(first.html).toContain('<noscript><style>[data-needs-script]{display:none}</style></noscript>')
    expect(/<section[^>]*aria-label="Cookie consent"[^>]*>/.exec(first.root)?.[0]).toContain(
      'data-needs-script',
    )

    const decided = await crawl('/sitemap', { cookie: 'consent-decided=1' })
    expect(decided.root).not.toContain('aria-label="Cookie consent"')
    expect(decided.root).toContain('Cookie Settings')
    // The browser is told what the server assumed, so that hydration matches it.
    expect(decided.html).toContain('"consentDecided":true')
    expect(first.html).toContain('"consentDecided":false')
  })
})

describe('the Insights page as served', () => {
  it('lists the latest published POVs as cards with links, and the first 8 hashtags as toggles', async () => {
    await Promise.all(Array.from({ length: 9 }, (_, i) => addHashtag(`tag${i + 1}`)))
    const povs = []
    // Later than anything else this file publishes, so these are the latest.
    for (let i = 1; i <= 7; i++) {
      povs.push(await addPov({ title: `Insight ${i}`, publishedDate: `2030-02-0${i}` }))
    }
    const draft = await addPov({ title: 'Unpublished insight', isPublished: false })
    const page = await crawl('/insights')
    expect(page.root).toContain('Latest Points of View')
    expect(page.root.match(/data-testid="pov-card"/g)).toHaveLength(6)
    const cardLinks = page.links.filter((href) => href?.startsWith('/povs/'))
    expect(cardLinks).toEqual(
      povs
        .slice(1)
        .reverse()
        .map((pov) => `/povs/${pov.id}`),
    )
    expect(page.root).not.toContain('Unpublished insight')
    expect(cardLinks).not.toContain(`/povs/${draft.id}`)
    const toggles = [...page.root.matchAll(/<a [^>]*aria-pressed="false"[^>]*>#(\w+)/g)].map((m) => m[1])
    const firstEight = (await (await call('/api/hashtags?limit=8')).json()) as { id: number; name: string }[]
    expect(firstEight).toHaveLength(8)
    expect(toggles).toEqual(firstEight.map((tag) => tag.name))
    expect(page.links).toContain(`/insights?hashtag=${firstEight[0]?.id}`)
  })

  it('renders a search and a hashtag filter from the address, shareable and without JavaScript', async () => {
    await addHashtag('cloud')
    // A toggle is shown for the first 8 hashtags, whichever other tests of this file made.
    const [tag] = (await (await call('/api/hashtags?limit=8')).json()) as { id: number; name: string }[]
    if (!tag) throw new Error('no hashtag')
    await addPov({ title: 'Data contracts in practice' })
    await addPov({ title: 'Cloud cost control' }, [tag.id])
    await addPov({ title: 'Data mesh, cloud native' }, [tag.id])

    const searched = await crawl('/insights?q=data')
    expect(searched.response.status).toBe(200)
    expect(searched.root).toContain('Data contracts in practice')
    expect(searched.root).toContain('Data mesh, cloud native')
    expect(searched.root).not.toContain('Cloud cost control')
    expect(searched.root).toMatch(/<input[^>]*name="q"[^>]*value="data"/)

    const filtered = await crawl(`/insights?q=data&hashtag=${tag.id}`)
    expect(filtered.root).toContain('Data mesh, cloud native')
    expect(filtered.root).not.toContain('Data contracts in practice')
    expect(filtered.root).toMatch(new RegExp(`<a [^>]*aria-pressed="true"[^>]*>#${tag.name}<`))
    // Pressing it again goes back to the search alone.
    expect(filtered.links).toContain('/insights?q=data')

    const none = await crawl('/insights?q=nothing-matches-this')
    expect(none.root).toContain('No POVs found. Check back soon for our latest insights!')
  })

  it('keeps searched and filtered lists out of the index, each pointing to the plain list', async () => {
    const tag = await addHashtag('crawl-budget')
    for (const [list, query] of [
      ['/insights', `?hashtag=${tag.id}`],
      ['/insights', '?q=data'],
      ['/whitepapers', `?q=data&hashtag=${tag.id}`],
    ]) {
      const filtered = await crawl(`${list}${query}`)
      expect(filtered.response.status).toBe(200)
      expect(filtered.robots).toBe('noindex')
      expect(filtered.response.headers.get('x-robots-tag')).toBe('noindex')
      expect(filtered.canonical).toBe(new URL(list as string, siteUrl).toString())
    }
  })

  it('sends an unreadable filter to the plain page instead of failing', async () => {
    const response = await call('/insights?hashtag=abc', { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/insights')
  })
})

describe('the case-studies page as served', () => {
  it('lists the published studies with links to their own pages, and the track record', async () => {
    const study = await addCaseStudy({ title: 'Forecasting for a regional grocer' })
    const hidden = await addCaseStudy({ title: 'Secret engagement', isPublished: false })
    const page = await crawl('/case-studies')
    expect(page.root).toContain('Proven Track Record')
    expect(page.root).toContain('150+')
    expect(page.root).toContain('Customer Success Stories')
    expect(page.links).toContain(`/case-studies/${study.id}`)
    expect(page.root).toContain('Read Full Case Study')
    expect(page.root).not.toContain(hidden.title)
  })

  it('shows its error message, not a failed page, when the studies cannot be read', async () => {
    await env.DB.exec('ALTER TABLE case_studies RENAME TO case_studies_unreadable')
    try {
      const page = await crawl('/case-studies')
      expect(page.response.status).toBe(200)
      expect(page.h1).toBe('Case Studies')
      expect(page.root).toContain('Failed to fetch case studies')
      // Not kept by the edge cache or the browser: the next visitor gets a fresh try.
      expect(page.response.headers.get('cache-control')).toBe('no-store')
    } finally {
      await env.DB.exec('ALTER TABLE case_studies_unreadable RENAME TO case_studies')
    }
  })
})

describe('POV and case-study pages as served', () => {
  it('renders a published POV with its own tags, text, dates and Article JSON-LD', async () => {
    const pov = await addPov({
      title: 'Data <contracts> & "trust"',
      description: 'Why data contracts matter',
      content: 'First paragraph\nSecond paragraph',
      featuredImage: 'https://images.example/pov.jpg',
      publishedDate: '2025-01-21',
    })
    const page = await crawl(`/povs/${pov.id}`)
    expect(page.response.status).toBe(200)
    expect(page.title).toBe('Data <contracts> & "trust" | Crestline Consulting')
    expect(page.html).not.toContain('<contracts>')
    expect(page.h1).toBe(pov.title)
    expect(page.description).toBe('Why data contracts matter')
    expect(page.canonical).toBe(new URL(`/povs/${pov.id}`, siteUrl).toString())
    expect(page.ogImage).toBe('https://images.example/pov.jpg')
    // Content is Markdown: a single newline is still a line break.
    expect(page.root).toContain('<p>First paragraph<br/>Second paragraph</p>')
    expect(page.root).toContain('Back to Insights')
    expect(page.root).toContain('<time dateTime="2025-01-21">1/21/2025</time>')
    const data = jsonLdNode(page.jsonLd, 'Article')
    expect(data).toMatchObject({ headline: pov.title, author: { name: 'Dana Reyes' } })
    expect(data?.publisher).toEqual({
      '@type': 'Organization',
      name: 'Crestline Consulting',
      url: new URL('/', siteUrl).toString(),
      logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', siteUrl).toString() },
    })
    // An item without alt text of its own: its title names the shared image.
    expect(page.ogImageAlt).toBe(pov.title)
    // The browser starts from exactly what the API answers, escaped for a script element.
    const fromApi = await (await call(`/api/povs/${pov.id}`)).json()
    const served = page.state?.queries.queries.find((query) => query.queryKey[1] === 'detail')
    expect(served?.state.data).toEqual(fromApi)
  })

  it("formats dates in the visitor's language and hands that locale to the browser", async () => {
    const pov = await addPov({ title: 'Dated', publishedDate: '2025-01-21' })
    const page = await crawl(`/povs/${pov.id}`, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })
    expect(page.root).toContain('<time dateTime="2025-01-21">21.1.2025</time>')
    expect(page.state?.locale).toBe('de-DE')
    // The text stays English: the header says the page's language, not the visitor's.
    expect(page.response.headers.get('content-language')).toBe('en')
    expect(page.response.headers.get('vary')).toBe('Accept-Language')
    const unreadable = await crawl(`/povs/${pov.id}`, { 'accept-language': '!!, *;q=0.1' })
    expect(unreadable.state?.locale).toBe('en-US')
  })

  // Rows written before the schema parsed URLs, or straight into D1: the page must still render.
  const BAD_IMAGES = [
    'http://[',
    'http://a:99999/',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'not a url',
    ' ',
  ]

  it.each(BAD_IMAGES)(
    'keeps a stored POV image %j from failing the page or the Insights list',
    async (image) => {
      const pov = await addPov({ title: 'Odd image', featuredImage: image })
      const page = await crawl(`/povs/${pov.id}`)
      expect(page.response.status).toBe(200)
      expect(page.ogImage).toBe(new URL('/images/seed/og-default.jpg', siteUrl).toString())
      expect(page.ogImageAlt).toBe('Crestline Consulting')
      expect(page.html).toContain('<meta name="twitter:image:alt" content="Crestline Consulting"')
      expect(jsonLdNode(page.jsonLd, 'Article')?.image).toBe(page.ogImage)
      expect(page.root).not.toContain('evil.example')
      expect((await crawl('/insights')).response.status).toBe(200)
    },
  )

  it.each(BAD_IMAGES)(
    'keeps a stored case-study image %j from failing its page or the list',
    async (image) => {
      const study = await addCaseStudy({ title: 'Odd image', featuredImage: image })
      const page = await crawl(`/case-studies/${study.id}`)
      expect(page.response.status).toBe(200)
      expect(page.ogImage).toBe(new URL('/images/seed/og-default.jpg', siteUrl).toString())
      expect(page.ogImageAlt).toBe('Crestline Consulting')
      expect(page.html).toContain('<meta name="twitter:image:alt" content="Crestline Consulting"')
      expect(jsonLdNode(page.jsonLd, 'Article')?.image).toBe(page.ogImage)
      expect(page.root).not.toContain('evil.example')
      expect((await crawl('/case-studies')).response.status).toBe(200)
    },
  )

  it('answers 404 with noindex for unpublished and unknown POVs, and shows staff their draft', async () => {
    const draft = await addPov({ title: 'Draft thoughts', isPublished: false })
    for (const path of [`/povs/${draft.id}`, '/povs/999999']) {
      const page = await crawl(path)
      expect(page.response.status).toBe(404)
      expect(page.robots).toBe('noindex')
      expect(page.h1).toBe('Point of View Not Found')
      expect(page.title).toBe('Point of View Not Found | Crestline Consulting')
      expect(page.html).not.toContain('Draft thoughts')
    }
    const staff = await addStaff()
    const asStaff = await crawl(`/povs/${draft.id}`, { cookie: await cookieFor(staff.id) })
    expect(asStaff.response.status).toBe(200)
    expect(asStaff.h1).toBe('Draft thoughts')
  })

  it('renders a published case study with its challenge, solution and results', async () => {
    const study = await addCaseStudy({
      title: 'Forecasting for a regional grocer',
      featuredImage: '/images/seed/cs.jpg',
    })
    const page = await crawl(`/case-studies/${study.id}`)
    expect(page.response.status).toBe(200)
    expect(page.h1).toBe(study.title)
    expect(page.ogImage).toBe(new URL('/images/seed/cs.jpg', siteUrl).toString())
    for (const heading of ['The Challenge', 'Our Solution', 'Results Achieved', 'Detailed Implementation']) {
      expect(page.root).toContain(`>${heading}</h2>`)
    }
    expect(page.root).toContain('First result')
    expect(page.root).toContain('Second result')
    expect(jsonLdNode(page.jsonLd, 'Article')).toMatchObject({ headline: study.title })
  })

  it('gives an uploaded hero every width, its box, its title as alt and first priority, and shares its 1200x630 card', async () => {
    const upload = 'https://uploads.example.com/images/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.jpg'
    const pov = await addPov({ title: 'Hero in every width', featuredImage: upload })
    const page = await crawl(`/povs/${pov.id}`)
    const hero = /<img [^>]*>/.exec(page.root.slice(page.root.indexOf('<article')))?.[0] ?? ''
    const widths = [320, 640, 960, 1280, 1920].map((width) => `${upload}?w=${width} ${width}w`)
    expect(decode(/srcset="([^"]*)"/i.exec(hero)?.[1])).toBe(widths.join(', '))
    expect(hero).toContain(`src="${upload}?w=960"`)
    expect(hero).toMatch(/sizes="\(min-width: 896px\) 848px, calc\(100vw - 48px\)"/)
    expect(hero).toContain('width="1200"')
    expect(hero).toContain('height="675"')
    expect(hero).toContain('alt="Hero in every width"')
    expect(hero).toMatch(/fetchpriority="high"/i)
    expect(hero).not.toContain('loading="lazy"')
    expect(decode(page.ogImage)).toBe(`${upload}?w=1200&h=630`)
    expect(page.html).toContain('<meta property="og:image:width" content="1200"')
    expect(page.html).toContain('<meta property="og:image:height" content="630"')
    expect(jsonLdNode(page.jsonLd, 'Article')?.image).toBe(`${upload}?w=1200&h=630`)
    expect(page.ogImageAlt).toBe('Hero in every width')
  })

  it('offers an upload 1200 px wide in no width beyond it: 320, 640, 960 and its own 1200', async () => {
    const key = `${crypto.randomUUID()}.jpg`
    await db
      .insert(media)
      .values({ key, width: 1200, height: 800, format: 'image/jpeg', bytes: 1000, createdAt: new Date() })
    const upload = `/images/${key}`
    const pov = await addPov({ title: 'Hero as wide as it is', featuredImage: upload })
    const page = await crawl(`/povs/${pov.id}`)
    const hero = /<img [^>]*>/.exec(page.root.slice(page.root.indexOf('<article')))?.[0] ?? ''
    expect(decode(/srcset="([^"]*)"/i.exec(hero)?.[1])).toBe(
      `${upload}?w=320 320w, ${upload}?w=640 640w, ${upload}?w=960 960w, ${upload}?w=1280 1200w`,
    )
    // A card, from the list's read, alike.
    await addCaseStudy({ title: 'Study as wide as it is', featuredImage: upload })
    const list = await crawl('/case-studies')
    const card =
      [...list.root.matchAll(/<img [^>]*>/g)].map((m) => m[0]).find((img) => img.includes(key)) ?? ''
    expect(decode(/srcset="([^"]*)"/i.exec(card)?.[1])).toBe(
      `${upload}?w=320 320w, ${upload}?w=640 640w, ${upload}?w=960 960w, ${upload}?w=1280 1200w`,
    )
    // A whitepaper's card in an article's text, and a page's image-with-text block, alike.
    const paper = await addDownloadableWhitepaper('Playbook as wide as it is')
    await db.update(whitepapers).set({ featuredImage: upload }).where(eq(whitepapers.id, paper.id))
    const article = await addPov({
      title: 'Calls the playbook',
      content: `Read on.\n\n[Get it](/whitepapers/${paper.id})`,
    })
    await db.insert(pages).values({
      title: 'Image band',
      description: 'A landing page with a picture',
      path: '/lp/image-band',
      content: JSON.stringify({
        blocks: [
          {
            id: 'band',
            type: 'image-with-text',
            heading: 'Meet the team',
            text: 'Engineers and operators.',
            image: upload,
            alt: 'Five people at a whiteboard',
            imageSide: 'right',
            background: 'plain',
          },
        ],
      }),
      isPublished: true,
    })
    for (const path of [`/povs/${article.id}`, '/lp/image-band']) {
      const shown = await crawl(path)
      const images = [...shown.root.matchAll(/<img [^>]*>/g)]
        .map((m) => m[0])
        .filter((img) => img.includes(key))
      expect(images.length, path).toBeGreaterThan(0)
      for (const image of images)
        expect(decode(/srcset="([^"]*)"/i.exec(image)?.[1]), path).toBe(
          `${upload}?w=320 320w, ${upload}?w=640 640w, ${upload}?w=960 960w, ${upload}?w=1280 1200w`,
        )
    }
  })

  it("names the shared image with the featured image's alt text", async () => {
    const pov = await addPov({
      title: 'Alt text shared',
      featuredImage: 'https://images.example/chart.jpg',
      featuredImageAlt: 'A bar chart of query costs',
    })
    const page = await crawl(`/povs/${pov.id}`)
    expect(page.ogImageAlt).toBe('A bar chart of query costs')
    expect(page.html).toContain('<meta name="twitter:image:alt" content="A bar chart of query costs"')
  })

  it('lazy-loads every case-study card but the first, each with its srcset, box and title', async () => {
    const upload = '/images/0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b.webp'
    await addCaseStudy({ title: 'Older study', featuredImage: upload })
    await addCaseStudy({ title: 'Newer study', featuredImage: upload })
    const page = await crawl('/case-studies')
    const cards = [...page.root.matchAll(/<img [^>]*>/g)]
      .map((match) => match[0])
      .filter((img) => img.includes(upload))
    expect(cards).toHaveLength(2)
    for (const card of cards) {
      expect(card).toContain(`${upload}?w=320 320w`)
      expect(card).toContain('width="640"')
      expect(card).toContain('height="360"')
      expect(card).toMatch(/alt="(Older|Newer) study"/)
    }
    expect(cards.filter((card) => card.includes('loading="lazy"'))).toHaveLength(1)
    expect(cards[0]).toContain('loading="eager"')
  })

  it('answers 404 with noindex for unpublished and unknown case studies', async () => {
    const draft = await addCaseStudy({ title: 'Secret engagement', isPublished: false })
    for (const path of [`/case-studies/${draft.id}`, '/case-studies/424242']) {
      const page = await crawl(path)
      expect(page.response.status).toBe(404)
      expect(page.robots).toBe('noindex')
      expect(page.h1).toBe('Case Study Not Found')
      expect(page.html).not.toContain('Secret engagement')
    }
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
