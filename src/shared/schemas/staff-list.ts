import { CONTENT_QUERY_MAX, STAFF_BULK_MAX } from '../constants'
import { contentQueryMessages, staffListMessages } from '../messages'
import { STAFF_LIST_SORTS, STAFF_LIST_STATUSES } from '../staff-list-choices'
import { hashtagFilter } from './content-query'
import { idParam } from './fields'
import { z } from './zod'

// An opaque keyset position (base64url); a malformed one is the API's 400, never a 500.
const position = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,400}$/, contentQueryMessages.invalidCursor)
  .optional()

/**
 * `GET /api/<segment>/staff`: one page of a type's items for the staff app, drafts included,
 * searched, filtered and sorted; `after` and `before` are the positions a page's answer gives
 * for the next and the previous page. The staff app's address carries the same names.
 */
export const staffListQuery = z.object({
  q: z.string().trim().max(CONTENT_QUERY_MAX, contentQueryMessages.queryTooLong).optional(),
  status: z.enum(STAFF_LIST_STATUSES, staffListMessages.invalidStatus).optional(),
  hashtag: hashtagFilter,
  author: z.string().trim().max(200, staffListMessages.invalidAuthor).optional(),
  sort: z.enum(STAFF_LIST_SORTS, staffListMessages.invalidSort).optional(),
  after: position,
  before: position,
})
export type StaffListQuery = z.infer<typeof staffListQuery>

/** A page of the staff list: the items without their text, and how many match in all. */
export interface StaffListPage<Item> {
  items: Array<Item & { lastEditedBy: string | null }>
  total: number
  /** Every author (or client, department) the type's items have, for the filter's choices. */
  authors: string[]
  /** Present when a next (older, later in the order) page exists. */
  after?: string
  /** Present when a previous page exists. */
  before?: string
}

/** `POST /api/<segment>/bulk`: one action on the chosen items (admins only). */
export const staffBulkAction = z.object({
  action: z.enum(['publish', 'unpublish', 'delete'], staffListMessages.invalidAction),
  ids: z
    .array(idParam.shape.id)
    .min(1, staffListMessages.noneChosen)
    .max(STAFF_BULK_MAX, staffListMessages.tooManyChosen(STAFF_BULK_MAX)),
})
export type StaffBulkAction = z.infer<typeof staffBulkAction>
