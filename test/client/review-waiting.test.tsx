import type { WaitingItem } from '@shared/types'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from './content-render'
import { serveReview, when } from './review-fixtures'

// "Waiting for you": its count beside Today in the sidebar, and its list, Today's first part.

let network: ReturnType<typeof serveReview> | undefined
afterEach(() => network?.restore())

const waiting: WaitingItem[] = [
  {
    type: 'pov',
    id: 7,
    title: 'Cloud costs',
    reviewState: 'in_review',
    since: '2026-01-07T10:00:00.000Z',
    by: 'Dana Reyes',
    note: null,
  },
  {
    type: 'case_study',
    id: 3,
    title: 'A bank moves to the cloud',
    reviewState: 'changes_requested',
    since: '2026-01-06T10:00:00.000Z',
    by: 'Ada Okafor',
    note: 'Name the bank’s region.',
  },
]

describe('Waiting for you', () => {
  it('counts beside Today, the first section, as part of its name', async () => {
    network = serveReview({ role: 'admin', povs: [], waiting })
    renderApp('/admin/povs')
    expect(await screen.findByRole('tab', { name: 'Today, 2 items' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab')[0]).toHaveAccessibleName('Today, 2 items')
  })

  it('says one item, and no count when nothing waits', async () => {
    network = serveReview({ role: 'editor', povs: [], waiting: waiting.slice(0, 1) })
    const first = await renderApp('/admin/povs')
    expect(await screen.findByRole('tab', { name: 'Today, 1 item' })).toBeInTheDocument()
    first.unmount()
    network.restore()
    network = serveReview({ role: 'editor', povs: [], waiting: [] })
    renderApp('/admin/povs')
    await screen.findByRole('heading', { name: 'POVs (0)' })
    expect(screen.getByRole('tab', { name: 'Today' })).toBeInTheDocument()
  })

  it('lists each item with its type, state, who and when, note, and a link to its editor', async () => {
    network = serveReview({ role: 'admin', povs: [], waiting })
    renderApp('/admin/today')
    expect(await screen.findByRole('heading', { name: 'Waiting for you (2)' })).toBeInTheDocument()
    const items = screen.getAllByRole('listitem')
    expect(within(items[0]!).getByRole('link', { name: 'Cloud costs' })).toHaveAttribute(
      'href',
      '/admin/povs/7',
    )
    expect(items[0]).toHaveTextContent('POV')
    expect(items[0]).toHaveTextContent('In review')
    expect(items[0]).toHaveTextContent(
      `Submitted for review: Dana Reyes, ${when('2026-01-07T10:00:00.000Z')}`,
    )
    expect(within(items[1]!).getByRole('link', { name: 'A bank moves to the cloud' })).toHaveAttribute(
      'href',
      '/admin/case-studies/3',
    )
    expect(items[1]).toHaveTextContent('Case study')
    expect(items[1]).toHaveTextContent('Changes requested')
    expect(items[1]).toHaveTextContent(`Sent back to you: Ada Okafor, ${when('2026-01-06T10:00:00.000Z')}`)
    expect(items[1]).toHaveTextContent('Name the bank’s region.')
  })

  it('tells a writer their item was approved, without counting it as something to do', async () => {
    const approved: WaitingItem = {
      type: 'pov',
      id: 9,
      title: 'Zero trust',
      reviewState: 'published',
      since: '2026-01-08T10:00:00.000Z',
      by: 'Alex Admin',
      note: 'Lovely',
    }
    network = serveReview({ role: 'editor', povs: [], waiting: [approved, waiting[1]!] })
    renderApp('/admin/today')
    expect(await screen.findByRole('tab', { name: 'Today, 1 item' })).toBeInTheDocument()
    const [first] = await screen.findAllByRole('listitem')
    expect(first).toHaveTextContent('Published')
    expect(first).toHaveTextContent(`Approved: Alex Admin, ${when('2026-01-08T10:00:00.000Z')}`)
    expect(within(first!).getByRole('link', { name: 'Zero trust' })).toHaveAttribute('href', '/admin/povs/9')
  })

  it('says so when nothing waits', async () => {
    network = serveReview({ role: 'editor', povs: [], waiting: [] })
    renderApp('/admin/today')
    expect(await screen.findByText('Nothing is waiting for you.')).toBeInTheDocument()
  })
})
