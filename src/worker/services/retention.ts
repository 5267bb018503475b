import { and, inArray, lt, lte } from 'drizzle-orm'
import {
  DOWNLOAD_REQUEST_RETENTION_MS,
  ENQUIRY_RETENTION_MS,
  RATE_LIMIT_MAX_WINDOW_SECONDS,
  VISITOR_EVENT_RETENTION_MS,
} from '../../shared/constants'
import type { Db } from '../db/client'
import {
  contactSubmissions,
  crmOutbox,
  newsletterSubscriptions,
  rateLimits,
  sessions,
  visitorEvents,
  whitepaperDownloads,
} from '../db/schema'

/**
 * Cron: what no rule needs any more goes, so no table grows without bound: sessions past their
 * expiry, rate-limit counters of windows long over, page visits and whitepaper download requests
 * after 13 months, enquiries, newsletter requests and the outbox rows of delivered or abandoned
 * leads and subscriptions after three years (the privacy notice names these periods). A pending
 * row is kept however old: it has not reached Zoho yet. The trash, whose entries hold R2 objects
 * as well, is emptied of what is 30 days old by services/trash/trash-entries.ts (`expireTrash`).
 */
export async function pruneByRetention(db: Db, now = Date.now()): Promise<void> {
  await db.batch([
    db.delete(sessions).where(lte(sessions.expire, new Date(now))),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, Math.floor(now / 1000) - RATE_LIMIT_MAX_WINDOW_SECONDS)),
    db.delete(visitorEvents).where(lt(visitorEvents.occurredAt, new Date(now - VISITOR_EVENT_RETENTION_MS))),
    db
      .delete(whitepaperDownloads)
      .where(lt(whitepaperDownloads.createdAt, new Date(now - DOWNLOAD_REQUEST_RETENTION_MS))),
    db
      .delete(contactSubmissions)
      .where(lt(contactSubmissions.createdAt, new Date(now - ENQUIRY_RETENTION_MS))),
    db
      .delete(newsletterSubscriptions)
      .where(lt(newsletterSubscriptions.createdAt, new Date(now - ENQUIRY_RETENTION_MS))),
    db
      .delete(crmOutbox)
      .where(
        and(
          inArray(crmOutbox.status, ['sent', 'failed']),
          lt(crmOutbox.createdAt, new Date(now - ENQUIRY_RETENTION_MS)),
        ),
      ),
  ])
}
