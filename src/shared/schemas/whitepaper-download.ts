import { TEXT_FIELD_MAX } from '../constants'
import { downloadMessages } from '../whitepaper-download-messages'
import { contactSchema } from './contact'
import { lineText } from './plain-text'
import { z } from './zod'

/** POST /api/whitepapers/:id/downloads: who asks for the whitepaper. */
export const whitepaperDownloadSchema = contactSchema
  .pick({ firstName: true, lastName: true, email: true, website: true, attribution: true })
  .extend({
    company: lineText().trim().min(1, downloadMessages.companyRequired).max(TEXT_FIELD_MAX),
    jobTitle: lineText().trim().max(TEXT_FIELD_MAX).default(''),
    // The visitor's explicit agreement is what lets the request go to the CRM without cookie consent.
    consent: z
      .boolean(downloadMessages.consentRequired)
      .refine((agreed) => agreed, downloadMessages.consentRequired),
  })

export type WhitepaperDownloadInput = z.input<typeof whitepaperDownloadSchema>
export type WhitepaperDownloadPayload = z.output<typeof whitepaperDownloadSchema>
