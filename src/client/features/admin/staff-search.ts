/**
 * Where the staff app is, in its address: the section, and the item open in the editor
 * (`/admin?section=whitepapers&edit=12`, `edit=new` for the add dialog). A reload keeps the place,
 * back and forward move through it, and a colleague can open the same link.
 */
export interface StaffSearch {
  section?: string
  edit?: number | 'new'
}

/** The signed-in person's own account: reached from the top bar, not the sections' list. */
export const ACCOUNT_SECTION = 'account'

const SECTION_SHAPE = /^[a-z][a-z-]{0,39}$/

/** The route's search: anything else in the query string is dropped, a malformed value ignored. */
export function parseStaffSearch(search: Record<string, unknown>): StaffSearch {
  const section = first(search.section)
  const edit = first(search.edit)
  return {
    ...(section && SECTION_SHAPE.test(section) ? { section } : {}),
    ...(edit === 'new' ? { edit } : edit && /^[1-9]\d{0,15}$/.test(edit) ? { edit: Number(edit) } : {}),
  }
}

// A navigation inside the app hands over its own values (a number); an address gives strings.
function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value
  return typeof one === 'string' ? one : typeof one === 'number' ? String(one) : undefined
}
