import { type ContentTypeEntry, contentTypes } from '@shared/content-registry'
import { contentTypeMessages } from '@shared/content-type-words'
import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '@/lib/api-client'

type Answer<T> = Parameters<typeof unwrap<T>>[0]
type ItemParam = { param: { id: string } }

/** The typed client of one type's collection, /api/<segment>, as far as the staff screen calls it. */
interface CollectionClient<Item, Payload> {
  $get(args: { query: { includeUnpublished: 'true' } }): Answer<Item[]>
  $post(args: { json: Payload }): Answer<Item>
  ':id': {
    $put(args: ItemParam & { json: Payload }): Answer<Item>
    $delete(args: ItemParam): Answer<unknown>
  }
}

/** The query key of a type's staff list (drafts included), apart from the public pages' cached lists. */
const staffListKey = (type: ContentTypeEntry) => ['admin', type.segment]

/** Every type's staff list: each shows its items' hashtags by name. */
export const staffListKeys = () => Object.values(contentTypes).map(staffListKey)

/** An item's id as the API's path parameter. */
export const itemParam = (id: number): ItemParam => ({ param: { id: String(id) } })

/** A content type's staff list and writes, from its collection on the API (`api[type.segment]`). */
export function contentTypeCalls<Item, Payload>(
  type: ContentTypeEntry,
  collection: CollectionClient<Item, Payload>,
) {
  return {
    listQuery: () =>
      queryOptions({
        queryKey: staffListKey(type),
        queryFn: () => unwrap(collection.$get({ query: { includeUnpublished: 'true' } })),
        meta: { errorMessage: contentTypeMessages(type).fetchFailed },
      }),
    create: (json: Payload) => unwrap(collection.$post({ json })),
    update: (id: number, json: Payload) => unwrap(collection[':id'].$put({ ...itemParam(id), json })),
    remove: (id: number) => unwrap(collection[':id'].$delete(itemParam(id))),
  }
}
