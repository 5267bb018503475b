import type { Pov } from '@shared/schemas/pov'
import type { CurrentUser } from '@shared/types'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type * as React from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { AdminScreen } from '@/features/admin/components/admin-screen'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderPage } from './content-render'
import { staff } from './staff-user'

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const pov = (id: number, isPublished: boolean): Pov => ({
  id,
  title: `POV ${id}`,
  description: 'd',
  content: 'c',
  excerpt: `Excerpt ${id}`,
  author: 'Dana Reyes',
  publishedDate: '2025-03-01',
  ...unsetOptionalFields,
  isPublished,
  createdAt: '',
  updatedAt: '',
  version: 1,
  hashtags: [{ id: 1, name: 'AI' }],
})

function serve(user: CurrentUser | null, povs: Pov[] = [pov(1, true), pov(2, false)]) {
  let list = povs
  network = fakeNetwork((request: RecordedRequest) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(user)
    if (path === '/api/povs' && request.method === 'GET') return jsonResponse(list)
    // No unsaved changes to offer in an edit dialog.
    if (path.startsWith('/api/unsaved-changes/')) return jsonResponse({ error: 'Not found' }, 404)
    if (request.method === 'DELETE') {
      list = list.filter((item) => `/api/povs/${item.id}` !== path)
      return jsonResponse({ ok: true })
    }
    return jsonResponse([])
  })
  return network
}

/** The admin screen with placeholder tabs; a test names the tabs it looks into. */
function renderAdmin(tabs: Partial<React.ComponentProps<typeof AdminScreen>> = {}) {
  return renderPage(() => (
    <AdminScreen
      leads={<p>leads</p>}
      audit={<p>audit</p>}
      staff={<p>staff</p>}
      account={() => <p>account</p>}
      {...tabs}
    />
  ))
}

describe('the admin screen', () => {
  it('asks for a login with the Authentication Required toast when nobody is signed in', async () => {
    serve(null)
    renderAdmin()
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument()
    expect(screen.getByText('You need to log in to access the admin panel.')).toBeInTheDocument()
  })

  it('shows the tabs, the POV count, drafts with their status, and no edit or delete for non-admins', async () => {
    serve(staff('editor'))
    renderAdmin()
    expect(await screen.findByRole('heading', { name: 'Content Management System' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument()
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual([
      'POVs',
      'Case Studies',
      'Whitepapers',
      'Job Openings',
      'Hashtags',
      'Media',
      'CRM & Leads',
      'Enquiries',
      'Performance',
      'Account',
    ])
    expect(screen.getByRole('tab', { name: 'POVs' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('heading', { name: 'POVs (2)' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Published' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Unpublished' })).toBeInTheDocument()
    expect(screen.getAllByText(/Dana Reyes/)).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Add POV' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull()
    expect(network?.requests.find((r) => r.url.pathname === '/api/povs')?.url.search).toBe(
      '?includeUnpublished=true',
    )
  })

  it('flags the items whose image has neither alt text nor the decorative mark', async () => {
    const image = 'https://cdn.example.com/a.jpg'
    serve(staff('editor'), [
      { ...pov(1, true), featuredImage: image },
      { ...pov(2, true), featuredImage: image, featuredImageAlt: 'A chart' },
      { ...pov(3, true), featuredImage: image, featuredImageDecorative: true },
      pov(4, true),
    ])
    renderAdmin()
    expect(await screen.findByRole('heading', { name: 'POVs (4)' })).toBeInTheDocument()
    const flagged = screen
      .getAllByTestId('admin-card')
      .filter((card) => within(card).queryByText('Needs alt text'))
      .map((card) => within(card).getByRole('heading').textContent)
    expect(flagged).toEqual(['POV 1'])
  })

  it('lets an admin delete after confirming, then refetches the list', async () => {
    serve(staff('admin'))
    const user = userEvent.setup()
    renderAdmin()
    await screen.findByRole('heading', { name: 'POVs (2)' })
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Delete POV 1' }))
    const confirm = await screen.findByRole('alertdialog')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('POV deleted successfully')).toBeInTheDocument()
    await screen.findByRole('heading', { name: 'POVs (1)' })
    expect(network?.requests.filter((r) => r.method === 'DELETE').map((r) => r.url.pathname)).toEqual([
      '/api/povs/1',
    ])
  })

  it("toasts the spec's error when a list cannot be fetched or an item cannot be deleted", async () => {
    network = fakeNetwork((request) => {
      if (request.url.pathname === '/api/auth/user') return jsonResponse(staff('admin'))
      if (request.method === 'DELETE') return new Response('', { status: 500 })
      if (request.url.pathname === '/api/hashtags') return new Response('', { status: 503 })
      return jsonResponse([pov(1, true)])
    })
    const user = userEvent.setup()
    renderAdmin()
    await screen.findByRole('heading', { name: 'POVs (1)' })
    await user.click(screen.getByRole('button', { name: 'Delete POV 1' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete POV')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Hashtags' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hashtags')
  })

  it('renders the CRM tab content it is given', async () => {
    serve(staff('admin'))
    const user = userEvent.setup()
    renderAdmin({ leads: <p>Leads dashboard here</p>, account: () => null })
    await user.click(await screen.findByRole('tab', { name: 'CRM & Leads' }))
    await waitFor(() => expect(screen.getByText('Leads dashboard here')).toBeInTheDocument())
  })

  it('gives admins an Audit log tab (editors have none, see above)', async () => {
    serve(staff('admin'))
    const user = userEvent.setup()
    renderAdmin({
      audit: <p>Audit log here</p>,
      staff: <p>Staff here</p>,
      account: (signedIn) => <p>Account of {signedIn.email}</p>,
    })
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }))
    await waitFor(() => expect(screen.getByText('Audit log here')).toBeInTheDocument())
    await user.click(screen.getByRole('tab', { name: 'Staff' }))
    await waitFor(() => expect(screen.getByText('Staff here')).toBeInTheDocument())
  })

  it('gives every staff member an Account tab with their own account', async () => {
    serve(staff('editor'))
    const user = userEvent.setup()
    renderAdmin({ account: (signedIn) => <p>Account of {signedIn.role}</p> })
    await user.click(await screen.findByRole('tab', { name: 'Account' }))
    await waitFor(() => expect(screen.getByText('Account of editor')).toBeInTheDocument())
  })

  it('tells a staff member that wrong codes after their password closed the code step, until dismissed', async () => {
    let notice: string | undefined = '2026-11-20T14:30:00.000Z'
    const requests: string[] = []
    network = fakeNetwork((request: RecordedRequest) => {
      const path = request.url.pathname
      requests.push(`${request.method} ${path}`)
      if (path === '/api/auth/user')
        return jsonResponse({ ...staff('editor'), ...(notice ? { twoFactorLockNotice: notice } : {}) })
      if (path === '/api/account/two-factor/lock-notice' && request.method === 'DELETE') {
        notice = undefined
        return jsonResponse({ ok: true })
      }
      return jsonResponse([])
    })
    const user = userEvent.setup()
    renderAdmin()
    const alert = await screen.findByRole('alert')
    // 14:30 UTC is 9:30 in New York, the suite's time zone.
    expect(alert).toHaveTextContent(
      /^On Nov 20, 2026, 9:30\sAM, someone entered your password and then too many wrong authentication codes, so signing in with a code was paused for an hour\. If that was not you, change your password now\.Dismiss$/,
    )
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(requests).toContain('DELETE /api/account/two-factor/lock-notice')
  })
})
