import { applicationReviewText } from '../application-review-messages'
import { type ApplicationStatus, applicationReviewSchema } from './job-application'
import { z } from './zod'

/** A CV link works this long after it is made, and once. */
export const CV_LINK_LIFETIME_MS = 5 * 60 * 1000

/** GET /api/applications: every application, or one opening's. */
export const applicationListQuery = z.object({
  openingId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
})

/**
 * PATCH /api/applications/:id: the review's change and the version it was made from; a save
 * from an older version is refused with 409, so neither of two admins' edits is lost silently.
 */
export const applicationReviewRequest = applicationReviewSchema
  .extend({
    version: z.number(applicationReviewText.versionRequired).int().positive(),
  })
  .refine((review) => review.status !== undefined || review.staffNotes !== undefined, {
    message: applicationReviewText.nothingToChange,
    path: ['status'],
  })

export type ApplicationReviewRequest = z.input<typeof applicationReviewRequest>

/** One application as the staff's Applications tab shows it; its CV's storage key stays private. */
export interface StaffApplication {
  id: number
  openingId: number
  openingTitle: string
  firstName: string
  lastName: string
  email: string
  phone: string
  linkedin: string | null
  note: string | null
  status: ApplicationStatus
  staffNotes: string | null
  cv: { name: string; type: string; bytes: number }
  createdAt: string
  updatedAt: string
  version: number
}

/** An opening and how many applications it has, for the tab's choice of opening. */
export interface ApplicationOpening {
  id: number
  title: string
  applyBy: string
  applications: number
}

/** POST /api/applications/:id/cv-link. */
export interface CvLink {
  url: string
  expiresAt: string
}
