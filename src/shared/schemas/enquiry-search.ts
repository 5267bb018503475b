import { CONTENT_QUERY_MAX } from '../constants'
import { contentQueryMessages } from '../messages'
import { z } from './zod'

/**
 * `GET /api/enquiries` and `/api/enquiries/downloads` and their CSV exports: `q` narrows them to
 * the records whose name, e-mail, company and message (or whitepaper) contain it. The same limit
 * as the staff app's other searches, whose box and address it shares.
 */
export const enquirySearchQuery = z.object({
  q: z.string().trim().max(CONTENT_QUERY_MAX, contentQueryMessages.queryTooLong).optional(),
})
