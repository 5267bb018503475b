import type { Pov } from '@shared/content/types/pov'
import type { CurrentUser } from '@shared/types'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderApp } from './content-render'
import { openRowMenu, rowMenuItems } from './row-menu'
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
  reviewState: null,
  createdBy: null,
  hashtags: [{ id: 1, name: 'AI' }],
})

function serve(user: CurrentUser | null, povs: Pov[] = [pov(1, true), pov(2, false)]) {
  let list = povs
  network = fakeNetwork((request: RecordedRequest) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(user)
    if (path === '/api/login') return jsonResponse({ error: 'Invalid email or password' }, 401)
    if (path === '/api/povs/staff' && request.method === 'GET')
      return jsonResponse({ items: list, total: list.length, authors: ['Dana Reyes'] })
    const one = list.find((item) => path === `/api/povs/${item.id}`)
    if (one && request.method === 'GET') return jsonResponse(one)
    if (/^\/api\/povs\/\d+$/.test(path) && request.method === 'GET')
      return jsonResponse({ error: 'Not found' }, 404)
    if (path === '/api/zoho/leads') return jsonResponse({ data: [], info: { count: 0 } })
    if (path === '/api/zoho/outbox') return jsonResponse({ data: [] })
    if (path === '/api/admin/staff') return jsonResponse({ members: [], invites: [] })
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

/** The whole app at /admin (or one of its addresses), as the browser runs it. */
const renderAdmin = (path = '/admin') => renderApp(path)

/** Where the staff app is: the address's path and query. */
const place = (router: Awaited<ReturnType<typeof renderApp>>['router']) =>
  router.state.location.pathname + router.state.location.searchStr

describe('the admin screen', () => {
  it('says why it asks for a login as plain text, with no alert or toast until a sign-in fails', async () => {
    serve(null)
    const user = userEvent.setup()
    renderAdmin()
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument()
    const why = await screen.findByText(
      'Authentication Required: You need to log in to access the admin panel.',
    )
    expect(why.closest('[role="alert"], [role="status"], [aria-live]')).toBeNull()
    expect(why.className).not.toContain('destructive')
    expect(screen.queryByRole('alert')).toBeNull()

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'dana@example.com')
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'not the password')
    await user.click(screen.getByRole('button', { name: 'Log In' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Invalid email or password')
    expect(alert.className).toContain('text-destructive')
    // The failure is the one alert, and no toast has said anything meanwhile.
    expect(screen.getAllByRole('alert')).toEqual([alert])
    expect(screen.queryByText('Authentication Required')).toBeNull()
    expect(screen.queryByText('You need to log in to access the admin panel.')).toBeNull()
  })

  it("shows the tabs, the POV count, drafts with their status, and no edit or delete of others' items for editors", async () => {
    serve(staff('editor'))
    renderAdmin()
    expect(await screen.findByRole('heading', { name: 'Content Management System' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument()
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    // Today (what waits for the person) first, then the spec's tabs in its order; Account is in the top bar.
    expect(tabs).toEqual([
      'Today',
      'POVs',
      'Case Studies',
      'Hashtags',
      'CRM & Leads',
      'Whitepapers',
      'Job Openings',
      'Pages',
      'Shared blocks',
      'Media',
      'Enquiries',
      'Performance',
    ])
    expect(screen.getByRole('navigation', { name: 'Sections' })).toContainElement(
      screen.getByRole('tablist', { name: 'Sections' }),
    )
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/admin/account')
    expect(screen.getByRole('tab', { name: 'POVs' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('heading', { name: 'POVs (2)' })).toBeInTheDocument()
    // A table, status in words, drafts included.
    const rows = screen.getAllByTestId('admin-row')
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Published',
      'Draft',
    ])
    expect(screen.getAllByRole('cell', { name: 'Dana Reyes' })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Add POV' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull()
    // Their row menus offer no Delete either.
    expect(await rowMenuItems(userEvent.setup(), 'POV 1')).toEqual(['Share preview', 'History'])
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull()
    expect(network?.requests.find((r) => r.url.pathname === '/api/povs/staff')?.url.search).toBe('')
    // The spec's cards remain as a view: a published or unpublished icon each.
    await userEvent.setup().selectOptions(screen.getByLabelText('View'), 'Cards')
    expect(await screen.findByRole('img', { name: 'Published' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Unpublished' })).toBeInTheDocument()
    for (const card of screen.getAllByTestId('admin-card')) expect(card).toHaveTextContent(/Dana Reyes/)
    expect(screen.getAllByTestId('admin-card')).toHaveLength(2)
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
      .getAllByTestId('admin-row')
      .filter((row) => within(row).queryByText('Needs alt text'))
      .map((row) => row.querySelector('p')?.textContent)
    expect(flagged).toEqual(['POV 1'])
  })

  it('lets an admin delete after confirming, then refetches the list', async () => {
    serve(staff('admin'))
    const user = userEvent.setup()
    renderAdmin()
    await screen.findByRole('heading', { name: 'POVs (2)' })
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(2)
    await user.click(within(await openRowMenu(user, 'POV 1')).getByRole('menuitem', { name: 'Delete' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “POV 1”?' })
    // Deleted content goes to the trash, and the confirmation says so rather than "cannot be undone".
    expect(confirm).toHaveAccessibleDescription(
      'It goes to the trash, where an admin can restore it for 30 days.',
    )
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
      if (request.url.pathname === '/api/povs/staff')
        return jsonResponse({ items: [pov(1, true)], total: 1, authors: [] })
      return jsonResponse([])
    })
    const user = userEvent.setup()
    renderAdmin()
    await screen.findByRole('heading', { name: 'POVs (1)' })
    await user.click(within(await openRowMenu(user, 'POV 1')).getByRole('menuitem', { name: 'Delete' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Failed to delete POV')).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Hashtags' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch hashtags')
  })

  it('opens the CRM tab with the leads dashboard, and puts the section in the address', async () => {
    serve(staff('admin'))
    const user = userEvent.setup()
    const { router } = await renderAdmin()
    await user.click(await screen.findByRole('tab', { name: 'CRM & Leads' }))
    expect(await screen.findByRole('heading', { name: 'CRM Leads' })).toBeInTheDocument()
    expect(place(router)).toBe('/admin/crm')
    expect(screen.getByRole('tab', { name: 'CRM & Leads' })).toHaveAttribute('aria-selected', 'true')
  })

  it('gives admins the Applications, Menus, Redirects, Site settings, Audit log, Staff and Trash sections (editors have none, see above)', async () => {
    serve(staff('admin'))
    const user = userEvent.setup()
    await renderAdmin()
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent)
    expect(tabs.slice(-7)).toEqual([
      'Applications',
      'Menus',
      'Redirects',
      'Site settings',
      'Audit log',
      'Staff',
      'Trash',
    ])
    await user.click(screen.getByRole('tab', { name: 'Audit log' }))
    expect(await screen.findByRole('heading', { name: 'Audit log' })).toBeInTheDocument()
    await user.click(screen.getByRole('tab', { name: 'Staff' }))
    expect(await screen.findByRole('heading', { name: 'Staff' })).toBeInTheDocument()
  })

  it('opens the section the address names, and the first one for an unknown or forbidden section', async () => {
    serve(staff('editor'))
    await renderAdmin('/admin/hashtags')
    expect(await screen.findByRole('tab', { name: 'Hashtags' })).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('heading', { name: /^Hashtags/ })).toBeInTheDocument()
    cleanup()
    const { router } = await renderAdmin('/admin/audit')
    expect(await screen.findByRole('tab', { name: 'POVs' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull()
    expect(place(router)).toBe('/admin/povs')
    cleanup()
    await renderAdmin('/admin/nonsense')
    expect(await screen.findByRole('tab', { name: 'POVs' })).toHaveAttribute('aria-selected', 'true')
  })

  it('opens an address from before each section had its own where it pointed', async () => {
    serve(staff('admin'))
    const { router } = await renderAdmin('/admin?section=hashtags')
    expect(await screen.findByRole('heading', { name: /^Hashtags/ })).toBeInTheDocument()
    expect(place(router)).toBe('/admin/hashtags')
    cleanup()
    const media = await renderAdmin('/admin?section=media&q=chart&usage=unused')
    expect(await screen.findByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true')
    expect(place(media.router)).toBe('/admin/media?q=chart&usage=unused')
    cleanup()
    const editor = await renderAdmin('/admin?section=povs&status=draft&edit=2')
    expect(await screen.findByRole('dialog', { name: 'Edit POV' })).toBeInTheDocument()
    expect(place(editor.router)).toBe('/admin/povs/2?status=draft')
    cleanup()
    const account = await renderAdmin('/admin?section=account')
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument()
    expect(place(account.router)).toBe('/admin/account')
    cleanup()
    const start = await renderAdmin('/admin')
    expect(await screen.findByRole('heading', { name: 'POVs (2)' })).toBeInTheDocument()
    expect(place(start.router)).toBe('/admin/povs')
  })

  it('gives every staff member their own Account from the top bar, with no tab selected', async () => {
    serve(staff('editor'))
    const user = userEvent.setup()
    const { router } = await renderAdmin()
    await user.click(await screen.findByRole('link', { name: 'Account' }))
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument()
    expect(place(router)).toBe('/admin/account')
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page')
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-selected', 'false')
  })

  it('shows none of the public layout: no site navigation, footer or cookie banner', async () => {
    serve(staff('editor'))
    await renderAdmin()
    await screen.findByRole('heading', { name: 'Content Management System' })
    expect(screen.queryByRole('contentinfo')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
    expect(screen.queryByLabelText('Cookie consent')).toBeNull()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })

  it('opens the editor the address names, for admins, and closes it into the address', async () => {
    serve(staff('admin'))
    const user = userEvent.setup()
    const { router } = await renderAdmin('/admin/povs/2?sort=title')
    const dialog = await screen.findByRole('dialog', { name: 'Edit POV' })
    expect(await within(dialog).findByLabelText(/^Title/)).toHaveValue('POV 2')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(place(router)).toBe('/admin/povs?sort=title')
    await user.click(screen.getByRole('button', { name: 'Add POV' }))
    await screen.findByRole('dialog', { name: 'Create POV' })
    expect(place(router)).toBe('/admin/povs/new?sort=title')
    // Back closes it again.
    router.history.back()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(place(router)).toBe('/admin/povs?sort=title')
  })

  it('says so when the address names an item that is gone, and drops it', async () => {
    serve(staff('admin'))
    const { router } = await renderAdmin('/admin/povs/99')
    expect(
      await screen.findByText('That item no longer exists; it may have been deleted.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(place(router)).toBe('/admin/povs'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('ignores an editor address for a non-admin, who has no edit button', async () => {
    serve(staff('editor'))
    const { router } = await renderAdmin('/admin/povs/2')
    await screen.findByRole('heading', { name: 'POVs (2)' })
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(place(router)).toBe('/admin/povs'))
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
