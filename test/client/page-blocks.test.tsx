import { SERVICE_SLUGS } from '@shared/routes'
import { type PageDocument, pageDocumentSchema } from '@shared/schemas/page-blocks'
import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { PageBlocks } from '@/components/blocks/page-blocks'
import { loadArticleText } from '@/components/content/article-text-loader'
import { AboutPage } from '@/features/marketing/components/about-page'
import { HomePage } from '@/features/marketing/components/home-page'
import { ServiceDetailPage } from '@/features/marketing/components/service-detail-page'
import { ServicesOverviewPage } from '@/features/marketing/components/services-overview-page'
import { pageDocuments } from '@/ssr/marketing-content/page-documents'
import { servicePages } from '@/ssr/marketing-content/service-pages'
import { renderPage } from './content-render'

// Today's pages as documents of blocks (issue 29, part 5): each document renders exactly the page
// it was derived from, so the routes can switch to documents with no visible change.

/**
 * The page's markup as the app renders it on a client-side navigation. (A server render under jsdom
 * would leave every static part empty, as when adopting a served page; the Worker renders the same
 * tree with the parts filled, as here.)
 */
async function markupOf(ui: () => ReactNode): Promise<string> {
  const { container, unmount } = renderPage(ui)
  await screen.findByRole('heading', { level: 1 })
  const markup = container.innerHTML
  unmount()
  return markup
}

const TODAY: [string, () => ReactNode][] = [
  ['home', () => <HomePage />],
  ['about', () => <AboutPage />],
  ['services', () => <ServicesOverviewPage />],
  ...SERVICE_SLUGS.map((slug): [string, () => ReactNode] => [
    `services/${slug}`,
    () => <ServiceDetailPage page={servicePages[slug]} />,
  ]),
]

const documentOf = (key: string) => pageDocuments[key as keyof typeof pageDocuments]

describe("today's pages as documents", () => {
  it('has a document for each of the ten pages', () => {
    expect(Object.keys(pageDocuments).sort()).toEqual(TODAY.map(([key]) => key).sort())
  })

  it.each(TODAY)('%s: the document renders the same markup as the page', async (key, page) => {
    const today = await markupOf(page)
    expect(today).toContain('data-static-part')
    expect(await markupOf(() => <PageBlocks document={documentOf(key)} />)).toBe(today)
  })

  it.each(TODAY)('%s: the document passes its schema unchanged', (key) => {
    expect(pageDocumentSchema.parse(documentOf(key))).toEqual(documentOf(key))
  })

  it("keeps the home page's buttons and cards, and its service cards outside the static parts", async () => {
    renderPage(() => <PageBlocks document={pageDocuments.home} />)
    const main = await screen.findByRole('main')
    expect(screen.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services')
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')
    expect(screen.getAllByRole('link', { name: 'Schedule Consultation' })).toHaveLength(2)
    for (const title of ['Innovation Excellence', 'Measurable Results', 'True Partnership'])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument()
    const cards = screen.getAllByRole('link', { name: /Learn more/ })
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/services/data-analytics',
      '/services/artificial-intelligence',
      '/services/qa-automation',
      '/services/process-consulting',
      '/services/platform-engineering',
      '/services/smb-enablement',
    ])
    for (const card of cards) expect(card.closest('[data-static-part]')).toBeNull()
    expect([...main.children].map((child) => child.hasAttribute('data-static-part'))).toEqual([
      true,
      false,
      true,
    ])
  })

  it('keeps the services sections at the anchors the sitemap links to', async () => {
    renderPage(() => <PageBlocks document={pageDocuments.services} />)
    await screen.findByRole('main')
    for (const [anchor, heading, button, href] of [
      ['data-analytics', 'Data & Analytics', 'Explore Data Analytics', '/services/data-analytics'],
      [
        'ai',
        'Artificial Intelligence & Automation',
        'Discover AI Solutions',
        '/services/artificial-intelligence',
      ],
      ['smb-enablement', 'SMB & Startup Enablement', 'Discover SMB Solutions', '/services/smb-enablement'],
    ]) {
      const section = document.getElementById(anchor ?? '')
      expect(section).toHaveAccessibleName(heading)
      expect(within(section!).getByRole('link', { name: button })).toHaveAttribute('href', href)
    }
  })
})

const UPLOAD = '/images/0b9f6a52-5d43-4c1e-9a8f-2f6b1d7c4e21.webp'

const landing: PageDocument = {
  blocks: [
    {
      id: 'hero',
      type: 'hero',
      heading: 'Data you can trust in ninety days',
      blurb: 'A fixed-price data platform.',
      buttons: [{ label: 'Read the story', href: 'https://example.com/story', variant: 'secondary' }],
      stats: [],
    },
    {
      id: 'team',
      type: 'image-with-text',
      heading: 'Meet the team',
      text: 'Engineers and operators.',
      image: UPLOAD,
      alt: 'Five people at a whiteboard',
      imageSide: 'right',
      link: { label: 'See the practice', href: '/services#data-analytics' },
      background: 'plain',
    },
    {
      id: 'story',
      type: 'rich-text',
      markdown: '# Our story\n\nFounded in **Deerfield**, Illinois.',
      background: 'tinted',
    },
    {
      id: 'how',
      type: 'process-steps',
      heading: 'How we work',
      steps: [
        { title: 'Assess', description: 'Two weeks with your team.' },
        { title: 'Deliver', description: 'Sprints with a demo each.' },
      ],
      background: 'plain',
    },
    {
      id: 'closing',
      type: 'call-to-action',
      heading: 'Ready to start?',
      text: 'Tell us where you want to be.',
      buttonLabel: 'Talk to us',
    },
  ],
}

describe('blocks no page uses yet', () => {
  beforeAll(() => loadArticleText())

  it('renders an image with text, rich text and process steps, each in order', async () => {
    renderPage(() => <PageBlocks document={landing} />)
    await screen.findByRole('main')
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Meet the team',
      'Our story',
      'How we work',
      'Ready to start?',
    ])
    expect(screen.getByRole('link', { name: 'Read the story' })).toHaveAttribute(
      'href',
      'https://example.com/story',
    )
    expect(screen.getByRole('img', { name: 'Five people at a whiteboard' })).toHaveAttribute(
      'srcset',
      expect.stringContaining(`${UPLOAD}?w=640 640w`),
    )
    expect(screen.getByRole('link', { name: 'See the practice' })).toHaveAttribute(
      'href',
      '/services#data-analytics',
    )
    expect(screen.getByText('Deerfield').tagName).toBe('STRONG')
    const process = screen.getByRole('heading', { name: 'How we work' }).closest('section')!
    const steps = within(process).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      '1AssessTwo weeks with your team.',
      '2DeliverSprints with a demo each.',
    ])
    expect(screen.getByRole('link', { name: 'Talk to us' })).toHaveAttribute('href', '/contact')
  })

  it('keeps the image, which swaps in a placeholder when it fails, outside the static parts', async () => {
    renderPage(() => <PageBlocks document={landing} />)
    const main = await screen.findByRole('main')
    expect(main).not.toHaveAttribute('data-static-part')
    expect(
      [...main.children].map((child) => [
        child.hasAttribute('data-static-part'),
        child.querySelectorAll('h2').length,
      ]),
    ).toEqual([
      [true, 0],
      [false, 1],
      [true, 3],
    ])
    expect(screen.getByRole('img').closest('[data-static-part]')).toBeNull()
  })
})
