import type { ContactPayload } from '../../shared/schemas/contact'
import type { Db } from '../db/client'
import { contactSubmissions } from '../db/schema'
import { queuedRow, subscriptionWrites } from './newsletter'

/**
 * Stores a contact-form submission (empty optional fields as null) and, when its newsletter box
 * was ticked, the newsletter request, in one batch; returns the submission's id and the outbox row
 * of the subscription to send, if one was queued.
 */
export async function saveContactSubmission(
  db: Db,
  payload: ContactPayload,
): Promise<{ id: number; subscriptionOutboxId: number | undefined }> {
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
    })
    .returning({ id: contactSubmissions.id })
  const subscription = payload.newsletter ? await subscriptionWrites(db, payload.email, 'contact-form') : []
  const results = await db.batch([submission, ...subscription])
  const [row] = results[0]
  if (!row) throw new Error('contact submission was not stored')
  return { id: row.id, subscriptionOutboxId: payload.newsletter ? queuedRow(results) : undefined }
}
