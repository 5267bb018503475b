import { menuMessages as text } from '../menu-messages'
import { isSitePath } from './site-path'
import { z } from './zod'

// The site's menus as staff edit them and every page shows them: the header's items in order (each
// may open a submenu, as Services does) and its button, and the footer's columns of links. A link
// goes to a path of this site (a page, a listing, a content item, a section of one with #…) or to
// an https address. One schema for the editor, the API and the page render.

const LABEL_MAX = 60
const HREF_MAX = 2048
export const MENU_LIMITS = { items: 8, children: 12, columns: 4, links: 12 } as const

/** Paths the Worker answers itself, never a page. */
const NOT_A_PAGE = /^\/(api|admin)(\/|[?#]|$)/i

const isHttpsAddress = (value: string) => {
  if (!/^https:\/\//i.test(value)) return false
  try {
    return Boolean(new URL(value).host)
  } catch {
    return false
  }
}

const label = z.string().trim().min(1, text.labelRequired).max(LABEL_MAX, text.labelTooLong(LABEL_MAX))

const href = z
  .string()
  .trim()
  .min(1, text.hrefRequired)
  .max(HREF_MAX, text.hrefAddress)
  .refine((value) => isSitePath(value) || isHttpsAddress(value), text.hrefAddress)
  .refine((value) => !NOT_A_PAGE.test(value), text.hrefReserved)

const menuLink = z.object({ label, href })
export type MenuLink = z.infer<typeof menuLink>

const list = <Item extends z.ZodType>(item: Item, min: number, max: number, what: string) =>
  z
    .array(item)
    .min(min, text.tooFew(what))
    .max(max, text.tooMany(max, `${what}s`))

export const menusSchema = z.object({
  header: z.object({
    items: list(
      menuLink.extend({ children: list(menuLink, 0, MENU_LIMITS.children, 'submenu link').default([]) }),
      1,
      MENU_LIMITS.items,
      'header link',
    ),
    button: menuLink,
  }),
  footer: z.object({
    columns: list(
      z.object({
        heading: z.string().trim().min(1, text.headingRequired).max(LABEL_MAX, text.labelTooLong(LABEL_MAX)),
        links: list(menuLink, 1, MENU_LIMITS.links, 'link'),
      }),
      0,
      MENU_LIMITS.columns,
      'column',
    ),
  }),
})
export type Menus = z.output<typeof menusSchema>
export type MenuHeaderItem = Menus['header']['items'][number]

/** `PUT /api/admin/menus`: the menus, and the version the editor started from (0: none saved yet). */
export const menusUpdate = z.object({
  menus: menusSchema,
  version: z.number().int().nonnegative(),
})

/** `GET /api/admin/menus`: what pages show now, and its version (0: the defaults, none saved yet). */
export const menusRecord = z.object({
  menus: menusSchema,
  version: z.number().int().nonnegative(),
})
export type MenusRecord = z.infer<typeof menusRecord>

/** `GET /api/admin/menus/history`: the saved versions, newest first; `menus` null when unreadable. */
export const menusHistory = z.object({
  revisions: z.array(
    z.object({
      version: z.number().int().positive(),
      author: z.string(),
      savedAt: z.iso.datetime(),
      menus: menusSchema.nullable(),
    }),
  ),
})
export type MenusRevision = z.infer<typeof menusHistory>['revisions'][number]
