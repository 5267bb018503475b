import {
  CONTENT_LIST_MAX_LIMIT,
  CONTENT_LIST_MAX_PAGE,
  CONTENT_QUERY_MAX,
  HASHTAG_FILTER_MAX,
} from '../constants'
import { contentQueryMessages } from '../messages'
import { z } from './zod'

/** `?includeUnpublished=true` on list endpoints; only honoured for signed-in staff. */
const visibilityQuery = z.object({
  includeUnpublished: z.enum(['true', 'false']).optional(),
})

// A query string key given once arrives as a string, given twice as an array.
export const repeatable = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined || Array.isArray(value) ? value : [value]), z.array(item))

const hashtagId = z.coerce
  .number(contentQueryMessages.invalidHashtag)
  .int(contentQueryMessages.invalidHashtag)
  .positive(contentQueryMessages.invalidHashtag)
  .max(Number.MAX_SAFE_INTEGER, contentQueryMessages.invalidHashtag)

/** `hashtag`, given once or more: any of these hashtags. */
export const hashtagFilter = repeatable(hashtagId)
  .refine((ids) => ids.length <= HASHTAG_FILTER_MAX, contentQueryMessages.tooManyHashtags)
  .optional()

/** `limit`: a page of 1 to CONTENT_LIST_MAX_LIMIT items. */
export const pageLimit = z.coerce
  .number(contentQueryMessages.invalidLimit)
  .int(contentQueryMessages.invalidLimit)
  .min(1, contentQueryMessages.invalidLimit)
  .max(CONTENT_LIST_MAX_LIMIT, contentQueryMessages.invalidLimit)
  .optional()

const pageQuery = {
  limit: pageLimit,
  cursor: z
    .string()
    .regex(/^[0-9-]{1,20}\.[1-9]\d{0,15}$/, contentQueryMessages.invalidCursor)
    .optional(),
}

/**
 * `GET /api/povs` and the case-study lists: search, any-of hashtag filter and keyset pages, or
 * numbered pages (`page`, counted in `limit`s) for the listings' `?page=` addresses.
 */
export const contentListQuery = visibilityQuery
  .extend({
    q: z.string().trim().max(CONTENT_QUERY_MAX, contentQueryMessages.queryTooLong).optional(),
    hashtag: hashtagFilter,
    ...pageQuery,
    page: z.coerce
      .number(contentQueryMessages.invalidPage)
      .int(contentQueryMessages.invalidPage)
      .min(1, contentQueryMessages.invalidPage)
      .max(CONTENT_LIST_MAX_PAGE, contentQueryMessages.invalidPage)
      .optional(),
  })
  .refine((query) => query.page === undefined || query.limit !== undefined, {
    message: contentQueryMessages.pageWithoutLimit,
    path: ['page'],
  })

/** `GET /api/hashtags`: pages in creation order. */
export const hashtagListQuery = z.object({
  limit: pageQuery.limit,
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, contentQueryMessages.invalidCursor)
    .optional(),
})
