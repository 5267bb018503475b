import { defaultMenus } from '@shared/default-menus'
import type { Menus } from '@shared/schemas/menus'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { type MenuIssues, MenusEditor } from '@/staff/menus/menus-editor'

// The Menus section's editor: each menu an ordered list moved with buttons, as the Pages editor
// orders blocks; the focus stays on the moved item's button and a status says where it went.

/** The editor over its own state, as the section holds it; `seen` gets each value it renders with. */
function Harness({ issues, seen }: { issues: MenuIssues; seen: (menus: Menus) => void }) {
  const [menus, setMenus] = useState(defaultMenus)
  seen(menus)
  return <MenusEditor value={menus} onChange={setMenus} issues={issues} />
}

function renderEditor(issues: MenuIssues = {}) {
  let current: Menus = defaultMenus
  render(
    <Harness
      issues={issues}
      seen={(menus) => {
        current = menus
      }}
    />,
  )
  return { user: userEvent.setup(), menus: () => current }
}

const headerLabels = (menus: Menus) => menus.header.items.map((item) => item.label)
const group = (name: string) => screen.getByRole('group', { name })

describe('the menus editor', () => {
  it('moves a header link up and down, keeping the focus on its button and saying where it went', async () => {
    const { user, menus } = renderEditor()
    const header = group('Header menu')
    await user.click(within(header).getByRole('button', { name: 'Move Header link 3 up' }))
    expect(headerLabels(menus())).toEqual(['Services', 'Case Studies', 'Insights', 'About Us'])
    expect(within(header).getByRole('button', { name: 'Move Header link 2 up' })).toHaveFocus()
    expect(within(header).getByText('Header link 3 moved to position 2 of 4')).toHaveAttribute(
      'role',
      'status',
    )

    await user.click(within(header).getByRole('button', { name: 'Move Header link 2 up' }))
    expect(headerLabels(menus())).toEqual(['Case Studies', 'Services', 'Insights', 'About Us'])
    // First now: it cannot go up, so the focus goes to its other move.
    expect(within(header).getByRole('button', { name: 'Move Header link 1 down' })).toHaveFocus()
    expect(within(header).getByRole('button', { name: 'Move Header link 1 up' })).toBeDisabled()

    await user.keyboard('{Enter}')
    expect(headerLabels(menus())).toEqual(['Services', 'Case Studies', 'Insights', 'About Us'])
    expect(within(header).getByRole('button', { name: 'Move Header link 2 down' })).toHaveFocus()
    // The submenu moved with its item.
    expect(menus().header.items[0]?.children).toHaveLength(6)
  })

  it('moves a submenu link and a footer link within their own lists', async () => {
    const { user, menus } = renderEditor()
    await user.click(
      within(group('Submenu of Services')).getByRole('button', { name: 'Move Services submenu link 1 down' }),
    )
    expect(
      menus()
        .header.items[0]?.children.slice(0, 2)
        .map((link) => link.label),
    ).toEqual(['Data Analytics', 'AI / ML'])
    await user.click(
      within(group('Resources links')).getByRole('button', { name: 'Move Resources link 5 up' }),
    )
    expect(menus().footer.columns[1]?.links.map((link) => link.label)).toEqual([
      'Whitepapers',
      'Sitemap',
      'Privacy Notice',
      'Terms of Use',
      'Cookie Policy',
    ])
    expect(menus().header.items.map((item) => item.label)).toEqual(headerLabels(defaultMenus))
  })

  it('renames, adds and removes links, each control named with its place', async () => {
    const { user, menus } = renderEditor()
    const label = screen.getByRole('textbox', { name: 'Text, Resources link 1' })
    await user.clear(label)
    await user.type(label, 'Research Papers')
    expect(menus().footer.columns[1]?.links[0]).toEqual({ label: 'Research Papers', href: '/whitepapers' })

    const company = group('Company links')
    await user.click(within(company).getByRole('button', { name: 'Add link' }))
    expect(screen.getByRole('textbox', { name: 'Text, Company link 6' })).toHaveFocus()
    await user.keyboard('Blog')
    await user.type(
      screen.getByRole('textbox', { name: 'Goes to, Company link 6' }),
      'https://blog.example.com',
    )
    expect(menus().footer.columns[0]?.links.at(-1)).toEqual({
      label: 'Blog',
      href: 'https://blog.example.com',
    })

    await user.click(within(company).getByRole('button', { name: 'Remove Company link 1' }))
    expect(menus().footer.columns[0]?.links.map((link) => link.label)).toEqual([
      'About Us',
      'Case Studies',
      'Insights',
      'Careers',
      'Blog',
    ])
  })

  it('shows each message by its field', () => {
    renderEditor({ 'footer.columns.1.links.0.href': 'The API and the staff app are not pages' })
    const field = screen.getByRole('textbox', { name: 'Goes to, Resources link 1' })
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription(/The API and the staff app are not pages/)
  })
})
