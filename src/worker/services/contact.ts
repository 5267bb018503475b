import type { ContactPayload } from '../../shared/schemas/contact'
import { serviceName } from '../../shared/service-name'
import type { Db } from '../db/client'
import { contactSubmissions } from '../db/schema'
import type { AppConfig } from '../env'
import { outboxInsert, queuedOutboxIds } from './crm-outbox'
import { subscriptionWrites } from './newsletter'
import { salesNotice } from './sales-webhook'

/**
 * Stores a contact-form submission (empty optional fields as null) in one batch with what follows
 * from it: the newsletter request when its box was ticked, and the sales team's message when a
 * webhook is configured; returns the submission's id and the outbox rows to send.
 */
export async function saveContactSubmission(
  db: Db,
  config: AppConfig,
  payload: ContactPayload,
): Promise<{ id: number; outboxIds: number[] }> {
  const submission = db
    .insert(contactSubmissions)
    .values({
      firstName: payload.firstName,
      lastName: payload.lastName,
      email: payload.email,
      phone: payload.phone || null,
      company: payload.company || null,
      service: payload.service || null,
      message: payload.message,
      newsletter: payload.newsletter,
      attribution: payload.attribution ?? null,
      fromPage: payload.fromPage ?? null,
    })
    .returning({ id: contactSubmissions.id })
  const subscription = payload.newsletter
    ? await subscriptionWrites(db, payload.email, 'contact-form', payload.attribution)
    : []
  const notice = salesNotice(config, {
    kind: 'enquiry',
    name: `${payload.firstName} ${payload.lastName}`,
    email: payload.email,
    company: payload.company,
    service: payload.service && serviceName(payload.service),
  })
  const message = notice ? [outboxInsert(db, { kind: 'webhook', payload: notice }, {})] : []
  const results = await db.batch([submission, ...subscription, ...message])
  const [row] = results[0]
  if (!row) throw new Error('contact submission was not stored')
  return { id: row.id, outboxIds: queuedOutboxIds(results) }
}
