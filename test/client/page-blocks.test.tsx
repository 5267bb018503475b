import type { PageDocument } from '@shared/schemas/page-blocks'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { PageBlocks } from '@/content/blocks/page-blocks'
import { loadArticleText } from '@/content/text/article-text-loader'
import { renderPage } from './content-render'

// How a document's blocks render and group into static parts. The site's own
// pages, stored as documents, are checked as the Worker serves them (test/worker/pages.test.ts).

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
