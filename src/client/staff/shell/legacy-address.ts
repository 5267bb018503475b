const SECTION_SHAPE = /^[a-z][a-z-]{0,39}$/
const EDIT_SHAPE = /^(?:new|[1-9]\d{0,15})$/

/**
 * Where an address from before each staff section had its own (`/admin?section=media&q=x`,
 * `/admin?section=povs&edit=12`, `/admin?edit=new`) points now: `/admin/<section>[/<item>]`, with
 * the rest of its query kept. Bookmarks and links in old messages keep working.
 */
export function currentStaffAddress(search: Record<string, unknown>, defaultSection: string): string {
  const { section, edit, ...rest } = search
  const id = typeof section === 'string' && SECTION_SHAPE.test(section) ? section : defaultSection
  const item = typeof edit === 'string' || typeof edit === 'number' ? String(edit) : ''
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(rest)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' || typeof one === 'number') query.append(key, String(one))
    }
  }
  const path = `/admin/${id}${EDIT_SHAPE.test(item) ? `/${item}` : ''}`
  return query.size > 0 ? `${path}?${query}` : path
}
