import type { Pov } from '@shared/content/types/pov'
import type { Hashtag, HashtagLink } from '@shared/types'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderApp } from './content-render'

// The server holds more of both than the page shows: 10 hashtags, 9 published POVs.
const hashtags: Hashtag[] = Array.from({ length: 10 }, (_, i) => ({
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
  ...unsetOptionalFields,
  isPublished: true,
  createdAt: '2025-03-14T00:00:00.000Z',
  updatedAt: '2025-03-14T00:00:00.000Z',
  version: 1,
  reviewState: null,
  createdBy: null,
  hashtags: tagIds.map((tagId) => ({ id: tagId, name: `Tag${tagId}` })),
})

// POV 1 carries four hashtags; POVs 2 and 3 carry #Tag5; the rest none.
const published = [pov(1, [1, 2, 3, 4]), pov(2, [5]), pov(3, [5]), ...[4, 5, 6, 7, 8, 9].map((id) => pov(id))]

/**
 * A POV as the API may send it: hashtag links flat or wrapped in `{ hashtag }` (docs/product.md
 * section 3).
 */
type SentPov = Omit<Pov, 'hashtags'> & { hashtags: HashtagLink[] }

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => {
  network?.restore()
  vi.useRealTimers()
})

const povRequests = () => network?.requests.filter((r) => r.url.pathname === '/api/povs/cards') ?? []
const lastPovRequest = () => povRequests().at(-1) as RecordedRequest

/**
 * Answers like the real API: `limit` caps a list, `page` picks the n-th run of `limit` (with a
 * next cursor while more follow), `q` matches titles, `hashtag` is any-of. `povs` replaces the
 * published POVs.
 */
function serve(povs: SentPov[] = published) {
  network = fakeNetwork(({ url }) => {
    const limit = Number(url.searchParams.get('limit') ?? 100)
    if (url.pathname === '/api/hashtags') return jsonResponse(hashtags.slice(0, limit))
    const q = url.searchParams.get('q')?.toLowerCase() ?? ''
    const tagIds = url.searchParams.getAll('hashtag').map(Number)
    const matching = povs.filter(
      (item) =>
        item.title.toLowerCase().includes(q) &&
        (tagIds.length === 0 || item.hashtags.some((link) => 'id' in link && tagIds.includes(link.id))),
    )
    const start = (Number(url.searchParams.get('page') ?? 1) - 1) * limit
    const response = jsonResponse(matching.slice(start, start + limit))
    if (matching.length > start + limit) response.headers.set('X-Next-Cursor', 'more')
    return response
  })
}

const cardTitles = () =>
  screen.getAllByTestId('pov-card').map((card) => within(card).getByText(/^POV number/).textContent)
const toggles = () => within(screen.getByRole('list', { name: 'Filter by hashtag' })).getAllByRole('button')

describe('Insights page', () => {
  it('shows at most 6 cards: title, excerpt, author, local date, Read More and 3 hashtags each', async () => {
    serve()
    await renderApp('/insights')
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Points of View' })).toBeInTheDocument()
    const cards = screen.getAllByTestId('pov-card')
    expect(cards).toHaveLength(6)
    expect(lastPovRequest().url.searchParams.get('limit')).toBe('6')
    const first = within(cards[0] as HTMLElement)
    expect(first.getByText('POV number 1')).toBeInTheDocument()
    expect(first.getByText('Excerpt 1')).toHaveClass('line-clamp-3')
    expect(first.getByText(/Dana Reyes/)).toBeInTheDocument()
    expect(first.getByText('3/14/2025')).toHaveAttribute('datetime', '2025-03-14')
    expect(first.getByRole('link', { name: 'Read More: POV number 1' })).toHaveAttribute('href', '/povs/1')
    expect(first.getAllByText(/^#Tag/).map((badge) => badge.textContent)).toEqual(['#Tag1', '#Tag2', '#Tag3'])
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('offers the first 8 hashtags as toggle buttons, none pressed', async () => {
    serve()
    await renderApp('/insights')
    expect(toggles().map((toggle) => toggle.textContent)).toEqual(
      hashtags.slice(0, 8).map((tag) => `#${tag.name}`),
    )
    for (const tag of hashtags.slice(0, 8)) {
      expect(screen.getByRole('button', { name: `#${tag.name}`, pressed: false })).toBeInTheDocument()
    }
    expect(screen.queryByRole('button', { name: '#Tag9' })).not.toBeInTheDocument()
    const hashtagRequest = network?.requests.find((r) => r.url.pathname === '/api/hashtags')
    expect(hashtagRequest?.url.searchParams.get('limit')).toBe('8')
  })

  it('a toggle puts its hashtag in the address and the API request; pressing it again takes it out', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = await renderApp('/insights')

    await user.click(screen.getByRole('button', { name: '#Tag5', pressed: false }))
    expect(await screen.findByRole('button', { name: '#Tag5', pressed: true })).toBeInTheDocument()
    expect(router.state.location.href).toBe('/insights?hashtag=5')
    expect(lastPovRequest().url.searchParams.getAll('hashtag')).toEqual(['5'])
    await waitFor(() => expect(cardTitles()).toEqual(['POV number 2', 'POV number 3']))

    await user.click(screen.getByRole('button', { name: '#Tag1' }))
    expect(await screen.findByRole('button', { name: '#Tag1', pressed: true })).toBeInTheDocument()
    expect(router.state.location.href).toContain('hashtag=1')
    expect(lastPovRequest().url.searchParams.getAll('hashtag')).toEqual(['1', '5'])
    await waitFor(() => expect(cardTitles()).toEqual(['POV number 1', 'POV number 2', 'POV number 3']))

    await user.click(screen.getByRole('button', { name: '#Tag1' }))
    expect(await screen.findByRole('button', { name: '#Tag1', pressed: false })).toBeInTheDocument()
    expect(router.state.location.href).not.toContain('hashtag=1')
    expect(screen.getByRole('button', { name: '#Tag5', pressed: true })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '#Tag5' }))
    expect(await screen.findByRole('button', { name: '#Tag5', pressed: false })).toBeInTheDocument()
    expect(router.state.location.href).toBe('/insights')
    expect(screen.getAllByTestId('pov-card')).toHaveLength(6)
  })

  it('keeps the rest of the address (utm_ tags), after the filter, when a filter changes', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = await renderApp('/insights?utm_source=news')
    await user.click(screen.getByRole('button', { name: '#Tag1' }))
    await screen.findByRole('button', { name: '#Tag1', pressed: true })
    expect(router.state.location.href).toBe('/insights?hashtag=1&utm_source=news')
  })

  it('writes the hashtags pressed in ascending id order, whichever was pressed first', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = await renderApp('/insights')
    await user.click(screen.getByRole('button', { name: '#Tag2' }))
    await screen.findByRole('button', { name: '#Tag2', pressed: true })
    await user.click(screen.getByRole('button', { name: '#Tag1' }))
    await screen.findByRole('button', { name: '#Tag1', pressed: true })
    expect(router.state.location.href).toBe('/insights?hashtag=1&hashtag=2')
  })

  it('toggles a focused hashtag with Space', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = await renderApp('/insights')
    screen.getByRole('button', { name: '#Tag1' }).focus()
    await user.keyboard(' ')
    expect(await screen.findByRole('button', { name: '#Tag1', pressed: true })).toHaveFocus()
    expect(router.state.location.href).toBe('/insights?hashtag=1')
    expect(lastPovRequest().url.searchParams.getAll('hashtag')).toEqual(['1'])
    await user.keyboard(' ')
    expect(await screen.findByRole('button', { name: '#Tag1', pressed: false })).toBeInTheDocument()
    expect(router.state.location.href).toBe('/insights')
  })

  it('sends what was typed as q= once typing has paused for 300 ms, in one request', async () => {
    serve()
    const { router } = await renderApp('/insights')
    const before = povRequests().length
    const box = screen.getByRole('searchbox', { name: 'Search insights' })
    expect(box).toHaveAttribute('placeholder', 'Search insights and resources...')
    // Fake clocks stall user-event (Testing Library waits on a real setTimeout), so keystrokes
    // are change events 200 ms apart: each one restarts the pause.
    vi.useFakeTimers()
    for (const text of ['n', 'nu', 'num', 'number', 'number 1']) {
      fireEvent.change(box, { target: { value: text } })
      await act(() => vi.advanceTimersByTimeAsync(200))
    }
    expect(povRequests()).toHaveLength(before)
    await act(() => vi.advanceTimersByTimeAsync(99))
    expect(povRequests()).toHaveLength(before)
    expect(router.state.location.href).toBe('/insights')
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(povRequests()).toHaveLength(before + 1)
    expect(lastPovRequest().url.searchParams.get('q')).toBe('number 1')
    expect(router.state.location.href).toBe('/insights?q=number+1')
    await vi.waitFor(() => expect(cardTitles()).toEqual(['POV number 1']))
    expect(box).toHaveValue('number 1')
  })

  it('opened at /insights?q=cloud&hashtag=2, starts with that text in the box and #Tag2 pressed', async () => {
    serve()
    await renderApp('/insights?q=cloud&hashtag=2')
    expect(screen.getByRole('searchbox', { name: 'Search insights' })).toHaveValue('cloud')
    expect(screen.getByRole('button', { name: '#Tag2', pressed: true })).toBeInTheDocument()
    expect(toggles().filter((toggle) => toggle.getAttribute('aria-pressed') === 'true')).toHaveLength(1)
    const query = lastPovRequest().url.searchParams
    expect([query.get('q'), query.getAll('hashtag')]).toEqual(['cloud', ['2']])
  })

  it('pages with Older and Newer links; a new filter starts at the first page again', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = await renderApp('/insights')
    const pages = () => within(screen.getByRole('navigation', { name: 'Insights pages' }))
    expect(pages().queryByRole('link', { name: 'Newer insights' })).not.toBeInTheDocument()

    await user.click(pages().getByRole('link', { name: 'Older insights' }))
    await waitFor(() => expect(cardTitles()).toEqual(['POV number 7', 'POV number 8', 'POV number 9']))
    expect(router.state.location.href).toBe('/insights?page=2#latest')
    expect(lastPovRequest().url.searchParams.get('page')).toBe('2')
    expect(pages().getByText('Page 2')).toBeInTheDocument()
    expect(pages().queryByRole('link', { name: 'Older insights' })).not.toBeInTheDocument()
    expect(pages().getByRole('link', { name: 'Newer insights' })).toHaveAttribute('href', '/insights#latest')

    await user.click(screen.getByRole('button', { name: '#Tag5' }))
    await screen.findByRole('button', { name: '#Tag5', pressed: true })
    expect(router.state.location.href).toBe('/insights?hashtag=5')
    await router.navigate({ to: '/insights', search: { page: 2 } })
    await waitFor(() => expect(cardTitles()).toEqual(['POV number 7', 'POV number 8', 'POV number 9']))
    await user.type(screen.getByRole('searchbox', { name: 'Search insights' }), 'number{Enter}')
    await waitFor(() => expect(router.state.location.href).toBe('/insights?q=number'))
  })

  it('shows the empty state when nothing matches', async () => {
    serve([])
    await renderApp('/insights')
    expect(screen.getByText('No POVs found. Check back soon for our latest insights!')).toBeInTheDocument()
    expect(screen.queryByTestId('pov-card')).not.toBeInTheDocument()
  })

  it('reads hashtags flat or wrapped in { hashtag }', async () => {
    serve([{ ...pov(7), hashtags: [{ hashtag: { id: 4, name: 'Wrapped' } }, { id: 5, name: 'Flat' }] }])
    await renderApp('/insights')
    const card = screen.getByTestId('pov-card')
    expect(within(card).getByText('#Wrapped')).toBeInTheDocument()
    expect(within(card).getByText('#Flat')).toBeInTheDocument()
  })

  it('shows the unconnected Stay Updated block', async () => {
    serve([])
    const user = userEvent.setup()
    await renderApp('/insights')
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('Enter your email')).toHaveAttribute('aria-required', 'true')
    // The consent's * is explained.
    expect(screen.getByText('Fields marked * are required.')).toBeInTheDocument()
    const count = network?.requests.length
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(network?.requests.length).toBe(count)
  })
})
