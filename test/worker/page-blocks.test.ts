import { type PageBlock, pageDocumentSchema } from '@shared/schemas/page-blocks'
import { describe, expect, it } from 'vitest'

// A page's blocks as the Worker will take them from the staff app: every
// block type's fields, their limits and their messages, and the rules of a whole document.

const UPLOAD = '/images/0b9f6a52-5d43-4c1e-9a8f-2f6b1d7c4e21.webp'

const EXAMPLES: { [Type in PageBlock['type']]: Extract<PageBlock, { type: Type }> } = {
  hero: {
    id: 'hero',
    type: 'hero',
    eyebrow: 'Spring campaign',
    heading: 'Data you can trust in ninety days',
    tagline: 'A fixed-price data platform',
    blurb: 'We set up your warehouse, pipelines and first dashboards in one quarter.',
    buttons: [
      { label: 'Book a call', href: '/contact', variant: 'primary' },
      { label: 'Read the case study', href: 'https://example.com/story', variant: 'secondary' },
    ],
    stats: [{ value: '90', label: 'Days to the first dashboard' }],
  },
  'value-cards': {
    id: 'values',
    type: 'value-cards',
    heading: 'Why teams choose us',
    intro: 'Three commitments.',
    cards: [{ title: 'Senior people', description: 'Only senior consultants.', icon: 'users' }],
    columns: 'three',
    background: 'tinted',
  },
  statistics: {
    id: 'figures',
    type: 'statistics',
    stats: [{ value: '150+', label: 'Projects Delivered' }],
    background: 'plain',
  },
  'service-cards': {
    id: 'services',
    type: 'service-cards',
    heading: 'Our Core Services',
    cards: [
      {
        service: 'data-analytics',
        title: 'Data & Analytics',
        description: 'Dashboards leaders use.',
        features: ['Self-service BI'],
        image: '/images/services/data-analytics.svg',
        alt: 'Bar charts rising',
      },
      {
        service: 'qa-automation',
        title: 'QA Automation',
        description: 'Tests in every stage.',
        features: ['Performance testing'],
        image: UPLOAD,
        alt: 'A shield over test results',
      },
    ],
    link: { label: 'View All Services', href: '/services' },
    background: 'plain',
  },
  'service-section': {
    id: 'data-analytics',
    type: 'service-section',
    tagline: 'From raw data to confident decisions',
    heading: 'Data & Analytics',
    description: 'Platforms, pipelines and dashboards.',
    link: { label: 'Explore Data Analytics', href: '/services/data-analytics' },
    cards: [{ title: 'Data Strategy', bullets: ['Maturity assessment', 'Governance', 'Roadmap'] }],
    background: 'tinted',
  },
  'feature-list': {
    id: 'why-us',
    type: 'feature-list',
    heading: 'Why Choose Crestline',
    items: [{ title: 'Vendor-neutral', description: 'No vendor pays us.' }],
    stats: [],
    background: 'tinted',
  },
  'tile-grid': {
    id: 'industries',
    type: 'tile-grid',
    heading: 'Industries We Serve',
    tiles: [{ title: 'Healthcare', description: 'Patient flow analytics.', badge: '4 tools' }],
    background: 'plain',
  },
  'process-steps': {
    id: 'how',
    type: 'process-steps',
    heading: 'How we work',
    steps: [
      { title: 'Assess', description: 'Two weeks with your team.' },
      { title: 'Deliver', description: 'Sprints with a demo each.' },
    ],
    background: 'plain',
  },
  'call-to-action': {
    id: 'closing',
    type: 'call-to-action',
    heading: 'Ready to start?',
    text: 'Tell us where you want to be in twelve months.',
    buttonLabel: 'Schedule Consultation',
  },
  'rich-text': {
    id: 'story',
    type: 'rich-text',
    markdown: '## Our story\n\nFounded in **Deerfield**, Illinois.',
    background: 'plain',
  },
  'image-with-text': {
    id: 'team',
    type: 'image-with-text',
    heading: 'Meet the team',
    text: 'Engineers and operators.',
    image: UPLOAD,
    alt: 'Five people at a whiteboard',
    imageSide: 'right',
    link: { label: 'Careers', href: '/careers' },
    background: 'tinted',
  },
  'document-title': {
    id: 'title',
    type: 'document-title',
    heading: 'Privacy Notice',
    note: 'Effective date: January 1, 2024',
    background: 'tinted',
  },
  'contact-details': { id: 'contact', type: 'contact-details', background: 'tinted' },
  'cookie-list': {
    id: 'cookies',
    type: 'cookie-list',
    heading: 'Cookies and Storage We Use',
    background: 'plain',
  },
  shared: { id: 'closing-band', type: 'shared', sharedId: 3 },
  form: {
    id: 'enquire',
    type: 'form',
    heading: 'Ask for the sprint',
    intro: 'We answer within one working day.',
    background: 'plain',
  },
}

const page = (...blocks: unknown[]) => ({ blocks })

/** Each refusal as `path: message`, the way the API's `fields` and the staff form name them. */
function problems(input: unknown): string[] {
  const result = pageDocumentSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('each block type', () => {
  it.each(Object.values(EXAMPLES))('takes a valid $type block as it is', (block) => {
    expect(pageDocumentSchema.parse(page(block))).toEqual(page(block))
  })

  it('trims texts and takes a block without its optional fields', () => {
    const { eyebrow: _eyebrow, tagline: _tagline, ...hero } = EXAMPLES.hero
    const parsed = pageDocumentSchema.parse(page({ ...hero, heading: '  Data you can trust  ' }))
    expect(parsed.blocks[0]).toMatchObject({ heading: 'Data you can trust' })
    expect(parsed.blocks[0]).not.toHaveProperty('eyebrow')
  })

  it.each<[PageBlock['type'], string, Record<string, unknown>]>([
    ['hero', 'blocks.0.heading: Heading must be at most 120 characters', { heading: 'x'.repeat(121) }],
    ['hero', 'blocks.0.blurb: Introduction is required', { blurb: '   ' }],
    [
      'hero',
      'blocks.0.buttons.0.href: Enter a path on this site, such as /contact, or an address starting with https://',
      { buttons: [{ label: 'Go', href: 'javascript:alert(1)', variant: 'primary' }] },
    ],
    [
      'hero',
      'blocks.0.stats: Figures: at most 4',
      { stats: Array.from({ length: 5 }, (_, index) => ({ value: `${index}`, label: `Figure ${index}` })) },
    ],
    ['value-cards', 'blocks.0.cards: Cards: at least 1', { cards: [] }],
    [
      'value-cards',
      'blocks.0.cards.0.icon: Choose one of the page icons',
      { cards: [{ title: 'Senior people', description: 'Only senior consultants.', icon: 'skull' }] },
    ],
    ['value-cards', 'blocks.0.columns: Choose one of the options', { columns: 'four' }],
    ['value-cards', 'blocks.0.intro: A hidden heading has no lead paragraph', { hideHeading: true }],
    [
      'statistics',
      'blocks.0.stats.0.value: Figure must be at most 20 characters',
      { stats: [{ value: '12345678901234567890+', label: 'Hours' }] },
    ],
    [
      'service-cards',
      'blocks.0.cards.0.image: Choose an uploaded image or one of the service pictures',
      { cards: [{ ...EXAMPLES['service-cards'].cards[0], image: 'https://cdn.example.com/chart.png' }] },
    ],
    [
      'service-cards',
      'blocks.0.cards.0.service: Choose one of the service pages',
      { cards: [{ ...EXAMPLES['service-cards'].cards[0], service: 'blockchain' }] },
    ],
    [
      'service-cards',
      'blocks.0.cards.0.alt: Alt text is required',
      { cards: [{ ...EXAMPLES['service-cards'].cards[0], alt: '' }] },
    ],
    [
      'service-section',
      'blocks.0.link.href: Enter a path on this site, such as /contact, or an address starting with https://',
      { link: { label: 'Explore', href: '//evil.example/x' } },
    ],
    [
      'service-section',
      'blocks.0.cards.0.bullets: Bullets: at most 6',
      {
        cards: [{ title: 'Data Strategy', bullets: ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven'] }],
      },
    ],
    [
      'feature-list',
      'blocks.0.items.0.title: Title is required',
      { items: [{ title: '', description: 'No vendor pays us.' }] },
    ],
    [
      'tile-grid',
      'blocks.0.tiles.0.badge: Badge must be at most 30 characters',
      { tiles: [{ title: 'Healthcare', description: 'Patient flow.', badge: 'x'.repeat(31) }] },
    ],
    [
      'process-steps',
      'blocks.0.steps: Steps: at least 2',
      { steps: [{ title: 'Assess', description: 'Two weeks.' }] },
    ],
    ['call-to-action', 'blocks.0.buttonLabel: Button label is required', { buttonLabel: undefined }],
    [
      'rich-text',
      'blocks.0.markdown: Text must be at most 20000 characters',
      { markdown: 'x'.repeat(20_001) },
    ],
    [
      'image-with-text',
      'blocks.0.image: Choose an uploaded image or one of the service pictures',
      { image: 'javascript:alert(1)' },
    ],
    ['image-with-text', 'blocks.0.imageSide: Choose one of the options', { imageSide: 'top' }],
    ['document-title', 'blocks.0.heading: Heading is required', { heading: ' ' }],
    [
      'document-title',
      'blocks.0.note: Line under the title must be at most 120 characters',
      { note: 'x'.repeat(121) },
    ],
    ['contact-details', 'blocks.0.background: Choose one of the options', { background: 'dark' }],
    ['cookie-list', 'blocks.0.heading: Heading must be at most 120 characters', { heading: 'x'.repeat(121) }],
  ])('refuses a %s block: %s', (type, problem, change) => {
    expect(problems(page({ ...EXAMPLES[type], ...change }))).toEqual([problem])
  })
})

describe('a page document', () => {
  it('takes one block of each type together', () => {
    expect(problems(page(...Object.values(EXAMPLES)))).toEqual([])
  })

  it('refuses an unknown block type, and a block without one', () => {
    expect(problems(page({ ...EXAMPLES.hero, type: 'carousel' }))).toEqual([
      'blocks.0.type: Unknown block type',
    ])
    const { type: _type, ...untyped } = EXAMPLES.hero
    expect(problems(page(untyped))).toEqual(['blocks.0.type: Unknown block type'])
  })

  it('refuses a page with no blocks, and one with more than 40', () => {
    expect(problems(page())).toEqual(['blocks: A page needs at least one block'])
    expect(problems({})).toEqual(['blocks: A page needs at least one block'])
    const many = Array.from({ length: 41 }, (_, index) => ({ ...EXAMPLES['rich-text'], id: `text-${index}` }))
    expect(problems(page(...many))).toEqual(['blocks: A page has at most 40 blocks'])
    expect(problems(page(...many.slice(1)))).toEqual([])
  })

  it('refuses two blocks with one id, and an id that cannot be an anchor', () => {
    expect(problems(page(EXAMPLES.hero, { ...EXAMPLES['rich-text'], id: 'hero' }))).toEqual([
      'blocks.1.id: Another block of this page has the same id',
    ])
    expect(problems(page({ ...EXAMPLES.hero, id: 'Our hero' }))).toEqual([
      'blocks.0.id: A block id is lower-case letters, digits and hyphens, starting with a letter',
    ])
  })

  it('takes a link to a section of a page, and refuses one with a query', () => {
    const linked = (href: string) =>
      page({ ...EXAMPLES['call-to-action'] }, { ...EXAMPLES['service-cards'], link: { label: 'See', href } })
    expect(problems(linked('/services#ai'))).toEqual([])
    expect(problems(linked('/contact?service=ai'))).toEqual([
      'blocks.1.link.href: Enter a path on this site, such as /contact, or an address starting with https://',
    ])
  })
})
