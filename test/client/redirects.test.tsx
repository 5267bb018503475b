import type { MissedAddress, RedirectRecord } from '@shared/schemas/redirect'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderApp } from './content-render'
import { staff } from './staff-user'

// The staff app's Redirects section (admins only): the site's redirects, and the addresses visitors
// asked for that showed no page.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const redirect = (id: number, overrides: Partial<RedirectRecord>): RedirectRecord => ({
  id,
  from: `/old-${id}`,
  to: `/new-${id}`,
  status: 301,
  hits: 0,
  lastHitAt: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  ...overrides,
})

const MOVED = redirect(2, { from: '/services/cloud', to: '/services/cloud-costs', hits: 1234 })
const GONE = redirect(1, { from: '/offers/2019', to: '', status: 410, hits: 3 })
const MISSED: MissedAddress = { path: '/insights/ai-2020', count: 17, lastSeenAt: '2026-03-04T10:00:00.000Z' }

/** The API holds `redirects` and `missed`; `create` answers POST /api/admin/redirects. */
function serve(
  role: string,
  redirects: RedirectRecord[],
  missed: MissedAddress[] = [],
  create: (request: RecordedRequest) => Response = (request) =>
    jsonResponse(redirect(9, request.body as Partial<RedirectRecord>), 201),
) {
  network = fakeNetwork((request) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(staff(role))
    if (path === '/api/admin/redirects' && request.method === 'GET') return jsonResponse({ redirects })
    if (path === '/api/admin/redirects' && request.method === 'POST') return create(request)
    if (path === '/api/admin/missed-addresses') return jsonResponse({ missed })
    const one = /^\/api\/admin\/redirects\/(\d+)$/.exec(path)
    if (one && request.method === 'PUT')
      return jsonResponse(redirect(Number(one[1]), request.body as Partial<RedirectRecord>))
    if (one && request.method === 'DELETE') return new Response(null, { status: 204 })
    return jsonResponse({ items: [], total: 0, authors: [] })
  })
  return network
}

const rowOf = (from: string) => screen.getByRole('cell', { name: from }).closest('tr') as HTMLElement

describe('the Redirects section', () => {
  it('lists each redirect with where it goes, its type and its hits; a gone address says Gone', async () => {
    serve('admin', [MOVED, GONE])
    await renderApp('/admin/redirects')
    expect(await screen.findByRole('heading', { name: 'Redirects (2)' })).toBeInTheDocument()
    const moved = rowOf('/services/cloud')
    expect(moved).toHaveTextContent('/services/cloud-costs')
    expect(moved).toHaveTextContent('Moved permanently')
    expect(within(moved).getByRole('cell', { name: '1,234' })).toBeInTheDocument()
    expect(moved).toHaveTextContent('Never')
    const gone = rowOf('/offers/2019')
    expect(within(gone).getByRole('cell', { name: 'Gone' })).toBeInTheDocument()
    expect(within(gone).getByRole('cell', { name: 'Gone (410)' })).toBeInTheDocument()
    expect(within(gone).getByRole('cell', { name: '3' })).toBeInTheDocument()
    expect(await screen.findByText('No visit missed a page in the last 30 days.')).toBeInTheDocument()
  })

  it('says so when there are no redirects', async () => {
    serve('admin', [], [MISSED])
    await renderApp('/admin/redirects')
    expect(await screen.findByText('No redirects yet.')).toBeInTheDocument()
  })

  it('adds a redirect with the form, and shows a refusal of the server on its field', async () => {
    serve('admin', [], [], (request) =>
      (request.body as { to: string }).to === '/blog'
        ? jsonResponse(
            {
              error: 'Invalid request',
              fields: { to: 'That would make a chain of redirects: point it at the final address instead' },
            },
            400,
          )
        : jsonResponse(redirect(9, request.body as Partial<RedirectRecord>), 201),
    )
    const user = userEvent.setup()
    await renderApp('/admin/redirects')
    await user.click(await screen.findByRole('button', { name: 'Add redirect' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add redirect' })
    await user.type(within(dialog).getByRole('textbox', { name: /^From/ }), '/news')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Moved for now')
    const to = within(dialog).getByRole('textbox', { name: /^To/ })
    await user.type(to, '/blog')
    await user.click(within(dialog).getByRole('button', { name: 'Save redirect' }))
    await waitFor(() => expect(to).toHaveAccessibleDescription(/That would make a chain of redirects/))
    expect(network?.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { from: '/news', to: '/blog', status: 302 },
    ])

    await user.clear(to)
    await user.type(to, '/insights')
    await user.click(within(dialog).getByRole('button', { name: 'Save redirect' }))
    expect(await screen.findByText('Redirect saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(network?.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { from: '/news', to: '/blog', status: 302 },
      { from: '/news', to: '/insights', status: 302 },
    ])
  })

  it('sends a gone address without a target: its To is disabled', async () => {
    serve('admin', [])
    const user = userEvent.setup()
    await renderApp('/admin/redirects')
    await user.click(await screen.findByRole('button', { name: 'Add redirect' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add redirect' })
    await user.type(within(dialog).getByRole('textbox', { name: /^From/ }), '/offers/2020')
    await user.type(within(dialog).getByRole('textbox', { name: /^To/ }), '/offers')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Type/ }), 'Gone')
    expect(within(dialog).getByRole('textbox', { name: /^To/ })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: 'Save redirect' }))
    expect(await screen.findByText('Redirect saved')).toBeInTheDocument()
    expect(network?.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { from: '/offers/2020', to: '', status: 410 },
    ])
  })

  it('edits a redirect in the form it opens filled, and deletes one after a confirmation', async () => {
    serve('admin', [MOVED, GONE])
    const user = userEvent.setup()
    await renderApp('/admin/redirects')
    await screen.findByRole('heading', { name: 'Redirects (2)' })
    await user.click(screen.getByRole('button', { name: 'Edit /services/cloud' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit redirect' })
    const to = within(dialog).getByRole('textbox', { name: /^To/ })
    expect(to).toHaveValue('/services/cloud-costs')
    await user.clear(to)
    await user.type(to, 'https://example.com/cloud')
    await user.click(within(dialog).getByRole('button', { name: 'Save redirect' }))
    expect(await screen.findByText('Redirect saved')).toBeInTheDocument()
    await user.click(within(rowOf('/offers/2019')).getByRole('button', { name: 'Delete /offers/2019' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “/offers/2019”?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Redirect deleted')).toBeInTheDocument()
    expect(
      network?.requests
        .filter((r) => r.method === 'PUT' || r.method === 'DELETE')
        .map((r) => [r.method, r.url.pathname, r.body]),
    ).toEqual([
      [
        'PUT',
        '/api/admin/redirects/2',
        { from: '/services/cloud', to: 'https://example.com/cloud', status: 301 },
      ],
      ['DELETE', '/api/admin/redirects/1', undefined],
    ])
  })

  it('lists the missed addresses, each opening the form with its address as From', async () => {
    serve('admin', [MOVED], [MISSED])
    const user = userEvent.setup()
    await renderApp('/admin/redirects')
    expect(await screen.findByRole('heading', { name: 'Missed addresses (1)' })).toBeInTheDocument()
    const row = rowOf('/insights/ai-2020')
    expect(within(row).getByRole('cell', { name: '17' })).toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: 'Create redirect from /insights/ai-2020' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add redirect' })
    expect(within(dialog).getByRole('textbox', { name: /^From/ })).toHaveValue('/insights/ai-2020')
    expect(within(dialog).getByRole('textbox', { name: /^To/ })).toHaveValue('')
  })

  it('is in the sidebar for admins only; an editor who opens its address gets the first section', async () => {
    serve('admin', [])
    await renderApp('/admin/redirects')
    expect(await screen.findByRole('tab', { name: 'Redirects' })).toHaveAttribute('aria-selected', 'true')
    cleanup()
    network?.restore()
    serve('editor', [])
    const { router } = await renderApp('/admin/redirects')
    expect(await screen.findByRole('tab', { name: 'POVs' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('tab', { name: 'Redirects' })).toBeNull()
    expect(screen.queryByRole('heading', { name: /^Redirects/ })).toBeNull()
    expect(router.state.location.pathname).toBe('/admin/povs')
    expect(network?.requests.some((r) => r.url.pathname.startsWith('/api/admin/redirects'))).toBe(false)
  })
})
