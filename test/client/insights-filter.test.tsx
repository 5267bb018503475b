import {
  INSIGHTS_FILTER_HASHTAGS,
  INSIGHTS_MAX_CARD_HASHTAGS,
  INSIGHTS_MAX_CARDS,
  INSIGHTS_SEARCH_DEBOUNCE_MS,
} from '@shared/constants'
import { emptyStateMessages, insightsText } from '@shared/messages'
import type { Hashtag, Pov } from '@shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { InsightsPage } from '@/features/insights/components/insights-page'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderPage } from './content-render'

const hashtags: Hashtag[] = Array.from({ length: INSIGHTS_FILTER_HASHTAGS }, (_, i) => ({
  id: i + 1,
  name: `Tag${i + 1}`,
  type: 'topic',
  description: null,
  createdAt: '2025-01-01T00:00:00.000Z',
}))

const pov = (id: number, tagIds: number[] = []): Pov => ({
  id,
  title: `POV number ${id}`,
  description: 'Description',
  content: 'Content',
  excerpt: `Excerpt ${id}`,
  author: 'Dana Reyes',
  publishedDate: '2025-03-14',
  featuredImage: null,
  isPublished: true,
  createdAt: '2025-03-14T00:00:00.000Z',
  updatedAt: '2025-03-14T00:00:00.000Z',
  hashtags: tagIds.map((tagId) => ({ id: tagId, name: `Tag${tagId}` })),
})

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const povRequests = () => network?.requests.filter((r) => r.url.pathname === '/api/povs/cards') ?? []
const lastPovRequest = () => povRequests().at(-1) as RecordedRequest

function serve(povsFor: (request: RecordedRequest) => Pov[] | Promise<Pov[]>) {
  network = fakeNetwork(async (request) => {
    if (request.url.pathname === '/api/hashtags') return jsonResponse(hashtags)
    return jsonResponse(await povsFor(request))
  })
}

describe('Insights page', () => {
  it('shows a spinner, then the cards the server sent: title, excerpt, author, local date, Read More, 3 badges', async () => {
    let release: (value: Pov[]) => void = () => {}
    serve(() => new Promise((resolve) => (release = resolve)))
    renderPage(() => <InsightsPage />)
    expect(await screen.findByRole('status')).toHaveTextContent(insightsText.loading)
    release([pov(1, [1, 2, 3, 4]), pov(2)])
    const cards = await screen.findAllByTestId('pov-card')
    expect(cards).toHaveLength(2)
    const first = within(cards[0] as HTMLElement)
    expect(first.getByText('POV number 1')).toBeInTheDocument()
    expect(first.getByText('Excerpt 1')).toHaveClass('line-clamp-3')
    expect(first.getByText(new Date(2025, 2, 14).toLocaleDateString())).toBeInTheDocument()
    expect(first.getByRole('link', { name: /Read More/ })).toHaveAttribute('href', '/povs/1')
    expect(first.getAllByText(/^#Tag/)).toHaveLength(INSIGHTS_MAX_CARD_HASHTAGS)
    expect(INSIGHTS_MAX_CARD_HASHTAGS).toBe(3)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it(`asks the server for ${INSIGHTS_MAX_CARDS} POVs and the first ${INSIGHTS_FILTER_HASHTAGS} hashtags only`, async () => {
    serve(() => [pov(1)])
    renderPage(() => <InsightsPage />)
    await screen.findAllByTestId('pov-card')
    expect([INSIGHTS_MAX_CARDS, INSIGHTS_FILTER_HASHTAGS]).toEqual([6, 8])
    expect(lastPovRequest().url.searchParams.get('limit')).toBe('6')
    const hashtagRequest = network?.requests.find((r) => r.url.pathname === '/api/hashtags')
    expect(hashtagRequest?.url.searchParams.get('limit')).toBe('8')
    const toggles = within(screen.getByRole('list', { name: insightsText.filtersLabel })).getAllByRole(
      'button',
    )
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(hashtags.map((tag) => `#${tag.name}`))
  })

  it('toggles hashtags on and off and asks for any of the selected ones', async () => {
    serve(() => [pov(1)])
    const user = userEvent.setup()
    renderPage(() => <InsightsPage />)
    await screen.findAllByTestId('pov-card')
    const tag2 = screen.getByRole('button', { name: '#Tag2' })
    await user.click(tag2)
    expect(tag2).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(lastPovRequest().url.searchParams.getAll('hashtag')).toEqual(['2']))
    await user.click(screen.getByRole('button', { name: '#Tag5' }))
    await waitFor(() => expect(lastPovRequest().url.searchParams.getAll('hashtag')).toEqual(['2', '5']))
    await user.click(tag2)
    expect(tag2).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(lastPovRequest().url.searchParams.getAll('hashtag')).toEqual(['5']))
  })

  it('debounces the search box: one request for the settled text', async () => {
    serve(() => [pov(1)])
    const user = userEvent.setup()
    renderPage(() => <InsightsPage />)
    await screen.findAllByTestId('pov-card')
    const before = povRequests().length
    await user.type(screen.getByPlaceholderText(insightsText.searchPlaceholder), 'Cloud')
    expect(insightsText.searchPlaceholder).toBe('Search insights and resources...')
    await waitFor(() => expect(lastPovRequest().url.searchParams.get('q')).toBe('Cloud'), {
      timeout: INSIGHTS_SEARCH_DEBOUNCE_MS * 5,
    })
    expect(povRequests().length).toBe(before + 1)
    expect(INSIGHTS_SEARCH_DEBOUNCE_MS).toBe(300)
  })

  it('reads hashtags flat or wrapped in { hashtag }', async () => {
    const wrapped = {
      ...pov(7),
      hashtags: [{ hashtag: { id: 4, name: 'Wrapped' } }, { id: 5, name: 'Flat' }],
    }
    network = fakeNetwork((request) =>
      request.url.pathname === '/api/hashtags' ? jsonResponse(hashtags) : jsonResponse([wrapped]),
    )
    renderPage(() => <InsightsPage />)
    const card = await screen.findByTestId('pov-card')
    expect(within(card).getByText('#Wrapped')).toBeInTheDocument()
    expect(within(card).getByText('#Flat')).toBeInTheDocument()
  })

  it('shows the empty state when nothing matches', async () => {
    serve(() => [])
    renderPage(() => <InsightsPage />)
    expect(await screen.findByText(emptyStateMessages.povs)).toBeInTheDocument()
    expect(emptyStateMessages.povs).toBe('No POVs found. Check back soon for our latest insights!')
  })

  it('shows the unconnected Stay Updated block', async () => {
    serve(() => [])
    const user = userEvent.setup()
    renderPage(() => <InsightsPage />)
    await screen.findByText(emptyStateMessages.povs)
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Enter your email')).toBeInTheDocument()
    const count = network?.requests.length
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(network?.requests.length).toBe(count)
    expect(insightsText.latestHeading).toBe('Latest Points of View')
  })
})
