import { Hono } from 'hono'
import { NEWSLETTER_RATE_LIMIT, NEWSLETTER_RATE_WINDOW_SECONDS } from '../../shared/constants'
import { newsletterMessages } from '../../shared/newsletter-messages'
import { newsletterSchema } from '../../shared/schemas/newsletter'
import type { AppEnv } from '../app-env'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { requireUser } from '../middleware/require-user'
import { deliverSoon } from '../services/crm-outbox'
import { listNewsletterSubscriptions, requestSubscription } from '../services/newsletter'

/**
 * POST /api/newsletter, public: the request is stored, then queued for Zoho Campaigns, whose
 * confirmation mail completes the double opt-in. The answer is the same whether the address was
 * new, asked for lately or refused later by Zoho: it tells nobody who subscribes.
 * GET /api/newsletter, staff: the requests with their delivery state.
 */
export const newsletterRoutes = new Hono<AppEnv>()
  .post(
    '/',
    ...jsonBody(),
    rateLimit({
      name: 'newsletter',
      limit: NEWSLETTER_RATE_LIMIT,
      windowSeconds: NEWSLETTER_RATE_WINDOW_SECONDS,
    }),
    validate('json', newsletterSchema),
    async (c) => {
      const { email, website, attribution } = c.req.valid('json')
      // Honeypot filled: a bot. It gets the normal answer so it learns nothing, and nothing is kept.
      if (!website) {
        for (const outboxId of await requestSubscription(c.var.db, email, attribution))
          await deliverSoon(c, outboxId)
      }
      return c.json({ message: newsletterMessages.checkInbox }, 202)
    },
  )
  .get('/', requireUser, async (c) => c.json(await listNewsletterSubscriptions(c.var.db)))
