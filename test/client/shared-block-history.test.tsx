import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { SharedBlockForm } from '@/staff/content/shared-blocks/shared-block-form'
import { fakeNetwork, jsonResponse, renderPage } from './content-render'

// A shared block's saved versions in its editor: who saved each and when, and Restore, which puts
// an older version in the form for the admin to save as the next one.

let restoreFetch: (() => void) | undefined
afterEach(() => restoreFetch?.())

const band = (heading: string) => ({
  id: 'band',
  type: 'call-to-action' as const,
  heading,
  text: 'Book a call.',
  buttonLabel: 'Book',
})

const record = {
  id: 7,
  name: 'Closing band',
  block: band('Talk to a partner today'),
  version: 3,
  updatedAt: '2026-11-20T09:00:00.000Z',
  usedOn: [{ id: 12, title: 'Spring offer', path: '/lp/spring' }],
}

const revisions = [
  {
    version: 3,
    name: 'Closing band',
    block: band('Talk to a partner today'),
    author: 'Ana Ruiz',
    savedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    version: 2,
    name: 'Spring band',
    block: band('Talk to a partner this week'),
    author: 'Ben Ode',
    savedAt: '2026-11-10T09:00:00.000Z',
  },
  {
    version: 1,
    name: 'First band',
    block: null,
    author: 'Earlier edit',
    savedAt: '2026-11-01T09:00:00.000Z',
  },
]

describe('a shared block’s history', () => {
  it('lists who saved each version, and restores one into the form to be saved as the next', async () => {
    const network = fakeNetwork((request) =>
      request.method === 'PUT' ? jsonResponse({ ...record, version: 4 }) : jsonResponse({ revisions }),
    )
    restoreFetch = network.restore
    const user = userEvent.setup()
    renderPage(() => <SharedBlockForm record={record} onDone={() => {}} />)

    const history = within(await screen.findByRole('region', { name: 'History' }))
    const rows = await history.findAllByRole('listitem')
    expect(rows.map((row) => row.textContent?.split(' · ').slice(0, 2))).toEqual([
      ['Version 3', 'Ana Ruiz'],
      ['Version 2', 'Ben Ode'],
      ['Version 1', 'Earlier edit'],
    ])
    // A version that no longer reads as a block is listed, but cannot be restored.
    expect(within(rows[2] as HTMLElement).getByText('Not readable')).toBeInTheDocument()
    expect(history.queryByRole('button', { name: 'Restore version 1' })).toBeNull()

    await user.click(history.getByRole('button', { name: 'Restore version 2' }))
    expect(
      screen.getByText('Version 2 is in the editor: save to put it on every page that shows it'),
    ).toHaveAttribute('role', 'status')
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Spring band')
    expect(screen.getByRole('textbox', { name: /^Heading/ })).toHaveValue('Talk to a partner this week')

    await user.click(screen.getByRole('button', { name: 'Save shared block' }))
    await waitFor(() => expect(network.requests.some((request) => request.method === 'PUT')).toBe(true))
    expect(network.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Spring band',
      block: band('Talk to a partner this week'),
      version: 3,
    })
  })
})
