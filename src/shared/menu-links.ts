import type { MenuLink, Menus } from './schemas/menus'

// Reading the menus, without their schema: the public app and the sitemap use these.

/** Where a menu link leads, when it is a page of this site: its path alone (no query, no #section). */
export const menuPagePath = (href: string): string | undefined =>
  href.startsWith('/') ? href.replace(/[?#].*$/, '') || '/' : undefined

/** Every link of the menus, the header's first (submenus after their item), then the footer's. */
export const menuLinks = (menus: Menus): MenuLink[] => [
  ...menus.header.items.flatMap((item) => [item, ...item.children]),
  menus.header.button,
  ...menus.footer.columns.flatMap((column) => column.links),
]
