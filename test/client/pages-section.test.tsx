import type { Page } from '@shared/schemas/page'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { unsetOptionalFields } from './content-fixtures'
import { fakeNetwork, jsonResponse, type RecordedRequest, renderApp } from './content-render'
import { staff } from './staff-user'

// The staff app's Pages section (issue 29): the site's own pages and landing pages in one list.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

const page = (id: number, title: string, path: string): Page => ({
  id,
  title,
  description: `About ${title}`,
  path,
  content: JSON.stringify({ blocks: [] }),
  noindex: false,
  ...unsetOptionalFields,
  isPublished: true,
  createdAt: '',
  updatedAt: '',
  version: 1,
  hashtags: [],
})

const PAGES = [page(1, 'Home', '/'), page(11, 'Spring assessment offer', '/lp/spring-offer')]

function serve() {
  network = fakeNetwork((request: RecordedRequest) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse(staff('admin'))
    if (path === '/api/pages/staff') return jsonResponse({ items: PAGES, total: PAGES.length, authors: [] })
    return jsonResponse([])
  })
}

describe('the Pages section', () => {
  it('links each page to its own address, and offers Delete for landing pages only', async () => {
    serve()
    renderApp('/admin?section=pages')
    expect(await screen.findByRole('heading', { name: 'Pages (2)' })).toBeInTheDocument()
    const rows = screen.getAllByTestId('admin-row')
    const [home, landing] = rows
    expect(within(home!).getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/')
    expect(within(landing!).getByRole('link', { name: /Spring assessment offer/ })).toHaveAttribute(
      'href',
      '/lp/spring-offer',
    )
    expect(within(home!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument()
    expect(within(landing!).getByRole('button', { name: /Delete/ })).toBeInTheDocument()
  })
})
