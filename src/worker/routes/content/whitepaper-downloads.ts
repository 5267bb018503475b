import { Hono } from 'hono'
import {
  DOWNLOAD_LINK_LIFETIME_MS,
  DOWNLOAD_RATE_LIMIT,
  DOWNLOAD_RATE_WINDOW_SECONDS,
} from '../../../shared/constants'
import { idParam } from '../../../shared/schemas/fields'
import { whitepaperDownloadSchema } from '../../../shared/schemas/whitepaper-download'
import type { DownloadLink } from '../../../shared/types'
import { downloadMessages } from '../../../shared/whitepaper-download-messages'
import type { AppEnv } from '../../app-env'
import { readConfig } from '../../env'
import { HttpError } from '../../lib/http-error'
import { validate } from '../../lib/validate'
import { jsonBody } from '../../middleware/json-body'
import { rateLimit } from '../../middleware/rate-limit'
import { deliverSoon } from '../../services/crm-outbox'
import { linkToken } from '../../services/sessions'
import { downloadPath, requestDownload, whitepaperForDownload } from '../../services/whitepaper-downloads'

/**
 * POST /api/whitepapers/:id/downloads, public: the request is stored, its lead queued for the CRM,
 * and the answer is a link to the PDF that works for a day (served by routes/downloads.ts).
 */
export const whitepaperDownloadRoutes = new Hono<AppEnv>().post(
  '/:id/downloads',
  ...jsonBody(),
  rateLimit({ name: 'download', limit: DOWNLOAD_RATE_LIMIT, windowSeconds: DOWNLOAD_RATE_WINDOW_SECONDS }),
  validate('param', idParam),
  validate('json', whitepaperDownloadSchema),
  async (c) => {
    const whitepaper = await whitepaperForDownload(c.var.db, c.req.valid('param').id)
    if (!whitepaper) throw new HttpError(404, downloadMessages.unavailable)
    const { website, consent: _consent, ...request } = c.req.valid('json')
    if (website) {
      // Honeypot filled: a bot. It gets an answer of the normal shape whose link names nothing,
      // so it learns nothing, and nothing is kept or sent to the CRM.
      const decoy = linkToken()
      const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_LIFETIME_MS).toISOString()
      return c.json({ url: downloadPath(decoy), expiresAt } satisfies DownloadLink, 201)
    }
    const { token, expiresAt, outboxIds } = await requestDownload(
      c.var.db,
      readConfig(c.env),
      whitepaper,
      request,
    )
    // Stored first: the cron sends the lead (and the sales message) if this fast path does not get through.
    for (const outboxId of outboxIds) await deliverSoon(c, outboxId)
    return c.json(
      { url: downloadPath(token), expiresAt: expiresAt.toISOString() } satisfies DownloadLink,
      201,
    )
  },
)
