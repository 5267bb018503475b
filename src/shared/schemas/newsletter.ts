import { TEXT_FIELD_MAX } from '../constants'
import type { DeliveryProblem } from '../delivery-problem-text'
import { newsletterMessages } from '../newsletter-messages'
import { attributionSchema } from './attribution'
import { lineText } from './plain-text'
import { z } from './zod'

/** Where a visitor asked for the newsletter: the Stay Updated box, or the contact form's box. */
export const NEWSLETTER_SOURCES = ['subscribe-box', 'contact-form'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

/** POST /api/newsletter: an address and the visitor's explicit agreement to the consent line. */
export const newsletterSchema = z.object({
  email: lineText().trim().max(254).pipe(z.email(newsletterMessages.invalidEmail)),
  consent: z
    .boolean(newsletterMessages.consentRequired)
    .refine((agreed) => agreed, newsletterMessages.consentRequired),
  // Honeypot: hidden from people, filled by naive bots. The server accepts and drops such posts.
  website: lineText().max(TEXT_FIELD_MAX).optional(),
  /** Where the visit came from, sent by the app with analytics consent only; left out when malformed. */
  attribution: attributionSchema.optional().catch(undefined),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterPayload = z.output<typeof newsletterSchema>

/** What an outbox row of kind 'subscription' carries to Zoho Campaigns. */
export interface OutboxSubscription {
  email: string
  source: NewsletterSource
}

/** A subscription request as staff see it, with its delivery to Zoho Campaigns. */
export interface NewsletterSubscription {
  id: number
  email: string
  source: NewsletterSource
  createdAt: string
  delivery: {
    status: 'pending' | 'sent' | 'failed'
    attempts: number
    problem: DeliveryProblem | null
  } | null
}
