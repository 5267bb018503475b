import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeNetwork, jsonResponse, renderApp } from './content-render'
import { pov } from './review-fixtures'
import { openRowMenu } from './row-menu'
import { staff } from './staff-user'

// A content list's rows: the menu of each row's other actions, and the columns and density each
// signed-in person keeps.

let network: ReturnType<typeof fakeNetwork> | undefined
afterEach(() => network?.restore())

/** The staff app's network, signed in as the admin with `userId`. */
function serve(userId = 1) {
  network?.restore()
  const povs = [pov(1, { title: 'Cloud costs', isPublished: true }), pov(2, { title: 'Data mesh' })]
  network = fakeNetwork((request) => {
    const path = request.url.pathname
    if (path === '/api/auth/user') return jsonResponse({ ...staff('admin'), id: userId })
    if (path === '/api/povs/staff') return jsonResponse({ items: povs, total: povs.length, authors: [] })
    if (path === '/api/povs/1/revisions') return jsonResponse([])
    if (path === '/api/povs/1/notes') return jsonResponse({ notes: [] })
    return jsonResponse([])
  })
}

async function renderList() {
  await renderApp('/admin/povs')
  await screen.findByRole('heading', { name: 'POVs (2)' })
}

const headings = () => screen.getAllByRole('columnheader').map((heading) => heading.textContent)

describe("a content row's menu", () => {
  it('opens from its button on the first item, lists the actions, moves with the arrow keys and gives the focus back on Escape', async () => {
    serve()
    const user = userEvent.setup()
    await renderList()
    const button = screen.getByRole('button', { name: 'More actions for Cloud costs' })
    expect(button).toHaveAttribute('aria-haspopup', 'menu')
    expect(button).toHaveAttribute('aria-expanded', 'false')

    const menu = await openRowMenu(user, 'Cloud costs')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const items = within(menu).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['Share preview', 'History', 'Delete'])
    await waitFor(() => expect(items[0]).toHaveFocus())
    await user.keyboard('{ArrowDown}')
    expect(items[1]).toHaveFocus()
    await user.keyboard('{End}')
    expect(items[2]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(items[0]).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(items[2]).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens from the keyboard on its last item with ArrowUp, and History opens the history, then gives the focus back', async () => {
    serve()
    const user = userEvent.setup()
    await renderList()
    const button = screen.getByRole('button', { name: 'More actions for Cloud costs' })
    button.focus()
    await user.keyboard('{ArrowUp}')
    const menu = await screen.findByRole('menu', { name: 'More actions for Cloud costs' })
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus())
    await user.keyboard('{ArrowUp}')
    expect(within(menu).getByRole('menuitem', { name: 'History' })).toHaveFocus()
    await user.keyboard('{Enter}')

    const dialog = await screen.findByRole('dialog', { name: 'History: Cloud costs' })
    expect(screen.queryByRole('menu')).toBeNull()
    await within(dialog).findByText('No saves recorded yet. The next save starts the history.')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(button).toHaveFocus()
  })

  it('closes on a click elsewhere, and a click in it opens no editor', async () => {
    serve()
    const user = userEvent.setup()
    const { router } = await renderApp('/admin/povs')
    await screen.findByRole('heading', { name: 'POVs (2)' })
    const menu = await openRowMenu(user, 'Cloud costs')
    await user.click(menu)
    expect(router.state.location.pathname).toBe('/admin/povs')
    await user.click(screen.getByRole('heading', { name: 'POVs (2)' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})

describe("a content list's columns and density", () => {
  it('hides a column unticked under Columns, header and cells', async () => {
    serve()
    const user = userEvent.setup()
    await renderList()
    expect(headings()).toEqual(['', 'Title', 'Actions', 'Status', 'Author', 'Hashtags', 'Last edited'])
    expect(screen.getAllByRole('cell', { name: 'Dana Reyes' })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    await user.click(screen.getByRole('checkbox', { name: 'Author' }))
    expect(headings()).toEqual(['', 'Title', 'Actions', 'Status', 'Hashtags', 'Last edited'])
    expect(screen.queryByRole('cell', { name: 'Dana Reyes' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Author' })).not.toBeChecked()
  })

  it('keeps the choice for the same person after a remount, and not for someone else', async () => {
    serve(1)
    const user = userEvent.setup()
    await renderList()
    expect(screen.getByLabelText('Density')).toHaveValue('compact')
    await user.selectOptions(screen.getByLabelText('Density'), 'Comfortable')
    await user.click(screen.getByRole('checkbox', { name: 'Hashtags' }))
    expect(headings()).not.toContain('Hashtags')

    cleanup()
    serve(1)
    await renderList()
    expect(screen.getByLabelText('Density')).toHaveValue('comfortable')
    expect(headings()).not.toContain('Hashtags')
    expect(screen.getByRole('checkbox', { name: 'Hashtags' })).not.toBeChecked()

    cleanup()
    serve(2)
    await renderList()
    expect(screen.getByLabelText('Density')).toHaveValue('compact')
    expect(headings()).toContain('Hashtags')
  })
})
