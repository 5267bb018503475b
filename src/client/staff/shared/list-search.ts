import { CONTENT_QUERY_MAX } from '@shared/constants'
import {
  STAFF_LIST_SORTS,
  STAFF_LIST_STATUSES,
  type StaffListSort,
  type StaffListStatus,
} from '@shared/staff-list-choices'

/**
 * A staff list's place in its address: its search, filters, order, page and view
 * (`/admin/whitepapers?status=draft&sort=title`). The section and the item open in the editor are
 * the path (`/admin/whitepapers/12`). A reload keeps the place, back and forward move through it,
 * and a colleague can open the same link.
 */
export interface StaffSearch {
  q?: string
  status?: StaffListStatus
  /** One hashtag; an array, as the public listings' `hashtag` (one shape for the one search key). */
  hashtag?: number[]
  author?: string
  sort?: StaffListSort
  /** The page after, or before, a position the API gave (its keyset paging). */
  after?: string
  before?: string
  view?: 'cards'
  /** The media library's filter: uploads some item uses, or none does. */
  usage?: MediaUsage
}

export const MEDIA_USAGES = ['used', 'unused'] as const
type MediaUsage = (typeof MEDIA_USAGES)[number]

const POSITION_SHAPE = /^[A-Za-z0-9_-]{1,400}$/
/** An item's id in an address. */
export const ID_SHAPE = /^[1-9]\d{0,15}$/

/** `value` when it is one of `choices`. */
export const oneOf = <T extends string>(choices: readonly T[], value: string | undefined): T | undefined =>
  choices.find((choice) => choice === value)

/**
 * The search of a section with a list: anything else in the query string is dropped, a malformed value ignored.
 * The API checks the list's query again; this only keeps the address tidy.
 */
export function parseStaffSearch(search: Record<string, unknown>): StaffSearch {
  const text = (key: string) => first(search[key])
  const q = text('q')?.trim().slice(0, CONTENT_QUERY_MAX)
  const hashtag = text('hashtag')
  const author = text('author')?.trim().slice(0, 200)
  const after = text('after')
  const before = text('before')
  const parsed: StaffSearch = {
    q: q || undefined,
    status: oneOf(STAFF_LIST_STATUSES, text('status')),
    hashtag: hashtag && ID_SHAPE.test(hashtag) ? [Number(hashtag)] : undefined,
    author: author || undefined,
    sort: oneOf(STAFF_LIST_SORTS, text('sort')),
    after: after && POSITION_SHAPE.test(after) ? after : undefined,
    before: before && POSITION_SHAPE.test(before) && !after ? before : undefined,
    view: text('view') === 'cards' ? 'cards' : undefined,
    usage: oneOf(MEDIA_USAGES, text('usage')),
  }
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined))
}

// A navigation inside the app hands over its own values (a number); an address gives strings.
function first(value: unknown): string | undefined {
  const one = Array.isArray(value) ? value[0] : value
  return typeof one === 'string' ? one : typeof one === 'number' ? String(one) : undefined
}
