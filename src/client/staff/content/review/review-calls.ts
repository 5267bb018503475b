import type { ContentTypeName } from '@shared/content/registry'
import type { ReviewStep } from '@shared/schemas/review'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, unwrap } from '@/lib/api-client'
import { itemEndpoint } from '@/staff/content/item-endpoints'
import type { AdminItem } from '@/staff/content/staff-content-type'

const param = (id: number) => ({ param: { id: String(id) } })

export const notesKey = (type: ContentTypeName, itemId: number) => ['admin', 'notes', type, itemId]

/** An item's thread, oldest first. */
export const notesQueryOptions = (type: ContentTypeName, itemId: number) =>
  queryOptions({
    queryKey: notesKey(type, itemId),
    queryFn: () => unwrap(itemEndpoint(type).notes.$get(param(itemId))).then((answer) => answer.notes),
  })

export const addNote = (type: ContentTypeName, itemId: number, body: string) =>
  unwrap(itemEndpoint(type).notes.$post({ ...param(itemId), json: { body } }))

/**
 * One step of the workflow; the answer is the item as staff read it after the step. The Worker's
 * routes are one loop over the types, so they answer any type's item as `{ content }`: the caller's
 * type names its own shape, as content-type-calls.ts does for the other writes.
 */
export const takeReviewStep = <Item extends AdminItem = AdminItem>(
  type: ContentTypeName,
  itemId: number,
  step: ReviewStep,
): Promise<Item> =>
  unwrap(itemEndpoint(type).review.$post({ ...param(itemId), json: step })).then(
    (item) => item as unknown as Item,
  )

/** The Worker's refusal names the rule (403) or the state the step did not fit (409). */
export const refusalText = (fallback: string) => (error: Error) =>
  (error instanceof ApiError && error.serverMessage) || fallback
