import { CONTENT_TYPE_NAMES } from '../content/registry'
import { REVIEW_STATES } from './review'
import { z } from './zod'

// `GET /api/admin/today`: everything the staff app's Today section shows, in one answer. The
// screen offers only an answer of this shape.

const item = {
  type: z.enum(CONTENT_TYPE_NAMES),
  id: z.number().int().positive(),
  title: z.string(),
}

const waitingItem = z.object({
  ...item,
  reviewState: z.enum([...REVIEW_STATES, 'published', 'scheduled']),
  since: z.iso.datetime(),
  by: z.string(),
  note: z.string().nullable(),
})

/** An item that goes public (`publish`) or leaves the site (`unpublish`) at `at`. */
const SCHEDULE_CHANGES = ['publish', 'unpublish'] as const
const scheduledItem = z.object({ ...item, change: z.enum(SCHEDULE_CHANGES), at: z.iso.datetime() })

/** How many arrived since the last visit, with the newest few when the list names them. */
const arrivals = z.object({ count: z.number().int().nonnegative() })
const newEnquiry = z.object({ id: z.number().int().positive(), name: z.string(), email: z.string() })

/**
 * What is wrong with an item: its image has no alt text; a Markdown link to a path on the site
 * that answers nothing (`detail` is the path); placeholder copy left on a page (`detail` is the
 * first placeholder); a job opening still published after its apply-by date (`detail` is the date).
 */
const CONTENT_PROBLEMS = ['missingAlt', 'brokenLink', 'placeholderCopy', 'applyByPast'] as const
const contentProblem = z.object({ ...item, problem: z.enum(CONTENT_PROBLEMS), detail: z.string().nullable() })

export const todayAnswer = z.object({
  waiting: z.array(waitingItem),
  scheduled: z.array(scheduledItem),
  /** The visit before this one (the first ever: a week ago); what counts as new arrived after it. */
  since: z.iso.datetime(),
  /** Whether this is the person's first visit: `since` is then a week back, not a visit. */
  firstVisit: z.boolean(),
  newSince: z.object({
    enquiries: arrivals.extend({ latest: z.array(newEnquiry) }),
    /** Null for an editor: applications are for admins only. */
    applications: arrivals.nullable(),
    subscriptions: arrivals,
  }),
  problems: z.array(contentProblem),
})
export type TodayAnswer = z.infer<typeof todayAnswer>
export type ScheduledItem = z.infer<typeof scheduledItem>
export type ContentProblem = z.infer<typeof contentProblem>
