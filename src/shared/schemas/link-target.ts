import { z } from './zod'

// `GET /api/admin/link-targets`: the visual editor's link dialog finds content and pages by title,
// and asks whether a path of this site shows a page to visitors.

/** `q`: words of a title (the list is empty below two characters); `path`: a site path to check. */
export const linkTargetQuery = z.object({
  q: z.string().trim().max(100).optional(),
  path: z.string().trim().max(2048).optional(),
})

const LINK_TARGET_STATUSES = ['published', 'scheduled', 'draft'] as const

const linkTarget = z.object({
  title: z.string(),
  /** What it is, as a label: 'POV', 'Case study', 'Page'. */
  type: z.string(),
  path: z.string(),
  /** Whether visitors see it now, later, or not. */
  status: z.enum(LINK_TARGET_STATUSES),
})

export type LinkTarget = z.infer<typeof linkTarget>

/**
 * `targets`: the best matches, pages first; `unanswered`: `path` is an item's or a stored page's
 * address that shows visitors nothing now (a link to it would be broken). False for any other path.
 */
export const linkTargetAnswer = z.object({ targets: z.array(linkTarget), unanswered: z.boolean() })

export type LinkTargetAnswer = z.infer<typeof linkTargetAnswer>
