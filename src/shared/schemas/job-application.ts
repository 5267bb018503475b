import { TEXT_FIELD_MAX } from '../constants'
import { APPLICATION_RETENTION_MONTHS, applicationText, CV_MAX_BYTES } from '../job-application-messages'
import { attributionField } from './attribution'
import { contactSchema } from './contact'
import { lineText, multilineText, plainFileName } from './plain-text'
import { z } from './zod'

export { APPLICATION_RETENTION_MONTHS, applicationText, CV_MAX_BYTES }

export const APPLICATION_NOTE_MAX = 5000

/** Per client network, as the contact form's spam guard: this many posts per window. */
export const APPLICATION_RATE_LIMIT = 5
export const APPLICATION_RATE_WINDOW_SECONDS = 600

/** Today as a UTC calendar date, `YYYY-MM-DD`, the form `applyBy` is stored in. */
const utcDate = (now: Date) => now.toISOString().slice(0, 10)

/**
 * Whether an opening still takes applications: through the whole of its `applyBy` day, in UTC
 * (the Worker's answer and the page's form agree, whatever the visitor's time zone).
 */
export const applicationsOpen = (applyBy: string, now = new Date()) => applyBy >= utcDate(now)

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

/**
 * POST /api/careers/:id/applications, beside the CV file: who applies. The form and the Worker
 * share it; the CV's rules (type by its bytes, size) are checked where the bytes are.
 */
const jobApplicationSchema = contactSchema
  .pick({ firstName: true, lastName: true, email: true, website: true })
  .extend({
    phone: lineText().trim().min(1, applicationText.phoneRequired).max(40),
    linkedin: lineText()
      .trim()
      .max(TEXT_FIELD_MAX)
      .refine(
        (value) => value === '' || /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/\S*$/i.test(value),
        applicationText.linkedinInvalid,
      )
      .default(''),
    note: multilineText().trim().max(APPLICATION_NOTE_MAX).default(''),
    // Multipart forms send 'on' or 'true'; the app sends a boolean.
    consent: z
      .union([z.boolean(), z.literal('on'), z.literal('true')], { error: applicationText.consentRequired })
      .transform((value) => value === true || value === 'on' || value === 'true')
      .refine((agreed) => agreed, applicationText.consentRequired),
  })

export type JobApplicationPayload = z.output<typeof jobApplicationSchema>

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File

/** The `cv` part of the posted form as the Worker reads it: a file with bytes (an unchosen file input sends an empty one). */
const cvUpload = z
  .custom<File>((value) => isFile(value) && value.size > 0, applicationText.cvRequired)
  .refine(plainFileName.check, plainFileName.message)

/** The multipart body of POST /api/careers/:id/applications. */
export const jobApplicationUploadSchema = jobApplicationSchema.extend({
  cv: cvUpload,
  /** Where the visit came from, as JSON text, sent by the app with analytics consent only. */
  attribution: attributionField.optional(),
})

/**
 * The form's quick check of a chosen CV, by what the browser knows of it (its name and size), for
 * a message before anything is sent; the Worker decides by the file's bytes.
 */
function cvChoiceProblem(file: { name: string; size: number }): string | undefined {
  if (!/\.(pdf|docx)$/i.test(file.name)) return applicationText.cvWrongType
  if (file.size > CV_MAX_BYTES) return applicationText.cvTooLarge
  if (file.size === 0) return applicationText.cvRequired
  return undefined
}

/** The file input's value (a FileList) or a File: the first file, if any. */
function chosenFile(value: unknown): File | undefined {
  if (isFile(value)) return value
  if (typeof value === 'object' && value !== null && 'item' in value && typeof value.item === 'function') {
    const first: unknown = value.item(0)
    return isFile(first) ? first : undefined
  }
  return undefined
}

/** The form's schema: the shared fields, and the CV as the file input holds it. */
export const jobApplicationFormSchema = jobApplicationSchema.extend({
  cv: z.unknown().transform((value, ctx) => {
    const file = chosenFile(value)
    const problem = file ? cvChoiceProblem(file) : applicationText.cvRequired
    if (!file || problem) {
      ctx.addIssue({ code: 'custom', message: problem ?? applicationText.cvRequired })
      return z.NEVER
    }
    return file
  }),
})
export type JobApplicationFormInput = z.input<typeof jobApplicationFormSchema>
export type JobApplicationFormPayload = z.output<typeof jobApplicationFormSchema>

/** PATCH /api/applications/:id: staff's review of one application. */
export const applicationReviewSchema = z.object({
  status: z.enum(APPLICATION_STATUS_VALUES).optional(),
  staffNotes: multilineText().trim().max(APPLICATION_NOTE_MAX).optional(),
})
