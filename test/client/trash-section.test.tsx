import type { TrashEntry } from '@shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderApp } from './content-render'
import { staff } from './staff-user'

// The staff app's Trash section (admins only): what was deleted, to restore or delete for good.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const entry = (id: number, overrides: Partial<TrashEntry>): TrashEntry => ({
  id,
  kind: 'content',
  contentType: 'pov',
  itemId: 40 + id,
  title: `Item ${id}`,
  deletedBy: 'Dana Reyes',
  deletedAt: '2026-03-03T09:00:00.000Z',
  goesAt: '2026-04-02T09:00:00.000Z',
  ...overrides,
})

const POV = entry(2, { title: 'Pricing power' })
const LANDING = entry(1, { contentType: 'page', title: 'Spring offer' })
const IMAGE = entry(3, { kind: 'upload', contentType: null, title: 'team.png', deletedBy: null })

/** The trash holds `entries`; `restore` answers POST …/restore. */
function serve(
  role: string,
  entries: TrashEntry[],
  restore: () => Response = () => jsonResponse({ ok: true }),
) {
  let held = entries
  network = fakeNetwork((request: RecordedRequest) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(staff(role))
    if (path === '/api/trash' && request.method === 'GET') return jsonResponse({ entries: held })
    if (path === '/api/trash' && request.method === 'DELETE') {
      const count = held.length
      held = []
      return jsonResponse({ count })
    }
    const restored = /^\/api\/trash\/(\d+)\/restore$/.exec(path)
    if (restored && request.method === 'POST') {
      const answer = restore()
      if (answer.ok) held = held.filter((each) => each.id !== Number(restored[1]))
      return answer
    }
    const removed = /^\/api\/trash\/(\d+)$/.exec(path)
    if (removed && request.method === 'DELETE') {
      held = held.filter((each) => each.id !== Number(removed[1]))
      return new Response(null, { status: 204 })
    }
    return jsonResponse({ items: [], total: 0, authors: [] })
  })
  return network
}

const rowOf = (title: string) => screen.getByRole('cell', { name: title }).closest('tr') as HTMLElement

describe('the Trash section', () => {
  it('lists each entry with its type, who deleted it, and when it goes for good', async () => {
    serve('admin', [IMAGE, POV, LANDING])
    await renderApp('/admin/trash')
    expect(await screen.findByRole('heading', { name: 'Trash (3)' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Deleted items stay here for 30 days, then go for good. Restoring brings an item back with its history.',
      ),
    ).toBeInTheDocument()
    const pov = rowOf('Pricing power')
    expect(pov).toHaveTextContent('POV')
    expect(pov).toHaveTextContent('Dana Reyes')
    expect(pov).toHaveTextContent(/Deleted Mar 3, 2026/)
    expect(pov).toHaveTextContent(/Goes for good Apr 2, 2026/)
    expect(rowOf('Spring offer')).toHaveTextContent('Page')
    expect(rowOf('team.png')).toHaveTextContent('Image')
    expect(screen.getByRole('tab', { name: 'Trash' })).toHaveAttribute('aria-selected', 'true')
  })

  it('restores an entry, and says why when the server refuses', async () => {
    let refuse = true
    const sent = serve('admin', [POV, LANDING], () =>
      refuse
        ? jsonResponse({ error: 'Another page now has this address: change that page’s address first.' }, 409)
        : jsonResponse({ ok: true }),
    )
    await renderApp('/admin/trash')
    await screen.findByRole('heading', { name: 'Trash (2)' })
    await userEvent.click(
      within(rowOf('Spring offer')).getByRole('button', { name: 'Restore: Spring offer' }),
    )
    expect(
      await screen.findByText('Another page now has this address: change that page’s address first.'),
    ).toBeInTheDocument()
    expect(sent.requests.some((request) => request.url.pathname === '/api/trash/1/restore')).toBe(true)

    refuse = false
    await userEvent.click(
      within(rowOf('Pricing power')).getByRole('button', { name: 'Restore: Pricing power' }),
    )
    expect(await screen.findByText('Restored “Pricing power”')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Trash (1)' })).toBeInTheDocument()
  })

  it('deletes one entry for good, and empties the trash, each only after a confirmation', async () => {
    const sent = serve('admin', [POV, LANDING, IMAGE])
    await renderApp('/admin/trash')
    await screen.findByRole('heading', { name: 'Trash (3)' })

    await userEvent.click(screen.getByRole('button', { name: 'Delete for good: team.png' }))
    const confirm = await screen.findByRole('alertdialog')
    expect(
      within(confirm).getByText('“team.png” and its history are deleted for good. This cannot be undone.'),
    ).toBeInTheDocument()
    expect(sent.requests.some((request) => request.method === 'DELETE')).toBe(false)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete for good' }))
    expect(await screen.findByText('Deleted “team.png” for good')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Trash (2)' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Empty trash' }))
    const emptying = await screen.findByRole('alertdialog')
    expect(
      within(emptying).getByText('Everything in the trash is deleted for good. This cannot be undone.'),
    ).toBeInTheDocument()
    await userEvent.click(within(emptying).getByRole('button', { name: 'Empty trash' }))
    expect(await screen.findByText('Trash emptied')).toBeInTheDocument()
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Empty trash' })).not.toBeInTheDocument()
  })

  it('is not for editors: no sidebar entry, and its address sends them to the default section', async () => {
    const sent = serve('editor', [POV])
    const { router } = await renderApp('/admin/trash')
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/trash'))
    expect(screen.queryByRole('tab', { name: 'Trash' })).not.toBeInTheDocument()
    expect(sent.requests.some((request) => request.url.pathname === '/api/trash')).toBe(false)
  })
})
