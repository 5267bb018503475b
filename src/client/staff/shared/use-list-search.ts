import { useNavigate, useSearch } from '@tanstack/react-router'
import type { StaffListFilter } from '@/staff/shared/content-type-calls'
import type { StaffSearch } from './list-search'

/**
 * A staff list's search, filters, order and page, read from the address and changed there. A
 * change of filter or order starts again from the first page; the search box replaces the
 * history entry as the person types, so Back does not step through each letter.
 */
export function useListSearch() {
  const search = useSearch({ strict: false, select: (value: StaffSearch) => value })
  const navigate = useNavigate()
  const filter: StaffListFilter = {
    q: search.q,
    status: search.status,
    hashtag: search.hashtag,
    author: search.author,
    sort: search.sort,
    after: search.after,
    before: search.before,
  }
  const go = (changes: Partial<StaffSearch>, replace = false) =>
    void navigate({ to: '.', search: (previous) => ({ ...previous, ...changes }), replace })
  return {
    search,
    filter,
    filtered: Boolean(search.q || search.status || search.hashtag || search.author || search.usage),
    /** A new filter or order: from the first page. */
    refine: (changes: Partial<StaffSearch>, replace = false) =>
      go({ ...changes, after: undefined, before: undefined }, replace),
    page: (position: { after?: string; before?: string }) =>
      go({ after: position.after, before: position.before }),
    clear: () =>
      go({
        q: undefined,
        status: undefined,
        hashtag: undefined,
        author: undefined,
        usage: undefined,
        after: undefined,
        before: undefined,
      }),
    setView: (view: StaffSearch['view']) => go({ view }, true),
  }
}
