import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** Opens a content row's (or card's) 'More actions' menu with a click, and returns the menu. */
export async function openRowMenu(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: `More actions for ${title}` }))
  return screen.findByRole('menu', { name: `More actions for ${title}` })
}

/** What a row's menu offers, by name; the menu is closed again with Escape. */
export async function rowMenuItems(user: UserEvent, title: string) {
  const menu = await openRowMenu(user, title)
  const names = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent)
  await user.keyboard('{Escape}')
  return names
}
