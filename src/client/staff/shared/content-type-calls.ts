import { type ContentTypeEntry, contentTypes } from '@shared/content/registry'
import { contentTypeMessages } from '@shared/content/type-words'
import type { StaffBulkAction, StaffListPage } from '@shared/schemas/staff-list'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '@/lib/api-client'
import type { StaffSearch } from '@/staff/shared/list-search'

type Answer<T> = Parameters<typeof unwrap<T>>[0]
type ItemParam = { param: { id: string } }

/** What the staff list shows of an item: everything but its text, and who saved it last. */
export type StaffRow<Item> = Omit<Item, 'content'> & { lastEditedBy: string | null }

/** What a bulk action did: the items it changed, those already as asked, and ids with no item. */
interface BulkResult {
  changed: number[]
  unchanged: number[]
  missing: number[]
}

/** The staff list's query as the address holds it (list-search.ts), in the API's names. */
export type StaffListFilter = Pick<
  StaffSearch,
  'q' | 'status' | 'hashtag' | 'author' | 'sort' | 'after' | 'before'
>

/**
 * One type's collection, /api/<segment>, as far as the staff screen calls it, with the type's own
 * item and payload: the Worker serves the same routes at every segment, so the typed client names
 * what every item shares, and the type's declaration names its own shape.
 */
interface CollectionClient<Item, Payload> {
  staff: { $get(args: { query: Record<string, string> }): Answer<StaffListPage<Omit<Item, 'content'>>> }
  bulk: { $post(args: { json: StaffBulkAction }): Answer<BulkResult> }
  $post(args: { json: Payload }): Answer<Item>
  ':id': {
    $get(args: ItemParam & { query: Record<string, never> }): Answer<Item>
    $put(args: ItemParam & { json: Payload }): Answer<Item>
    $delete(args: ItemParam): Answer<unknown>
  }
}

/**
 * The query key of everything the staff app reads of a type (its list's pages and the items its
 * editor opens), apart from the public pages' cached lists: invalidating it refreshes them all.
 */
const staffKey = (type: ContentTypeEntry) => ['admin', type.segment]

/** Every type's staff reads: each shows its items' hashtags by name. */
export const staffListKeys = () => Object.values(contentTypes).map(staffKey)

/** An item's id as the API's path parameter. */
export const itemParam = (id: number): ItemParam => ({ param: { id: String(id) } })

const asQuery = (filter: StaffListFilter): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )

/** A content type's staff list, its items and writes, from its collection on the API (`/api/<segment>`). */
export function contentTypeCalls<Item, Payload>(type: ContentTypeEntry) {
  const collection = api[type.segment] as unknown as CollectionClient<Item, Payload>
  const messages = contentTypeMessages(type)
  return {
    staffKey: staffKey(type),
    pageQuery: (filter: StaffListFilter) =>
      queryOptions({
        queryKey: [...staffKey(type), 'list', filter],
        queryFn: () => unwrap(collection.staff.$get({ query: asQuery(filter) })),
        // A new search or page keeps the rows in place until its answer comes: no flash of a spinner.
        placeholderData: keepPreviousData,
        meta: { errorMessage: messages.fetchFailed },
      }),
    itemQuery: (id: number) =>
      queryOptions({
        queryKey: [...staffKey(type), 'item', id],
        queryFn: () => unwrap(collection[':id'].$get({ ...itemParam(id), query: {} })),
        // Fetched afresh whenever the editor opens: a kept copy may predate a save, its own or a colleague's.
        staleTime: 0,
      }),
    create: (json: Payload) => unwrap(collection.$post({ json })),
    update: (id: number, json: Payload) => unwrap(collection[':id'].$put({ ...itemParam(id), json })),
    remove: (id: number) => unwrap(collection[':id'].$delete(itemParam(id))),
    bulk: (json: StaffBulkAction) => unwrap(collection.bulk.$post({ json })),
  }
}

/** What a content type's API gives the staff app (contentTypeCalls for its item and payload). */
export type ContentTypeCalls<Item, Payload> = ReturnType<typeof contentTypeCalls<Item, Payload>>
