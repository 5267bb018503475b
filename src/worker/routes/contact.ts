import { Hono } from 'hono'
import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_SECONDS } from '../../shared/constants'
import { apiMessages } from '../../shared/messages'
import { contactSchema } from '../../shared/schemas/contact'
import type { AppEnv } from '../app-env'
import { readConfig } from '../env'
import { validate } from '../lib/validate'
import { jsonBody } from '../middleware/json-body'
import { rateLimit } from '../middleware/rate-limit'
import { saveContactSubmission } from '../services/contact'
import { deliverSoon } from '../services/crm-outbox'

/** POST /api/contact: the submission is stored before anything else happens with it. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  ...jsonBody(),
  rateLimit({ name: 'contact', limit: CONTACT_RATE_LIMIT, windowSeconds: CONTACT_RATE_WINDOW_SECONDS }),
  validate('json', contactSchema),
  async (c) => {
    const { website, ...payload } = c.req.valid('json')
    // Honeypot filled: a bot. It gets the normal answer so it learns nothing, and nothing is kept.
    if (!website) {
      // The newsletter request (box ticked) and the sales team's message, once the enquiry is stored.
      const { outboxIds } = await saveContactSubmission(c.var.db, readConfig(c.env), payload)
      for (const outboxId of outboxIds) await deliverSoon(c, outboxId)
    }
    return c.json({ message: apiMessages.contactReceived })
  },
)
