// Texts of the newsletter subscription: the Stay Updated box on /insights, the API's
// answers and the staff list in the Enquiries tab. A module of its own, so that other pages do not
// carry them. The box's title, blurb, field and button are docs/product.md's (messages.ts, insightsText).

import { type DeliveryProblem, deliveryProblemAdvice } from './delivery-problem-text'

export const newsletterMessages = {
  /** The answer once the request is stored: Zoho Campaigns' mail completes the double opt-in. */
  checkInbox: 'Check your inbox to confirm your subscription',
  invalidEmail: 'Please enter a valid email address',
  consentRequired: 'Please agree to receive the newsletter',
  failed: 'Your subscription could not be sent. Please try again.',
} as const

/** The consent line a visitor ticks, stored with the request as they saw it. */
export const NEWSLETTER_CONSENT =
  'Yes, send me the Crestline Consulting newsletter by email. I can unsubscribe at any time.'

export const newsletterFormText = {
  consent: NEWSLETTER_CONSENT,
  sending: 'Subscribing...',
} as const

/** The staff list of subscription requests (Enquiries tab). */
export const subscriberListText = {
  heading: 'Newsletter Subscriptions',
  empty: 'No newsletter subscriptions yet.',
  email: 'Email',
  source: 'Asked on',
  requested: 'Requested',
  deliveryHeading: 'Zoho Campaigns',
  sources: { 'subscribe-box': 'Insights page', 'contact-form': 'Contact form' },
  fetchFailed: 'Failed to load newsletter subscriptions',
  /** What became of a request's delivery to Zoho Campaigns (its outbox row). */
  delivery: (
    delivery: {
      status: 'pending' | 'sent' | 'failed'
      attempts: number
      problem: DeliveryProblem | null
    } | null,
  ) => {
    if (!delivery) return 'Not sent again: asked for within a day'
    if (delivery.status === 'sent') return 'Sent: Zoho mails the confirmation'
    const state =
      delivery.status === 'failed'
        ? `Failed after ${delivery.attempts} attempts`
        : `Waiting to be sent (${delivery.attempts} attempts so far)`
    return delivery.problem ? `${state}: ${deliveryProblemAdvice[delivery.problem]}` : state
  },
} as const
