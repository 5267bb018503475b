import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import app from '../../src/worker/app'
import { decodeHtmlText } from '../support/html-text'
import { call, ORIGIN } from './helpers'

// The copy of the site's own pages against docs/product.md section 2, to the letter: labels, counts and
// link targets, as an API client reads them (the stored document of blocks at /api/pages/at) and as
// a visitor gets them (the page the Worker serves). Every literal is pinned here, never imported.

interface Stat {
  value: string
  label: string
}
interface Titled {
  title: string
}
interface ButtonLink {
  label: string
  href: string
}
interface Block {
  id: string
  type: string
  heading?: string
  [field: string]: unknown
}
interface Hero extends Block {
  buttons: (ButtonLink & { variant: string })[]
}
interface ValueCards extends Block {
  cards: Titled[]
}
interface ServiceCards extends Block {
  cards: (Titled & { service: string; alt: string })[]
  link?: ButtonLink
}
interface ServiceSection extends Block {
  link: ButtonLink
  cards: (Titled & { bullets: string[] })[]
}
interface FeatureList extends Block {
  items: Titled[]
  stats: Stat[]
}
interface TileGrid extends Block {
  tiles: (Titled & { description: string; badge?: string })[]
}
interface CallToAction extends Block {
  buttonLabel: string
}

const SERVICE_PAGES = [
  '/services/data-analytics',
  '/services/artificial-intelligence',
  '/services/qa-automation',
  '/services/process-consulting',
  '/services/smb-enablement',
  '/services/staff-augmentation',
  '/services/platform-engineering',
]

/** The blocks of the page stored at `path`, as GET /api/pages/at answers them. */
async function blocksAt(path: string): Promise<Block[]> {
  const response = await call(`/api/pages/at?path=${encodeURIComponent(path)}`)
  expect(response.status).toBe(200)
  const page = await response.json<{ path: string; content: string }>()
  expect(page.path).toBe(path)
  return (JSON.parse(page.content) as { blocks: Block[] }).blocks
}

/** The one block of `type` (and `id`, if given) in a document. */
function blockOf<T extends Block>(blocks: Block[], type: string, id?: string): T {
  const found = blocks.filter((block) => block.type === type && (id === undefined || block.id === id))
  expect(found, `one ${type} block${id ? ` "${id}"` : ''}`).toHaveLength(1)
  return found[0] as T
}

const titles = (items: Titled[]) => items.map((item) => item.title)

/** Text as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
const textOf = (html: string) =>
  (decodeHtmlText(html.replace(/<[^>]*>/g, ' ')) ?? '').replace(/\s+/g, ' ').trim()

const elements = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'gs'))].map((match) => match[1] ?? '')

/** The page's main content as served to a visitor without JavaScript. */
async function served(path: string) {
  const response = await call(path)
  expect(response.status).toBe(200)
  const html = await response.text()
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  expect(main).not.toBe('')
  const sections = main.split('<section').slice(1)
  return {
    main,
    h1: elements(main, 'h1').map(textOf),
    h3: elements(main, 'h3').map(textOf),
    /** Each link of the content as [its text, its address]. */
    links: [...main.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map((match) => [
      textOf(match[2] ?? ''),
      decodeHtmlText(match[1]),
    ]),
    /** The section headed `heading` (its h2), or the one whose id is `id`. */
    section: (find: { heading: string } | { id: string }) => {
      const found = sections.filter((section) =>
        'id' in find
          ? new RegExp(`^[^>]*\\sid="${find.id}"`).test(section)
          : elements(section, 'h2').map(textOf).includes(find.heading),
      )
      expect(found, JSON.stringify(find)).toHaveLength(1)
      return found[0] ?? ''
    },
  }
}

describe('home and about copy', () => {
  it('has the three value cards, six service cards and the spec buttons', async () => {
    const blocks = await blocksAt('/')
    expect(titles(blockOf<ValueCards>(blocks, 'value-cards').cards)).toEqual([
      'Innovation Excellence',
      'Measurable Results',
      'True Partnership',
    ])
    const services = blockOf<ServiceCards>(blocks, 'service-cards')
    expect(services.cards.map((card) => [card.title, card.service])).toEqual([
      ['Data & Analytics', 'data-analytics'],
      ['Artificial Intelligence', 'artificial-intelligence'],
      ['QA Automation', 'qa-automation'],
      ['Process Consulting', 'process-consulting'],
      ['Platform Engineering', 'platform-engineering'],
      ['SMB Enablement', 'smb-enablement'],
    ])
    for (const card of services.cards) expect(card.alt.trim()).not.toBe('')
    expect(blockOf<Hero>(blocks, 'hero').buttons.map((button) => [button.label, button.href])).toEqual([
      ['Explore Services', '/services'],
      ['Schedule Consultation', '/contact'],
    ])
    expect(services.link).toEqual({ label: 'View All Services', href: '/services' })
    expect(blockOf<CallToAction>(blocks, 'call-to-action').buttonLabel).toBe('Schedule Consultation')

    const page = await served('/')
    expect(page.links).toEqual(
      expect.arrayContaining([
        ['Explore Services', '/services'],
        ['View All Services', '/services'],
        ['Schedule Consultation', '/contact'],
      ]),
    )
    expect(page.links.filter(([text]) => text === 'Schedule Consultation')).toHaveLength(2)
    const valueCards = page.section({ heading: 'Why Clients Choose Crestline' })
    expect(elements(valueCards, 'h3').map(textOf)).toEqual([
      'Innovation Excellence',
      'Measurable Results',
      'True Partnership',
    ])
    const cards = [
      ...page.section({ heading: 'Our Core Services' }).matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs),
    ].filter((match) => match[1]?.startsWith('/services/'))
    expect(cards.map((match) => [textOf(elements(match[2] ?? '', 'h3')[0] ?? ''), match[1]])).toEqual([
      ['Data & Analytics', '/services/data-analytics'],
      ['Artificial Intelligence', '/services/artificial-intelligence'],
      ['QA Automation', '/services/qa-automation'],
      ['Process Consulting', '/services/process-consulting'],
      ['Platform Engineering', '/services/platform-engineering'],
      ['SMB Enablement', '/services/smb-enablement'],
    ])
    for (const match of cards) expect(match[2]).toMatch(/<img [^>]*alt="[^"]*\S[^"]*"/)
  })

  it('has the Mission, Vision and Purpose cards and six What Sets Us Apart cards', async () => {
    const cards = (await blocksAt('/about'))
      .filter((block): block is ValueCards => block.type === 'value-cards')
      .map((block) => titles(block.cards))
    const apart = [
      'Precision',
      'Results-Driven',
      'Visionary Thinking',
      'Authentic Partnership',
      'Relentless Innovation',
      'Enterprise + Startup',
    ]
    expect(cards).toEqual([['Mission', 'Vision', 'Purpose'], apart])

    const page = await served('/about')
    expect(elements(page.section({ heading: 'Mission, Vision and Purpose' }), 'h3').map(textOf)).toEqual([
      'Mission',
      'Vision',
      'Purpose',
    ])
    expect(elements(page.section({ heading: 'What Sets Us Apart' }), 'h3').map(textOf)).toEqual(apart)
  })
})

describe('services overview copy', () => {
  const OVERVIEW = [
    [
      'data-analytics',
      'Data & Analytics',
      '/services/data-analytics',
      'Explore Data Analytics',
      ['Data Strategy', 'Data Engineering', 'Business Intelligence', 'Advanced Analytics'],
    ],
    [
      'ai',
      'Artificial Intelligence & Automation',
      '/services/artificial-intelligence',
      'Discover AI Solutions',
      ['Machine Learning', 'Natural Language Processing', 'AI Implementation'],
    ],
    [
      'qa-automation',
      'Quality Assurance & Test Automation',
      '/services/qa-automation',
      'Explore QA Automation',
      ['Test Automation', 'Performance Testing', 'Mobile Testing', 'Continuous Testing'],
    ],
    [
      'process-consulting',
      'Process & Program Consulting',
      '/services/process-consulting',
      'Learn About Consulting',
      ['Process Optimization', 'Project Management', 'Digital Transformation', 'Change Management'],
    ],
    [
      'platform-engineering',
      'Platform Engineering',
      '/services/platform-engineering',
      'Build Your Platform',
      ['Cloud-Native Architecture', 'Infrastructure as Code', 'CI/CD Implementation', 'Observability'],
    ],
    [
      'staff-augmentation',
      'Staff Augmentation',
      '/services/staff-augmentation',
      'Find Expert Talent',
      ['Specialized IT Expertise', 'Project-Based Staffing', 'Quality Assurance'],
    ],
    [
      'smb-enablement',
      'SMB & Startup Enablement',
      '/services/smb-enablement',
      'Discover SMB Solutions',
      ['CRM suite deployment', 'CRM & Finance', 'Custom Solutions'],
    ],
  ] as const

  it('has the seven sections of the table with their links, buttons, cards and three bullets each', async () => {
    const blocks = await blocksAt('/services')
    expect(blockOf<Hero>(blocks, 'hero').heading).toBe('Our Services')
    const sections = blocks.filter((block): block is ServiceSection => block.type === 'service-section')
    expect(
      sections.map((section) => [
        section.id,
        section.heading,
        section.link.href,
        section.link.label,
        titles(section.cards),
      ]),
    ).toEqual(OVERVIEW)
    for (const section of sections) for (const card of section.cards) expect(card.bullets).toHaveLength(3)

    const page = await served('/services')
    expect(page.h1).toEqual(['Our Services'])
    for (const [id, heading, href, button, cards] of OVERVIEW) {
      const section = page.section({ id })
      expect(elements(section, 'h2').map(textOf)).toEqual([heading])
      expect(elements(section, 'h3').map(textOf)).toEqual(cards)
      expect(page.links).toContainEqual([button, href])
      expect(section).toContain(`href="${href}"`)
      expect(elements(section, 'li')).toHaveLength(3 * cards.length)
    }
  })

  it('has a section at each anchor the sitemap links to', async () => {
    const page = await served('/services')
    for (const id of [
      'data-analytics',
      'ai',
      'qa-automation',
      'process-consulting',
      'platform-engineering',
      'smb-enablement',
    ])
      expect(page.section({ id })).not.toBe('')
  })
})

describe('service detail copy', () => {
  it('has a page for every service slug', async () => {
    for (const path of SERVICE_PAGES) {
      expect((await blocksAt(path)).length).toBeGreaterThan(1)
      expect((await call(path)).status).toBe(200)
    }
  })

  it.each([
    ['data-analytics', 'Data Analytics Services', 5, 4, 5],
    ['artificial-intelligence', 'AI & Machine Learning', 5, 4, 5],
    ['qa-automation', 'Digital Quality Assurance', 5, 4, 5],
    ['process-consulting', 'Program & Process Consulting', 5, 5, 5],
    ['smb-enablement', 'SMB & Startup Enablement', 5, 5, 5],
    ['staff-augmentation', 'Staff Augmentation', 4, 5, 6],
    ['platform-engineering', 'Platform Engineering', 6, 5, 5],
  ] as const)(
    '%s: %s with %i services, %i differentiators, %i grid items and 4 stats',
    async (slug, heading, services, differentiators, grid) => {
      const blocks = await blocksAt(`/services/${slug}`)
      expect(blockOf<Hero>(blocks, 'hero').heading).toBe(heading)
      const serviceCards = blockOf<ValueCards>(blocks, 'value-cards').cards
      const whyUs = blockOf<FeatureList>(blocks, 'feature-list')
      const tiles = blockOf<TileGrid>(blocks, 'tile-grid').tiles
      expect(serviceCards).toHaveLength(services)
      expect(whyUs.items).toHaveLength(differentiators)
      expect(tiles).toHaveLength(grid)
      expect(whyUs.stats).toHaveLength(4)

      const page = await served(`/services/${slug}`)
      expect(page.h1).toEqual([heading])
      expect(page.h3).toEqual([...titles(serviceCards), ...titles(whyUs.items), ...titles(tiles)])
      expect(elements(page.main, 'dd')).toHaveLength(4)
    },
  )

  it('uses the button labels, industries and figures the spec names', async () => {
    for (const [slug, cta] of [
      ['process-consulting', 'Transform Your Operations'],
      ['smb-enablement', 'Accelerate Your Growth'],
      ['staff-augmentation', 'Find Your Talent'],
      ['platform-engineering', 'Build Your Platform'],
    ] as const) {
      expect(blockOf<Hero>(await blocksAt(`/services/${slug}`), 'hero').buttons[0]?.label).toBe(cta)
      expect((await served(`/services/${slug}`)).links.map(([text]) => text)).toContain(cta)
    }

    const industries = ['Healthcare', 'Finance', 'Manufacturing', 'Retail', 'Logistics']
    const ai = '/services/artificial-intelligence'
    expect(titles(blockOf<TileGrid>(await blocksAt(ai), 'tile-grid').tiles)).toEqual(industries)
    expect(
      elements((await served(ai)).section({ heading: 'Industry Applications' }), 'h3').map(textOf),
    ).toEqual(industries)

    const technologies = ['Automation', 'Performance', 'Mobile', 'API', 'Cloud Platforms']
    const qa = '/services/qa-automation'
    expect(titles(blockOf<TileGrid>(await blocksAt(qa), 'tile-grid').tiles)).toEqual(technologies)
    expect(
      elements((await served(qa)).section({ heading: 'Testing Technologies' }), 'h3').map(textOf),
    ).toEqual(technologies)

    const figures = [
      { value: '1-2 weeks', label: 'Deployment' },
      { value: '40-60%', label: 'Lower hiring cost' },
      { value: '95%', label: 'Satisfaction' },
      { value: '2-3x', label: 'Faster delivery' },
    ]
    const staff = '/services/staff-augmentation'
    expect(blockOf<FeatureList>(await blocksAt(staff), 'feature-list').stats).toEqual(figures)
    const staffPage = await served(staff)
    expect(elements(staffPage.main, 'dt').map(textOf)).toEqual(figures.map((figure) => figure.label))
    expect(elements(staffPage.main, 'dd').map(textOf)).toEqual(figures.map((figure) => figure.value))

    const platform = '/services/platform-engineering'
    const stack = blockOf<TileGrid>(await blocksAt(platform), 'tile-grid').tiles
    expect(stack).toHaveLength(5)
    for (const tile of stack) {
      const count = tile.description.replace(/\.$/, '').split(', ').length
      expect(tile.badge).toBe(`${count} tools`)
    }
    const servedStack = (await served(platform)).section({ heading: 'Technology Stack' })
    for (const tile of stack) expect(textOf(servedStack)).toContain(`${tile.title} ${tile.badge}`)
  })
})

describe('the footer’s social links', () => {
  /** The footer of `/about` as served with `vars` in the Worker's configuration, in `language`. */
  async function aboutWith(vars: Record<string, string>, language = 'en-US') {
    const ctx = createExecutionContext()
    const request = new Request(new URL('/about', ORIGIN), { headers: { 'accept-language': language } })
    const response = await app.fetch(request, { ...env, ...vars }, ctx)
    const html = await response.text()
    await waitOnExecutionContext(ctx)
    return html.slice(html.indexOf('<footer'))
  }

  it('shows no social link while no profile is configured, and never a link to “#”', async () => {
    const footer = await aboutWith({})
    expect(footer).not.toContain('href="#"')
    expect(footer).not.toContain('aria-label="Social media"')
    expect(footer).not.toMatch(/>(LinkedIn|X \(Twitter\)|GitHub)</)
  })

  it('links each configured profile, and only those', async () => {
    const footer = await aboutWith(
      {
        SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/crestline-consulting',
        SOCIAL_GITHUB_URL: 'https://github.com/crestline-consulting',
      },
      // Another locale than the copy the other configuration left in the edge cache.
      'en-GB',
    )
    expect(footer).toContain('aria-label="Social media"')
    expect(footer).toMatch(
      /<a href="https:\/\/www.linkedin.com\/company\/crestline-consulting"[^>]*>LinkedIn<\/a>/,
    )
    expect(footer).toMatch(/<a href="https:\/\/github.com\/crestline-consulting"[^>]*>GitHub<\/a>/)
    expect(footer).not.toContain('X (Twitter)')
    expect(footer).not.toContain('href="#"')
  })
})
