import type { Page } from '@shared/content/types/page'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderApp } from './content-render'
import { rowMenuItems } from './row-menu'
import { staff } from './staff-user'

// The staff app's Pages section: the site's own pages and landing pages in one list.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const page = (id: number, title: string, path: string): Page => ({
  id,
  title,
  description: `About ${title}`,
  path,
  content: JSON.stringify({ blocks: [] }),
  noindex: false,
  hideChrome: false,
  ...unsetOptionalFields,
  isPublished: true,
  createdAt: '',
  updatedAt: '',
  version: 1,
  reviewState: null,
  createdBy: null,
  hashtags: [],
})

const PAGES = [page(1, 'Home', '/'), page(11, 'Spring assessment offer', '/lp/spring-offer')]

function serve() {
  network = fakeNetwork((request: RecordedRequest) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(staff('admin'))
    if (path === '/api/pages/staff') return jsonResponse({ items: PAGES, total: PAGES.length, authors: [] })
    const one = PAGES.find((item) => path === `/api/pages/${item.id}`)
    if (one) return jsonResponse(one)
    // No unsaved changes to offer in an edit dialog.
    if (path.startsWith('/api/unsaved-changes/')) return jsonResponse({ error: 'Not found' }, 404)
    return jsonResponse([])
  })
}

describe('the Pages section', () => {
  it('links each page to its own address, and offers Delete for landing pages only', async () => {
    serve()
    renderApp('/admin/pages')
    expect(await screen.findByRole('heading', { name: 'Pages (2)' })).toBeInTheDocument()
    const rows = screen.getAllByTestId('admin-row')
    const [home, landing] = rows
    expect(within(home!).getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/')
    expect(within(landing!).getByRole('link', { name: /Spring assessment offer/ })).toHaveAttribute(
      'href',
      '/lp/spring-offer',
    )
    const user = userEvent.setup()
    expect(await rowMenuItems(user, 'Home')).not.toContain('Delete')
    expect(await rowMenuItems(user, 'Spring assessment offer')).toContain('Delete')
  })

  it("shows a site page's address as fixed and says it is always published; a landing page's are editable", async () => {
    serve()
    renderApp('/admin/pages')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }))
    const address = await screen.findByRole('textbox', { name: 'Address' })
    expect(address).toHaveValue('/')
    expect(address).toHaveAttribute('readonly')
    expect(address).toHaveAccessibleDescription('The address of a site page cannot change')
    expect(
      screen.getByText('Always published: the site’s own pages cannot be unpublished or scheduled.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('switch', { name: /Published/ })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')

    await user.click(await screen.findByRole('button', { name: 'Edit Spring assessment offer' }))
    const landing = await screen.findByRole('textbox', { name: 'Address' })
    expect(landing).toHaveValue('/lp/spring-offer')
    expect(landing).not.toHaveAttribute('readonly')
    expect(screen.getByRole('switch', { name: /Published/ })).toBeInTheDocument()
  })
})
