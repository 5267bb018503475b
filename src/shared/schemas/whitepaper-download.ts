import { TEXT_FIELD_MAX } from '../constants'
import { contactMessages } from '../messages'
import { downloadMessages } from '../whitepaper-download-messages'
import { z } from './zod'

/** POST /api/whitepapers/:id/downloads: who asks for the whitepaper (issue 11). */
export const whitepaperDownloadSchema = z.object({
  firstName: z.string().trim().min(1, contactMessages.firstNameRequired).max(TEXT_FIELD_MAX),
  lastName: z.string().trim().min(1, contactMessages.lastNameRequired).max(TEXT_FIELD_MAX),
  email: z.string().trim().max(254).pipe(z.email(contactMessages.invalidEmail)),
  company: z.string().trim().min(1, downloadMessages.companyRequired).max(TEXT_FIELD_MAX),
  jobTitle: z.string().trim().max(TEXT_FIELD_MAX).default(''),
  // The visitor's explicit agreement is what lets the request go to the CRM without cookie consent.
  consent: z
    .boolean(downloadMessages.consentRequired)
    .refine((agreed) => agreed, downloadMessages.consentRequired),
  // Honeypot, as the contact form's: the server accepts and drops such posts.
  website: z.string().max(TEXT_FIELD_MAX).optional(),
})

export type WhitepaperDownloadInput = z.input<typeof whitepaperDownloadSchema>
export type WhitepaperDownloadPayload = z.output<typeof whitepaperDownloadSchema>

export const whitepaperDownloadDefaults: WhitepaperDownloadPayload = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  jobTitle: '',
  consent: false,
}

/** A download link's token: 32 random bytes in base64url (43 characters). */
export const DOWNLOAD_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/
