import type { ContentTypeName } from '@shared/content/registry'
import type { ContentNoteInput, ReviewStep } from '@shared/schemas/review'
import type { ContentNote } from '@shared/types'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, unwrap } from '@/lib/api-client'
import { itemEndpoint } from '@/staff/content/item-endpoints'
import type { AdminItem } from '@/staff/content/staff-content-type'

type Answer<T> = Parameters<typeof unwrap<T>>[0]
type ItemParam = { param: { id: string } }

/** An item's workflow routes, `/api/<segment>/:id/review` and `/notes`, which every content type has. */
interface ItemReviewClient {
  review: { $post(args: ItemParam & { json: ReviewStep }): Answer<AdminItem> }
  notes: {
    $get(args: ItemParam): Answer<{ notes: ContentNote[] }>
    $post(args: ItemParam & { json: ContentNoteInput }): Answer<ContentNote>
  }
}

const endpoint = (type: ContentTypeName) => itemEndpoint(type) as unknown as ItemReviewClient
const param = (id: number): ItemParam => ({ param: { id: String(id) } })

export const notesKey = (type: ContentTypeName, itemId: number) => ['admin', 'notes', type, itemId]

/** An item's thread, oldest first. */
export const notesQueryOptions = (type: ContentTypeName, itemId: number) =>
  queryOptions({
    queryKey: notesKey(type, itemId),
    queryFn: () => unwrap(endpoint(type).notes.$get(param(itemId))).then((answer) => answer.notes),
  })

export const addNote = (type: ContentTypeName, itemId: number, body: string) =>
  unwrap(endpoint(type).notes.$post({ ...param(itemId), json: { body } }))

/** One step of the workflow; the answer is the item as staff read it after the step. */
export const takeReviewStep = <Item extends AdminItem = AdminItem>(
  type: ContentTypeName,
  itemId: number,
  step: ReviewStep,
) => unwrap(endpoint(type).review.$post({ ...param(itemId), json: step })) as Promise<Item>

/** The Worker's refusal names the rule (403) or the state the step did not fit (409). */
export const refusalText = (fallback: string) => (error: Error) =>
  (error instanceof ApiError && error.serverMessage) || fallback
