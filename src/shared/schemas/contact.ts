import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_SERVICES, TEXT_FIELD_MAX } from '../constants'
import { contactMessages } from '../messages'
import { attributionSchema } from './attribution'
import { fromPageSchema } from './from-page'
import { lineText, multilineText } from './plain-text'
import { z } from './zod'

export const contactSchema = z.object({
  firstName: lineText().trim().min(1, contactMessages.firstNameRequired).max(TEXT_FIELD_MAX),
  lastName: lineText().trim().min(1, contactMessages.lastNameRequired).max(TEXT_FIELD_MAX),
  email: lineText().trim().max(254).pipe(z.email(contactMessages.invalidEmail)),
  phone: lineText().trim().max(40).default(''),
  company: lineText().trim().max(TEXT_FIELD_MAX).default(''),
  service: z.union([z.enum(CONTACT_SERVICES), z.literal('')]).default(''),
  message: multilineText()
    .trim()
    .min(CONTACT_MESSAGE_MIN, contactMessages.messageTooShort)
    .max(CONTACT_MESSAGE_MAX),
  newsletter: z.boolean().default(false),
  // Honeypot: hidden from people, filled by naive bots. The server accepts and drops such posts.
  website: lineText().max(TEXT_FIELD_MAX).optional(),
  /** Where the visit came from, sent by the app with analytics consent only; left out when malformed. */
  attribution: attributionSchema.optional().catch(undefined),
  /** The page the visitor wrote from, when they came by its 'Talk to us'. */
  fromPage: fromPageSchema,
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactPayload = z.output<typeof contactSchema>
