// The careers page's filters in its address: `/careers?department=…&location=…`. This runs in the
// entry every page downloads (a route's `validateSearch` and `loaderDeps` stay there), so it is
// hand-written, as content/listing/listing-search.ts is, rather than a zod schema.

import { CAREERS_QUERY, inQueryOrder } from '@shared/page-query'

export interface CareersSearch {
  department?: string
  location?: string
}

/** Longer than any department or location a form accepts (TEXT_FIELD_MAX is 200): a value beyond is no filter. */
const FILTER_VALUE_MAX = 200

function filterValue(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : ''
  return text && text.length <= FILTER_VALUE_MAX ? text : undefined
}

/**
 * The address, read leniently: a value given twice or too long is dropped rather than turning a
 * shared link into an error, and other keys (utm_…) are kept.
 */
export function parseCareersSearch(search: Record<string, unknown>): CareersSearch {
  const { department, location, ...rest } = search
  // Keys are set even when empty: the router keeps a raw value the result leaves out.
  return { ...rest, department: filterValue(department), location: filterValue(location) }
}

/** The careers route's loader deps: whether, and by what, the address narrows the list. */
export const careersDeps = ({ search }: { search: CareersSearch }) => ({
  department: search.department,
  location: search.location,
})

/** The address with one filter set (or, `undefined`, cleared): department before location, whichever was chosen first. */
export const withFilter = (search: CareersSearch, name: keyof CareersSearch, value: string | undefined) =>
  inQueryOrder(CAREERS_QUERY, { ...search, [name]: value })
