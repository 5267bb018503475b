import type { CaseStudy } from '@shared/content/types/case-study'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, renderApp } from './content-render'

const study: CaseStudy = {
  id: 3,
  title: 'Claims in half the time',
  description: 'A regional insurer rebuilt its claims intake.',
  content: 'Twelve weeks, three releases.',
  excerpt: 'Claims intake, rebuilt.',
  client: 'Lakeshore Mutual',
  industry: 'Insurance',
  challenge: 'Claims took nine days.',
  solution: 'One intake service.',
  results: 'Claims in four days\nFewer calls',
  projectDuration: '12 weeks',
  teamSize: '6',
  technologies: 'TypeScript',
  ...unsetOptionalFields,
  isPublished: true,
  createdAt: '2025-02-01T00:00:00.000Z',
  updatedAt: '2025-02-01T00:00:00.000Z',
  version: 1,
  reviewState: null,
  createdBy: null,
  hashtags: [],
}

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

// The published list holds the one study; its own address answers it, any other id is a 404.
function serve() {
  network = fakeNetwork(({ url }) => {
    if (url.pathname === '/api/public/case-studies') return jsonResponse([study])
    if (url.pathname === `/api/case-studies/${study.id}`) return jsonResponse(study)
    return jsonResponse({ error: 'Not found' }, 404)
  })
}

describe('case-study pages', () => {
  it("links each card's title and the dialog to the study's own page", async () => {
    serve()
    const user = userEvent.setup()
    await renderApp('/case-studies')
    const card = screen.getByTestId('case-study-card')
    expect(within(card).getByRole('link', { name: 'Claims in half the time' })).toHaveAttribute(
      'href',
      '/case-studies/3',
    )
    await user.click(
      within(card).getByRole('button', { name: 'Read Full Case Study: Claims in half the time' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Claims in half the time' })
    const pageLink = within(dialog).getByRole('link', { name: 'Open this case study as a page' })
    expect(pageLink).toHaveAttribute('href', '/case-studies/3')

    // Following it leaves the list, and its dialog, for the page.
    await user.click(pageLink)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claims in half the time' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.pointerEvents).not.toBe('none')
  })

  it("opens the study's page from its card title", async () => {
    serve()
    const user = userEvent.setup()
    const { router } = await renderApp('/case-studies')
    await user.click(screen.getByRole('link', { name: 'Claims in half the time' }))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claims in half the time' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/case-studies/3')
    expect(screen.getByRole('heading', { level: 2, name: 'The Challenge' })).toBeInTheDocument()
    expect(screen.getByText('Claims took nine days.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    )
  })

  it('shows Case Study Not Found for an id with no published study', async () => {
    serve()
    await renderApp('/case-studies/99')
    expect(screen.getByRole('heading', { level: 1, name: 'Case Study Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Case Studies' })).toHaveAttribute(
      'href',
      '/case-studies',
    )
  })
})
