import type { ContactPayload } from '../../shared/schemas/contact'
import type { Db } from '../db/client'
import { contactSubmissions } from '../db/schema'

/** Stores a contact-form submission; returns its id. Empty optional fields are kept as null. */
export async function saveContactSubmission(db: Db, payload: ContactPayload): Promise<number> {
  const [row] = await db
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
  if (!row) throw new Error('contact submission was not stored')
  return row.id
}
