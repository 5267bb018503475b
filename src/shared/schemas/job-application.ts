import { TEXT_FIELD_MAX } from '../constants'
import { contactSchema } from './contact'
import { z } from './zod'

/** A CV may be this large at most (issue 27). */
export const CV_MAX_BYTES = 10 * 1024 * 1024

/** Applications and their CVs are deleted this many months after their opening closes (issue 27). */
export const APPLICATION_RETENTION_MONTHS = 12

export const APPLICATION_NOTE_MAX = 5000

/** Where an application is in staff's review, in the order it moves. */
export const APPLICATION_STATUSES = {
  new: 'New',
  reviewing: 'Reviewing',
  rejected: 'Rejected',
  hired: 'Hired',
} as const
export type ApplicationStatus = keyof typeof APPLICATION_STATUSES
export const APPLICATION_STATUS_VALUES = Object.keys(APPLICATION_STATUSES) as [
  ApplicationStatus,
  ...ApplicationStatus[],
]

export const applicationText = {
  linkedinInvalid: 'LinkedIn address must be a linkedin.com address',
  phoneRequired: 'Phone is required',
  consentRequired: 'Please agree to us keeping your application',
  cvRequired: 'Please attach your CV',
  cvWrongType: 'Your CV must be a PDF or Word (.docx) file',
  cvTooLarge: 'Your CV must be at most 10 MB',
} as const

/**
 * POST /api/careers/:id/applications, beside the CV file: who applies. The form and the Worker
 * share it; the CV's rules (type by its bytes, size) are checked where the bytes are.
 */
export const jobApplicationSchema = contactSchema
  .pick({ firstName: true, lastName: true, email: true, website: true })
  .extend({
    phone: z.string().trim().min(1, applicationText.phoneRequired).max(40),
    linkedin: z
      .string()
      .trim()
      .max(TEXT_FIELD_MAX)
      .refine(
        (value) => value === '' || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S*$/i.test(value),
        applicationText.linkedinInvalid,
      )
      .default(''),
    note: z.string().trim().max(APPLICATION_NOTE_MAX).default(''),
    // Multipart forms send 'on' or 'true'; the app sends a boolean.
    consent: z
      .union([z.boolean(), z.literal('on'), z.literal('true')], { error: applicationText.consentRequired })
      .transform((value) => value === true || value === 'on' || value === 'true')
      .refine((agreed) => agreed, applicationText.consentRequired),
  })

export type JobApplicationInput = z.input<typeof jobApplicationSchema>
export type JobApplicationPayload = z.output<typeof jobApplicationSchema>

/** PATCH /api/applications/:id: staff's review of one application. */
export const applicationReviewSchema = z.object({
  status: z.enum(APPLICATION_STATUS_VALUES).optional(),
  staffNotes: z.string().trim().max(APPLICATION_NOTE_MAX).optional(),
})
